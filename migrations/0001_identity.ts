import { type Kysely, sql } from 'kysely'

// Admins, students and what a student signs in with (devices, invite links).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_super_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index admins_email_key on admins (lower(email))`.execute(db)

  await db.schema
    .createTable('students')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('level', 'text', (c) => c.check(sql`level in ('Débutant', 'Intermédiaire', 'Avancé')`))
    // null until the student sets one (invite) or when they only use Google sign-in
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index students_email_key on students (lower(email))`.execute(db)
  await db.schema.createIndex('students_created_by_idx').on('students').column('created_by').execute()
  await db.schema.createIndex('students_created_at_idx').on('students').column('created_at').execute()

  // One row per signed-in device; the student token carries the session id.
  await db.schema
    .createTable('student_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute()
  await db.schema.createIndex('student_sessions_student_idx').on('student_sessions').columns(['student_id', 'revoked_at']).execute()

  // One-time links an admin shares so an invited student sets a password.
  await db.schema
    .createTable('student_invites')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('student_invites_student_idx').on('student_invites').column('student_id').execute()
  await db.schema.createIndex('student_invites_created_by_idx').on('student_invites').column('created_by').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('student_invites').execute()
  await db.schema.dropTable('student_sessions').execute()
  await db.schema.dropTable('students').execute()
  await db.schema.dropTable('admins').execute()
}
