import { MESSAGES, type studentRegisterInput, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import type { z } from 'zod'
import { hashPassword } from '../../auth/passwords.ts'
import type { Context } from '../../context.ts'
import { badRequest } from '../../errors.ts'
import { findStudentByEmail } from '../students/queries.ts'
import { normalisePhone } from '../students/phone.ts'
import { withinMailCap } from './mail-cap.ts'
import { sendVerificationLink, tellOwnerSomeoneTried } from './verification.ts'

/**
 * DESIGN §10 and §15 self sign-up: a student with no course and no admin (only super admins
 * control the account), unverified until the mailed link is opened. The answer is the same for a
 * new and a taken address (the password is hashed in both cases, so is the time): a taken one is
 * left as it is and its mailbox hears « quelqu'un a essayé ». A filled honeypot gets the generic
 * 400 of any malformed form, and no account.
 */
export async function registerStudent(ctx: Context, input: z.output<typeof studentRegisterInput>) {
  if (input.website) throw badRequest(MESSAGES.badRequest)
  const phone = normalisePhone(input.phone)
  const passwordHash = await hashPassword(input.password)
  const mail = await withinMailCap(ctx, input.email)
  await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('students')
      .values({
        name: input.name,
        email: input.email,
        phone,
        school: input.school,
        level: input.level,
        whatsapp_consent: input.whatsapp_consent,
        password_hash: passwordHash,
        created_by: null,
        email_verified: false,
      })
      // any case of the address: the unique index on lower(email) decides, even between two requests at once
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'name', 'email'])
      .executeTakeFirst()
    if (created) return mail ? sendVerificationLink(trx, ctx.settings, created, created.email) : undefined
    const owner = await findStudentByEmail(trx, input.email)
    if (owner && mail) await tellOwnerSomeoneTried(trx, ctx.settings, owner)
  })
  return { message: VERIFICATION_MESSAGES.linkSent(input.email), email: input.email }
}
