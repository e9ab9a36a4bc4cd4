import { ADMIN_MESSAGES, type adminCreateInput, type adminUpdateInput, type ManagedAdmin, type profileUpdateInput } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { z } from 'zod'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts'
import type { Actor } from '../ownership.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { twoFactorEnabled } from '../two-factor/store.ts'
import { adminPublicColumns } from './queries.ts'

function select(db: Database) {
  return db
    .selectFrom('admins')
    .select(adminPublicColumns)
    .select((eb) => eb.selectFrom('courses').whereRef('courses.created_by', '=', 'admins.id').select(eb.fn.countAll<number>().as('n')).as('course_count'))
    .select((eb) => twoFactorEnabled(eb).as('two_factor_enabled'))
}

const toManaged = (row: Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>): ManagedAdmin => ({ ...row, course_count: row.course_count ?? 0 })

export async function listAdmins(db: Database): Promise<ManagedAdmin[]> {
  return (await select(db).orderBy('created_at').orderBy('id').execute()).map(toManaged)
}

export async function loadAdmin(db: Database, id: number): Promise<ManagedAdmin> {
  const row = await select(db).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound(ADMIN_MESSAGES.notFound)
  return toManaged(row)
}

const bump = { token_version: sql<number>`token_version + 1` }

async function activeSuperAdmins(db: Database, exceptId: number) {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_super_admin', '=', true)
    .where('is_active', '=', true)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

function duplicateGuard(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(ADMIN_MESSAGES.duplicateEmail)
  throw error
}

export async function createAdmin(db: Database, input: z.output<typeof adminCreateInput>) {
  const { password, ...fields } = input
  const row = await db
    .insertInto('admins')
    .values({ ...fields, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(duplicateGuard)
  return loadAdmin(db, row.id)
}

/** Super admin edits another admin (or themself, but never demotes the last active super admin). */
export async function updateAdmin(db: Database, actor: Actor, input: z.output<typeof adminUpdateInput>) {
  const { id, password, ...fields } = input
  const target = await loadAdmin(db, id)
  if (fields.is_super_admin === false && target.is_super_admin && target.is_active && (await activeSuperAdmins(db, id)) === 0)
    throw forbidden(ADMIN_MESSAGES.lastSuperAdmin)
  if (id === actor.id && fields.is_super_admin === false) throw forbidden(ADMIN_MESSAGES.notYourself)
  const revoke = password !== undefined || fields.is_super_admin !== undefined
  await db
    .updateTable('admins')
    .set({ ...fields, ...(password ? { password_hash: await hashPassword(password) } : {}), ...(revoke ? bump : {}), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute()
    .catch(duplicateGuard)
  return loadAdmin(db, id)
}

export async function toggleAdmin(db: Database, actor: Actor, id: number) {
  if (id === actor.id) throw forbidden(ADMIN_MESSAGES.notYourself)
  const target = await loadAdmin(db, id)
  if (target.is_active && target.is_super_admin && (await activeSuperAdmins(db, id)) === 0) throw forbidden(ADMIN_MESSAGES.lastSuperAdmin)
  await db.updateTable('admins').set({ is_active: !target.is_active, ...bump, updated_at: new Date().toISOString() }).where('id', '=', id).execute()
  return loadAdmin(db, id)
}

/** The deleted admin's courses (with their videos and accesses) are handed over to the super admin deleting them. */
export async function deleteAdmin(db: Database, actor: Actor, id: number) {
  if (id === actor.id) throw forbidden(ADMIN_MESSAGES.notYourself)
  const target = await loadAdmin(db, id)
  if (target.is_super_admin && target.is_active && (await activeSuperAdmins(db, id)) === 0) throw forbidden(ADMIN_MESSAGES.lastSuperAdmin)
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('courses').set({ created_by: actor.id }).where('created_by', '=', id).execute()
    await trx.deleteFrom('admins').where('id', '=', id).execute()
  })
  return { transferred_courses: target.course_count }
}

/**
 * Own profile: never the super-admin flag. The sign-in email and the password are the keys of
 * the account: changing either needs the current password, so a stolen session cannot take it over.
 */
export async function updateProfile(db: Database, actor: Actor, input: z.output<typeof profileUpdateInput>) {
  const { password, current_password, ...fields } = input
  const row = await db.selectFrom('admins').select(['email', 'password_hash']).where('id', '=', actor.id).executeTakeFirstOrThrow()
  const emailChanges = fields.email !== undefined && fields.email !== row.email
  if (password || emailChanges) await checkCurrentPassword(row.password_hash, current_password)
  await db
    .updateTable('admins')
    .set({ ...fields, ...(password ? { password_hash: await hashPassword(password), ...bump } : {}), updated_at: new Date().toISOString() })
    .where('id', '=', actor.id)
    .execute()
    .catch(duplicateGuard)
  return loadAdmin(db, actor.id)
}

async function checkCurrentPassword(hash: string, currentPassword: string | undefined) {
  if (!currentPassword) throw badRequest(ADMIN_MESSAGES.currentPasswordRequired)
  if (!(await verifyPassword(hash, currentPassword))) throw forbidden(ADMIN_MESSAGES.currentPasswordWrong)
}
