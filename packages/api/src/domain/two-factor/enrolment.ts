import { type RecoveryCodesOutput, TWO_FACTOR_MESSAGES as M, type TwoFactorEnabledOutput, type TwoFactorSetup, type TwoFactorStatus } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import QRCode from 'qrcode'
import { verifyPassword } from '../../auth/passwords.ts'
import { signToken } from '../../auth/tokens.ts'
import type { AuthenticatedAdmin } from '../../auth/authenticate.ts'
import type { Context } from '../../context.ts'
import { badRequest, conflict, forbidden } from '../../errors.ts'
import { loadAdmin } from '../admins/manage.ts'
import { countedAttempt } from './attempts.ts'
import { encryptSecret } from './keys.ts'
import { countRecoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts'
import { findTwoFactor, markEnabled, removeTwoFactor, savePendingSecret } from './store.ts'
import { checkTotp, newTotpSecret, otpauthUrl } from './totp.ts'
import { secondFactorIsRight } from './verify-code.ts'
import { twoFactorSetupMissing } from './gate.ts'

type Actor = Pick<AuthenticatedAdmin, 'id' | 'email' | 'is_super_admin'>

const wrongCode = () => badRequest(M.invalidCode)

export async function twoFactorStatus(ctx: Context, admin: Actor): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(ctx.db, admin.id)
  const enabled = Boolean(row?.enabled_at)
  return {
    enabled,
    required: twoFactorSetupMissing(ctx.settings, admin, enabled),
    recovery_codes_left: enabled ? await countRecoveryCodesLeft(ctx.db, admin.id) : 0,
  }
}

/** A new secret, pending until `confirmTwoFactor`; shown once here, never returned again. */
export async function startTwoFactor(ctx: Context, admin: Actor): Promise<TwoFactorSetup> {
  const current = await findTwoFactor(ctx.db, admin.id)
  if (current?.enabled_at) throw conflict(M.alreadyEnabled)
  const secret = newTotpSecret()
  await savePendingSecret(ctx.db, admin.id, encryptSecret(ctx.settings.jwtSecret, admin.id, secret))
  const otpauth_url = otpauthUrl(ctx.settings.site.name, admin.email, secret)
  const qr_svg = await QRCode.toString(otpauth_url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return { otpauth_url, manual_key: secret, qr_svg }
}

/**
 * Turns it on and ends every other session of the admin (DESIGN §15: one opened with the password
 * alone, perhaps by whoever made the admin want a second factor); this one goes on with a new token.
 */
export async function confirmTwoFactor(ctx: Context, admin: Actor, code: string): Promise<TwoFactorEnabledOutput> {
  const current = await findTwoFactor(ctx.db, admin.id)
  if (!current) throw badRequest(M.notStarted)
  if (current.enabled_at) throw conflict(M.alreadyEnabled)
  if (!(await checkTotp({ db: ctx.db, jwtSecret: ctx.settings.jwtSecret, adminId: admin.id, code, pending: true }))) throw wrongCode()
  const version = await ctx.db.transaction().execute(async (trx) => {
    await markEnabled(trx, admin.id)
    return revokeSessions(trx, admin.id)
  })
  const recovery_codes = await replaceRecoveryCodes(ctx.db, ctx.settings.jwtSecret, admin.id)
  const access_token = await signToken(ctx.settings.jwtSecret, { sub: admin.id, role: 'admin', ver: version }, ctx.settings.adminTokenTtl)
  return { message: M.enabled, recovery_codes, access_token }
}

/** Bumps the token version (DESIGN §4): every token signed before stops working at once. */
async function revokeSessions(db: Database, adminId: number): Promise<number> {
  const row = await db
    .updateTable('admins')
    .set({ token_version: sql<number>`token_version + 1`, updated_at: new Date().toISOString() })
    .where('id', '=', adminId)
    .returning('token_version')
    .executeTakeFirstOrThrow()
  return row.token_version
}

/** Whoever holds a session must still prove the second factor; wrong codes count as sign-in failures. */
async function requireEnabledCode(ctx: Context, admin: Actor, code: string) {
  if (!(await findTwoFactor(ctx.db, admin.id))?.enabled_at) throw badRequest(M.notEnabled)
  await countedAttempt(ctx, admin.email, () => secondFactorIsRight(ctx, admin.id, code), wrongCode, 1)
}

export async function regenerateRecoveryCodes(ctx: Context, admin: Actor, code: string): Promise<RecoveryCodesOutput> {
  await requireEnabledCode(ctx, admin, code)
  return { message: M.codesRegenerated, recovery_codes: await replaceRecoveryCodes(ctx.db, ctx.settings.jwtSecret, admin.id) }
}

/** Turning it off needs both factors: the current password and a code of the app. */
export async function disableTwoFactor(ctx: Context, admin: Actor, input: { current_password: string; code: string }) {
  const row = await ctx.db.selectFrom('admins').select('password_hash').where('id', '=', admin.id).executeTakeFirstOrThrow()
  await countedAttempt(ctx, admin.email, () => verifyPassword(row.password_hash, input.current_password), () => badRequest(M.currentPasswordWrong), 0)
  await requireEnabledCode(ctx, admin, input.code)
  await ctx.db.transaction().execute((trx) => removeTwoFactor(trx, admin.id))
  return { message: M.disabled }
}

/**
 * Lost phone: a super admin turns another admin's two-factor sign-in off and ends their sessions.
 * Not their own: that would skip the password and code `disableTwoFactor` asks for.
 */
export async function resetTwoFactor(ctx: Context, actor: Actor, adminId: number) {
  if (adminId === actor.id) throw forbidden(M.resetNotYourself)
  await loadAdmin(ctx.db, adminId)
  await ctx.db.transaction().execute(async (trx) => {
    await removeTwoFactor(trx, adminId)
    await revokeSessions(trx, adminId)
  })
  return { message: M.resetDone }
}
