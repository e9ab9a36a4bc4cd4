import { randomInt } from 'node:crypto'
import { COUPON_RULES, couponValueText, type Referral, referralShareText } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { isUniqueViolation } from '../students/manage.ts'

// Letters and digits nobody misreads on a phone (no 0/O, 1/I/L).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** `KARIM-7K3Q`: the first name in plain capitals (accents dropped), then 4 random characters. */
export function referralCode(name: string) {
  const first = (name.normalize('NFD').replace(/[^A-Za-z\s]/g, '').trim().split(/\s+/)[0] ?? '').toUpperCase().slice(0, 10)
  const suffix = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${first.length >= 2 ? first : 'AMI'}-${suffix}`
}

async function ownCoupon(db: Database, studentId: number) {
  return db.selectFrom('coupons').select(['id', 'code', 'kind', 'value']).where('referrer_student_id', '=', studentId).executeTakeFirst()
}

/** The student's referral code, made on first ask (one per student; a code taken by chance is drawn again). */
async function ensureCoupon(db: Database, studentId: number) {
  const existing = await ownCoupon(db, studentId)
  if (existing) return existing
  const { name } = await db.selectFrom('students').select('name').where('id', '=', studentId).executeTakeFirstOrThrow()
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await db
        .insertInto('coupons')
        .values({ code: referralCode(name), kind: 'percent', value: COUPON_RULES.referralPercent, referrer_student_id: studentId })
        .onConflict((oc) => oc.column('referrer_student_id').doNothing())
        .execute()
      break
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  return (await ownCoupon(db, studentId))!
}

/** The profile's « Parrainage »: the code, what it gives, the friends who paid with it, the message to share. */
export async function myReferral(db: Database, studentId: number, publicUrl: string): Promise<Referral> {
  const coupon = await ensureCoupon(db, studentId)
  const { count } = await db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('payment_requests as p', 'p.id', 'r.payment_request_id')
    .select((eb) => eb.fn.count<string>('r.student_id').distinct().as('count'))
    .where('r.coupon_id', '=', coupon.id)
    .where('p.status', '=', 'validee')
    .executeTakeFirstOrThrow()
  const kind = coupon.kind as Referral['kind']
  return {
    code: coupon.code,
    kind,
    value: coupon.value,
    friends_enrolled: Number(count),
    share_text: referralShareText(coupon.code, couponValueText(kind, coupon.value), `${publicUrl.replace(/\/$/, '')}/courses`),
  }
}
