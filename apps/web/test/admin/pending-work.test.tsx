import { focusManager } from '@tanstack/react-query'
import type { PendingWork } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openAs, SUPER_ADMIN } from '../admins/fixtures.ts'
import { ADMIN } from '../render.tsx'
import { ok } from '../trpc-mock.ts'

// Issue 29: « Paiements » right under the dashboard with the proofs waiting, and « À traiter ».

const WORK: PendingWork = { proofs: 3, session_requests: 5, testimonials: 2, applications: 1 }

async function dashboardAs(user: typeof ADMIN, work: PendingWork) {
  const pendingWork = vi.fn(() => ok(work))
  const app = openAs(user, '/admin/dashboard', { 'dashboard.pendingWork': pendingWork })
  await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 }, { timeout: 5000 })
  await screen.findByText('Aucune activité récente')
  return { ...app, pendingWork }
}

const nav = () => within(screen.getByRole('navigation', { name: 'Administration' }))
const todo = () => within(screen.getByRole('region', { name: 'À traiter' }))

describe('the owner’s pending work', () => {
  it('puts « Paiements » right under the dashboard, with the number of proofs to check', async () => {
    await dashboardAs(SUPER_ADMIN, WORK)
    const payments = await nav().findByRole('link', { name: 'Paiements, 3 preuves à vérifier' })
    expect(payments).toHaveAttribute('href', '/admin/payments')
    expect(within(payments).getByText('3')).toHaveAttribute('aria-hidden', 'true')
    // then what sells: the promo codes (issue 31), then the courses
    expect(nav().getAllByRole('link').map((link) => link.getAttribute('href')).slice(0, 4)).toEqual(['/admin/dashboard', '/admin/payments', '/admin/coupons', '/admin/courses'])
  })

  it('shows no badge when no proof waits', async () => {
    await dashboardAs(SUPER_ADMIN, { ...WORK, proofs: 0 })
    await todo().findByRole('link', { name: /Preuves de paiement à vérifier\s*0/ })
    expect(nav().getByRole('link', { name: 'Paiements' })).toHaveTextContent(/^Paiements$/)
  })

  it('gives a super admin « À traiter »: each pile a number linking to its filtered list', async () => {
    await dashboardAs(SUPER_ADMIN, WORK)
    const card = todo()
    expect(await card.findByRole('link', { name: /Preuves de paiement à vérifier\s*3/ })).toHaveAttribute('href', '/admin/payments?status=preuve_envoyee')
    expect(card.getByRole('link', { name: /Demandes de séance nouvelles\s*5/ })).toHaveAttribute('href', '/admin/session-requests?status=nouvelle')
    expect(card.getByRole('link', { name: /Témoignages à valider\s*2/ })).toHaveAttribute('href', '/admin/testimonials?status=inactive')
    expect(card.getByRole('link', { name: /Candidatures nouvelles\s*1/ })).toHaveAttribute('href', '/admin/applications?status=en_attente')
    expect(card.queryByText(/MAD|DH|revenu|encaiss/i)).not.toBeInTheDocument()
  })

  it('gives a regular admin only the session requests, and no payments at all', async () => {
    await dashboardAs(ADMIN, { proofs: null, session_requests: 4, testimonials: null, applications: null })
    const card = todo()
    expect(await card.findByRole('link', { name: /Demandes de séance nouvelles\s*4/ })).toHaveAttribute('href', '/admin/session-requests?status=nouvelle')
    expect(card.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: /Paiements|Preuves/ })).not.toBeInTheDocument()
  })

  it('asks again when the admin comes back to the tab', async () => {
    const { pendingWork } = await dashboardAs(SUPER_ADMIN, WORK)
    await nav().findByRole('link', { name: 'Paiements, 3 preuves à vérifier' })
    const calls = pendingWork.mock.calls.length
    pendingWork.mockImplementation(() => ok({ ...WORK, proofs: 4 }))
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await nav().findByRole('link', { name: 'Paiements, 4 preuves à vérifier' })
    expect(pendingWork.mock.calls.length).toBeGreaterThan(calls)
    await waitFor(() => expect(todo().getByRole('link', { name: /Preuves de paiement à vérifier\s*4/ })).toBeInTheDocument())
    focusManager.setFocused(undefined)
  })
})
