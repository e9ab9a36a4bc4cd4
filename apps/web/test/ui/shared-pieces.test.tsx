import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BookOpen, Users } from 'lucide-react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AddButton } from '../../src/ui/AddButton.tsx'
import { PhoneField } from '../../src/ui/PhoneField.tsx'
import { LoadingStatus, SkeletonBars } from '../../src/ui/Skeleton.tsx'
import { StatCardList } from '../../src/ui/StatCard.tsx'
import { TitledSection } from '../../src/ui/TitledSection.tsx'
import { useRunOnce } from '../../src/ui/use-run-once.ts'

describe('useRunOnce', () => {
  function Ticket({ run, label }: { run: () => void; label: string }) {
    useRunOnce(run)
    return <p>{label}</p>
  }

  it('sends once under StrictMode (effects twice) and again not on a re-render', () => {
    const run = vi.fn()
    const { rerender } = render(
      <StrictMode>
        <Ticket run={run} label="un" />
      </StrictMode>,
    )
    rerender(
      <StrictMode>
        <Ticket run={run} label="deux" />
      </StrictMode>,
    )
    expect(screen.getByText('deux')).toBeInTheDocument()
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('PhoneField', () => {
  it('is the WhatsApp number with its example by default: the phone keypad, the saved number', () => {
    render(<PhoneField requirement="required" />)
    const phone = screen.getByLabelText(/^Numéro WhatsApp/)
    expect(phone).toHaveAttribute('type', 'tel')
    expect(phone).toHaveAttribute('inputmode', 'tel')
    expect(phone).toHaveAttribute('autocomplete', 'tel')
    expect(phone).toHaveAttribute('aria-required', 'true')
    expect(phone).toHaveAccessibleDescription('ex. 06 12 34 56 78')
  })

  it('takes another label, drops the example for a placeholder, and keeps its type whatever is passed', () => {
    render(<PhoneField label="Téléphone" hint={null} placeholder="06 12 34 56 78" error="Numéro invalide." />)
    const phone = screen.getByLabelText(/^Téléphone/)
    expect(phone).toHaveAttribute('placeholder', '06 12 34 56 78')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveAccessibleDescription('Numéro invalide.')
    expect(screen.queryByText('ex. 06 12 34 56 78')).not.toBeInTheDocument()
  })
})

describe('AddButton', () => {
  it('is a plain button named by its label (the icon is hidden), and stays disabled when told', async () => {
    const onClick = vi.fn()
    render(
      <>
        <AddButton onClick={onClick}>Nouveau code</AddButton>
        <AddButton disabled onClick={onClick}>
          Ajouter une option
        </AddButton>
      </>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Nouveau code' }))
    await user.click(screen.getByRole('button', { name: 'Ajouter une option' }))
    expect(screen.getByRole('button', { name: 'Nouveau code' })).toHaveAttribute('type', 'button')
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('TitledSection, StatCardList, skeletons', () => {
  it('names the section by its heading, at the level asked', () => {
    render(
      <TitledSection id="offer-description" title="Description du poste" level="h3">
        <p>Le poste</p>
      </TitledSection>,
    )
    expect(screen.getByRole('region', { name: 'Description du poste' })).toHaveTextContent('Le poste')
    expect(screen.getByRole('heading', { level: 3, name: 'Description du poste' })).toHaveAttribute('id', 'offer-description')
  })

  it('lists each figure, a placeholder while a value is unknown', () => {
    render(
      <StatCardList
        cards={[
          { label: 'Cours', value: 1200, Icon: BookOpen },
          { label: 'Étudiants', value: undefined, Icon: Users, tone: 'success' },
        ]}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(/Cours\s*1\s200/)
    expect(items[1]).toHaveTextContent(/^Étudiants$/)
  })

  it('hides the bars from screen readers and says what loads instead', () => {
    const { container } = render(
      <div>
        <LoadingStatus>Chargement du cours…</LoadingStatus>
        <SkeletonBars bars={['h-6 w-3/4', 'h-4 w-full', 'h-4 w-full']} />
      </div>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du cours…')
    const bars = container.querySelectorAll('[aria-hidden="true"]')
    expect(bars).toHaveLength(3)
    expect(bars[0]).toHaveClass('h-6', 'w-3/4')
  })
})
