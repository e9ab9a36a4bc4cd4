import { MESSAGES, NOTIFICATION_MESSAGES, type studentRegisterInput } from '@tutorat/contracts'
import type { z } from 'zod'
import { hashPassword } from '../../auth/passwords.ts'
import type { Context } from '../../context.ts'
import { badRequest } from '../../errors.ts'
import { duplicateEmailIsConflict } from '../students/manage.ts'
import { normalisePhone } from '../students/phone.ts'
import { signedIn } from './login.ts'

/**
 * DESIGN §10 self sign-up: a student with no course and no admin (only super admins control the
 * account), signed in at once. An email already taken, in any case, is refused and that account
 * is left as it is. A filled honeypot gets the generic 400 of any malformed form, and no account.
 */
export async function registerStudent(ctx: Context, input: z.output<typeof studentRegisterInput>) {
  if (input.website) throw badRequest(MESSAGES.badRequest)
  const phone = normalisePhone(input.phone)
  const passwordHash = await hashPassword(input.password)
  const { id } = await duplicateEmailIsConflict(
    () =>
      ctx.db
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
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    NOTIFICATION_MESSAGES.emailTaken,
  )
  return { ...(await signedIn(ctx, id)), message: NOTIFICATION_MESSAGES.registered }
}
