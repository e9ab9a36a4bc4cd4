import { type Kysely, sql } from 'kysely'

// Issue 29 (« a person who applied twice ») at issue 30's scale: the applications list finds each
// row's other applications by the same email or the same phone (its last 9 digits) through these
// expression indexes, never by reading every application per row.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index job_applications_email_lower_idx on job_applications (lower(email))`.execute(db)
  await sql`create index job_applications_phone_tail_idx on job_applications (right(regexp_replace(phone, '[^0-9]', '', 'g'), 9))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index job_applications_phone_tail_idx`.execute(db)
  await sql`drop index job_applications_email_lower_idx`.execute(db)
}
