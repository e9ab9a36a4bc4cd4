import { type Coupon, COUPON_MESSAGES } from '@tutorat/contracts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast, openSuperAdminPage } from '../admins/fixtures.ts'
import { fail, ok } from '../trpc-mock.ts'

// DESIGN §18: /admin/coupons, the list kit with the codes' figures, the form, the referral filter.

configure({ asyncUtilTimeout: 5000 })

const make = (overrides: Partial<Coupon> & Pick<Coupon, 'id' | 'code'>): Coupon => ({
  kind: 'percent',
  value: 10,
  announcement_id: null,
  formation_title: null,
  valid_from: null,
  valid_until: null,
  max_uses: null,
  referrer_student_id: null,
  referrer_name: null,
  state: 'actif',
  uses: 0,
  paid: 0,
  revenue_mad: 0,
  discount_mad: 0,
  created_at: '2026-09-01T10:00:00.000Z',
  updated_at: '2026-09-01T10:00:00.000Z',
  ...overrides,
})
const RENTREE = make({ id: 1, code: 'RENTREE', kind: 'fixed', value: 150, formation_title: 'Préparation CNC', announcement_id: 7, valid_until: '2026-09-30', max_uses: 20, uses: 4, paid: 3, revenue_mad: 3150, discount_mad: 450 })
const SALMA = make({ id: 2, code: 'SALMA-7K3Q', referrer_student_id: 9, referrer_name: 'Salma Idrissi', uses: 1 })
const formations = () => ok([{ id: 7, title: 'Préparation CNC' }])

describe('/admin/coupons', () => {
  it('lists each code with its scope, validity, uses, paid conversions and dirhams', async () => {
    openSuperAdminPage('/admin/coupons', { 'coupons.list': () => ok([RENTREE, SALMA]), 'announcements.adminList': formations })
    const table = await screen.findByRole('table', { name: 'Codes promo' })
    const row = within(within(table).getByRole('rowheader', { name: /RENTREE/ }).closest('tr') as HTMLElement)
    expect(row.getByText('Préparation CNC')).toBeInTheDocument()
    expect(row.getByText('150 DH')).toBeInTheDocument()
    expect(row.getByText('jusqu’au 30/09/2026')).toBeInTheDocument()
    expect(row.getByText('4 / 20')).toBeInTheDocument()
    expect(row.getByText('3 150 DH')).toBeInTheDocument()
    expect(within(table).getByText('Parrainage de Salma Idrissi')).toBeInTheDocument()
  })

  it('creates a code from the form, and shows the server’s refusal in place', async () => {
    const create = vi.fn((input: unknown) => ((input as { code: string }).code === 'PRIS' ? fail(409, COUPON_MESSAGES.codeTaken) : ok({ message: COUPON_MESSAGES.created, coupon: RENTREE })))
    const { user } = openSuperAdminPage('/admin/coupons', { 'coupons.list': () => ok([]), 'coupons.create': create, 'announcements.adminList': formations })
    await user.click((await screen.findAllByRole('button', { name: 'Nouveau code' }))[0]!)
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau code promo' }))
    await user.type(dialog.getByLabelText(/^Code/), 'PRIS')
    await user.type(dialog.getByLabelText(/^Remise \(%\)/), '150')
    await user.click(dialog.getByRole('button', { name: 'Créer le code' }))
    expect(await dialog.findByText(COUPON_MESSAGES.percentTooHigh)).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()

    await user.clear(dialog.getByLabelText(/^Remise \(%\)/))
    await user.type(dialog.getByLabelText(/^Remise \(%\)/), '15')
    await user.click(dialog.getByRole('button', { name: 'Créer le code' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(COUPON_MESSAGES.codeTaken)

    await user.clear(dialog.getByLabelText(/^Code/))
    await user.type(dialog.getByLabelText(/^Code/), 'RENTREE')
    await user.selectOptions(dialog.getByLabelText(/^Formation/), '7')
    await user.click(dialog.getByRole('button', { name: 'Créer le code' }))
    await expectToast(COUPON_MESSAGES.created)
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'RENTREE', kind: 'percent', value: 15, announcement_id: 7, max_uses: null }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }, 30_000)

  it('filters the referral codes through the URL', async () => {
    const list = vi.fn((input: unknown) => ok((input as { source?: string }).source === 'parrainage' ? [SALMA] : [RENTREE, SALMA]))
    const { user } = openSuperAdminPage('/admin/coupons', { 'coupons.list': list, 'announcements.adminList': formations })
    await screen.findByRole('table', { name: 'Codes promo' })
    await user.selectOptions(screen.getByLabelText('Type de code'), 'parrainage')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'parrainage' })))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /RENTREE/ })).not.toBeInTheDocument())
  })
})
