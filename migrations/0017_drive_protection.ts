import { type Kysely, sql } from 'kysely'

// Issue 27 items 1–4 (DESIGN §16 « Google connection », « Grants ledger », « Audit »).
// 1. `courses.protection`: `lien` (anyone holding the Drive link, today's behaviour) or `drive`
//    (per-student Drive permissions). Existing courses stay `lien`; the domain picks `drive` for a
//    new course once Google is connected.
// 2. `students.google_email`: the student's verified Google account, lower-cased, one per student.
// 3. `drive_grants`: the ledger of the reader permissions given on Drive. A row outlives its
//    student and its video (set null): the file id and the address are what a revocation needs,
//    so deleting either never loses one. One live row per (file, address).
// 4. `drive_status`: one row — the last sweep, the last audit, the last error.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('protection', 'text', (c) => c.notNull().defaultTo('lien').check(sql`protection in ('lien', 'drive')`))
    .execute()
  await db.schema
    .alterTable('students')
    .addColumn('google_email', 'text', (c) => c.unique().check(sql`google_email = lower(google_email)`))
    .addColumn('google_email_verified_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('drive_grants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('permission_id', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending_grant').check(sql`state in ('pending_grant', 'granted', 'pending_revoke', 'revoked')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('granted_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index drive_grants_live_key on drive_grants (file_id, email) where state <> 'revoked'`.execute(db)
  await sql`create index drive_grants_due_idx on drive_grants (next_attempt_at) where state in ('pending_grant', 'pending_revoke')`.execute(db)
  await db.schema.createIndex('drive_grants_student_idx').on('drive_grants').column('student_id').execute()
  await db.schema.createIndex('drive_grants_video_idx').on('drive_grants').column('video_id').execute()

  await db.schema
    .createTable('drive_status')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('last_sweep_at', 'timestamptz')
    .addColumn('last_audit_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .execute()
  await sql`insert into drive_status (id) values (1)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('drive_status').execute()
  await db.schema.dropTable('drive_grants').execute()
  await db.schema.alterTable('students').dropColumn('google_email_verified_at').dropColumn('google_email').execute()
  await db.schema.alterTable('courses').dropColumn('protection').execute()
}
