import { PAYMENT_MESSAGES, PAYMENT_RULES, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { conflict, notFound } from '../../errors.ts'
import { isValid } from '../access-rules.ts'
import { grantAccess } from '../accesses/grant.ts'
import { notifyStudent } from '../notifications/outbox.ts'
import { deadlineFrom, expireOverdue } from './deadlines.ts'
import { type PaymentActor, recordEvent } from './history.ts'
import { grantInstalmentPart, openNextPart } from './instalments-grant.ts'
import { countProofs, loadAdminPayment } from './queries.ts'
import { nextReceiptNumber } from './receipt-number.ts'

const M = PAYMENT_MESSAGES

export async function lockForDecision(trx: Database, id: number) {
  const row = await trx.selectFrom('payment_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
  if (!row) throw notFound(M.notFound)
  return { ...row, status: row.status as PaymentStatus }
}

// what each type opens, to never trade a running access for a smaller one
const BREADTH: Record<string, number> = { trial: 1, partial: 2, standard: 3, full: 3 }

/**
 * What the paid access becomes: the type sold, unless the student's running access opens more
 * (a paid trial never shrinks a full access); a partial access keeps its modules.
 */
async function paidGrant(trx: Database, studentId: number, courseId: number, sold: { access_type: string; duration_days: number }) {
  const current = await trx
    .selectFrom('accesses')
    .select(['access_type', 'modules', 'is_active', 'expires_at'])
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .forUpdate()
    .executeTakeFirst()
  const keepType = current && isValid(current) && (BREADTH[current.access_type] ?? 0) > (BREADTH[sold.access_type] ?? 0)
  const access_type = keepType ? current.access_type : sold.access_type
  return { access_type, modules: access_type === 'partial' ? (current?.modules ?? []) : [], duration_days: sold.duration_days }
}

type LockedRequest = Awaited<ReturnType<typeof lockForDecision>>

/**
 * The paid request's access opens (or runs on by the paid duration), the request becomes
 * `validee` with its receipt number, the history says who, and the student is told — all in the
 * caller's transaction, which holds the request's row lock (so it happens exactly once). An
 * admin's validation and a verified card payment both end here.
 */
export async function grantPaidRequest(trx: Database, jwtSecret: string, request: LockedRequest, by: PaymentActor, event: 'validee' | 'payee_carte') {
  if (request.student_id === null) throw conflict(M.studentGone)
  const course = request.course_id === null ? undefined : await trx.selectFrom('courses').select('id').where('id', '=', request.course_id).forShare().executeTakeFirst()
  if (!course) throw conflict(M.courseGone)

  const adminId = by.actor === 'admin' ? by.adminId : null
  const terms = await paidGrant(trx, request.student_id, course.id, request)
  const at = new Date()
  // a part of an instalment plan opens the access to the next due date + grace (DESIGN §18)
  const granted =
    request.plan_id === null
      ? await grantAccess(trx, { student_id: request.student_id, course_id: course.id, is_active: true, granted_by: adminId, ...terms })
      : await grantInstalmentPart(trx, { ...request, plan_id: request.plan_id, student_id: request.student_id, course_id: course.id }, terms, adminId, at)
  const now = at.toISOString()
  const receipt_number = await nextReceiptNumber(trx, at)
  await trx
    .updateTable('payment_requests')
    .set({ status: 'validee', access_id: granted.id, decided_by: adminId, decided_at: now, updated_at: now, receipt_number })
    .where('id', '=', request.id)
    .execute()
  await recordEvent(trx, request.id, event, by)
  if (request.plan_id !== null) await openNextPart(trx, request.plan_id)

  const access = await trx.selectFrom('accesses').select('expires_at').where('id', '=', granted.id).executeTakeFirstOrThrow()
  // one message tells both: the payment is validated and the course is open (no « accès accordé » besides)
  await notifyStudent(trx, jwtSecret, {
    studentId: request.student_id,
    template: 'payment_validated',
    params: {
      name: request.student_name,
      reference: request.reference,
      amount_mad: request.amount_mad,
      course_title: request.course_title,
      course_id: course.id,
      expires_at: access.expires_at,
      payment_id: request.id,
    },
    eventKey: `payment_validated:${request.id}`,
  })
}

/**
 * One click: the access opens (or runs on by the paid duration) in the transaction that marks the
 * request validated. The request's row lock makes it exactly once: a second click, a second admin
 * or a retried call waits, then finds `validee` and gets a 409. The course is locked too, so it
 * cannot be deleted between the check and the grant.
 */
export async function validatePayment(db: Database, jwtSecret: string, adminId: number, id: number) {
  await expireOverdue(db)
  await db.transaction().execute(async (trx) => {
    const request = await lockForDecision(trx, id)
    if (request.status !== 'preuve_envoyee') throw conflict(M.notValidatable(PAYMENT_STATUS_LABELS[request.status]))
    await grantPaidRequest(trx, jwtSecret, request, { actor: 'admin', adminId }, 'validee')
  })
  return { message: M.validated, payment: await loadAdminPayment(db, id) }
}

/**
 * Refused with a reason the student reads; the proofs stay (an admin may need them later). With
 * `allowNewProof` the student has 7 days to add a proof to the same request, which puts it back in
 * the queue: only below the 3-proof cap, which holds for the request's whole life.
 */
export async function refusePayment(db: Database, jwtSecret: string, adminId: number, id: number, reason: string, allowNewProof = false) {
  await expireOverdue(db)
  await db.transaction().execute(async (trx) => {
    const request = await lockForDecision(trx, id)
    if (request.status !== 'preuve_envoyee') throw conflict(M.notRefusable(PAYMENT_STATUS_LABELS[request.status]))
    if (allowNewProof && (await countProofs(trx, id)) >= PAYMENT_RULES.maxProofs) throw conflict(M.newProofAtCap)
    const now = new Date()
    const decided_at = now.toISOString()
    const deadline_at = allowNewProof ? deadlineFrom(now.getTime()) : request.deadline_at
    await trx
      .updateTable('payment_requests')
      .set({ status: 'refusee', refusal_reason: reason, new_proof_allowed: allowNewProof, deadline_at, decided_by: adminId, decided_at, updated_at: decided_at })
      .where('id', '=', id)
      .execute()
    await recordEvent(trx, id, 'refusee', { actor: 'admin', adminId }, reason)
    if (request.student_id === null) return
    await notifyStudent(trx, jwtSecret, {
      studentId: request.student_id,
      template: 'payment_refused',
      params: {
        name: request.student_name,
        reference: request.reference,
        formation_title: request.formation_title,
        reason,
        payment_id: id,
        new_proof_until: allowNewProof ? deadline_at : null,
      },
      // a request refused again after a new proof gets its own message
      eventKey: `payment_refused:${id}:${decided_at}`,
    })
  })
  return { message: allowNewProof ? M.refusedNewProof : M.refused, payment: await loadAdminPayment(db, id) }
}
