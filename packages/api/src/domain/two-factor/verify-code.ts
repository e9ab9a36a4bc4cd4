import { RECOVERY_CODE_PATTERN } from '@tutorat/contracts'
import type { Context } from '../../context.ts'
import { consumeRecoveryCode } from './recovery-codes.ts'
import { checkTotp } from './totp.ts'

/** A normalized code (twoFactorCode): 6 digits are a TOTP code, anything else a recovery code (consumed). */
export function secondFactorIsRight(ctx: Context, adminId: number, code: string): Promise<boolean> {
  const { db, settings } = ctx
  if (RECOVERY_CODE_PATTERN.test(code) && !/^\d{6}$/.test(code)) return consumeRecoveryCode(db, settings.jwtSecret, adminId, code)
  return checkTotp({ db, jwtSecret: settings.jwtSecret, adminId, code })
}
