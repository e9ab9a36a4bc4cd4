import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PLAN } from '../payments/instalment-fixtures.ts'
import { ok } from '../trpc-mock.ts'
import { makePayment, openPayments, panel } from './fixtures.ts'

// DESIGN §18: the plan of a part's request, on the back office's request view, and its filter.

describe('the back office’s request view', () => {
  it('shows the plan of a part’s request', async () => {
    const request = makePayment({ id: 21, reference: 'TM-BBBBB3', amount_mad: 400, plan_id: 4, part_number: 2, due_on: '2026-10-31' })
    const ofPayment = vi.fn(() => ok(PLAN))
    await openPayments('/admin/payments?id=21', [request], { 'payments.adminGet': () => ok(request), 'instalments.ofPayment': ofPayment })
    const dialog = await panel('TM-BBBBB3')
    expect(await dialog.findByText('Cette demande')).toBeInTheDocument()
    const schedule = within(dialog.getByRole('region', { name: /Échéancier/ }))
    expect(ofPayment).toHaveBeenCalledWith({ id: 21 })
    expect(schedule.getByRole('button', { name: 'TM-AAAAA2' })).toBeInTheDocument()
    expect(schedule.getByText('En retard')).toBeInTheDocument()
  })

  it('filters the list to late parts', async () => {
    const { user, list, search } = await openPayments('/admin/payments', [])
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Filtrer par échéances' })[0] as HTMLElement, 'en_retard')
    await vi.waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ instalments: 'en_retard' })))
    expect(search().get('instalments')).toBe('en_retard')
  })
})
