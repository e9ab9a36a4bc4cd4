import { type Kysely, sql } from 'kysely'

// Issue 29 (item 13): a refusal the student can mend. When refusing, the super admin says whether
// the student may send a new proof on the same request (an incomplete amount, an unreadable proof,
// a wrong reference) or not (no transfer received). `new_proof_allowed` carries that choice while
// the request is `refusee`; `deadline_at` then holds the end of the 7 days given for the new proof.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_requests').addColumn('new_proof_allowed', 'boolean', (c) => c.notNull().defaultTo(false)).execute()
  await sql`comment on column payment_requests.new_proof_allowed is 'refusee: the student may add a new proof to this request until deadline_at'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_requests').dropColumn('new_proof_allowed').execute()
}
