import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderStudent } from '../students/fixtures.tsx'
import { fail, ok, type Outcome } from '../trpc-mock.ts'
import { makePayment, makeProof } from './fixtures.ts'

const WAITING = makePayment({ id: 5, deadline_at: '2026-05-12T13:30:00.000Z' })
const DONE = makePayment({
  id: 3,
  reference: 'TM-AB2CD3',
  status: 'validee',
  formation_title: 'Stage Thermodynamique',
  amount_mad: 900,
  created_at: '2026-04-02T10:00:00.000Z',
  proofs: [makeProof(3, 1)],
  receipt_url: '/api/student/payments/3/receipt',
})

async function openList(answer: () => Outcome) {
  const mine = vi.fn(answer)
  const app = renderStudent('/student/payments', { 'payments.mine': mine, 'payments.get': () => ok(DONE) })
  await screen.findByRole('heading', { level: 1, name: 'Mes paiements' })
  return { ...app, mine }
}

describe('/student/payments « Mes paiements »', () => {
  it('lists the requests with their status, reference, amount and date, each leading to its page', async () => {
    const { user, pathname } = await openList(() => ok([WAITING, DONE]))
    const list = within(await within(screen.getByRole('region', { name: 'Mes demandes' })).findByRole('list'))
    const links = list.getAllByRole('link')
    expect(links).toHaveLength(2)
    const [first, second] = links.map((link) => within(link))
    expect(links[0]).toHaveAttribute('href', '/student/payments/5')
    expect(first?.getByText('En attente du virement')).toBeInTheDocument()
    expect(first?.getByText('TM-7K3Q9P')).toBeInTheDocument()
    expect(first?.getByText('1 500 DH')).toBeInTheDocument()
    expect(first?.getByText('Preuve à envoyer avant le 12/05/2026 à 14:30')).toBeInTheDocument()
    expect(second?.getByText('Validée')).toBeInTheDocument()
    expect(second?.getByText('900 DH')).toBeInTheDocument()
    expect(second?.getByText('Demande du 02/04/2026')).toBeInTheDocument()

    await user.click(links[1] as HTMLElement)
    await screen.findByRole('heading', { level: 1, name: 'Stage Thermodynamique' })
    expect(pathname()).toBe('/student/payments/3')
  })

  it('says where to start when there is nothing yet', async () => {
    await openList(() => ok([]))
    expect(await screen.findByRole('heading', { name: 'Aucun paiement pour le moment' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/courses')
  })

  it('offers to retry when the list cannot be loaded', async () => {
    await openList(() => fail(500, 'Erreur'))
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('Vos paiements n’ont pas pu être chargés.')).toBeInTheDocument()
  })

  it('is in the student’s header, from every page', async () => {
    const { user, pathname } = renderStudent('/student/dashboard', { 'student.myCourses': () => ok([]), 'payments.mine': () => ok([WAITING]) })
    await screen.findByRole('heading', { level: 1, name: 'Mes cours' })
    const nav = within(screen.getByRole('navigation', { name: 'Espace étudiant' }))
    await user.click(nav.getByRole('link', { name: 'Mes paiements' }))
    expect(await screen.findByText('TM-7K3Q9P')).toBeInTheDocument()
    expect(pathname()).toBe('/student/payments')
  })
})
