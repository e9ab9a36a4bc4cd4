import { randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { hashRecoveryCode } from './keys.ts'

// No 0/o, 1/l/i: read off a sheet of paper without doubt. 31 symbols × 10 ≈ 49 bits per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const LENGTH = 10

function newCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}

/** As shown to the admin: two groups of five. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`

/** Replaces every recovery code of the admin; returns the new ones, in clear, this once only. */
export async function replaceRecoveryCodes(db: Database, jwtSecret: string, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute()
    await trx
      .insertInto('admin_recovery_codes')
      .values(codes.map((code) => ({ admin_id: adminId, code_hash: hashRecoveryCode(jwtSecret, code) })))
      .execute()
  })
  return codes.map(formatRecoveryCode)
}

/** Consumes a recovery code (normalized: no dash, lower case); true once per code. */
export async function consumeRecoveryCode(db: Database, jwtSecret: string, adminId: number, code: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hashRecoveryCode(jwtSecret, code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function countRecoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
