import type { RouterOutputs } from '@tutorat/api'
import { PAYMENT_MESSAGES } from '@tutorat/contracts'
import { configure } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { vi } from 'vitest'
import { SETTINGS } from '../home/helpers.tsx'
import { ok, type Procedure } from '../trpc-mock.ts'

// Rows of the payments tests, as the server sends them to their student.

// Each page is a lazy chunk that vitest transforms on first use: on a loaded machine the first
// render of a file can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

export type Payment = RouterOutputs['payments']['get']
export type Proof = Payment['proofs'][number]

export const makeProof = (paymentId: number, n: number, overrides: Partial<Proof> = {}): Proof => ({
  n,
  mime: 'image/jpeg',
  original_name: `recu-${n}.jpg`,
  size_bytes: 180_000,
  created_at: '2026-03-03T10:15:00.000Z',
  url: `/api/student/payments/${paymentId}/proofs/${n}`,
  ...overrides,
})

export function makePayment(overrides: Partial<Payment> & Pick<Payment, 'id'>): Payment {
  return {
    reference: 'TM-7K3Q9P',
    status: 'en_attente',
    announcement_id: 7,
    formation_title: 'Préparation CNC',
    course_id: 12,
    course_title: 'Analyse 1',
    amount_mad: 1500,
    list_price_mad: 1500,
    discount_mad: 0,
    coupon_code: null,
    access_type: 'full',
    duration_days: 90,
    // 14:30 in Casablanca (UTC+1 outside Ramadan)
    deadline_at: '2026-03-09T13:30:00.000Z',
    payer_name: null,
    transfer_date: null,
    refusal_reason: null,
    decided_at: null,
    created_at: '2026-03-02T13:30:00.000Z',
    updated_at: '2026-03-02T13:30:00.000Z',
    proofs: [],
    history: [{ event: 'en_attente', actor: 'student', admin_name: null, note: null, created_at: '2026-03-02T13:30:00.000Z' }],
    receipt_url: null,
    new_proof_until: null,
    plan_id: null,
    part_number: null,
    due_on: null,
    ...overrides,
  }
}

/** The procedures a request's page calls: the request itself and the bank details. */
export function paymentPage(payment: Payment, more: Record<string, Procedure> = {}) {
  const get = vi.fn(() => ok(payment))
  return { get, procedures: { 'payments.get': get, 'site.settings': () => ok(SETTINGS), ...more } }
}

/** The REST answer of a refused upload, as the shim sends it (`{detail}`). */
export const refusedUpload = (status: number, detail: string) =>
  http.post('*/api/student/payments/:id/proofs', () => HttpResponse.json({ detail }, { status }))

export const NOT_FOUND = PAYMENT_MESSAGES.notFound
