import type { FormationRevenue } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'

/** An interval of instants, ISO 8601: `from` included, `to` excluded. */
export interface Period {
  from: string
  to: string
}

const TOP = 10

/**
 * The formations that brought the most in the period, best first. A formation is its
 * announcement, under its current title; one deleted since (announcement_id null) is grouped by
 * the title it was sold under.
 */
export async function formationRevenue(db: Database, period: Period): Promise<FormationRevenue[]> {
  const { rows } = await sql<FormationRevenue>`
    select t.announcement_id, coalesce(a.title, t.sold_as) as formation_title, t.revenue_mad, t.payments
    from (
      select announcement_id, max(formation_title) as sold_as, sum(amount_mad) as revenue_mad, count(*)::int as payments
      from payment_requests
      where status = 'validee' and decided_at >= ${period.from} and decided_at < ${period.to}
      group by announcement_id, case when announcement_id is null then formation_title end
      order by revenue_mad desc, announcement_id nulls last
      limit ${TOP}
    ) t
    left join announcements a on a.id = t.announcement_id
    order by t.revenue_mad desc, formation_title
  `.execute(db)
  return rows
}
