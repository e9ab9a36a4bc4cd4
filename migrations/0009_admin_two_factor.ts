import { type Kysely, sql } from 'kysely'

// Two-factor sign-in for admins: one TOTP secret per admin (encrypted by the app; `enabled_at`
// null while enrolment waits for its first code) and ten one-time recovery codes (hashed).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_two_factor')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
    .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    // the last accepted TOTP time step: a code of that step or an earlier one is a replay
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('admin_recovery_codes_admin_hash_key', ['admin_id', 'code_hash'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes').execute()
  await db.schema.dropTable('admin_two_factor').execute()
}
