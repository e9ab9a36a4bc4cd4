import { moroccoDayIn, moroccoToday } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { notifyRecipient, RECIPIENT_COLUMNS } from '../notifications/outbox.ts'
import { expireOverdue } from './deadlines.ts'
import { addDays } from './instalments-schedule.ts'

// DESIGN §18, the plans' clock. Every statement here is a single idempotent update or guarded by
// the outbox's unique dedupe key, so two instances running the loop at once change nothing twice.
// Dates are compared as Casablanca days computed here (PGlite's time-zone data differs from
// PostgreSQL's): `starts_on + n` in SQL is calendar arithmetic, with no clock.

/** Plans whose next part ran out of grace unpaid: paused (the access itself closed at that instant). */
export async function pauseOverduePlans(db: Database, now: Date): Promise<number> {
  const today = moroccoToday(now)
  const result = await db
    .updateTable('instalment_plans')
    .set({ status: 'en_pause', paused_part: sql`paid_parts + 1`, updated_at: now.toISOString() })
    .where('status', '=', 'en_cours')
    .where(sql<boolean>`starts_on + (30 * paid_parts + grace_days + 1) <= ${today}::date`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Plans whose first part can no longer be paid (expired, cancelled, refused for good): closed. */
export async function closeAbandonedPlans(db: Database, now: Date): Promise<number> {
  const result = await db
    .updateTable('instalment_plans as p')
    .set({ status: 'annulee', updated_at: now.toISOString() })
    .where('p.status', '=', 'en_attente')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_requests as r')
            .select('r.id')
            .whereRef('r.plan_id', '=', 'p.id')
            .where((w) => w.or([w('r.status', 'in', ['en_attente', 'preuve_envoyee', 'validee']), w.and([w('r.status', '=', 'refusee'), w('r.new_proof_allowed', '=', true)])])),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The per-minute round of the job loop: a paused plan within a minute of its grace's end. */
export async function runInstalmentSweeps(db: Database, now: Date) {
  await expireOverdue(db, now)
  return { paused: await pauseOverduePlans(db, now), closed: await closeAbandonedPlans(db, now) }
}

/**
 * D−3 and D0 (DESIGN §18), from the daily 09:00 job: the next part of each running plan, unless its
 * proof is already with the team. One message per part and day, whatever runs it twice.
 */
export async function remindInstalments(db: Database, jwtSecret: string, now: Date) {
  const today = moroccoToday(now)
  const windows = [
    { template: 'instalment_due_soon' as const, day: moroccoDayIn(3, now.getTime()) },
    { template: 'instalment_due_today' as const, day: today },
  ]
  for (const window of windows) {
    const parts = await db
      .selectFrom('payment_requests as r')
      .innerJoin('instalment_plans as p', 'p.id', 'r.plan_id')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select(['r.id', 'r.reference', 'r.amount_mad', 'r.part_number', 'r.due_on', 'p.id as plan_id', 'p.parts_count', 'p.grace_days', 'p.formation_title', 's.id as student_id', 's.name', ...RECIPIENT_COLUMNS.map((column) => `s.${column}` as const)])
      .where('p.status', 'in', ['en_cours', 'en_pause'])
      .where('r.part_number', '>', 1)
      .where(sql<boolean>`r.part_number = p.paid_parts + 1`)
      .where('r.status', 'in', ['en_attente', 'refusee'])
      .where('r.due_on', '=', window.day)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('payment_requests as o').select('o.id').whereRef('o.plan_id', '=', 'r.plan_id').whereRef('o.part_number', '=', 'r.part_number').where('o.status', '=', 'preuve_envoyee'))),
      )
      .orderBy('r.id', 'desc')
      .execute()
    for (const part of parts) {
      if (part.part_number === null || part.due_on === null) continue // the filters exclude it; the types do not know
      await notifyRecipient(db, jwtSecret, part, {
        studentId: part.student_id,
        template: window.template,
        params: {
          name: part.name,
          formation_title: part.formation_title,
          part_number: part.part_number,
          parts_count: part.parts_count,
          amount_mad: part.amount_mad,
          reference: part.reference,
          due_on: part.due_on,
          pauses_on: addDays(part.due_on, part.grace_days + 1),
          payment_id: part.id,
        },
        // the part, not its request: a part refused then asked again is reminded once
        eventKey: `${window.template}:${part.plan_id}:${part.part_number}:${part.due_on}`,
      })
    }
  }
}
