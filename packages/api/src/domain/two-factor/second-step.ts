import type { TwoFactorChallenge } from '@tutorat/contracts'
import type { Context } from '../../context.ts'
import { signChallenge } from './challenge.ts'
import { isTwoFactorEnabled } from './store.ts'

/**
 * Called by the password step once the password is right: for an admin with two-factor
 * sign-in, the challenge of the second step instead of a session (undefined otherwise). It
 * carries the device the password step was counted against, so the code is counted there too.
 */
export async function secondStepFor(ctx: Context, admin: { id: number; token_version: number }, device: string | undefined): Promise<TwoFactorChallenge | undefined> {
  if (!(await isTwoFactorEnabled(ctx.db, admin.id))) return undefined
  const challenge_token = await signChallenge(ctx.settings.jwtSecret, { adminId: admin.id, version: admin.token_version, device })
  return { two_factor_required: true, challenge_token }
}
