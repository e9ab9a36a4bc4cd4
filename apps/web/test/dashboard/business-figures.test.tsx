import { dirhams, MESSAGES } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openAs, SUPER_ADMIN } from '../admins/fixtures.ts'
import { ADMIN } from '../render.tsx'
import { fail, ok } from '../trpc-mock.ts'
import { EMPTY_FIGURES, FIGURES } from './fixtures.ts'

// Issue 31: the owner reads the month's revenue on opening the back office; a regular admin never sees money.

async function dashboardAs(user: typeof ADMIN, figures: () => ReturnType<typeof ok>) {
  const call = vi.fn(figures)
  const app = openAs(user, '/admin/dashboard', { 'dashboard.figures': call })
  await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 }, { timeout: 5000 })
  await screen.findByText('Aucune activité récente')
  return { ...app, call }
}

const section = () => within(screen.getByRole('region', { name: /Chiffres de l’activité/ }))

/** The figure card whose label is `label`. */
async function card(label: string) {
  const cards = await section().findAllByRole('listitem')
  const found = cards.find((item) => item.textContent?.startsWith(label))
  if (!found) throw new Error(`no card « ${label} »`)
  return found
}

describe('the owner’s figures on the dashboard', () => {
  it('shows this month’s revenue, conversion, renewals, overdue instalments and proofs waiting', async () => {
    await dashboardAs(SUPER_ADMIN, () => ok(FIGURES))
    const figures = section()
    expect(await card('Chiffre d’affaires')).toHaveTextContent(dirhams(9450))
    expect(screen.getByRole('heading', { name: /^Chiffres de l’activité/ })).toHaveTextContent('Chiffres de l’activité · juin 2026')
    expect(figures.getByText(`8 paiements validés · 12 mois : ${dirhams(28_650)}`)).toBeInTheDocument()
    expect(figures.getByText('69 %')).toBeInTheDocument()
    expect(figures.getByText('11 payées sur 16 demandes · 12 mois : 46 %')).toBeInTheDocument()
    expect(figures.getByText(`${dirhams(3600)} · 12 mois : 12`)).toBeInTheDocument()
    expect(figures.getByText('Échéances en retard')).toBeInTheDocument()
    expect(figures.getByText(dirhams(800))).toBeInTheDocument()
    expect(figures.getByRole('link', { name: new RegExp(`Preuves à vérifier\\s*4\\s*${dirhams(4800)}`) })).toHaveAttribute('href', '/admin/payments?status=preuve_envoyee')
  })

  it('gives the chart’s values as a table, month by month', async () => {
    await dashboardAs(SUPER_ADMIN, () => ok(FIGURES))
    const table = await section().findByRole('table', { name: 'Chiffre d’affaires par mois (paiements validés)' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(12)
    expect(rows[0]).toHaveTextContent(/juillet 2025\s*0 DH\s*0/)
    expect(rows[11]).toHaveTextContent(new RegExp(`juin 2026\\s*${dirhams(9450)}\\s*8`))
    expect(screen.getByTestId('revenue-bars')).toHaveAttribute('aria-hidden', 'true')
  })

  it('lists the formations of the month, then of 12 months', async () => {
    const { user } = await dashboardAs(SUPER_ADMIN, () => ok(FIGURES))
    const figures = section()
    expect(await figures.findByText('Prépa CNC Maths')).toBeInTheDocument()
    expect(figures.getByText('Stage d’été')).toBeInTheDocument()
    expect(figures.getByRole('button', { name: 'Ce mois' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(figures.getByRole('button', { name: '12 mois' }))
    expect(figures.getByRole('button', { name: '12 mois' })).toHaveAttribute('aria-pressed', 'true')
    expect(figures.getByText(dirhams(24_000))).toBeInTheDocument()
    expect(figures.queryByText('Stage d’été')).not.toBeInTheDocument()
  })

  it('shows a dash, not a division by zero, before anything was asked or sold', async () => {
    await dashboardAs(SUPER_ADMIN, () => ok(EMPTY_FIGURES))
    const figures = section()
    expect(await figures.findByText('0 payée sur 0 demande · 12 mois : —')).toBeInTheDocument()
    expect(figures.getByText('—')).toBeInTheDocument()
    expect(await card('Échéances en retard')).toHaveTextContent(`Échéances en retard0${dirhams(0)}`)
    expect(figures.getByText('Aucun paiement validé sur cette période.')).toBeInTheDocument()
  })

  it('says when the figures cannot be read', async () => {
    await dashboardAs(SUPER_ADMIN, () => fail(429, MESSAGES.tooManyRequests))
    expect(await section().findByRole('alert')).toHaveTextContent('Les chiffres de l’activité sont indisponibles pour le moment.')
  })

  it('never asks for nor shows money to a regular admin', async () => {
    const { call } = await dashboardAs(ADMIN, () => ok(FIGURES))
    expect(screen.queryByRole('region', { name: /Chiffres de l’activité/ })).not.toBeInTheDocument()
    expect(call).not.toHaveBeenCalled()
    expect(document.body).not.toHaveTextContent(/\bDH\b|Chiffre d’affaires|Conversion|Renouvellements/)
  })
})
