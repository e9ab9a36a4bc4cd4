import { type Kysely, sql } from 'kysely'

// Issue 16 (DESIGN §11): enrolment by bank transfer.
// `payment_requests` freezes what was sold (course, amount, access type, duration, titles) when the
// student asks: a formation edited, unlinked or deactivated afterwards does not change the request.
// The student and the formation may go (set null); the request stays for the accounts, with the
// student's name and email as they were. At most one open request per student and formation.
// `payment_proofs` are private files like CVs, numbered 1–3. `payment_events` is the history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('student_email', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'integer', (c) => c.references('announcements.id').onDelete('set null'))
    .addColumn('formation_title', 'text', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('amount_mad', 'integer', (c) => c.notNull().check(sql`amount_mad > 0`))
    .addColumn('access_type', 'text', (c) => c.notNull().check(sql`access_type in ('standard', 'full', 'partial', 'trial')`))
    .addColumn('duration_days', 'integer', (c) => c.notNull().check(sql`duration_days >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('en_attente').check(sql`status in ('en_attente', 'preuve_envoyee', 'validee', 'refusee', 'expiree', 'annulee')`),
    )
    .addColumn('deadline_at', 'timestamptz', (c) => c.notNull())
    .addColumn('payer_name', 'text')
    .addColumn('transfer_date', 'date')
    .addColumn('refusal_reason', 'text')
    .addColumn('access_id', 'integer', (c) => c.references('accesses.id').onDelete('set null'))
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index payment_requests_one_open_idx on payment_requests (student_id, announcement_id)
    where status in ('en_attente', 'preuve_envoyee')`.execute(db)
  await sql`create index payment_requests_student_idx on payment_requests (student_id, created_at desc)`.execute(db)
  await sql`create index payment_requests_list_idx on payment_requests (created_at desc, id desc)`.execute(db)
  await sql`create index payment_requests_status_idx on payment_requests (status, deadline_at)`.execute(db)
  // every foreign key indexed: a deleted course, formation, access or admin finds its rows at once
  for (const column of ['announcement_id', 'course_id', 'access_id', 'decided_by']) {
    await db.schema.createIndex(`payment_requests_${column}_idx`).on('payment_requests').column(column).execute()
  }

  await db.schema
    .createTable('payment_proofs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payment_request_id', 'integer', (c) => c.notNull().references('payment_requests.id').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull().check(sql`n between 1 and 3`))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_proofs_request_n_key', ['payment_request_id', 'n'])
    .execute()

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payment_request_id', 'integer', (c) => c.notNull().references('payment_requests.id').onDelete('cascade'))
    // what happened: the new status, or `preuve_ajoutee` for a further proof
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('student', 'admin', 'system')`))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index payment_events_request_idx on payment_events (payment_request_id, id)`.execute(db)
  await db.schema.createIndex('payment_events_admin_id_idx').on('payment_events').column('admin_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute()
  await db.schema.dropTable('payment_proofs').execute()
  await db.schema.dropTable('payment_requests').execute()
}
