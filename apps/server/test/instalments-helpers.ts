import type { InstalmentPlan, PaymentRequest } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import { expect } from 'vitest'
import type { TestApp } from './helpers.ts'
import { sendProof, type TestStudent, validate } from './payments-helpers.ts'

// The instalment tests' common ground (DESIGN §18): a formation sold in parts, a plan chosen at the
// checkout, each part proven and validated, and time made to pass by moving a plan's dates back.

type Headers = Record<string, string>

/** The formation's plan, as the back office stores it (the parts' dirhams). */
export const offerParts = (t: TestApp, formationId: number, parts: number[]) =>
  t.services.db.updateTable('announcements').set({ instalments: JSON.stringify(parts) }).where('id', '=', formationId).execute()

/** « Confirmer » with the instalment plan: part 1's request (201). */
export async function choosePlan(t: TestApp, student: TestStudent, formationId: number, extra: Record<string, unknown> = {}): Promise<PaymentRequest> {
  const response = await t.app.inject({ method: 'POST', url: '/api/student/payments', headers: student.headers, payload: { announcement_id: formationId, plan: 'echeances', ...extra } })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ payment: PaymentRequest }>().payment
}

/** A part's request proven by the student and validated by a super admin. */
export async function payPart(t: TestApp, root: Headers, student: TestStudent, paymentId: number) {
  expect((await sendProof(t, student.headers, paymentId)).statusCode).toBe(201)
  const response = await validate(t, root, paymentId)
  expect(response.statusCode, response.body).toBe(200)
}

export async function myPlans(t: TestApp, student: TestStudent): Promise<InstalmentPlan[]> {
  const response = await t.app.inject({ url: '/api/student/instalments', headers: student.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<InstalmentPlan[]>()
}

export async function planOf(t: TestApp, student: TestStudent, planId: number) {
  const plan = (await myPlans(t, student)).find((p) => p.id === planId)
  if (!plan) throw new Error(`plan ${planId} not in the student's list`)
  return plan
}

export const payRequest = (t: TestApp, headers: Headers, planId: number, part: number, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/student/instalments/${planId}/parts/${part}/pay`, headers, payload })

/**
 * `days` pass for this plan: its dates, its parts' dates and its student's access move back by as
 * much (what a clock moved forward would show, without waiting a month).
 */
export async function travel(t: TestApp, planId: number, days: number) {
  const db = t.services.db
  const shift = sql.lit(`${days} days`)
  await db
    .updateTable('instalment_plans')
    .set({ starts_on: sql`(starts_on - ${sql.lit(days)})`, access_from: sql`access_from - ${shift}::interval`, created_at: sql`created_at - ${shift}::interval` })
    .where('id', '=', planId)
    .execute()
  await db
    .updateTable('payment_requests')
    .set({ due_on: sql`(due_on - ${sql.lit(days)})`, deadline_at: sql`deadline_at - ${shift}::interval` })
    .where('plan_id', '=', planId)
    .execute()
  const plan = await db.selectFrom('instalment_plans').select(['student_id', 'course_id']).where('id', '=', planId).executeTakeFirstOrThrow()
  await db
    .updateTable('accesses')
    .set({ expires_at: sql`expires_at - ${shift}::interval` })
    .where('student_id', '=', plan.student_id ?? 0)
    .where('course_id', '=', plan.course_id ?? 0)
    .execute()
}

export const planRow = (t: TestApp, planId: number) => t.services.db.selectFrom('instalment_plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow()

export const accessOf = (t: TestApp, studentId: number, courseId: number) =>
  t.services.db.selectFrom('accesses').select(['id', 'expires_at', 'is_active', 'access_type']).where('student_id', '=', studentId).where('course_id', '=', courseId).executeTakeFirst()
