import { type Kysely, sql } from 'kysely'

// Issue 31 (DESIGN §18, cards): a paid card transaction that opened nothing (a mismatch, a request
// no longer payable, a deleted account) is money to give back. The back office lists them and a
// super admin marks one « remboursé » once the gateway's refund is done: when, and by whom.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card_transactions')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('refunded_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .execute()
  // the list « à rembourser »: paid, never granted (refunded or not)
  // every foreign key has its index (an admin's deletion sets these to null without a scan)
  await sql`create index card_transactions_refunded_by_idx on card_transactions (refunded_by)`.execute(db)
  await sql`create index card_transactions_to_refund_idx on card_transactions (created_at) where status = 'paid' and granted_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('card_transactions_to_refund_idx').execute()
  await db.schema.dropIndex('card_transactions_refunded_by_idx').execute()
  await db.schema.alterTable('card_transactions').dropColumn('refunded_by').dropColumn('refunded_at').execute()
}
