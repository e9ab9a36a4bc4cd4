import { ACCESS_MESSAGES, accessCreateInput, accessGrantOutput, accessListInput, accessSchema, accessUpdateInput, deleteOutput, idParam } from '@tutorat/contracts'
import { z } from 'zod'
import { createAccess, deleteAccess, listAccesses, loadOwnedAccess, updateAccess } from '../domain/accesses/manage.ts'
import { adminProcedure, router } from '../trpc.ts'

const byId = z.object({ id: idParam })

export const accessesRouter = router({
  list: adminProcedure.input(accessListInput).output(z.array(accessSchema)).query(({ ctx, input }) => listAccesses(ctx.db, ctx.admin, input)),
  get: adminProcedure.input(byId).output(accessSchema).query(({ ctx, input }) => loadOwnedAccess(ctx.db, ctx.admin, input.id)),
  create: adminProcedure.input(accessCreateInput).output(accessGrantOutput).mutation(({ ctx, input }) => createAccess(ctx.db, ctx.settings.jwtSecret, ctx.admin, input)),
  update: adminProcedure.input(accessUpdateInput).output(accessSchema).mutation(({ ctx, input }) => updateAccess(ctx.db, ctx.settings.jwtSecret, ctx.admin, input)),
  delete: adminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteAccess(ctx.db, ctx.admin, input.id)
      return { message: ACCESS_MESSAGES.deleted }
    }),
})
