import { type Kysely, sql } from 'kysely'

// Issue 31 (DESIGN §18, cards): each card transaction a gateway told us about, one row per
// (gateway, transaction id), whatever the number of webhooks that named it. `status` is what the
// gateway's transactions API answered last (never what a webhook body claimed); `amount_centimes`
// and `currency` are the transaction's, kept to show a mismatch with the request. The row is
// written in the transaction that locks the request, so replays and parallel webhooks are
// idempotent: the unique key merges them, the request's lock grants once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payment_request_id', 'integer', (c) => c.notNull().references('payment_requests.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull().check(sql`gateway in ('youcanpay')`))
    .addColumn('transaction_id', 'text', (c) => c.notNull().check(sql`length(transaction_id) between 1 and 200`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'failed')`))
    .addColumn('amount_centimes', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payload_sha256', 'text', (c) => c.notNull())
    /** null: not applied (failed, pending, a mismatch, a request no longer payable); set once, when it opened the access */
    .addColumn('granted_at', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('card_transactions_gateway_transaction_key', ['gateway', 'transaction_id'])
    .execute()
  await db.schema.createIndex('card_transactions_request_idx').on('card_transactions').columns(['payment_request_id', 'status']).execute()
  // at most one transaction opens a given request's access, whatever the races
  await sql`create unique index card_transactions_one_grant_idx on card_transactions (payment_request_id) where granted_at is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_transactions').execute()
}
