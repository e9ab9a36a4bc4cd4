import { randomBytes, randomUUID } from 'node:crypto'
import { VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { Context } from '../../context.ts'
import { badRequest } from '../../errors.ts'
import type { ApiSettings } from '../../settings.ts'
import { DAY_MS } from '../access-rules.ts'
import { notifyRecipient, notifyStudent } from '../notifications/outbox.ts'
import { hashInviteToken } from '../students/invite.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { signedIn } from './login.ts'

// DESIGN §15: a self-signed account proves its address with a one-time link (24 h) before its
// space opens. A link is bound to the address it was sent to; the account takes that address when
// the link is opened (a corrected address stays the link's until then, so no later read tells
// whether it belonged to someone else).

interface Addressee {
  id: number
  name: string
}

/**
 * A new link for `email`, mailed there (email only: it proves that mailbox); every older
 * verification link of the student dies. Run it in a transaction. `mail: false` writes the link
 * and no message: a corrected address that belongs to another account (see `changeEmail`).
 */
export async function sendVerificationLink(trx: Database, settings: ApiSettings, student: Addressee, email: string, mail = true) {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  // the student's row lock serialises two requests (the one-live-link index would refuse the second)
  await trx.selectFrom('students').select('id').where('id', '=', student.id).forUpdate().execute()
  await trx.updateTable('email_verifications').set({ used_at: now.toISOString() }).where('student_id', '=', student.id).where('used_at', 'is', null).execute()
  const link = await trx
    .insertInto('email_verifications')
    .values({ student_id: student.id, email, token_hash: hashInviteToken(token), expires_at: new Date(now.getTime() + DAY_MS).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!mail) return
  const recipient = { email, phone: null, whatsapp_consent: false, email_opt_in: true, whatsapp_opt_in: false, email_invalid_at: null, phone_invalid_at: null }
  await notifyRecipient(trx, settings.jwtSecret, recipient, {
    studentId: student.id,
    template: 'email_verification',
    params: { name: student.name },
    secret: token,
    eventKey: `email_verification:${link.id}`,
  })
}

/** « Quelqu'un a essayé de créer un compte avec votre adresse », to the account that has it; nothing of the account changes. */
export async function tellOwnerSomeoneTried(db: Database, settings: ApiSettings, owner: Addressee) {
  await notifyStudent(db, settings.jwtSecret, {
    studentId: owner.id,
    template: 'account_exists',
    params: { name: owner.name },
    eventKey: `account_exists:${owner.id}:${randomUUID()}`,
  })
}

/**
 * Opens a verification link: the account takes the link's address, confirmed, and the student is
 * signed in. A used, expired or replaced link, or one whose address another account took since,
 * gets one French 400 and changes nothing (the transaction rolls back).
 */
export async function verifyEmail(ctx: Context, token: string) {
  const studentId = await confirmAddress(ctx.db, token).catch((error: unknown) => {
    // another account took the address between the check and the write
    throw isUniqueViolation(error) ? badRequest(VERIFICATION_MESSAGES.verifyInvalid) : error
  })
  return { ...(await signedIn(ctx, studentId)), message: VERIFICATION_MESSAGES.verified }
}

function confirmAddress(db: Database, token: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const link = await trx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('token_hash', '=', hashInviteToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['student_id', 'email'])
      .executeTakeFirst()
    if (!link) throw badRequest(VERIFICATION_MESSAGES.verifyInvalid)
    const taken = await trx
      .selectFrom('students')
      .select('id')
      .where(sql<string>`lower(email)`, '=', link.email.toLowerCase())
      .where('id', '<>', link.student_id)
      .executeTakeFirst()
    if (taken) throw badRequest(VERIFICATION_MESSAGES.verifyInvalid)
    await trx.updateTable('students').set({ email: link.email, email_verified: true, email_invalid_at: null, updated_at: now }).where('id', '=', link.student_id).execute()
    return link.student_id
  })
}

/**
 * « Renvoyer le lien » without being signed in: the same answer for any address; a new link goes
 * only to an unverified account that has a password (an account without one gets in by a
 * set-password link, which proves the address too), within the per-address mail cap.
 */
export async function resendVerification(ctx: Context, email: string, withinCap: boolean) {
  const answer = { message: VERIFICATION_MESSAGES.resent }
  if (!withinCap) return answer
  const student = await ctx.db
    .selectFrom('students')
    .select(['id', 'name', 'email'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('email_verified', '=', false)
    .where('password_hash', 'is not', null)
    .executeTakeFirst()
  if (!student) return answer
  await ctx.db.transaction().execute((trx) => sendVerificationLink(trx, ctx.settings, student, student.email))
  return answer
}

/**
 * An unverified student corrects their address (or asks the link again for it). A free address
 * gets a new link; a taken one gets « quelqu'un a essayé » and a link that is never mailed, so the
 * answer and the student's later reads are the same in both cases.
 */
export async function changeEmail(ctx: Context, student: Addressee & { email: string }, email: string, withinCap: boolean) {
  const answer = { message: VERIFICATION_MESSAGES.linkSent(email), email }
  const owner = await ctx.db
    .selectFrom('students')
    .select(['id', 'name'])
    .where(sql<string>`lower(email)`, '=', email)
    .where('id', '<>', student.id)
    .executeTakeFirst()
  await ctx.db.transaction().execute(async (trx) => {
    await sendVerificationLink(trx, ctx.settings, student, email, withinCap && !owner)
    if (owner && withinCap) await tellOwnerSomeoneTried(trx, ctx.settings, owner)
  })
  return answer
}
