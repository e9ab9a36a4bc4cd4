import { INSTALMENT_MESSAGES, moroccoToday } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { deadlineFrom } from './deadlines.ts'
import { recordEvent } from './history.ts'
import { dueOn, pauseAt, validParts } from './instalments-schedule.ts'
import { loadMyPayment } from './queries.ts'
import { newReference } from './reference.ts'

// DESIGN §18 « Instalments », what a plan is once chosen: the plan row and its parts, each a
// payment request in the usual flow. The checkout prices the parts (coupon included) and calls
// `createInstalmentPlan`; validation calls instalments-grant.ts; the job loop instalments-jobs.ts.

const M = INSTALMENT_MESSAGES

export interface NewPlan {
  studentId: number
  announcementId: number
  /** the parts' amounts in dirhams, as the server priced them (never the client's figures) */
  partAmounts: readonly number[]
  /** INSTALMENT_GRACE_DAYS at the time of the sale: frozen on the plan like its amounts */
  graceDays: number
  /** the checkout's own request for part 1 (with its coupon lines): linked to the plan; else one is created */
  firstPaymentId?: number
}

/** The formation's sale terms as a part request freezes them (the course it opens, for how long). */
async function saleTerms(trx: Database, announcementId: number) {
  const row = await trx
    .selectFrom('announcements as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select(['a.title as formation_title', 'a.access_type', 'a.duration_days', 'c.id as course_id', 'c.title as course_title'])
    .where('a.id', '=', announcementId)
    .forShare('a')
    .executeTakeFirst()
  if (!row || row.access_type === null || row.duration_days === null) throw badRequest(M.courseGone)
  return { ...row, access_type: row.access_type, duration_days: row.duration_days }
}

/**
 * The plan and its first part's request (payable at once, 7 days to send the proof as any
 * request), in the caller's transaction. Parts 2+ get their request when the previous one is
 * validated: their due dates hang on that day.
 */
export async function createInstalmentPlan(trx: Database, plan: NewPlan): Promise<{ planId: number; paymentId: number }> {
  if (!validParts(plan.partAmounts)) throw badRequest(M.partsInvalid)
  const terms = await saleTerms(trx, plan.announcementId)
  const student = await trx.selectFrom('students').select(['name', 'email']).where('id', '=', plan.studentId).executeTakeFirstOrThrow()
  const row = await trx
    .insertInto('instalment_plans')
    .values({
      student_id: plan.studentId,
      announcement_id: plan.announcementId,
      course_id: terms.course_id,
      formation_title: terms.formation_title,
      part_amounts: JSON.stringify(plan.partAmounts),
      parts_count: plan.partAmounts.length,
      duration_days: terms.duration_days,
      grace_days: plan.graceDays,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (plan.firstPaymentId !== undefined) {
    await trx
      .updateTable('payment_requests')
      .set({ plan_id: row.id, part_number: 1, due_on: moroccoToday() })
      .where('id', '=', plan.firstPaymentId)
      .where('student_id', '=', plan.studentId)
      .executeTakeFirstOrThrow()
    return { planId: row.id, paymentId: plan.firstPaymentId }
  }
  const request = await trx
    .insertInto('payment_requests')
    .values({
      reference: newReference(),
      student_id: plan.studentId,
      student_name: student.name,
      student_email: student.email,
      announcement_id: plan.announcementId,
      ...terms,
      amount_mad: plan.partAmounts[0] ?? 0,
      deadline_at: deadlineFrom(Date.now()),
      plan_id: row.id,
      part_number: 1,
      due_on: moroccoToday(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await recordEvent(trx, request.id, 'en_attente', { actor: 'student' })
  return { planId: row.id, paymentId: request.id }
}

const partAmount = (amounts: unknown, part: number) => (Array.isArray(amounts) && typeof amounts[part - 1] === 'number' ? (amounts[part - 1] as number) : 0)

/**
 * The request of part `part` of a started plan, copied from the plan's last request (the terms as
 * sold) with the part's own amount; it takes proofs until the access pauses, and never expires.
 */
export async function insertPartRequest(trx: Database, planId: number, part: number, by: 'student' | 'system') {
  const plan = await trx.selectFrom('instalment_plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow()
  const sold = await trx
    .selectFrom('payment_requests')
    .select(['student_id', 'student_name', 'student_email', 'announcement_id', 'formation_title', 'course_id', 'course_title', 'access_type', 'duration_days'])
    .where('plan_id', '=', planId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const first = part === 1 || plan.starts_on === null
  const row = await trx
    .insertInto('payment_requests')
    .values({
      ...sold,
      reference: newReference(),
      amount_mad: partAmount(plan.part_amounts, part),
      deadline_at: first ? deadlineFrom(Date.now()) : pauseAt(plan.starts_on ?? '', part, plan.grace_days).toISOString(),
      plan_id: planId,
      part_number: part,
      due_on: first ? moroccoToday() : dueOn(plan.starts_on ?? '', part),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await recordEvent(trx, row.id, 'en_attente', { actor: by })
  return row.id
}

/** The student's plan, locked; another student's is as missing as none. */
async function lockMyPlan(trx: Database, studentId: number, planId: number) {
  const plan = await trx.selectFrom('instalment_plans').selectAll().where('id', '=', planId).where('student_id', '=', studentId).forUpdate().executeTakeFirst()
  if (!plan) throw notFound(M.planNotFound)
  return plan
}

/**
 * « Payer » on the Échéancier: the part's open request, or a new one when its last was refused for
 * good (the amount is the plan's, whatever the client sends). Only the next unpaid part is payable.
 */
export async function payInstalmentPart(db: Database, studentId: number, planId: number, part: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const plan = await lockMyPlan(trx, studentId, planId)
        if (part > plan.parts_count) throw notFound(M.partNotFound)
        if (part <= plan.paid_parts) throw conflict(M.partPaid)
        if (part > plan.paid_parts + 1) throw conflict(M.partNotYet)
        if (plan.status === 'annulee') throw conflict(M.planClosed)
        const open = await trx
          .selectFrom('payment_requests')
          .select('id')
          .where('plan_id', '=', planId)
          .where('part_number', '=', part)
          .where((eb) => eb.or([eb('status', 'in', ['en_attente', 'preuve_envoyee']), eb.and([eb('status', '=', 'refusee'), eb('new_proof_allowed', '=', true)])]))
          .orderBy('id', 'desc')
          .executeTakeFirst()
        if (open) return { created: false, id: open.id }
        return { created: true, id: await insertPartRequest(trx, planId, part, 'student') }
      })
      const message = outcome.created ? M.partRequestCreated(part) : M.partRequestExisting(part)
      return { created: outcome.created, message, payment: await loadMyPayment(db, studentId, outcome.id) }
    } catch (error) {
      // a reference drawn twice, or another open request for the formation (a comptant one)
      if (!isUniqueViolation(error) || attempt >= 4) throw error
    }
  }
}

/** Which plan and part a request pays (null: a plain request). */
export async function partOf(trx: Database, requestId: number) {
  const row = await trx.selectFrom('payment_requests').select(['plan_id', 'part_number']).where('id', '=', requestId).executeTakeFirst()
  if (!row || row.plan_id === null || row.part_number === null) return null
  return { planId: row.plan_id, part: row.part_number }
}

/**
 * Hook of the student's « Annuler » (request still without proof): cancelling part 1 gives the
 * plan up before it began; a later part cannot be cancelled, the plan is running.
 */
export async function beforeCancel(trx: Database, requestId: number) {
  const part = await partOf(trx, requestId)
  if (!part) return
  if (part.part > 1) throw conflict(M.laterPartNoCancel)
  await trx
    .updateTable('instalment_plans')
    .set({ status: 'annulee', updated_at: new Date().toISOString() })
    .where('id', '=', part.planId)
    .where('status', '=', 'en_attente')
    .execute()
}

/** Hook of « Rouvrir » (an expired request): an expired first part closed its plan, which is not repriced back to life. */
export async function beforeReopen(trx: Database, requestId: number) {
  if (await partOf(trx, requestId)) throw conflict(M.planClosed)
}
