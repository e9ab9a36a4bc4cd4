import { type Database, sql } from '@tutorat/db'

/** The columns every client may see; the hash and the token version never leave this file. */
export const adminPublicColumns = ['id', 'name', 'email', 'is_super_admin', 'is_active', 'created_at'] as const

export function findAdminForLogin(db: Database, email: string) {
  return db
    .selectFrom('admins')
    .select([...adminPublicColumns, 'password_hash', 'token_version'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
}

export function findAdminForToken(db: Database, id: number) {
  return db
    .selectFrom('admins')
    .select([...adminPublicColumns, 'token_version'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export function countAdmins(db: Database) {
  return db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => row.count)
}

export interface NewAdmin {
  name: string
  email: string
  passwordHash: string
  isSuperAdmin: boolean
}

export function insertAdmin(db: Database, admin: NewAdmin) {
  return db
    .insertInto('admins')
    .values({
      name: admin.name,
      email: admin.email.trim().toLowerCase(),
      password_hash: admin.passwordHash,
      is_super_admin: admin.isSuperAdmin,
    })
    .returning(adminPublicColumns)
    .executeTakeFirstOrThrow()
}
