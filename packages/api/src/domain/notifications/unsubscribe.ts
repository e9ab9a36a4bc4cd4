import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { badRequest } from '../../errors.ts'
import { readUnsubscribeToken } from './unsubscribe-token.ts'

/**
 * The link at the foot of a message (DESIGN §10), signed out: stops that channel's non-essential
 * messages. Opening it twice, or for an account deleted since, answers the same.
 */
export async function unsubscribe(db: Database, jwtSecret: string, token: string) {
  const target = readUnsubscribeToken(jwtSecret, token)
  if (!target) throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid)
  await db
    .updateTable('students')
    .set(target.channel === 'email' ? { email_opt_in: false } : { whatsapp_opt_in: false })
    .where('id', '=', target.studentId)
    .execute()
  return { message: NOTIFICATION_MESSAGES.unsubscribed, channel: target.channel }
}
