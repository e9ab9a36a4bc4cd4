import { z } from 'zod'
import { TWO_FACTOR_MESSAGES as M, tooLong } from './messages.ts'

/** How many one-time recovery codes an admin gets at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10

/** A recovery code as shown: ten letters or digits in two groups, e.g. `k7m2p-x9q4h`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{10}$/

/**
 * A 6-digit TOTP code or a recovery code, as typed: spaces and dashes dropped, case ignored.
 * Too long is told apart from missing (DESIGN §6).
 */
export const twoFactorCode = z
  .string({ error: M.codeRequired })
  .max(64, M.codeTooLong)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, M.codeRequired)
      .refine((value) => /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value), M.codeFormat),
  )

/** Only the 6-digit code of the authenticator app (enrolment, turning off, new recovery codes). */
export const totpCode = z
  .string({ error: M.codeRequired })
  .max(64, M.codeTooLong)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().min(1, M.codeRequired).regex(/^\d{6}$/, M.codeFormat))

export const twoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  /** Short-lived (5 min), good only for `auth.loginTwoFactor`; not an access token. */
  challenge_token: z.string(),
})
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>

export const loginTwoFactorInput = z.object({
  challenge_token: z.string({ error: M.challengeExpired }).min(1, M.challengeExpired).max(2048, tooLong('Le jeton de vérification', 2048)),
  code: twoFactorCode,
})
export type LoginTwoFactorInput = z.output<typeof loginTwoFactorInput>

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** REQUIRE_ADMIN_2FA=1 and a super admin: every other page waits until it is enabled. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>

export const twoFactorSetup = z.object({
  /** otpauth://totp/… for authenticator apps (issuer = the site's name). */
  otpauth_url: z.string(),
  /** The same secret to type by hand (base32). */
  manual_key: z.string(),
  /** The QR code of `otpauth_url`, as SVG markup. */
  qr_svg: z.string(),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>

export const twoFactorConfirmInput = z.object({ code: totpCode })

export const recoveryCodesOutput = z.object({ message: z.string(), recovery_codes: z.array(z.string()) })
export type RecoveryCodesOutput = z.infer<typeof recoveryCodesOutput>

/** Turning it on ends the admin's other sessions (DESIGN §15): this one goes on with the new token. */
export const twoFactorEnabledOutput = recoveryCodesOutput.extend({ access_token: z.string() })
export type TwoFactorEnabledOutput = z.infer<typeof twoFactorEnabledOutput>

export const twoFactorDisableInput = z.object({
  current_password: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(256, tooLong('Le mot de passe actuel', 256)),
  code: twoFactorCode,
})
