import { type AdminSession, type LoginTwoFactorInput, TWO_FACTOR_MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { Context } from '../../context.ts'
import { adminPublicColumns } from '../admins/queries.ts'
import { issueAdminToken } from '../auth/login-admin.ts'
import { countedAttempt } from './attempts.ts'
import { verifyChallenge } from './challenge.ts'
import { secondFactorIsRight } from './verify-code.ts'

const challengeExpired = () => new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.challengeExpired })
const wrongCode = () => new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.invalidCode })

function findAdminById(ctx: Context, id: number) {
  return ctx.db.selectFrom('admins').select([...adminPublicColumns, 'password_hash', 'token_version']).where('id', '=', id).executeTakeFirst()
}

/**
 * `auth.loginTwoFactor`: the challenge of the password step and a code → the session. The
 * challenge dies with a password change (token version), a deactivation or its 5 minutes.
 */
export async function loginTwoFactor(ctx: Context, input: LoginTwoFactorInput): Promise<AdminSession> {
  const claims = await verifyChallenge(ctx.settings.jwtSecret, input.challenge_token)
  if (!claims) throw challengeExpired()
  const admin = await findAdminById(ctx, claims.adminId)
  if (!admin || admin.token_version !== claims.version || !admin.is_active) throw challengeExpired()
  const attempt = await countedAttempt(ctx, admin.email, () => secondFactorIsRight(ctx, admin.id, input.code), wrongCode, 2, claims.device)
  return issueAdminToken(ctx, admin, attempt)
}
