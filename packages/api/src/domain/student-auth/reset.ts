import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import type { Context } from '../../context.ts'
import { RateLimitError } from '../../limits/errors.ts'
import { notifyStudent } from '../notifications/outbox.ts'
import { createInviteLink } from '../students/invite.ts'
import { findStudentByEmail } from '../students/queries.ts'

/**
 * DESIGN §10 « Mot de passe oublié ? »: the answer is the same whether the email has an account,
 * no account, or asked too often (the per-email cap keeps anyone from flooding an inbox: past it,
 * nothing more is sent). The link (30 minutes, one use) kills every older link of the student, and
 * its message is written in the same transaction. A Google-only account may set a password so.
 */
export async function requestPasswordReset(ctx: Context, email: string) {
  const answer = { message: NOTIFICATION_MESSAGES.resetSent }
  if (!(await withinEmailCap(ctx, email))) return answer
  const student = await findStudentByEmail(ctx.db, email)
  if (!student) return answer
  await ctx.db.transaction().execute(async (trx) => {
    const link = await createInviteLink(trx, ctx.settings, student.id, 'reset', null)
    await notifyStudent(trx, ctx.settings.jwtSecret, {
      studentId: student.id,
      template: 'password_reset',
      params: { name: student.name },
      secret: link.token,
      eventKey: `password_reset:${link.id}`,
    })
  })
  return answer
}

/** Counts the request against the address (known or not, so the count itself reveals nothing). */
async function withinEmailCap(ctx: Context, email: string): Promise<boolean> {
  try {
    await ctx.limiter.consume('resetPerEmail', `email:${email.trim().toLowerCase()}`)
    return true
  } catch (error) {
    if (error instanceof RateLimitError) return false
    throw error
  }
}
