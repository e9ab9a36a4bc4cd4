import { businessFiguresSchema, dashboardStatsSchema, pendingWorkSchema } from '@tutorat/contracts'
import { businessFigures } from '../domain/dashboard/figures.ts'
import { pendingWork } from '../domain/dashboard/pending-work.ts'
import { dashboardStats } from '../domain/dashboard/stats.ts'
import { adminProcedure, router, superAdminProcedure } from '../trpc.ts'

export const dashboardRouter = router({
  stats: adminProcedure.output(dashboardStatsSchema).query(({ ctx }) => dashboardStats(ctx.db, ctx.admin)),
  /** The « À traiter » card and the sidebar's badge (issue 29). */
  pendingWork: adminProcedure.output(pendingWorkSchema).query(({ ctx }) => pendingWork(ctx.db, ctx.admin)),
  /** The owner's money figures (issue 31): super admins only, never a regular admin. */
  figures: superAdminProcedure.output(businessFiguresSchema).query(({ ctx }) => businessFigures(ctx.db)),
})
