import { z } from 'zod'
import { MESSAGES, tooLong } from './messages.ts'
import { twoFactorChallenge } from './two-factor.ts'

/**
 * The browser's device token (DESIGN §15): answered by a successful sign-in, sent back with the
 * next sign-in of that account so its attempts are counted apart from strangers'. Not an access token.
 */
export const deviceToken = z.string().max(2048, tooLong('Le jeton d’appareil', 2048))

export const loginInput = z.object({
  email: z.string({ error: MESSAGES.fillAllFields }).trim().min(1, MESSAGES.fillAllFields).max(254, tooLong('L’email', 254)).pipe(z.email(MESSAGES.invalidEmail)),
  password: z.string({ error: MESSAGES.fillAllFields }).min(1, MESSAGES.fillAllFields).max(256, tooLong('Le mot de passe', 256)),
  device_token: deviceToken.optional(),
})
export type LoginInput = z.infer<typeof loginInput>

/** The admin as every client sees it (never the hash, never the token version). */
export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_super_admin: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
})
export type AdminUser = z.infer<typeof adminUser>

export const adminSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: adminUser,
  /** Present after a sign-in (password, second step): the browser keeps it for its next sign-in. */
  device_token: deviceToken.optional(),
})
export type AdminSession = z.infer<typeof adminSession>

/** The session, or (an admin with two-factor sign-in) the challenge of the second step. */
export const adminLoginOutput = z.union([adminSession, twoFactorChallenge])
export type AdminLoginOutput = z.infer<typeof adminLoginOutput>

export const verifyOutput = z.object({ valid: z.literal(true), user: adminUser })
