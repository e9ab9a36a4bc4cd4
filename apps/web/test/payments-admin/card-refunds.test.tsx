import type { CardRefund } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast, openAs, openSuperAdminPage } from '../admins/fixtures.ts'
import { ADMIN } from '../render.tsx'
import { fail, ok } from '../trpc-mock.ts'
import { openPayments } from './fixtures.ts'

// DESIGN §18, cards: the paid transactions that opened nothing, and « Marquer remboursé ».

const refund = (overrides: Partial<CardRefund> & Pick<CardRefund, 'id' | 'reference'>): CardRefund => ({
  gateway: 'youcanpay',
  transaction_id: `txn-${overrides.id}`,
  amount_centimes: 120_000,
  currency: 'MAD',
  note: 'demande « annulee » : paiement reçu sans accès ouvert, à rembourser ou à traiter à la main',
  paid_at: '2026-03-02T09:00:00.000Z',
  payment_request_id: overrides.id + 100,
  student_name: 'Amina El Idrissi',
  student_email: 'amina@exemple.ma',
  formation_title: 'Bac Sciences Maths — préparation intensive',
  refunded_at: null,
  refunded_by_name: null,
  ...overrides,
})
const OPEN = refund({ id: 4, reference: 'TM-7K3Q9P' })
const DONE = refund({ id: 5, reference: 'TM-AB12CD', amount_centimes: 1_200, refunded_at: '2026-03-03T10:00:00.000Z', refunded_by_name: 'Nadia Alaoui' })

const table = async () => within(await screen.findByRole('table', { name: 'Paiements par carte à rembourser' }))

function openRefunds(path: string, rows: CardRefund[], markRefunded = vi.fn((_: unknown) => ok({ message: 'Transaction marquée remboursée.', refund: { ...OPEN, refunded_at: '2026-03-04T10:00:00.000Z', refunded_by_name: 'Nadia Alaoui' } }))) {
  const refunds = vi.fn((input: unknown) => {
    const done = (input as { state: string }).state === 'rembourse'
    const items = rows.filter((row) => (row.refunded_at !== null) === done)
    return ok({ items, total: items.length })
  })
  return { ...openSuperAdminPage(path, { 'cardPayments.refunds': refunds, 'cardPayments.markRefunded': markRefunded }), refunds, markRefunded }
}

describe('/admin/payments/refunds', () => {
  it('is reached from « Paiements »', async () => {
    const { user } = await openPayments('/admin/payments', [], { 'cardPayments.refunds': () => ok({ items: [], total: 0 }) })
    await user.click(screen.getByRole('link', { name: 'Cartes à rembourser' }))
    expect(await screen.findByRole('heading', { name: 'Cartes à rembourser', level: 1 })).toBeInTheDocument()
    expect(await screen.findByText('Aucun paiement par carte à rembourser')).toBeInTheDocument()
  })

  it('sends a regular admin back to the dashboard, asking nothing', async () => {
    const refunds = vi.fn(() => ok({ items: [], total: 0 }))
    openAs(ADMIN, '/admin/payments/refunds', { 'cardPayments.refunds': refunds })
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    expect(refunds).not.toHaveBeenCalled()
  })

  it('lists what is owed with the amount paid and why, and marks one refunded after a confirmation', async () => {
    const { user, refunds, markRefunded } = openRefunds('/admin/payments/refunds', [OPEN, DONE])
    const rows = await table()
    const line = within(rows.getByRole('rowheader', { name: /^TM-7K3Q9P / }).closest('tr') as HTMLElement)
    expect(line.getByText('1 200,00 MAD')).toBeInTheDocument()
    expect(line.getByText(/demande « annulee »/)).toBeInTheDocument()
    expect(line.getByText('À rembourser')).toBeInTheDocument()
    expect(rows.queryByText('TM-AB12CD')).not.toBeInTheDocument()
    expect(refunds).toHaveBeenCalledWith(expect.objectContaining({ state: 'a_rembourser' }))

    await user.click(line.getByRole('button', { name: /Marquer remboursé/ }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Marquer ce paiement remboursé ?' }))
    expect(dialog.getByText('1 200,00 MAD')).toBeInTheDocument()
    expect(markRefunded).not.toHaveBeenCalled()
    await user.click(dialog.getByRole('button', { name: 'Marquer remboursé' }))
    await expectToast('Transaction marquée remboursée.')
    expect(markRefunded).toHaveBeenCalledWith({ id: OPEN.id })
  })

  it('shows who refunded and when under « Remboursés », with no action left', async () => {
    openRefunds('/admin/payments/refunds?state=rembourse', [OPEN, DONE])
    const rows = await table()
    const line = within(rows.getByRole('rowheader', { name: /^TM-AB12CD / }).closest('tr') as HTMLElement)
    expect(line.getByText(/par Nadia Alaoui/)).toBeInTheDocument()
    expect(line.getByText('12,00 MAD')).toBeInTheDocument()
    expect(line.queryByRole('button', { name: /Marquer remboursé/ })).not.toBeInTheDocument()
  })

  it('says so when another admin marked it first (409), and keeps the dialog for other failures', async () => {
    const conflict = vi.fn((_: unknown) => fail(409, 'Cette transaction est déjà marquée remboursée.'))
    const { user } = openRefunds('/admin/payments/refunds', [OPEN], conflict)
    const line = within((await table()).getByRole('rowheader', { name: /^TM-7K3Q9P / }).closest('tr') as HTMLElement)
    await user.click(line.getByRole('button', { name: /Marquer remboursé/ }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Marquer remboursé' }))
    await expectToast('Cette transaction est déjà marquée remboursée.')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    conflict.mockImplementation(() => fail(500, 'boom'))
    await user.click(line.getByRole('button', { name: /Marquer remboursé/ }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await user.click(dialog.getByRole('button', { name: 'Marquer remboursé' }))
    expect(await dialog.findByText(/Erreur lors de l’enregistrement du remboursement/)).toBeInTheDocument()
  })
})
