import {
  bankBulkTagInput,
  bankBulkTagOutput,
  bankImportInput,
  bankImportOutput,
  bankListInput,
  bankListOutput,
  bankMessageOutput,
  bankQuestionInput,
  bankQuestionSchema,
  bankUpdateInput,
  idParam,
  messageOutput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { bulkTag, createBankQuestion, deleteBankQuestion, listBank, loadBankQuestion, updateBankQuestion } from '../domain/question-bank/manage.ts'
import { importQuestions } from '../domain/question-bank/transfer.ts'
import { adminProcedure, router } from '../trpc.ts'

const byId = z.object({ id: idParam })

/**
 * The question bank (DESIGN §19). Owned like exams: an admin works on the questions they wrote, a
 * super admin on every one; another admin's question answers like a missing one.
 */
export const questionBankRouter = router({
  list: adminProcedure.input(bankListInput).output(bankListOutput).query(({ ctx, input }) => listBank(ctx.db, ctx.admin, input)),
  get: adminProcedure.input(byId).output(bankQuestionSchema).query(({ ctx, input }) => loadBankQuestion(ctx.db, ctx.admin, input.id)),
  create: adminProcedure.input(bankQuestionInput).output(bankMessageOutput).mutation(({ ctx, input }) => createBankQuestion(ctx.db, ctx.admin, input)),
  update: adminProcedure
    .input(bankUpdateInput)
    .output(bankMessageOutput)
    .mutation(({ ctx, input: { id, ...question } }) => updateBankQuestion(ctx.db, ctx.admin, id, question)),
  delete: adminProcedure.input(byId).output(messageOutput).mutation(({ ctx, input }) => deleteBankQuestion(ctx.db, ctx.admin, input.id)),
  /** Sets tags on many of the admin's questions at once (others' ids are skipped, uncounted). */
  bulkTag: adminProcedure.input(bankBulkTagInput).output(bankBulkTagOutput).mutation(({ ctx, input }) => bulkTag(ctx.db, ctx.admin, input)),
  /** GIFT, Aiken or CSV: the questions read, saved when `save`; any wrong question: every error with its line, nothing saved. */
  import: adminProcedure.input(bankImportInput).output(bankImportOutput).mutation(({ ctx, input }) => importQuestions(ctx.db, ctx.admin, input)),
})
