import {
  applicationFilter,
  applicationListInput,
  applicationSchema,
  applicationUpdateInput,
  applyInput,
  applyOutput,
  cvFileSchema,
  deleteOutput,
  idParam,
  RECRUITMENT_MESSAGES,
} from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { authenticateStudent } from '../auth/authenticate-student.ts'
import type { Context } from '../context.ts'
import {
  applyToOffer,
  cvFile,
  deleteApplication,
  exportApplications,
  listApplications,
  loadApplication,
  updateApplicationStatus,
} from '../domain/recruitment/applications.ts'
import { limited } from '../limits/middleware.ts'
import { publicProcedure, router, superAdminProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })

/** The bearer token is optional when applying: a valid student token links the application, anything else is a visitor. */
async function applicantStudentId(ctx: Context): Promise<number | null> {
  if (!ctx.authorization) return null
  try {
    return (await authenticateStudent(ctx)).id
  } catch (error) {
    if (error instanceof TRPCError) return null
    throw error // the database, not the token: 503, not a silent anonymous application
  }
}

/** Applications (SPEC §7 "Applications"): anyone applies, super admins review. */
export const applicationsRouter = router({
  /** CV bytes arrive through the multipart REST shim (in-process caller); JSON cannot carry them. */
  submit: publicProcedure
    .use(limited('publicForm'))
    .input(applyInput)
    .output(applyOutput)
    .mutation(async ({ ctx, input }) => applyToOffer(ctx.db, ctx.privateFiles, await applicantStudentId(ctx), input)),

  list: superAdminProcedure.input(applicationListInput).output(z.array(applicationSchema)).query(({ ctx, input }) => listApplications(ctx.db, input)),
  get: superAdminProcedure.input(byId).output(applicationSchema).query(({ ctx, input }) => loadApplication(ctx.db, input.id)),
  update: superAdminProcedure.input(applicationUpdateInput).output(applicationSchema).mutation(({ ctx, input }) => updateApplicationStatus(ctx.db, input)),
  delete: superAdminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteApplication(ctx.db, ctx.privateFiles, input.id)
      return { message: RECRUITMENT_MESSAGES.applicationDeleted }
    }),

  /** Rows of the CSV export; the REST shim writes the file. */
  export: superAdminProcedure.input(applicationFilter).output(z.array(applicationSchema)).query(({ ctx, input }) => exportApplications(ctx.db, input)),
  /** Where the CV is, for the download shim that streams it (the key never reaches a client's JSON otherwise). */
  cv: superAdminProcedure.input(byId).output(cvFileSchema).query(({ ctx, input }) => cvFile(ctx.db, input.id)),
})
