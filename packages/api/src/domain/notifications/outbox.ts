import type { NotificationChannel, NotificationTemplate } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { seal } from '../../auth/sealed.ts'
import { toE164 } from '../students/phone.ts'
import { TEMPLATES, type TemplateParams } from './templates.ts'

// DESIGN §10 outbox: an event writes its messages in its own transaction (pass the transaction
// as `db`), one row per channel; the worker delivers them. The same `eventKey` twice is a no-op.

export const SECRET_LABEL = 'message-link'

export interface StudentMessage<T extends NotificationTemplate> {
  studentId: number
  template: T
  params: TemplateParams[T]
  /** names the event once and for all (e.g. `access:12:2026-05-01T09:00:00.000Z`) */
  eventKey: string
  /** the one-time token of a link (invite, reset): sealed in the row, erased once sent */
  secret?: string
  /** by email only: a link to an account whose address is unverified must not reach the number a stranger typed */
  emailOnly?: boolean
}

interface Recipient {
  email: string
  phone: string | null
  whatsapp_consent: boolean
  email_opt_in: boolean
  whatsapp_opt_in: boolean
  email_invalid_at: string | null
  phone_invalid_at: string | null
}

/** The channels a message reaches, by the student's choices; essential ones ignore the opt-outs. */
export function channelsFor(template: NotificationTemplate, student: Recipient, emailOnly = false): { channel: NotificationChannel; recipient: string | null }[] {
  const spec = TEMPLATES[template]
  const channels: { channel: NotificationChannel; recipient: string | null }[] = []
  if (spec.inApp) channels.push({ channel: 'in_app', recipient: null })
  if ((spec.essential || student.email_opt_in) && !student.email_invalid_at) channels.push({ channel: 'email', recipient: student.email })
  const whatsappAllowed = student.whatsapp_consent && (spec.essential || student.whatsapp_opt_in) && !student.phone_invalid_at
  // numbers saved before sign-up normalised them may be national (06…): E.164 or no WhatsApp
  const number = student.phone ? toE164(student.phone) : undefined
  if (number && whatsappAllowed && !emailOnly && !spec.emailOnly) channels.push({ channel: 'whatsapp', recipient: number })
  return channels
}

/** What `channelsFor` reads of a student: select these to hand a row to `notifyRecipient`. */
export const RECIPIENT_COLUMNS = ['email', 'phone', 'whatsapp_consent', 'email_opt_in', 'whatsapp_opt_in', 'email_invalid_at', 'phone_invalid_at'] as const

export async function notifyStudent<T extends NotificationTemplate>(db: Database, jwtSecret: string, message: StudentMessage<T>): Promise<void> {
  const student = await db.selectFrom('students').select(RECIPIENT_COLUMNS).where('id', '=', message.studentId).executeTakeFirst()
  if (student) await notifyRecipient(db, jwtSecret, student, message)
}

/** `notifyStudent` for a caller that already read the student (a whole course's audience: one query, not one per student). */
export async function notifyRecipient<T extends NotificationTemplate>(db: Database, jwtSecret: string, student: Recipient, message: StudentMessage<T>): Promise<void> {
  const rows = channelsFor(message.template, student, message.emailOnly).map(({ channel, recipient }) => {
    const dedupe_key = `${message.eventKey}:${channel}`
    const secret = message.secret && channel !== 'in_app' ? { secret: seal(jwtSecret, SECRET_LABEL, dedupe_key, message.secret) } : {}
    return {
      student_id: message.studentId,
      channel,
      recipient,
      template: message.template,
      params: JSON.stringify({ ...message.params, ...secret }),
      dedupe_key,
      // in the app, the row is the delivery
      ...(channel === 'in_app' ? { status: 'sent', sent_at: new Date().toISOString(), next_attempt_at: null } : {}),
    }
  })
  if (rows.length === 0) return
  await db.insertInto('notifications').values(rows).onConflict((oc) => oc.column('dedupe_key').doNothing()).execute()
}

/** A message to someone who has no student account (a job candidate): by email only. */
export async function notifyAddress<T extends NotificationTemplate>(
  db: Database,
  message: { email: string; template: T; params: TemplateParams[T]; eventKey: string },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ channel: 'email', recipient: message.email, template: message.template, params: JSON.stringify(message.params), dedupe_key: `${message.eventKey}:email` })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute()
}

