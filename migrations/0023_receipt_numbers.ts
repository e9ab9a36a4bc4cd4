import { type Kysely, sql } from 'kysely'

// Issue 29 (DESIGN §18, the seller on receipts): a receipt has a number of its own, R-YYYY-NNNNNN,
// sequential per year (Morocco's calendar year of the validation). It is assigned once, in the
// transaction that validates the request, from a counter per year: a number is never reused, even
// when its request is later deleted, and every download prints the same one.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table receipt_counters (
    year integer primary key,
    last_number integer not null check (last_number > 0)
  )`.execute(db)
  await sql`alter table payment_requests add column receipt_number text unique`.execute(db)
  // requests validated before this migration: numbered in the order they were validated
  await sql`with numbered as (
      select id, extract(year from decided_at at time zone 'Africa/Casablanca')::int as year,
        row_number() over (partition by extract(year from decided_at at time zone 'Africa/Casablanca') order by decided_at, id) as n
      from payment_requests where status = 'validee' and decided_at is not null
    )
    update payment_requests p set receipt_number = 'R-' || numbered.year || '-' || lpad(numbered.n::text, 6, '0')
    from numbered where p.id = numbered.id`.execute(db)
  await sql`insert into receipt_counters (year, last_number)
    select extract(year from decided_at at time zone 'Africa/Casablanca')::int, count(*)
    from payment_requests where receipt_number is not null group by 1`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payment_requests drop column receipt_number`.execute(db)
  await sql`drop table receipt_counters`.execute(db)
}
