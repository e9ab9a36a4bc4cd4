import { type Coupon, type CouponState, moroccoToday } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { sql } from 'kysely'
import type { CouponRow } from './lookup.ts'
import { holdsUse } from './lookup.ts'

/** What each code brought: uses that still count, paid requests, dirhams received and given away. */
export async function couponFigures(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, Figures>()
  const rows = await db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('payment_requests as p', 'p.id', 'r.payment_request_id')
    .select([
      'r.coupon_id',
      sql<string>`count(*) filter (where ${holdsUse()})`.as('uses'),
      sql<string>`count(*) filter (where p.status = 'validee')`.as('paid'),
      sql<string>`coalesce(sum(p.amount_mad) filter (where p.status = 'validee'), 0)`.as('revenue'),
      sql<string>`coalesce(sum(p.discount_mad) filter (where p.status = 'validee'), 0)`.as('discount'),
    ])
    .where('r.coupon_id', 'in', ids)
    .groupBy('r.coupon_id')
    .execute()
  return new Map(rows.map((row) => [row.coupon_id, { uses: Number(row.uses), paid: Number(row.paid), revenue_mad: Number(row.revenue), discount_mad: Number(row.discount) }]))
}
type Figures = { uses: number; paid: number; revenue_mad: number; discount_mad: number }
const NONE: Figures = { uses: 0, paid: 0, revenue_mad: 0, discount_mad: 0 }

/** Where a code stands on the Casablanca day of now. */
export function couponState(coupon: Pick<CouponRow, 'valid_from' | 'valid_until' | 'max_uses'>, uses: number, today = moroccoToday()): CouponState {
  if (coupon.valid_until && today > coupon.valid_until) return 'expire'
  if (coupon.valid_from && today < coupon.valid_from) return 'a_venir'
  if (coupon.max_uses !== null && uses >= coupon.max_uses) return 'epuise'
  return 'actif'
}

type ListedRow = Omit<CouponRow, 'kind'> & { kind: string; formation_title: string | null; referrer_name: string | null }

export function toCoupon(row: ListedRow, figures: Map<number, Figures>): Coupon {
  const figure = figures.get(row.id) ?? NONE
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as Coupon['kind'],
    value: row.value,
    announcement_id: row.announcement_id,
    formation_title: row.formation_title,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    max_uses: row.max_uses,
    referrer_student_id: row.referrer_student_id,
    referrer_name: row.referrer_name,
    state: couponState(row, figure.uses),
    ...figure,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}
