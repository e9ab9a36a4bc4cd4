import { type Database, sql } from '@tutorat/db'
import { syncStudents } from './ledger.ts'

// DESIGN §16: the sweep, at least every 5 minutes and once across instances. What time alone
// changes (an access that expired) has no event; the sweep finds it, and anything a change
// missed. The claim is one conditional update of `drive_status.last_sweep_at`: the first instance
// to move it runs the sweep, the others see it recent and do nothing.

export const SWEEP_EVERY_MS = 4 * 60_000

export async function runDueDriveSweep(db: Database, now: Date = new Date()): Promise<boolean> {
  const claimed = await db
    .updateTable('drive_status')
    .set({ last_sweep_at: now.toISOString() })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('last_sweep_at', 'is', null), eb('last_sweep_at', '<=', new Date(now.getTime() - SWEEP_EVERY_MS).toISOString())]))
    .returning('id')
    .executeTakeFirst()
  if (!claimed) return false
  await sweepGrants(db, now)
  return true
}

/** Every student with an access to a `drive` course or a live row; the rows whose student is gone. */
export async function sweepGrants(db: Database, now: Date): Promise<void> {
  const at = now.toISOString()
  await db
    .updateTable('drive_grants')
    .set({ state: 'pending_revoke', attempts: 0, next_attempt_at: at, updated_at: at })
    .where('student_id', 'is', null)
    .where('state', 'in', ['pending_grant', 'granted'])
    .execute()
  const { rows } = await sql<{ student_id: number }>`
    select a.student_id from accesses a join courses c on c.id = a.course_id where c.protection = 'drive'
    union
    select student_id from drive_grants where state <> 'revoked' and student_id is not null
  `.execute(db)
  await syncStudents(db, rows.map((row) => row.student_id), now)
}
