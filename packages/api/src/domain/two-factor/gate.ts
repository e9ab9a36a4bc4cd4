import { TWO_FACTOR_MESSAGES } from '@tutorat/contracts'
import type { ApiSettings } from '../../settings.ts'
import type { Context } from '../../context.ts'
import { forbidden } from '../../errors.ts'
import { isTwoFactorEnabled } from './store.ts'

/** REQUIRE_ADMIN_2FA: super admins must have it; regular admins choose. */
export function twoFactorSetupMissing(settings: ApiSettings, admin: { is_super_admin: boolean }, enabled: boolean): boolean {
  return settings.requireAdminTwoFactor && admin.is_super_admin && !enabled
}

/**
 * Run by the admin procedure: a super admin without two-factor sign-in, under REQUIRE_ADMIN_2FA,
 * may only read themselves and enrol (procedures marked `allowWithoutTwoFactor`). Costs a query
 * only for super admins with the setting on.
 */
export async function requireTwoFactorSetup(ctx: Context, admin: { id: number; is_super_admin: boolean }, exempt: boolean) {
  // the operator's command line has no phone: it is how a super admin who lost theirs gets back in;
  // the demo content written at start-up is no sign-in either
  if (exempt || ctx.systemActor || ctx.startUpTask || !ctx.settings.requireAdminTwoFactor || !admin.is_super_admin) return
  if (await isTwoFactorEnabled(ctx.db, admin.id)) return
  throw forbidden(TWO_FACTOR_MESSAGES.setupRequired)
}
