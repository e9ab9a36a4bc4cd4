import { z } from 'zod'
import { ACTIVITY_KINDS } from './constants.ts'
import { overdueInstalmentsSchema } from './instalments.ts'

export const activitySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  /** French sentence: what happened */
  label: z.string(),
  /** who did it (admin name), when known */
  actor: z.string().nullable(),
  at: z.string(),
})
export type Activity = z.infer<typeof activitySchema>

export const dashboardStatsSchema = z.object({
  total_courses: z.number().int(),
  total_videos: z.number().int(),
  total_students: z.number().int(),
  total_accesses: z.number().int(),
  total_free_courses: z.number().int(),
  recent_activity: z.array(activitySchema),
})
export type DashboardStats = z.infer<typeof dashboardStatsSchema>

/**
 * What waits for this admin (issue 29, DESIGN §18): each pile a number, or null when the pile is
 * not this admin's job (payments, testimonials and applications are super admins' work).
 */
export const pendingWorkSchema = z.object({
  /** payment requests whose proof waits to be checked (`preuve_envoyee`) */
  proofs: z.number().int().nullable(),
  /** session requests nobody has answered yet (`nouvelle`) */
  session_requests: z.number().int(),
  /** public testimonials waiting for moderation (inactive) */
  testimonials: z.number().int().nullable(),
  /** job applications not yet looked at (`en_attente`) */
  applications: z.number().int().nullable(),
})
export type PendingWork = z.infer<typeof pendingWorkSchema>

// The owner's figures (issue 31, DESIGN §18): validated payments on the Casablanca calendar, in
// whole dirhams. « this_month » is the current Moroccan month; « last_12_months » is it and the
// eleven before.
const count = z.number().int()
const mad = z.number().int()

export const revenueMonthSchema = z.object({
  /** the Moroccan month, YYYY-MM */
  month: z.string(),
  revenue_mad: mad,
  /** validated payments in the month */
  payments: count,
})
export type RevenueMonth = z.infer<typeof revenueMonthSchema>

export const formationRevenueSchema = z.object({
  /** null: the formation was deleted since (its title is the one sold) */
  announcement_id: z.number().int().nullable(),
  formation_title: z.string(),
  revenue_mad: mad,
  payments: count,
})
export type FormationRevenue = z.infer<typeof formationRevenueSchema>

export const conversionSchema = z.object({
  /** payment requests created in the period */
  requests: count,
  /** of those, the ones validated (paid) */
  paid: count,
  /** paid / requests in whole percent; null when no request was made */
  rate_percent: z.number().int().nullable(),
})
export type Conversion = z.infer<typeof conversionSchema>

/** A number of payments and what they brought. */
export const moneyCountSchema = z.object({ count, amount_mad: mad })
export type MoneyCount = z.infer<typeof moneyCountSchema>

const perPeriod = <T extends z.ZodType>(schema: T) => z.object({ this_month: schema, last_12_months: schema })

export const businessFiguresSchema = z.object({
  /** the current Moroccan month, YYYY-MM */
  month: z.string(),
  /** the last 12 Moroccan months, oldest first, the current one last */
  revenue_by_month: z.array(revenueMonthSchema),
  /** the formations that brought the most, at most 10 per period, best first */
  revenue_by_formation: perPeriod(z.array(formationRevenueSchema)),
  conversion: perPeriod(conversionSchema),
  /** validated payments of students who had already paid for the same formation */
  renewals: perPeriod(moneyCountSchema),
  /** parts of running instalment plans past their due day (Casablanca) and unpaid */
  overdue_instalments: overdueInstalmentsSchema,
  /** requests whose proof waits for a super admin (the « Paiements » badge's number) */
  proofs_waiting: moneyCountSchema,
})
export type BusinessFigures = z.infer<typeof businessFiguresSchema>
