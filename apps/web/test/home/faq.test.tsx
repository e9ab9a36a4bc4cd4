import { LIMITS } from '@tutorat/contracts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Faq, QUESTIONS } from '../../src/features/home/Faq.tsx'

// as written: the answers carry narrow no-break spaces, which the default normalizer turns into spaces
const asWritten = { normalizer: (text: string) => text }
function item(index: number) {
  const found = QUESTIONS[index]
  if (!found) throw new Error(`no question ${index}`)
  return found
}
const buttons = () => screen.getAllByRole('button')
const expanded = () => buttons().map((button) => button.getAttribute('aria-expanded'))

describe('FAQ', () => {
  it('has seven questions, the first one open', () => {
    render(<Faq />)
    expect(buttons()).toHaveLength(LIMITS.faqQuestions)
    expect(buttons().map((button) => button.textContent)).toEqual(QUESTIONS.map((item) => item.question))
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false', 'false'])
    expect(screen.getByText(item(0).answer, asWritten)).toBeVisible()
    expect(screen.getByRole('region', { name: item(0).question })).toBeInTheDocument()
  })

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.click(screen.getByRole('button', { name: item(2).question }))
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false', 'false'])
    expect(screen.getByText(item(2).answer, asWritten)).toBeVisible()
    expect(screen.queryByText(item(0).answer, asWritten)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: item(6).question }))
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false', 'true'])
  })

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.click(screen.getByRole('button', { name: item(0).question }))
    expect(expanded().every((value) => value === 'false')).toBe(true)
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.tab()
    expect(buttons()[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(expanded()[1]).toBe('true')
  })

  it('tells how to pay through « S’inscrire », in French typography (issue 29)', () => {
    const payment = QUESTIONS.find((item) => item.question.startsWith('Comment s’inscrire et payer'))
    expect(payment?.question).toBe('Comment s’inscrire et payer\u202f?')
    expect(payment?.answer).toContain('«\u202fS’inscrire\u202f»')
    expect(payment?.answer).toContain('«\u202fMes paiements\u202f»')
    expect(payment?.answer).not.toMatch(/reçu|WhatsApp/)
  })
})
