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
  if (filter.recipient) {
    const pattern = likePattern(filter.recipient)
    query = query.where((eb) => eb.or([eb('notifications.recipient', 'ilike', pattern), eb('students.name', 'ilike', pattern), eb('students.email', 'ilike', pattern)]))
  }
  return query
}

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
    filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    statusCounts(db),
  ])
  // channel, status and template are checked by the table and the filter above
  return { items: rows as NotificationLogEntry[], total: matching.n, counts }
}

/**
 * What needs an eye, whatever the filters: the stat cards above the list. `no_channel` is counted
 * apart (a setting to make, not a failure). The list matches notifications_attention_idx (0020).
 */
async function statusCounts(db: Database) {
  const rows = await db
    .selectFrom('notifications')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('status', 'in', ['pending', 'failed', 'dead', 'no_channel'])
    .groupBy('status')
    .execute()
  const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0
  return { pending: count('pending'), failed: count('failed'), dead: count('dead'), no_channel: count('no_channel') }
}
