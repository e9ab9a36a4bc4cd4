import { cardRefundListInput, cardRefundListOutput, cardRefundMarkInput, cardRefundMarkOutput } from '@tutorat/contracts'
import { listCardRefunds, markCardRefunded } from '../domain/payments/card-refunds.ts'
import { router, superAdminProcedure } from '../trpc.ts'

/**
 * The back office of card payments (DESIGN §18): the paid transactions that opened nothing and
 * must be given back. Super admins only, like every payment decision.
 */
export const cardPaymentsRouter = router({
  refunds: superAdminProcedure.input(cardRefundListInput).output(cardRefundListOutput).query(({ ctx, input }) => listCardRefunds(ctx.db, input)),
  markRefunded: superAdminProcedure
    .input(cardRefundMarkInput)
    .output(cardRefundMarkOutput)
    .mutation(({ ctx, input }) => markCardRefunded(ctx.db, ctx.admin.id, input.id)),
})
