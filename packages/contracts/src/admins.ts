import { z } from 'zod'
import { LIMITS } from './constants.ts'
import { idParam } from './common.ts'
import { adminUser } from './auth.ts'
import { ADMIN_MESSAGES } from './messages.ts'

const name = z.string({ error: ADMIN_MESSAGES.nameRequired }).trim().min(1, ADMIN_MESSAGES.nameRequired).max(120)
const email = z
  .string({ error: ADMIN_MESSAGES.emailRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(ADMIN_MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase())
const password = z.string({ error: ADMIN_MESSAGES.passwordMin }).min(LIMITS.adminPasswordMin, ADMIN_MESSAGES.passwordMin).max(256)
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
  current_password: z.string().max(256).optional(),
})
export const adminSchema = adminUser.extend({ course_count: z.number().int() })
export type ManagedAdmin = z.infer<typeof adminSchema>
