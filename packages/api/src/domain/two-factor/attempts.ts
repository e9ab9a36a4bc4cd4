import type { TRPCError } from '@trpc/server'
import type { Context } from '../../context.ts'
import type { SignInAttempt } from '../../auth/login-throttle.ts'
import { attemptSucceeded, beginAttempt, signInAttempt } from '../../limits/lockout.ts'

/**
 * Runs a check of a second factor (or of the password when turning it off) as one more step of
 * the account's sign-in: counted first, refused while the (account, IP) pair or the account is
 * locked. Only a right second factor forgives (`forgives`: the steps it gives back to the account's
 * count, 2 for a sign-in's code, which also gives back its password step): a right password alone
 * never does, or password, wrong codes, password again… would guess codes forever. `device`: the
 * sign-in's device (from its challenge), counted apart from the account's unknown devices.
 */
export async function countedAttempt(
  ctx: Context,
  email: string,
  check: () => Promise<boolean>,
  refusal: () => TRPCError,
  forgives: 0 | 1 | 2,
  device?: string,
): Promise<SignInAttempt> {
  const attempt = { ...signInAttempt(ctx, 'admin', email), device }
  await beginAttempt(ctx, attempt)
  if (!(await check())) throw refusal()
  if (forgives > 0) await attemptSucceeded(ctx, attempt, forgives)
  return attempt
}
