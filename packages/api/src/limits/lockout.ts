import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { newDeviceId, signDeviceToken, verifyDeviceToken } from '../auth/device-token.ts'
import type { SignInAttempt } from '../auth/login-throttle.ts'
import type { Context } from '../context.ts'
import { RateLimitError } from './errors.ts'

type AccountKind = 'admin' | 'student'

/** The attempt a sign-in step counts against: `kind` keeps admin and student accounts of one email apart. */
export const signInAttempt = (ctx: Context, kind: AccountKind, email: string): SignInAttempt => ({ account: `${kind}:${email.trim().toLowerCase()}`, ip: ctx.ip })

/** The attempt, counted apart (its device) when it presents a valid device token of this very account. */
export async function deviceAttempt(ctx: Context, kind: AccountKind, email: string, deviceToken: string | undefined): Promise<SignInAttempt> {
  const attempt = signInAttempt(ctx, kind, email)
  const device = deviceToken ? await verifyDeviceToken(ctx.settings.jwtSecret, deviceToken, attempt.account) : undefined
  return device ? { ...attempt, device } : attempt
}

/** What a successful sign-in answers with: the device token of this browser (the same device id, renewed for 30 days). */
export const deviceTokenFor = (ctx: Context, attempt: SignInAttempt) => signDeviceToken(ctx.settings.jwtSecret, attempt.account, attempt.device ?? newDeviceId())

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

/** `steps`: how many counted steps the sign-in took (its password, then its second factor). */
export const attemptSucceeded = (ctx: Context, attempt: SignInAttempt, steps = 1) => ctx.loginThrottle.succeeded(attempt, steps)

/** Super admin: lifts the admin and the student lockouts of an email, from every IP and device. */
export async function unlockSignIn(ctx: Context, email: string) {
  await Promise.all([ctx.loginThrottle.unlock(`admin:${email}`), ctx.loginThrottle.unlock(`student:${email}`)])
}
