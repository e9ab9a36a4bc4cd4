import { type Kysely, sql } from 'kysely'

// Issue 31 (DESIGN §18 « figures », §20): the owner's figures are aggregates over indexes only.
// Revenue by month and by formation read the validated payments of a range of `decided_at`;
// renewals look up each payer's earlier validated payment for the same formation; the conversion
// counts the requests created in a range with their status. Each index carries the columns its
// query reads (INCLUDE), so PostgreSQL answers from the index without visiting the table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index payment_requests_validated_idx on payment_requests (decided_at)
    include (amount_mad, announcement_id, student_id, plan_id, formation_title) where status = 'validee'`.execute(db)
  await sql`create index payment_requests_renewal_idx on payment_requests (student_id, announcement_id, decided_at)
    include (plan_id) where status = 'validee'`.execute(db)
  await sql`create index payment_requests_created_idx on payment_requests (created_at) include (status, part_number)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payment_requests_created_idx`.execute(db)
  await sql`drop index payment_requests_renewal_idx`.execute(db)
  await sql`drop index payment_requests_validated_idx`.execute(db)
}
