import { type Kysely, sql } from 'kysely'

// Issue 31 (DESIGN §18): promo codes and referral codes.
// `coupons`: a code unique whatever its case, a percent (1–100) or a fixed amount of dirhams, one
// formation or all (null), a window of Casablanca days (either end open), a cap of uses (null: none).
// A referral code is a coupon owned by a student (`referrer_student_id`, one per student).
// `coupon_redemptions` binds a use to the payment request it discounted: whether it still counts
// is read from the request's status (an expired, cancelled or finally refused request frees it),
// so no other code path has to remember to give a use back.
// `payment_requests` keeps what the student was quoted: the list price, the discount and the code
// as typed (the coupon may be deleted later; the request's amounts never change).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('announcement_id', 'integer', (c) => c.references('announcements.id').onDelete('cascade'))
    .addColumn('referrer_student_id', 'integer', (c) => c.references('students.id').onDelete('cascade').unique())
    .addColumn('valid_from', 'date')
    .addColumn('valid_until', 'date')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('coupons_percent_max', sql`kind <> 'percent' or value <= 100`)
    .addCheckConstraint('coupons_window', sql`valid_from is null or valid_until is null or valid_from <= valid_until`)
    .execute()
  await sql`create unique index coupons_code_idx on coupons (lower(code))`.execute(db)
  await db.schema.createIndex('coupons_announcement_id_idx').on('coupons').column('announcement_id').execute()

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('payment_request_id', 'integer', (c) => c.notNull().references('payment_requests.id').onDelete('cascade').unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('coupon_redemptions_coupon_idx').on('coupon_redemptions').columns(['coupon_id', 'student_id']).execute()
  await db.schema.createIndex('coupon_redemptions_student_idx').on('coupon_redemptions').column('student_id').execute()

  await db.schema
    .alterTable('payment_requests')
    .addColumn('list_price_mad', 'integer', (c) => c.check(sql`list_price_mad > 0`))
    .addColumn('discount_mad', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount_mad >= 0`))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('coupon_code', 'text')
    .execute()
  await db.schema.createIndex('payment_requests_coupon_id_idx').on('payment_requests').column('coupon_id').execute()
  await sql`comment on column payment_requests.list_price_mad is 'the price before the coupon (null: no coupon, amount_mad is the list price)'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_requests').dropColumn('coupon_code').dropColumn('coupon_id').dropColumn('discount_mad').dropColumn('list_price_mad').execute()
  await db.schema.dropTable('coupon_redemptions').execute()
  await db.schema.dropTable('coupons').execute()
}
