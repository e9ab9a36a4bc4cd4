import { CHECKOUT_MESSAGES, type PaymentMethod, type PaymentPlan, type PaymentQuote, type paymentQuoteInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { badRequest } from '../../errors.ts'
import { DAY_MS, isValid } from '../access-rules.ts'
import { priceParts } from '../coupons/arithmetic.ts'
import { checkCoupon } from '../coupons/lookup.ts'
import { checkSeat, openRequestId, sellableFormation } from './sale.ts'

/** What the server offers at checkout besides the transfer (the card needs YouCan Pay's keys). */
export interface CheckoutOptions {
  cardPayments: boolean
  /** INSTALMENT_GRACE_DAYS, frozen on a plan sold now */
  instalmentGraceDays: number
}

/** The formation's plan as stored: the parts' dirhams (plain numbers or `{amount_mad}`), else none. */
export function planParts(stored: unknown): number[] {
  if (!Array.isArray(stored)) return []
  const parts = stored.map((part: unknown) => (typeof part === 'number' ? part : (part as { amount_mad?: unknown } | null)?.amount_mad))
  return parts.length >= 2 && parts.every((part): part is number => Number.isInteger(part) && (part as number) > 0) ? parts : []
}

async function formationPlan(db: Database, announcementId: number) {
  const row = await db.selectFrom('announcements').select('instalments').where('id', '=', announcementId).executeTakeFirst()
  return planParts(row?.instalments)
}

/** The student's valid access to the course, and until when a payment of `durationDays` takes it. */
async function runningAccess(db: Database, studentId: number, courseId: number, durationDays: number, plan: PaymentPlan) {
  const access = await db
    .selectFrom('accesses')
    .select(['access_type', 'modules', 'is_active', 'expires_at'])
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  if (!access || !isValid(access)) return null
  const unlimited = access.expires_at === null || durationDays === 0
  // a plan's access follows its parts (DESIGN §18): the summary says it runs on, not to which day
  const extended_until = unlimited || plan === 'echeances' ? null : new Date(Date.parse(access.expires_at!) + durationDays * DAY_MS).toISOString()
  return { expires_at: access.expires_at, extended_until }
}

type QuoteInput = z.output<typeof paymentQuoteInput>

/**
 * The checkout summary, priced on the server from the formation's terms of now and the coupon's
 * rules: nothing from the client but the formation, the code and the plan. Creates nothing. Inside
 * « Confirmer »'s transaction (`lock`) the formation is share-locked and the coupon row locked.
 */
export async function buildQuote(db: Database, studentId: number, input: QuoteInput, options: CheckoutOptions, lock = false) {
  // the seat first: its row lock (for update) comes before the sale terms' share lock
  await checkSeat(db, studentId, input.announcement_id, lock)
  const formation = await sellableFormation(db, input.announcement_id, lock)
  const plan = await formationPlan(db, input.announcement_id)
  const plans: PaymentPlan[] = plan.length > 0 ? ['comptant', 'echeances'] : ['comptant']
  if (!plans.includes(input.plan)) throw badRequest(CHECKOUT_MESSAGES.noInstalments)
  const listParts = input.plan === 'echeances' ? plan : [formation.amount_mad]
  const checked = await checkCoupon(db, input.coupon_code, studentId, input.announcement_id, lock)
  const priced = priceParts(listParts, checked.coupon)
  const methods: PaymentMethod[] = options.cardPayments ? ['virement', 'carte'] : ['virement']
  const quote: PaymentQuote = {
    announcement_id: input.announcement_id,
    formation_title: formation.formation_title,
    course_title: formation.course_title,
    access_type: formation.access_type as PaymentQuote['access_type'],
    duration_days: formation.duration_days,
    plan: input.plan,
    plans,
    methods,
    ...priced,
    coupon: checked.coupon ? { code: checked.coupon.code, kind: checked.coupon.kind, value: checked.coupon.value, referral: checked.coupon.referrer_student_id !== null } : null,
    coupon_error: checked.error,
    running_access: await runningAccess(db, studentId, formation.course_id, formation.duration_days, input.plan),
    open_payment_id: (await openRequestId(db, studentId, input.announcement_id)) ?? null,
  }
  return { quote, formation, coupon: checked.coupon }
}
