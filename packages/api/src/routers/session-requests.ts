import {
  messageOutput,
  sessionRequestInput,
  sessionRequestListInput,
  sessionRequestListOutput,
  sessionRequestScheduleInput,
  sessionRequestScheduleOutput,
  sessionRequestSchema,
  sessionRequestUpdateInput,
} from '@tutorat/contracts'
import { listRequests, scheduleRequest, submitRequest, updateRequest } from '../domain/sessions/requests.ts'
import { limited } from '../limits/middleware.ts'
import { adminProcedure, publicProcedure, router } from '../trpc.ts'

/** Evaluation and solo session requests from the public site (DESIGN §12): anyone asks, every admin follows up. */
export const sessionRequestsRouter = router({
  submit: publicProcedure.use(limited('publicForm')).input(sessionRequestInput).output(messageOutput).mutation(({ ctx, input }) => submitRequest(ctx.db, input)),
  list: adminProcedure.input(sessionRequestListInput).output(sessionRequestListOutput).query(({ ctx, input }) => listRequests(ctx.db, input)),
  update: adminProcedure.input(sessionRequestUpdateInput).output(sessionRequestSchema).mutation(({ ctx, input }) => updateRequest(ctx.db, input)),
  schedule: adminProcedure
    .input(sessionRequestScheduleInput)
    .output(sessionRequestScheduleOutput)
    .mutation(({ ctx, input }) => scheduleRequest(ctx.db, ctx.settings, ctx.admin, input)),
})
