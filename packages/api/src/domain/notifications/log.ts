import { NOTIFICATION_TEMPLATES, type NotificationLogEntry, type notificationLogInput } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { z } from 'zod'
import { likePattern } from '../courses/queries.ts'

// The back office's log (DESIGN §10, super admins): every message and what became of it. The
// params are never read here: a row waiting to leave may hold a sealed link.

type Filter = z.output<typeof notificationLogInput>

function filtered(db: Database, filter: Omit<Filter, 'limit' | 'offset'>) {
  let query = db
    .selectFrom('notifications')
    .leftJoin('students', 'students.id', 'notifications.student_id')
    // a row of a template this version no longer knows cannot be rendered or named: left out, not a 500
    .where('notifications.template', 'in', NOTIFICATION_TEMPLATES)
  if (filter.status) query = query.where('notifications.status', '=', filter.status)
  if (filter.channel) query = query.where('notifications.channel', '=', filter.channel)
  if (filter.template) query = query.where('notifications.template', '=', filter.template)
  if (filter.recipient) query = query.where('notifications.id', 'in', byRecipient(db, likePattern(filter.recipient)))
  return query
}

/**
 * The messages sent to an address, or to a student by name or e-mail: two index lookups (trigram
 * indexes, migration 0026) joined by a union. An `or` across the join walked every message.
 */
function byRecipient(db: Database, pattern: string) {
  const students = db
    .selectFrom('students as m')
    .select('m.id')
    .where((eb) => eb.or([eb('m.name', 'ilike', pattern), eb('m.email', 'ilike', pattern)]))
  return db
    .selectFrom('notifications as r')
    .select('r.id')
    .where('r.recipient', 'ilike', pattern)
    .union(db.selectFrom('notifications as o').select('o.id').where('o.student_id', 'in', students))
}

/** Counted exactly up to here; past it the log says « plus de 10 000 » (a page never counts the whole table). */
export const LOG_COUNT_CAP = 10_000

export async function notificationLog(db: Database, filter: Filter) {
  const [rows, matching, counts] = await Promise.all([
    filtered(db, filter)
      .select([
        'notifications.id',
        'notifications.student_id',
        'students.name as student_name',
        'notifications.channel',
        'notifications.recipient',
        'notifications.template',
        'notifications.status',
        'notifications.attempts',
        'notifications.next_attempt_at',
        'notifications.last_error',
        'notifications.sent_at',
        'notifications.created_at',
      ])
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    countMatching(db, filter),
    statusCounts(db),
  ])
  const total = Number(matching.n)
  // channel, status and template are checked by the table and the filter above
  return { items: rows as NotificationLogEntry[], total: Math.min(total, LOG_COUNT_CAP), total_capped: total > LOG_COUNT_CAP, counts }
}

const ATTENTION: readonly string[] = ['pending', 'failed', 'dead', 'no_channel']

/**
 * A status needing attention is rare by nature: counted exactly from the partial index (0020). Any
 * other filter counts at most LOG_COUNT_CAP + 1 rows (a limit there would make the planner walk
 * every message hoping to stop early when only a few match).
 */
function countMatching(db: Database, filter: Omit<Filter, 'limit' | 'offset'>) {
  const count = sql<number>`count(*)::int`.as('n')
  if (filter.status && ATTENTION.includes(filter.status)) return filtered(db, filter).select(count).executeTakeFirstOrThrow()
  return db.selectFrom(filtered(db, filter).select('notifications.id').limit(LOG_COUNT_CAP + 1).as('capped')).select(count).executeTakeFirstOrThrow()
}

/**
 * What needs an eye, whatever the filters: the stat cards above the list. `no_channel` is counted
 * apart (a setting to make, not a failure). The list matches notifications_attention_idx (0020).
 */
async function statusCounts(db: Database) {
  const rows = await db
    .selectFrom('notifications')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('status', 'in', ATTENTION)
    .groupBy('status')
    .execute()
  const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0
  return { pending: count('pending'), failed: count('failed'), dead: count('dead'), no_channel: count('no_channel') }
}
