import { moroccoDayIn, moroccoToday } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { moroccoDayStart, moroccoHour } from '../../morocco-month.ts'
import { remindPaymentDeadlines } from '../payments/deadlines.ts'
import { remindInstalments } from '../payments/instalments-jobs.ts'
import { notifyRecipient, RECIPIENT_COLUMNS } from './outbox.ts'

// The daily reminders (DESIGN §10): at 09:00 in Casablanca, once across all instances. The first
// worker to insert the day's `scheduled_runs` row runs the job in that same transaction; the
// others find the row and do nothing. A server that was down at 09:00 runs it when it comes back
// the same day. The dedupe keys would stop a second run from sending twice anyway.

export const REMINDER_HOUR = 9
const JOB = 'access_reminders'

export async function runDueDailyJobs(db: Database, jwtSecret: string, now: Date): Promise<boolean> {
  if (moroccoHour(now) < REMINDER_HOUR) return false
  const today = moroccoToday(now)
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('scheduled_runs')
      .values({ job: JOB, run_on: today, started_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['job', 'run_on']).doNothing())
      .returning('job')
      .executeTakeFirst()
    if (!claimed) return false
    await remindExpiringAccesses(trx, jwtSecret, now)
    await remindPaymentDeadlines(trx, jwtSecret, now)
    await remindInstalments(trx, jwtSecret, now)
    return true
  })
}

/** Accesses that end in 3 days (that Casablanca day), and those ending later today. */
export async function remindExpiringAccesses(db: Database, jwtSecret: string, now: Date) {
  const inThreeDays = moroccoDayIn(3, now.getTime())
  const windows = [
    { template: 'access_expiring' as const, from: moroccoDayStart(inThreeDays), to: moroccoDayStart(moroccoDayIn(4, now.getTime())) },
    { template: 'access_expires_today' as const, from: now, to: moroccoDayStart(moroccoDayIn(1, now.getTime())) },
  ]
  for (const window of windows) {
    const accesses = await db
      .selectFrom('accesses')
      .innerJoin('students', 'students.id', 'accesses.student_id')
      .innerJoin('courses', 'courses.id', 'accesses.course_id')
      .select(['accesses.id', 'accesses.student_id', 'accesses.expires_at', 'students.name', 'courses.title', 'courses.id as course_id', ...RECIPIENT_COLUMNS.map((column) => `students.${column}` as const)])
      .where('accesses.is_active', '=', true)
      .where('accesses.expires_at', '>=', window.from.toISOString())
      .where('accesses.expires_at', '<', window.to.toISOString())
      .execute()
    for (const access of accesses) {
      if (!access.expires_at) continue
      await notifyRecipient(db, jwtSecret, access, {
        studentId: access.student_id,
        template: window.template,
        params: { name: access.name, course_title: access.title, course_id: access.course_id, expires_at: access.expires_at },
        // an access extended to a new date is reminded again for that date
        eventKey: `${window.template}:${access.id}:${access.expires_at}`,
      })
    }
  }
}
