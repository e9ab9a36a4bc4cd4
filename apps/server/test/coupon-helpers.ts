import type { Coupon, PaymentQuote } from '@tutorat/contracts'
import { sql } from 'kysely'
import { expect } from 'vitest'
import type { TestApp } from './helpers.ts'
import type { TestStudent } from './payments-helpers.ts'

// The checkout and coupons tests' common ground (DESIGN §18).

type Headers = Record<string, string>

let serial = 0
/** A code nobody used yet in this file's database. */
export const freshCode = (prefix = 'PROMO') => `${prefix}${++serial}${Math.random().toString(36).slice(2, 6).toUpperCase()}`

export const postCoupon = (t: TestApp, headers: Headers, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers, payload: body })

/** A promo code made by a super admin; returns it. */
export async function makeCoupon(t: TestApp, root: Headers, body: Record<string, unknown> = {}): Promise<Coupon> {
  const response = await postCoupon(t, root, { code: freshCode(), kind: 'percent', value: 10, ...body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ coupon: Coupon }>().coupon
}

export async function quote(t: TestApp, student: TestStudent, body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/student/payments/quote', headers: student.headers, payload: body })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<PaymentQuote>()
}

/** The formation's plan of parts (what the announcement form stores in `instalments`). */
export const offerInstalments = (t: TestApp, formationId: number, parts: number[]) =>
  t.services.db
    .updateTable('announcements')
    .set({ instalments: sql`${JSON.stringify(parts)}::jsonb` })
    .where('id', '=', formationId)
    .execute()

export const rowCount = async (t: TestApp, table: 'payment_requests' | 'coupon_redemptions' | 'coupons') =>
  Number((await t.services.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
