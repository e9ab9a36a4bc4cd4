import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { SignInAttempt } from '../auth/login-throttle.ts'
import type { Context } from '../context.ts'
import { RateLimitError } from './errors.ts'

/** The attempt a sign-in step counts against: `kind` keeps admin and student accounts of one email apart. */
export const signInAttempt = (ctx: Context, kind: 'admin' | 'student', email: string): SignInAttempt => ({ account: `${kind}:${email}`, ip: ctx.ip })

export const wrongCredentials = () => new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials })

/**
 * Counts a sign-in step (a password, a second factor) before it is checked, and refuses it while
 * its (account, IP) pair or its account is locked. A step that fails needs nothing more: it was
 * counted; the last step of a sign-in that succeeds calls `attemptSucceeded`.
 */
export async function beginAttempt(ctx: Context, attempt: SignInAttempt) {
  const minutes = await ctx.loginThrottle.begin(attempt)
  if (minutes > 0) throw new RateLimitError(MESSAGES.tooManyLoginAttempts(minutes), minutes * 60_000)
}

export const attemptSucceeded = (ctx: Context, attempt: SignInAttempt) => ctx.loginThrottle.succeeded(attempt)

/** Super admin: lifts the admin and the student lockouts of an email, from every IP. */
export async function unlockSignIn(ctx: Context, email: string) {
  await Promise.all([ctx.loginThrottle.unlock(`admin:${email}`), ctx.loginThrottle.unlock(`student:${email}`)])
}
