import { type Kysely, sql } from 'kysely'

// Job offers and the applications (with a CV) sent to them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_offers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('contract_type', 'text', (c) =>
      c.notNull().check(sql`contract_type in ('CDI', 'CDD', 'Stage', 'Freelance', 'Alternance')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text')
    .addColumn('salary', 'text')
    .addColumn('deadline', 'date')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('job_offers_listing_idx').on('job_offers').columns(['is_active', 'created_at']).execute()
  await db.schema.createIndex('job_offers_contract_idx').on('job_offers').columns(['contract_type', 'location']).execute()
  await db.schema.createIndex('job_offers_created_by_idx').on('job_offers').column('created_by').execute()

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // an offer with applications is not deleted silently: its applications go first, explicitly
    .addColumn('job_offer_id', 'integer', (c) => c.notNull().references('job_offers.id').onDelete('restrict'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('school', 'text')
    .addColumn('message', 'text')
    .addColumn('cv_path', 'text', (c) => c.notNull())
    .addColumn('cv_original_name', 'text', (c) => c.notNull())
    .addColumn('cv_mime', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('en_attente').check(sql`status in ('en_attente', 'examinee', 'acceptee', 'refusee')`),
    )
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index job_applications_offer_email_key on job_applications (job_offer_id, lower(email))`.execute(db)
  await db.schema.createIndex('job_applications_status_idx').on('job_applications').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('job_applications_student_idx').on('job_applications').column('student_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_applications').execute()
  await db.schema.dropTable('job_offers').execute()
}
