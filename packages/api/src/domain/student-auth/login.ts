import { type LoginInput, NOTIFICATION_MESSAGES, type SignedInStudent, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords.ts'
import type { Context } from '../../context.ts'
import { badRequest } from '../../errors.ts'
import { hashInviteToken, type LinkPurpose } from '../students/invite.ts'
import { attemptSucceeded, beginAttempt, deviceAttempt, deviceTokenFor, wrongCredentials } from '../../limits/lockout.ts'
import { findSignedInStudent } from './me.ts'
import { openStudentSession, revokeStudentSessions } from './sessions.ts'

export async function signedIn(ctx: Context, studentId: number) {
  const student = await findSignedInStudent(ctx.db, studentId)
  const version = await ctx.db.selectFrom('students').select('token_version').where('id', '=', studentId).executeTakeFirstOrThrow()
  if (!student) throw wrongCredentials()
  const { access_token, signedOut } = await openStudentSession(ctx.db, ctx.settings, { id: studentId, token_version: version.token_version }, ctx)
  return { access_token, token_type: 'bearer' as const, user: student satisfies SignedInStudent, signed_out_devices: signedOut }
}

/** The same 401 for a wrong password, an unknown email and an account without a password: none is revealed. */
export async function loginStudent(ctx: Context, input: LoginInput) {
  // with this account's device token, counted against that browser alone (DESIGN §15)
  const attempt = await deviceAttempt(ctx, 'student', input.email, input.device_token)
  await beginAttempt(ctx, attempt)
  const row = await ctx.db
    .selectFrom('students')
    .select(['id', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', input.email.trim().toLowerCase())
    .executeTakeFirst()
  if (!row?.password_hash) {
    await burnPasswordCheck(input.password)
    throw wrongCredentials()
  }
  if (!(await verifyPassword(row.password_hash, input.password))) throw wrongCredentials()
  await attemptSucceeded(ctx, attempt)
  return { ...(await signedIn(ctx, row.id)), device_token: await deviceTokenFor(ctx, attempt) }
}

const LINK_REFUSED: Record<LinkPurpose, string> = {
  invite: STUDENT_SPACE_MESSAGES.invalidInvite,
  reset: NOTIFICATION_MESSAGES.resetInvalid,
}

/**
 * Redeems a one-time link (an admin's invite, a reset the student asked for): sets the password,
 * ends every session of the account and signs the student in on this device. A link works on its
 * own page only, once, before it expires.
 */
export async function setPasswordFromLink(ctx: Context, purpose: LinkPurpose, token: string, password: string) {
  const hash = await hashPassword(password)
  const studentId = await ctx.db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('student_invites')
      .set({ used_at: new Date().toISOString() })
      .where('token_hash', '=', hashInviteToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .returning('student_id')
      .executeTakeFirst()
    if (!link) throw badRequest(LINK_REFUSED[purpose])
    await trx
      .updateTable('students')
      // the link came to the mailbox (DESIGN §15): the address is proven
      .set({ password_hash: hash, email_verified: true, token_version: sql`token_version + 1`, updated_at: new Date().toISOString() })
      .where('id', '=', link.student_id)
      .execute()
    await revokeStudentSessions(trx, link.student_id, 'password_reset')
    return link.student_id
  })
  return signedIn(ctx, studentId)
}

export async function changeStudentPassword(db: Database, studentId: number, current: string, next: string) {
  const row = await db.selectFrom('students').select('password_hash').where('id', '=', studentId).executeTakeFirstOrThrow()
  if (!row.password_hash || !(await verifyPassword(row.password_hash, current))) throw badRequest(STUDENT_SPACE_MESSAGES.wrongCurrentPassword)
  const password_hash = await hashPassword(next)
  // other devices are signed out, and their slots freed; this one gets a fresh token from the caller
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('students').set({ password_hash, token_version: sql`token_version + 1`, updated_at: new Date().toISOString() }).where('id', '=', studentId).execute()
    await revokeStudentSessions(trx, studentId, 'password_change')
  })
}
