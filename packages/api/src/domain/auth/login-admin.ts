import type { AdminLoginOutput, AdminSession, LoginInput } from '@tutorat/contracts'
import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts'
import { signToken } from '../../auth/tokens.ts'
import type { SignInAttempt } from '../../auth/login-throttle.ts'
import type { Context } from '../../context.ts'
import { attemptSucceeded, beginAttempt, deviceAttempt, deviceTokenFor, wrongCredentials } from '../../limits/lockout.ts'
import { findAdminForLogin } from '../admins/queries.ts'
import { secondStepFor } from '../two-factor/second-step.ts'

type AdminForLogin = NonNullable<Awaited<ReturnType<typeof findAdminForLogin>>>

/**
 * The password step: counted before the check, refused while the (account, IP) pair or the
 * account is locked (or, with this account's device token, while that device is locked).
 * Returns the active admin; the sign-in's last step forgives the attempt.
 */
export async function checkAdminPassword(ctx: Context, input: LoginInput, attempt: SignInAttempt): Promise<AdminForLogin> {
  await beginAttempt(ctx, attempt)
  const admin = await findAdminForLogin(ctx.db, input.email)
  if (!admin) {
    await burnPasswordCheck(input.password)
    throw wrongCredentials()
  }
  if (!(await verifyPassword(admin.password_hash, input.password))) throw wrongCredentials()
  // Only after the password is right, so the message does not reveal which accounts exist.
  if (!admin.is_active) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.accountDisabled })
  return admin
}

/** The session of a sign-in that succeeded, with the device token this browser keeps for the next one. */
export async function issueAdminToken(ctx: Context, admin: AdminForLogin, attempt: SignInAttempt): Promise<AdminSession> {
  const { password_hash: _hash, token_version, ...user } = admin
  const access_token = await signToken(ctx.settings.jwtSecret, { sub: admin.id, role: 'admin', ver: token_version }, ctx.settings.adminTokenTtl)
  return { access_token, token_type: 'bearer', user, device_token: await deviceTokenFor(ctx, attempt) }
}

export async function loginAdmin(ctx: Context, input: LoginInput): Promise<AdminLoginOutput> {
  const attempt = await deviceAttempt(ctx, 'admin', input.email, input.device_token)
  const admin = await checkAdminPassword(ctx, input, attempt)
  // two-factor sign-in: the failures stay counted until the code is right too, on the same device
  const challenge = await secondStepFor(ctx, admin, attempt.device)
  if (challenge) return challenge
  await attemptSucceeded(ctx, attempt)
  return issueAdminToken(ctx, admin, attempt)
}
