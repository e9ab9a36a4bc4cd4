import { idParam, instalmentPayInput, instalmentPlanSchema, paymentCreateOutput } from '@tutorat/contracts'
import { z } from 'zod'
import { payInstalmentPart } from '../domain/payments/instalments.ts'
import { myInstalmentPlans, planOfPayment } from '../domain/payments/instalments-queries.ts'
import { paymentProcedure } from '../limits/middleware.ts'
import { router, studentProcedure, superAdminProcedure } from '../trpc.ts'

/**
 * Instalment plans (DESIGN §18): the student's Échéancier and « Payer » on its next part (their own
 * plans only: another's is as missing as none); the plan of a request for the super admins who
 * decide on payments.
 */
export const instalmentsRouter = router({
  mine: studentProcedure.output(z.array(instalmentPlanSchema)).query(({ ctx }) => myInstalmentPlans(ctx.db, ctx.student.id)),
  pay: paymentProcedure
    .input(instalmentPayInput)
    .output(paymentCreateOutput)
    .mutation(({ ctx, input }) => payInstalmentPart(ctx.db, ctx.student.id, input.plan_id, input.part_number)),
  ofPayment: superAdminProcedure
    .input(z.object({ id: idParam }))
    .output(instalmentPlanSchema.nullable())
    .query(({ ctx, input }) => planOfPayment(ctx.db, input.id)),
})
