import { z } from 'zod'
import { LIMITS } from './constants.ts'
import { idParam, requiredText } from './common.ts'
import { adminUser } from './auth.ts'
import { ADMIN_MESSAGES, tooLong } from './messages.ts'

const name = requiredText(ADMIN_MESSAGES.nameRequired, 120, 'Le nom')
const email = z
  .string({ error: ADMIN_MESSAGES.emailRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.emailRequired)
  .max(254, tooLong('L’email', 254))
  .pipe(z.email(ADMIN_MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase())
const password = z.string({ error: ADMIN_MESSAGES.passwordMin }).min(LIMITS.adminPasswordMin, ADMIN_MESSAGES.passwordMin).max(256, tooLong('Le mot de passe', 256))
/** blank on edit keeps the old password */
const optionalPassword = z
  .union([z.literal(''), password])
  .optional()
  .transform((v) => v || undefined)

export const adminCreateInput = z.object({ name, email, password, is_super_admin: z.boolean().default(false), is_active: z.boolean().default(true) })
export const adminUpdateInput = z.object({ id: idParam, name: name.optional(), email: email.optional(), password: optionalPassword, is_super_admin: z.boolean().optional() })
export const profileUpdateInput = z.object({
  name: name.optional(),
  email: email.optional(),
  password: optionalPassword,
  current_password: z.string().max(256, tooLong('Le mot de passe actuel', 256)).optional(),
})
/** Super admin: lifts the sign-in lockouts of an email (admin and student accounts). */
export const unlockSignInInput = z.object({ email })
export const adminSchema = adminUser.extend({ course_count: z.number().int(), two_factor_enabled: z.boolean() })
export type ManagedAdmin = z.infer<typeof adminSchema>
