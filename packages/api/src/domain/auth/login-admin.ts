import { type AdminLoginOutput, type LoginInput, MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts'
import { signToken } from '../../auth/tokens.ts'
import type { Context } from '../../context.ts'
import { findAdminForLogin } from '../admins/queries.ts'

const tooMany = (minutes: number) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyLoginAttempts(minutes) })
const wrongCredentials = () => new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials })

export async function loginAdmin(ctx: Context, input: LoginInput): Promise<AdminLoginOutput> {
  const account = `admin:${input.email}`
  const lockedFor = await ctx.loginThrottle.lockedFor(account)
  if (lockedFor > 0) throw tooMany(lockedFor)

  const admin = await findAdminForLogin(ctx.db, input.email)
  if (!admin) {
    await burnPasswordCheck(input.password)
    await ctx.loginThrottle.recordFailure(account)
    throw wrongCredentials()
  }
  if (!(await verifyPassword(admin.password_hash, input.password))) {
    await ctx.loginThrottle.recordFailure(account)
    throw wrongCredentials()
  }
  // Only after the password is right, so the message does not reveal which accounts exist.
  if (!admin.is_active) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.accountDisabled })
  await ctx.loginThrottle.reset(account)

  const { password_hash: _hash, token_version, ...user } = admin
  const access_token = await signToken(
    ctx.settings.jwtSecret,
    { sub: admin.id, role: 'admin', ver: token_version },
    ctx.settings.adminTokenTtl,
  )
  return { access_token, token_type: 'bearer', user }
}
