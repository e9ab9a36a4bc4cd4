import { dashboardStatsSchema, pendingWorkSchema } from '@tutorat/contracts'
import { pendingWork } from '../domain/dashboard/pending-work.ts'
import { dashboardStats } from '../domain/dashboard/stats.ts'
import { adminProcedure, router } from '../trpc.ts'

export const dashboardRouter = router({
  stats: adminProcedure.output(dashboardStatsSchema).query(({ ctx }) => dashboardStats(ctx.db, ctx.admin)),
  /** The « À traiter » card and the sidebar's badge (issue 29). */
  pendingWork: adminProcedure.output(pendingWorkSchema).query(({ ctx }) => pendingWork(ctx.db, ctx.admin)),
})
