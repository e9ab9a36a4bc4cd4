import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { findAdminForToken } from '../domain/admins/queries.ts'
import { requireTwoFactorSetup } from '../domain/two-factor/gate.ts'
import type { Context } from '../context.ts'
import { bearerToken, type Role, type TokenClaims, verifyToken } from './tokens.ts'

const unauthorized = (message: string) => new TRPCError({ code: 'UNAUTHORIZED', message })

/** Verifies the bearer token's signature, expiry and role; 401 or 403 otherwise. */
export async function requireClaims(ctx: Context, role: Role): Promise<TokenClaims> {
  const token = bearerToken(ctx.authorization)
  if (!token) throw unauthorized(MESSAGES.unauthenticated)
  const check = await verifyToken(ctx.settings.jwtSecret, token)
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? MESSAGES.sessionExpired : MESSAGES.invalidToken)
  if (check.claims.role !== role) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden })
  return check.claims
}

/** Who the operator's command line acts as: every rule of a super admin, and no row of its own. */
const SYSTEM_ADMIN = { id: 0, name: 'Ligne de commande', email: 'ligne-de-commande@localhost', is_super_admin: true, is_active: true, created_at: new Date(0).toISOString() }

/** The signed-in admin, re-read on every call so deactivation and password changes apply at once. */
export async function authenticateAdmin(ctx: Context): Promise<typeof SYSTEM_ADMIN> {
  if (ctx.systemActor) return SYSTEM_ADMIN
  const claims = await requireClaims(ctx, 'admin')
  const admin = await findAdminForToken(ctx.db, claims.sub)
  if (!admin || admin.token_version !== claims.ver) throw unauthorized(MESSAGES.sessionExpired)
  if (!admin.is_active) throw unauthorized(MESSAGES.accountDisabled)
  const { token_version: _version, ...visible } = admin
  return visible
}

export type AuthenticatedAdmin = Awaited<ReturnType<typeof authenticateAdmin>>

/**
 * The admin a plain HTTP route acts for (the tus uploads of DESIGN §17, outside tRPC): the very
 * checks of `adminProcedure` — token, deactivation, the two-factor gate.
 */
export async function authenticateAdminRequest(ctx: Context): Promise<AuthenticatedAdmin> {
  const admin = await authenticateAdmin(ctx)
  await requireTwoFactorSetup(ctx, admin, false)
  return admin
}
