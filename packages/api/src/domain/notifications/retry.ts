import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import type { Database, DB, ExpressionBuilder } from '@tutorat/db'
import { conflict, notFound } from '../../errors.ts'
import { LINK_TEMPLATES, linkStillWorks } from './links.ts'

// « Renvoyer » in the log (DESIGN §10): the row goes back to `pending`, due now, and the worker
// sends it on its next round. `attempts` is kept: the log keeps counting every real try.

const requeued = (now: string) => ({ status: 'pending', next_attempt_at: now, locked_until: null })

/** Not held by a worker right now: re-queueing a row mid-send could send it twice. */
const unleased = (now: string) => (eb: ExpressionBuilder<DB, 'notifications'>) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)])

/** One by one: a failure, an abandoned message, or one held back for want of a channel (once one is configured). */
const RETRIABLE = new Set(['failed', 'dead', 'no_channel'])

export async function retryNotification(db: Database, jwtSecret: string, id: number) {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const row = await trx
      .selectFrom('notifications')
      .select(['status', 'template', 'params', 'dedupe_key', 'locked_until'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notificationNotFound)
    if (!RETRIABLE.has(row.status)) throw conflict(NOTIFICATION_MESSAGES.notRetriable)
    if (row.locked_until !== null && row.locked_until > now) throw conflict(NOTIFICATION_MESSAGES.retryBusy)
    if (!(await linkStillWorks(trx, jwtSecret, row, now))) throw conflict(NOTIFICATION_MESSAGES.linkGone)
    await trx.updateTable('notifications').set(requeued(now)).where('id', '=', id).execute()
    return { message: NOTIFICATION_MESSAGES.retried }
  })
}

/**
 * Every `failed` row (a send that will be tried again). `no_channel` rows are no failure: with no
 * channel configured they would only come back as they were; they are sent one by one. `dead` rows
 * were given up for a reason each (a rejected template, a bounced address, a day of failures):
 * they are re-sent one by one, once the reason is fixed. A row whose link no longer works is skipped.
 */
export async function retryFailedNotifications(db: Database, jwtSecret: string) {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const plain = await trx
      .updateTable('notifications')
      .set(requeued(now))
      .where('status', '=', 'failed')
      .where('template', 'not in', LINK_TEMPLATES)
      .where(unleased(now))
      .executeTakeFirst()
    const withLinks = await trx
      .selectFrom('notifications')
      .select(['id', 'template', 'params', 'dedupe_key'])
      .where('status', '=', 'failed')
      .where('template', 'in', LINK_TEMPLATES)
      .where(unleased(now))
      .forUpdate()
      .execute()
    const working: number[] = []
    for (const row of withLinks) if (await linkStillWorks(trx, jwtSecret, row, now)) working.push(row.id)
    if (working.length > 0) await trx.updateTable('notifications').set(requeued(now)).where('id', 'in', working).execute()
    const count = Number(plain.numUpdatedRows) + working.length
    const skipped = withLinks.length - working.length
    return { message: NOTIFICATION_MESSAGES.retriedAll(count, skipped), count }
  })
}
