import { type Kysely, sql } from 'kysely'

// Issue 15 (DESIGN §10): students who sign up themselves, reset their password, and get told
// what matters through an outbox.
// 1. `students` gains the school, the WhatsApp consent, the channels the student accepts for
//    non-essential messages, and the mark a channel gets when it bounces (the student stays).
// 2. `student_invites` also carries password-reset links (`purpose`); the one-live-link index and
//    the trigger of 0008 hold for both.
// 3. `notifications` is the outbox and the log: one row per message and channel, written in the
//    transaction of the event; `dedupe_key` makes a replayed event a no-op.
// 4. `scheduled_runs` lets one instance, and only one, run a daily job for a Casablanca day.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('students')
    .addColumn('school', 'text')
    .addColumn('whatsapp_consent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_opt_in', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('whatsapp_opt_in', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_invalid_at', 'timestamptz')
    .addColumn('phone_invalid_at', 'timestamptz')
    .execute()
  // numbers an admin typed came from the business's WhatsApp conversation: that is the opt-in
  await sql`update students set whatsapp_consent = true where phone is not null and phone <> ''`.execute(db)

  await db.schema
    .alterTable('student_invites')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('invite').check(sql`purpose in ('invite', 'reset')`))
    .execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('in_app', 'email', 'whatsapp')`))
    // the email address or E.164 number, frozen when the event happened (null in the app)
    .addColumn('recipient', 'text')
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed', 'dead')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
    // a worker's claim: another worker leaves the row alone until this moment
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index notifications_due_idx on notifications (next_attempt_at) where status in ('pending', 'failed')`.execute(db)
  await sql`create index notifications_student_idx on notifications (student_id, created_at desc) where channel = 'in_app'`.execute(db)
  await sql`create index notifications_log_idx on notifications (created_at desc, id desc)`.execute(db)

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('run_on', 'date', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('scheduled_runs_pkey', ['job', 'run_on'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute()
  await db.schema.dropTable('notifications').execute()
  await db.schema.alterTable('student_invites').dropColumn('purpose').execute()
  await db.schema
    .alterTable('students')
    .dropColumn('school')
    .dropColumn('whatsapp_consent')
    .dropColumn('email_opt_in')
    .dropColumn('whatsapp_opt_in')
    .dropColumn('email_invalid_at')
    .dropColumn('phone_invalid_at')
    .execute()
}
