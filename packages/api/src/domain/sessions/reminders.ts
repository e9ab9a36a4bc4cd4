import { moroccoDayIn, moroccoToday } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { moroccoDayStart, moroccoHour } from '../../morocco-month.ts'
import { notifySessionEvent } from './notify.ts'

// The sessions' reminders (DESIGN §10), checked every minute by the outbox worker: an hour before
// the start, and from 18:00 in Casablanca the day before. Each reminder of a session is claimed
// once across all instances with a `scheduled_runs` row named after the session and its start
// (a moved session is reminded again for its new time), in the transaction that writes the
// messages. Later ticks read which sessions are due and which are claimed, and skip those: a
// course of hundreds is written to once, not every minute.

export const DAY_BEFORE_HOUR = 18
const HOUR_MS = 3_600_000

type Reminder = 'session_reminder_day_before' | 'session_reminder_hour'
interface ReminderWindow {
  template: Reminder
  /** exclusive */
  after: Date
  /** inclusive */
  until: Date
}

function windows(now: Date): ReminderWindow[] {
  const list: ReminderWindow[] = [{ template: 'session_reminder_hour', after: now, until: new Date(now.getTime() + HOUR_MS) }]
  // the next Casablanca day only: a session created this morning for tonight never gets one
  if (moroccoHour(now) >= DAY_BEFORE_HOUR) {
    // [tomorrow 00:00, the day after 00:00) in the window's (after, until] terms
    const dayStart = (days: number) => new Date(moroccoDayStart(moroccoDayIn(days, now.getTime())).getTime() - 1)
    list.push({ template: 'session_reminder_day_before', after: dayStart(1), until: dayStart(2) })
  }
  return list
}

const jobName = (template: Reminder, session: { id: number; starts_at: string }) => `${template}:${session.id}:${session.starts_at}`

/** Writes the reminders now due; returns how many sessions were reminded by this call. */
export async function remindSessions(db: Database, jwtSecret: string, now: Date): Promise<number> {
  let reminded = 0
  for (const window of windows(now)) {
    const due = await db
      .selectFrom('live_sessions')
      .select(['id', 'starts_at'])
      .where('status', '=', 'planifiee')
      .where('starts_at', '>', window.after.toISOString())
      .where('starts_at', '<=', window.until.toISOString())
      .execute()
    if (due.length === 0) continue
    const claimed = await db.selectFrom('scheduled_runs').select('job').where('job', 'in', due.map((session) => jobName(window.template, session))).execute()
    const done = new Set(claimed.map((row) => row.job))
    for (const session of due.filter((s) => !done.has(jobName(window.template, s)))) {
      if (await remindOnce(db, jwtSecret, window.template, session, now)) reminded += 1
    }
  }
  return reminded
}

/** Claim and messages in one transaction: another instance's claim means nothing to do; a failure leaves it to the next tick. */
async function remindOnce(db: Database, jwtSecret: string, template: Reminder, session: { id: number; starts_at: string }, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('scheduled_runs')
      .values({ job: jobName(template, session), run_on: moroccoToday(new Date(session.starts_at)), started_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['job', 'run_on']).doNothing())
      .returning('job')
      .executeTakeFirst()
    if (!claim) return false
    await notifySessionEvent(trx, jwtSecret, session.id, template, session.starts_at)
    return true
  })
}
