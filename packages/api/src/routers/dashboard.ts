import { dashboardStatsSchema } from '@tutorat/contracts'
import { dashboardStats } from '../domain/dashboard/stats.ts'
import { adminProcedure, router } from '../trpc.ts'

export const dashboardRouter = router({
  stats: adminProcedure.output(dashboardStatsSchema).query(({ ctx }) => dashboardStats(ctx.db, ctx.admin)),
})
