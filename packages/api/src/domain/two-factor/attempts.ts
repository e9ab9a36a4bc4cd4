import type { TRPCError } from '@trpc/server'
import type { Context } from '../../context.ts'
import { attemptSucceeded, beginAttempt, signInAttempt } from '../../limits/lockout.ts'

/**
 * Runs a check of a second factor (or of the password when turning it off) as one more step of
 * the account's sign-in: counted first, refused while the (account, IP) pair or the account is
 * locked. Only a right second factor forgives the pair (`secondFactor`): a right password alone
 * never does, or password, wrong codes, password again… would guess codes forever.
 */
export async function countedAttempt(ctx: Context, email: string, check: () => Promise<boolean>, refusal: () => TRPCError, secondFactor: boolean) {
  const attempt = signInAttempt(ctx, 'admin', email)
  await beginAttempt(ctx, attempt)
  if (!(await check())) throw refusal()
  if (secondFactor) await attemptSucceeded(ctx, attempt)
}
