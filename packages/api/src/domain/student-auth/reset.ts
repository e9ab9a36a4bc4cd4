import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import type { Context } from '../../context.ts'
import { notifyStudent } from '../notifications/outbox.ts'
import { createInviteLink } from '../students/invite.ts'
import { withinMailCap } from './mail-cap.ts'

/**
 * DESIGN §10 « Mot de passe oublié ? »: the answer is the same whether the email has an account,
 * no account, or asked too often (the per-email cap keeps anyone from flooding an inbox: past it,
 * nothing more is sent). The link (30 minutes, one use) kills every older link of the student, and
 * its message is written in the same transaction. A Google-only account may set a password so.
 * The link proves the mailbox (DESIGN §15): to an unverified account it goes by email only, never
 * to the number whoever signed up typed.
 */
export async function requestPasswordReset(ctx: Context, email: string) {
  const answer = { message: NOTIFICATION_MESSAGES.resetSent }
  if (!(await withinMailCap(ctx, email))) return answer
  const student = await ctx.db
    .selectFrom('students')
    .select(['id', 'name', 'email_verified'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
  if (!student) return answer
  await ctx.db.transaction().execute(async (trx) => {
    const link = await createInviteLink(trx, ctx.settings, student.id, 'reset', null)
    await notifyStudent(trx, ctx.settings.jwtSecret, {
      studentId: student.id,
      template: 'password_reset',
      params: { name: student.name },
      secret: link.token,
      eventKey: `password_reset:${link.id}`,
      emailOnly: !student.email_verified,
    })
  })
  return answer
}
