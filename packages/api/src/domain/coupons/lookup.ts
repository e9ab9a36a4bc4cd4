import { COUPON_MESSAGES, COUPON_RULES, type CouponKind, moroccoToday } from '@tutorat/contracts'
import type { Database, DB } from '@tutorat/db'
import { type Selectable, sql } from 'kysely'

const M = COUPON_MESSAGES

/** The kind is checked by the table (`percent` | `fixed`). */
export type CouponRow = Omit<Selectable<DB['coupons']>, 'kind'> & { kind: CouponKind }

/**
 * Whether a redemption's request still holds its use (`p` = payment_requests): open, paid, or
 * refused with a new proof allowed and its 7 days running. An expired, cancelled or finally
 * refused request gives the use back without anyone writing it.
 */
export const holdsUse = (now = new Date()) =>
  sql<boolean>`(p.status in ('en_attente', 'preuve_envoyee', 'validee') or (p.status = 'refusee' and p.new_proof_allowed and p.deadline_at > ${now.toISOString()}))`

/** The code's row, whatever its case; `lock` holds it until the caller's commit (the max_uses count). */
export async function findCoupon(db: Database, code: string, lock = false) {
  let query = db.selectFrom('coupons').selectAll().where(sql<string>`lower(code)`, '=', code.toLowerCase())
  if (lock) query = query.forUpdate()
  return (await query.executeTakeFirst()) as CouponRow | undefined
}

async function liveUses(db: Database, couponId: number, studentId: number) {
  const row = await db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('payment_requests as p', 'p.id', 'r.payment_request_id')
    .select((eb) => [eb.fn.countAll<string>().as('total'), sql<string>`count(*) filter (where r.student_id = ${studentId})`.as('mine')])
    .where('r.coupon_id', '=', couponId)
    .where(holdsUse())
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), mine: Number(row.mine) }
}

const frenchDay = (day: string) => day.split('-').reverse().join('/')

/** Why this student may not use the coupon on this formation today, or null. */
async function couponProblem(db: Database, coupon: CouponRow, studentId: number, announcementId: number) {
  const today = moroccoToday()
  if (coupon.referrer_student_id === studentId) return M.ownReferral
  if (coupon.announcement_id !== null && coupon.announcement_id !== announcementId) return M.otherFormation
  if (coupon.valid_from && today < coupon.valid_from) return M.notYet(frenchDay(coupon.valid_from))
  if (coupon.valid_until && today > coupon.valid_until) return M.expired
  const uses = await liveUses(db, coupon.id, studentId)
  if (uses.mine > 0) return M.alreadyUsed
  if (coupon.max_uses !== null && uses.total >= coupon.max_uses) return M.usedUp
  return null
}

export type CouponCheck = { coupon: CouponRow; error: null } | { coupon: null; error: string | null }

/**
 * The code the student typed, checked for them and this formation: the coupon, or the French
 * reason it does not apply (nothing typed: neither). With `lock`, call it inside the transaction
 * that records the use, so parallel requests cannot pass `max_uses`.
 */
export async function checkCoupon(db: Database, typed: string | undefined, studentId: number, announcementId: number, lock = false): Promise<CouponCheck> {
  const code = typed?.trim()
  if (!code) return { coupon: null, error: null }
  if (/[\s,;+]/.test(code)) return { coupon: null, error: M.onlyOne }
  if (!COUPON_RULES.codePattern.test(code)) return { coupon: null, error: M.unknown }
  const coupon = await findCoupon(db, code, lock)
  if (!coupon) return { coupon: null, error: M.unknown }
  const problem = await couponProblem(db, coupon, studentId, announcementId)
  return problem ? { coupon: null, error: problem } : { coupon, error: null }
}
