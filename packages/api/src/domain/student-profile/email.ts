import { PROFILE_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { verifyPassword } from '../../auth/passwords.ts'
import type { Context } from '../../context.ts'
import { badRequest, badRequestAt } from '../../errors.ts'
import { withinMailCap } from '../student-auth/mail-cap.ts'
import { changeEmail } from '../student-auth/verification.ts'

interface Me {
  id: number
  name: string
  email: string
}

/**
 * A verified student moves to a new address: the link goes there and the account keeps its
 * address (and its confirmation) until the link is opened, so a typo never locks anyone out. The
 * current password is asked when the account has one: a session left open on a shared computer
 * is not enough to take the account's mailbox. A taken address gets the same answer (see
 * `changeEmail`): nothing tells whether it has an account.
 */
export async function requestEmailChange(ctx: Context, me: Me, email: string, currentPassword: string | undefined) {
  if (email === me.email.toLowerCase()) throw badRequestAt('email', PROFILE_MESSAGES.sameEmail)
  const row = await ctx.db.selectFrom('students').select('password_hash').where('id', '=', me.id).executeTakeFirstOrThrow()
  if (row.password_hash) {
    if (!currentPassword) throw badRequestAt('current_password', PROFILE_MESSAGES.currentPasswordRequired)
    if (!(await verifyPassword(row.password_hash, currentPassword))) throw badRequest(STUDENT_SPACE_MESSAGES.wrongCurrentPassword)
  }
  const answer = await changeEmail(ctx, me, email, await withinMailCap(ctx, email))
  return { ...answer, message: PROFILE_MESSAGES.emailLinkSent(email) }
}
