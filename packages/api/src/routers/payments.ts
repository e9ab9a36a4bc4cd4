import {
  adminPaymentMessageOutput,
  adminPaymentSchema,
  paymentCreateInput,
  paymentCreateOutput,
  paymentExportRowSchema,
  paymentFilter,
  paymentListInput,
  paymentListOutput,
  paymentMessageOutput,
  paymentProofParams,
  paymentQuoteInput,
  paymentQuoteSchema,
  paymentReceiptSchema,
  paymentRefuseInput,
  paymentRequestSchema,
  paymentStatsSchema,
  idParam,
  proofFileSchema,
  proofInput,
  startCardPaymentInput,
  startCardPaymentOutput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { exportPayments, listMyPayments, listPayments, loadAdminPayment, loadMyPayment } from '../domain/payments/queries.ts'
import { startCardPayment } from '../domain/payments/card.ts'
import type { CheckoutOptions } from '../domain/payments/checkout.ts'
import { paymentReceipt } from '../domain/payments/receipt.ts'
import { refusePayment, validatePayment } from '../domain/payments/review.ts'
import { paymentStats } from '../domain/payments/stats.ts'
import { addProof, cancelPaymentRequest, createPaymentRequest, proofFile, quotePayment, reopenPaymentRequest } from '../domain/payments/student.ts'
import { paymentProcedure } from '../limits/middleware.ts'
import { router, studentProcedure, superAdminProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })
/** The card is offered only when the gateway is configured (YouCan Pay's keys). */
const checkout = (ctx: { cardGateway?: unknown; settings: { instalmentGraceDays: number } }): CheckoutOptions => ({
  cardPayments: ctx.cardGateway !== undefined,
  instalmentGraceDays: ctx.settings.instalmentGraceDays,
})

/**
 * Enrolment by bank transfer (DESIGN §11). A student reaches only their own requests and proofs
 * (another's id answers like a missing one); only super admins see them all and decide.
 */
export const paymentsRouter = router({
  create: paymentProcedure
    .input(paymentCreateInput)
    .output(paymentCreateOutput)
    .mutation(({ ctx, input }) => createPaymentRequest(ctx.db, ctx.student.id, input, checkout(ctx))),
  /** The checkout summary (DESIGN §18): the server's prices for a formation, a code and a plan; creates nothing. */
  quote: studentProcedure.input(paymentQuoteInput).output(paymentQuoteSchema).query(({ ctx, input }) => quotePayment(ctx.db, ctx.student.id, input, checkout(ctx))),
  mine: studentProcedure.output(z.array(paymentRequestSchema)).query(({ ctx }) => listMyPayments(ctx.db, ctx.student.id)),
  get: studentProcedure.input(byId).output(paymentRequestSchema).query(({ ctx, input }) => loadMyPayment(ctx.db, ctx.student.id, input.id)),
  /** Proof bytes arrive through the multipart REST shim (in-process caller); JSON cannot carry them. */
  addProof: paymentProcedure
    .input(proofInput)
    .output(paymentMessageOutput)
    .mutation(({ ctx, input }) => addProof(ctx.db, ctx.privateFiles, ctx.student.id, input)),
  reopen: paymentProcedure.input(byId).output(paymentMessageOutput).mutation(({ ctx, input }) => reopenPaymentRequest(ctx.db, ctx.student.id, input.id)),
  cancel: paymentProcedure.input(byId).output(paymentMessageOutput).mutation(({ ctx, input }) => cancelPaymentRequest(ctx.db, ctx.student.id, input.id)),
  /** Where one of the student's proofs is, for the download shim. */
  proof: studentProcedure.input(paymentProofParams).output(proofFileSchema).query(({ ctx, input }) => proofFile(ctx.db, input.id, input.n, ctx.student.id)),
  receipt: studentProcedure.input(byId).output(paymentReceiptSchema).query(({ ctx, input }) => paymentReceipt(ctx.db, input.id, ctx.student.id)),
  /** « Payer par carte » (DESIGN §18): the gateway's hosted form for the request's own amount; grants nothing. */
  startCardPayment: paymentProcedure
    .input(startCardPaymentInput)
    .output(startCardPaymentOutput)
    .mutation(({ ctx, input }) => startCardPayment(ctx.db, ctx.cardGateway, ctx.settings.publicUrl, ctx.student.id, input.id, ctx.ip)),

  list: superAdminProcedure.input(paymentListInput).output(paymentListOutput).query(({ ctx, input }) => listPayments(ctx.db, input)),
  stats: superAdminProcedure.output(paymentStatsSchema).query(({ ctx }) => paymentStats(ctx.db)),
  adminGet: superAdminProcedure.input(byId).output(adminPaymentSchema).query(({ ctx, input }) => loadAdminPayment(ctx.db, input.id)),
  validate: superAdminProcedure
    .input(byId)
    .output(adminPaymentMessageOutput)
    .mutation(({ ctx, input }) => validatePayment(ctx.db, ctx.settings.jwtSecret, ctx.admin.id, input.id)),
  refuse: superAdminProcedure
    .input(paymentRefuseInput)
    .output(adminPaymentMessageOutput)
    .mutation(({ ctx, input }) => refusePayment(ctx.db, ctx.settings.jwtSecret, ctx.admin.id, input.id, input.reason, input.allow_new_proof)),
  adminProof: superAdminProcedure.input(paymentProofParams).output(proofFileSchema).query(({ ctx, input }) => proofFile(ctx.db, input.id, input.n)),
  adminReceipt: superAdminProcedure.input(byId).output(paymentReceiptSchema).query(({ ctx, input }) => paymentReceipt(ctx.db, input.id)),
  /** Rows of the CSV export; the REST shim writes the file. */
  export: superAdminProcedure.input(paymentFilter).output(z.array(paymentExportRowSchema)).query(({ ctx, input }) => exportPayments(ctx.db, input)),
})
