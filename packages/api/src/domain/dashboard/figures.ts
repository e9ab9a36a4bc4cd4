import type { BusinessFigures, Conversion, MoneyCount, RevenueMonth } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { overdueInstalments } from '../payments/instalments-queries.ts'
import { formationRevenue, type Period } from './formation-revenue.ts'
import { moroccoMonths } from './months.ts'

// The owner's figures (issue 31, DESIGN §18 and §20). Every figure is one aggregate in SQL over
// an index (0033's on validated payments and on creation dates, 0012's on status): the rows never
// come to Node, whatever the number of payments. Money is what was validated, on
// `decided_at`; the Moroccan months' bounds are computed here (see morocco-month.ts for why).

/** The figures at `now`: the last 12 Moroccan months, this one last. */
export async function businessFigures(db: Database, now = new Date()): Promise<BusinessFigures> {
  const { months, bounds } = moroccoMonths(12, now)
  const iso = bounds.map((bound) => bound.toISOString())
  const end = iso.at(-1) ?? ''
  const year: Period = { from: iso[0] ?? '', to: end }
  const month: Period = { from: iso.at(-2) ?? '', to: end }
  const [byMonth, formationsMonth, formationsYear, conversion, renewals, proofs, overdue] = await Promise.all([
    revenueByMonth(db, months, iso),
    formationRevenue(db, month),
    formationRevenue(db, year),
    conversions(db, month, year),
    renewalFigures(db, month, year),
    proofsWaiting(db),
    overdueInstalments(db, now),
  ])
  return {
    month: months.at(-1) ?? '',
    revenue_by_month: byMonth,
    revenue_by_formation: { this_month: formationsMonth, last_12_months: formationsYear },
    conversion,
    renewals,
    overdue_instalments: overdue,
    proofs_waiting: proofs,
  }
}

/** One range scan over the year's validated payments, each put in its month by its bounds. */
async function revenueByMonth(db: Database, months: string[], bounds: string[]): Promise<RevenueMonth[]> {
  const { rows } = await sql<{ bucket: number; revenue_mad: number; payments: number }>`
    select width_bucket(decided_at, ${bounds}::timestamptz[]) as bucket, sum(amount_mad) as revenue_mad, count(*)::int as payments
    from payment_requests
    where status = 'validee' and decided_at >= ${bounds[0]} and decided_at < ${bounds.at(-1)}
    group by bucket
  `.execute(db)
  const byBucket = new Map(rows.map((row) => [row.bucket, row]))
  return months.map((month, i) => {
    const row = byBucket.get(i + 1)
    return { month, revenue_mad: row?.revenue_mad ?? 0, payments: row?.payments ?? 0 }
  })
}

/**
 * Requests created in the period, and how many of them are paid. A plan in parts is one purchase:
 * its first part stands for it (the next parts are created by the system as parts are paid).
 */
async function conversions(db: Database, month: Period, year: Period): Promise<BusinessFigures['conversion']> {
  const { rows } = await sql<{ month_requests: number; month_paid: number; year_requests: number; year_paid: number }>`
    select
      count(*) filter (where created_at >= ${month.from})::int as month_requests,
      count(*) filter (where created_at >= ${month.from} and status = 'validee')::int as month_paid,
      count(*)::int as year_requests,
      count(*) filter (where status = 'validee')::int as year_paid
    from payment_requests
    where created_at >= ${year.from} and created_at < ${year.to} and (part_number is null or part_number = 1)
  `.execute(db)
  const row = rows[0]
  return { this_month: conversion(row?.month_requests ?? 0, row?.month_paid ?? 0), last_12_months: conversion(row?.year_requests ?? 0, row?.year_paid ?? 0) }
}

const conversion = (requests: number, paid: number): Conversion => ({
  requests,
  paid,
  rate_percent: requests === 0 ? null : Math.round((paid * 100) / requests),
})

/**
 * Validated payments whose student had a validated payment for the same formation before — not
 * an earlier part of the same instalment plan (part 2 of a plan is no renewal).
 */
async function renewalFigures(db: Database, month: Period, year: Period): Promise<BusinessFigures['renewals']> {
  const { rows } = await sql<{ month_count: number; month_mad: number | null; year_count: number; year_mad: number | null }>`
    select
      count(*) filter (where p.decided_at >= ${month.from})::int as month_count,
      sum(p.amount_mad) filter (where p.decided_at >= ${month.from}) as month_mad,
      count(*)::int as year_count,
      sum(p.amount_mad) as year_mad
    from payment_requests p
    where p.status = 'validee' and p.decided_at >= ${year.from} and p.decided_at < ${year.to}
      and exists (
        select 1 from payment_requests earlier
        where earlier.status = 'validee' and earlier.student_id = p.student_id
          and earlier.announcement_id = p.announcement_id and earlier.decided_at < p.decided_at
          and (p.plan_id is null or earlier.plan_id is distinct from p.plan_id)
      )
  `.execute(db)
  const row = rows[0]
  return {
    this_month: { count: row?.month_count ?? 0, amount_mad: row?.month_mad ?? 0 },
    last_12_months: { count: row?.year_count ?? 0, amount_mad: row?.year_mad ?? 0 },
  }
}

/** The same pile as `pendingWork`'s proofs (payment_requests_status_idx), with its amount. */
async function proofsWaiting(db: Database): Promise<MoneyCount> {
  const row = await db
    .selectFrom('payment_requests')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('amount_mad'), sql<number>`0`).as('amount_mad')])
    .where('status', '=', 'preuve_envoyee')
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), amount_mad: Number(row.amount_mad) }
}
