import type { Database } from '@tutorat/db'
import { sql } from '@tutorat/db'
import { moroccoMonthStart } from '../../morocco-month.ts'
import { expireOverdue } from './deadlines.ts'

/** The back office's figures: this Casablanca month's validated revenue, and what waits. */
export async function paymentStats(db: Database, now = new Date()) {
  await expireOverdue(db, now)
  const row = await db
    .selectFrom('payment_requests')
    .select([
      sql<string>`coalesce(sum(amount_mad) filter (where status = 'validee' and decided_at >= ${moroccoMonthStart(now).toISOString()}), 0)`.as('revenue'),
      sql<string>`count(*) filter (where status = 'validee' and decided_at >= ${moroccoMonthStart(now).toISOString()})`.as('validated'),
      sql<string>`count(*) filter (where status = 'preuve_envoyee')`.as('pending'),
      sql<string>`count(*) filter (where status = 'en_attente')`.as('awaiting'),
    ])
    .executeTakeFirstOrThrow()
  return {
    month_revenue_mad: Number(row.revenue),
    month_validated: Number(row.validated),
    pending: Number(row.pending),
    awaiting_transfer: Number(row.awaiting),
  }
}
