import type { Database, DB, ExpressionBuilder } from '@tutorat/db'

/** For lists of admins: whether each has two-factor sign-in on (the super admin's reset button). */
export function twoFactorEnabled(eb: ExpressionBuilder<DB, 'admins'>) {
  return eb
    .exists(eb.selectFrom('admin_two_factor').select('admin_two_factor.admin_id').whereRef('admin_two_factor.admin_id', '=', 'admins.id').where('admin_two_factor.enabled_at', 'is not', null))
    .$castTo<boolean>()
}

/** The admin's TOTP row (pending while `enabled_at` is null), or undefined. */
export function findTwoFactor(db: Database, adminId: number) {
  return db
    .selectFrom('admin_two_factor')
    .select(['secret_ciphertext', 'enabled_at', 'last_time_step'])
    .where('admin_id', '=', adminId)
    .executeTakeFirst()
}

export async function isTwoFactorEnabled(db: Database, adminId: number): Promise<boolean> {
  const row = await findTwoFactor(db, adminId)
  return Boolean(row?.enabled_at)
}

/** A new pending secret replaces a pending one; an enabled one is never overwritten here. */
export function savePendingSecret(db: Database, adminId: number, secretCiphertext: string) {
  return db
    .insertInto('admin_two_factor')
    .values({ admin_id: adminId, secret_ciphertext: secretCiphertext })
    .onConflict((oc) =>
      oc.column('admin_id').doUpdateSet({ secret_ciphertext: secretCiphertext, last_time_step: null, created_at: new Date().toISOString() }).where('admin_two_factor.enabled_at', 'is', null),
    )
    .execute()
}

/**
 * Records an accepted time step, only if it is later than the last one: two requests racing
 * with the same code cannot both win (the second updates no row).
 */
export async function claimTimeStep(db: Database, adminId: number, timeStep: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_two_factor')
    .set({ last_time_step: timeStep })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export function markEnabled(db: Database, adminId: number) {
  return db.updateTable('admin_two_factor').set({ enabled_at: new Date().toISOString() }).where('admin_id', '=', adminId).execute()
}

/** Turns two-factor sign-in off: the secret and every recovery code go (`db` may be a transaction). */
export async function removeTwoFactor(db: Database, adminId: number) {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute()
  await db.deleteFrom('admin_two_factor').where('admin_id', '=', adminId).execute()
}
