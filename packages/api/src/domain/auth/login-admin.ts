import type { AdminLoginOutput, AdminSession, LoginInput } from '@tutorat/contracts'
import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts'
import { signToken } from '../../auth/tokens.ts'
import type { Context } from '../../context.ts'
import { attemptSucceeded, beginAttempt, signInAttempt, wrongCredentials } from '../../limits/lockout.ts'
import { findAdminForLogin } from '../admins/queries.ts'
import { secondStepFor } from '../two-factor/second-step.ts'

type AdminForLogin = NonNullable<Awaited<ReturnType<typeof findAdminForLogin>>>

/**
 * The password step: counted before the check, refused while the (account, IP) pair or the
 * account is locked. Returns the active admin; the sign-in's last step forgives the attempt.
 */
export async function checkAdminPassword(ctx: Context, input: LoginInput): Promise<AdminForLogin> {
  const attempt = signInAttempt(ctx, 'admin', input.email)
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

export async function issueAdminToken(ctx: Context, admin: AdminForLogin): Promise<AdminSession> {
  const { password_hash: _hash, token_version, ...user } = admin
  const access_token = await signToken(ctx.settings.jwtSecret, { sub: admin.id, role: 'admin', ver: token_version }, ctx.settings.adminTokenTtl)
  return { access_token, token_type: 'bearer', user }
}

export async function loginAdmin(ctx: Context, input: LoginInput): Promise<AdminLoginOutput> {
  const admin = await checkAdminPassword(ctx, input)
  // two-factor sign-in: the pair's failures stay counted until the code is right too
  const challenge = await secondStepFor(ctx, admin)
  if (challenge) return challenge
  await attemptSucceeded(ctx, signInAttempt(ctx, 'admin', input.email))
  return issueAdminToken(ctx, admin)
}
