import { type Kysely, sql } from 'kysely'

// Issue 31, DESIGN §18 « Instalments »: a formation paid in 2–4 parts, one every 30 days.
// `instalment_plans` freezes what the student chose (the parts' amounts, the grace days, the
// formation's access terms); each part is a payment request in the usual flow, carrying `plan_id`,
// `part_number` and `due_on` (the Casablanca day it is due). Part 1 is due at once; part n on the
// first validation day + 30·(n−1), so `starts_on` is set when part 1 is validated. The next part's
// request is created when the previous one is validated: one open request per formation, as always.
// `paid_parts` counts the validated parts; `paused_part` is the part whose grace ran out unpaid.
// `access_from`: where the formation's normal length starts once the last part is paid.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instalment_plans')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('announcement_id', 'integer', (c) => c.references('announcements.id').onDelete('set null'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('formation_title', 'text', (c) => c.notNull())
    .addColumn('part_amounts', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(part_amounts) = 'array'`))
    .addColumn('parts_count', 'integer', (c) => c.notNull().check(sql`parts_count between 2 and 4`))
    .addColumn('duration_days', 'integer', (c) => c.notNull().check(sql`duration_days >= 0`))
    .addColumn('grace_days', 'integer', (c) => c.notNull().check(sql`grace_days between 0 and 30`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('en_attente').check(sql`status in ('en_attente', 'en_cours', 'en_pause', 'soldee', 'annulee')`),
    )
    .addColumn('paid_parts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`paid_parts >= 0 and paid_parts <= parts_count`))
    .addColumn('paused_part', 'integer')
    .addColumn('starts_on', 'date')
    .addColumn('access_from', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('instalment_plans_amounts_count_check', sql`jsonb_array_length(part_amounts) = parts_count`)
    .execute()
  await sql`create index instalment_plans_student_idx on instalment_plans (student_id, created_at desc)`.execute(db)
  // the job's sweeps and the overdue figure read the running plans only
  await sql`create index instalment_plans_running_idx on instalment_plans (status, starts_on) where status in ('en_cours', 'en_pause')`.execute(db)
  for (const column of ['announcement_id', 'course_id']) {
    await db.schema.createIndex(`instalment_plans_${column}_idx`).on('instalment_plans').column(column).execute()
  }

  await db.schema
    .alterTable('payment_requests')
    .addColumn('plan_id', 'integer', (c) => c.references('instalment_plans.id').onDelete('set null'))
    .addColumn('part_number', 'integer', (c) => c.check(sql`part_number between 1 and 4`))
    .addColumn('due_on', 'date')
    .execute()
  // a part is paid once: a second validated request for the same part cannot exist
  await sql`create unique index payment_requests_part_paid_idx on payment_requests (plan_id, part_number) where status = 'validee'`.execute(db)
  await sql`create index payment_requests_plan_idx on payment_requests (plan_id, part_number) where plan_id is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payment_requests_plan_idx`.execute(db)
  await sql`drop index payment_requests_part_paid_idx`.execute(db)
  await db.schema.alterTable('payment_requests').dropColumn('due_on').dropColumn('part_number').dropColumn('plan_id').execute()
  await db.schema.dropTable('instalment_plans').execute()
}
