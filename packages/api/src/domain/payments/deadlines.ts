import { moroccoDayIn, PAYMENT_RULES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { moroccoDayStart } from '../../morocco-month.ts'
import { notifyRecipient, RECIPIENT_COLUMNS } from '../notifications/outbox.ts'

/** The end of the 7 days a request (or a refusal open to a new proof) gives the student. */
export const deadlineFrom = (now: number) => new Date(now + PAYMENT_RULES.deadlineDays * 86_400_000).toISOString()

/**
 * A request without a proof 7 days on becomes `expiree` (DESIGN §11). Done before every read of
 * the requests rather than by a timer: what anyone sees is never late, with or without a worker.
 * One statement (the history line written by the same update), so it needs no transaction and
 * concurrent calls are harmless: the second finds the rows already expired.
 */
export async function expireOverdue(db: Database, now = new Date()): Promise<number> {
  const result = await db
    .with('expired', (qb) =>
      qb
        .updateTable('payment_requests')
        .set({ status: 'expiree', updated_at: now.toISOString() })
        .where('status', '=', 'en_attente')
        .where('deadline_at', '<=', now.toISOString())
        // a later part of an instalment plan never expires: unpaid, it pauses the access (DESIGN §18)
        .where((eb) => eb.or([eb('plan_id', 'is', null), eb('part_number', '=', 1)]))
        .returning('id'),
    )
    .insertInto('payment_events')
    .columns(['payment_request_id', 'event', 'actor'])
    .expression((eb) => eb.selectFrom('expired').select(['expired.id', eb.val('expiree').as('event'), eb.val('system').as('actor')]))
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/** Requests whose deadline falls tomorrow (Casablanca day) and still wait for the transfer: one reminder. */
export async function remindPaymentDeadlines(db: Database, jwtSecret: string, now: Date) {
  const from = moroccoDayStart(moroccoDayIn(1, now.getTime()))
  const to = moroccoDayStart(moroccoDayIn(2, now.getTime()))
  const requests = await db
    .selectFrom('payment_requests as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .select(['p.id', 'p.student_id', 'p.reference', 'p.formation_title', 'p.amount_mad', 'p.deadline_at', 's.name', ...RECIPIENT_COLUMNS.map((column) => `s.${column}` as const)])
    .where('p.status', '=', 'en_attente')
    // later parts of a plan have their own reminders (instalments-jobs.ts)
    .where((eb) => eb.or([eb('p.plan_id', 'is', null), eb('p.part_number', '=', 1)]))
    .where('p.deadline_at', '>=', from.toISOString())
    .where('p.deadline_at', '<', to.toISOString())
    .execute()
  for (const request of requests) {
    if (request.student_id === null) continue // the inner join already excludes it; the types do not know
    await notifyRecipient(db, jwtSecret, request, {
      studentId: request.student_id,
      template: 'payment_deadline',
      params: {
        name: request.name,
        reference: request.reference,
        formation_title: request.formation_title,
        amount_mad: request.amount_mad,
        deadline_at: request.deadline_at,
        payment_id: request.id,
      },
      // a re-opened request has a new deadline, and gets its own reminder
      eventKey: `payment_deadline:${request.id}:${request.deadline_at}`,
    })
  }
}
