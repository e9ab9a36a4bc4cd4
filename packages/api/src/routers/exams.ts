import {
  adminExamDetailSchema,
  attemptMessageOutput,
  attemptSchema,
  attemptSummarySchema,
  csvImportInput,
  csvImportOutput,
  examCreateInput,
  examListInput,
  examListOutput,
  examMessageOutput,
  examResultsInput,
  examResultsExportSchema,
  examResultsSchema,
  examUpdateInput,
  figureInput,
  figureOutput,
  idParam,
  messageOutput,
  publicExamSchema,
  questionsInput,
  saveAnswerInput,
  saveAnswerOutput,
  sectionsInput,
  examExportInput,
  examExportOutput,
  mySeriesStandingOutput,
  practiceSchema,
  practiceStartInput,
  practiceSubmitInput,
  seriesCreateInput,
  seriesListOutput,
  seriesSchema,
  seriesStandingsInput,
  seriesStandingsOutput,
  studentExamSchema,
  studentExamsInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { listAdminExams, loadAdminExam } from '../domain/exams/admin-queries.ts'
import { loadAttempt, nextSection, saveAnswer, startAttempt, submitAttempt } from '../domain/exams/attempts.ts'
import { loadPractice, startPractice, submitPractice } from '../domain/exams/practice.ts'
import { saveSections } from '../domain/exams/sections.ts'
import { createSeries, listSeries, mySeriesStanding, seriesStandings } from '../domain/exams/series.ts'
import { exportExam } from '../domain/question-bank/transfer.ts'
import { parseQuestionsCsv } from '../domain/exams/csv.ts'
import { uploadFigure } from '../domain/exams/figure.ts'
import { createExam, deleteExam, saveQuestions, updateExam } from '../domain/exams/manage.ts'
import { examResults } from '../domain/exams/results.ts'
import { examResultsExport } from '../domain/exams/results-export.ts'
import { listMyAttempts, listPublicExams, listStudentExams } from '../domain/exams/student.ts'
import { examProcedure } from '../limits/middleware.ts'
import { adminProcedure, publicProcedure, router, studentProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })

/**
 * Concours blancs and course quizzes (DESIGN §13). Admins manage the exams of their courses and
 * the standalone ones they created (super admins all); a student reaches the exams they may take
 * and only their own attempts (another's id answers like a missing one). The server owns time and
 * never sends a correction before the review policy allows.
 */
export const examsRouter = router({
  list: adminProcedure.input(examListInput).output(examListOutput).query(({ ctx, input }) => listAdminExams(ctx.db, ctx.admin, input)),
  get: adminProcedure.input(byId).output(adminExamDetailSchema).query(({ ctx, input }) => loadAdminExam(ctx.db, ctx.admin, input.id)),
  create: adminProcedure.input(examCreateInput).output(examMessageOutput).mutation(({ ctx, input }) => createExam(ctx.db, ctx.admin, input)),
  update: adminProcedure.input(examUpdateInput).output(examMessageOutput).mutation(({ ctx, input }) => updateExam(ctx.db, ctx.admin, input)),
  delete: adminProcedure.input(byId).output(messageOutput).mutation(({ ctx, input }) => deleteExam(ctx.db, ctx.admin, input.id)),
  saveQuestions: adminProcedure
    .input(questionsInput)
    .output(examMessageOutput)
    .mutation(({ ctx, input }) => saveQuestions(ctx.db, ctx.admin, input.id, input.questions)),
  /** DESIGN §19: the ordered sections, each with its time limit and chosen questions or a draw from the bank. */
  saveSections: adminProcedure
    .input(sectionsInput)
    .output(examMessageOutput)
    .mutation(({ ctx, input }) => saveSections(ctx.db, ctx.admin, input.id, input.sections)),
  /** Figure bytes arrive through the multipart REST shim (in-process caller); JSON cannot carry them. */
  uploadFigure: adminProcedure.input(figureInput).output(figureOutput).mutation(({ ctx, input }) => uploadFigure(ctx.db, ctx.files, ctx.admin, input.id, input.file)),
  /** Reads a pasted CSV series into questions for the editor to show before saving. */
  importCsv: adminProcedure.input(csvImportInput).output(csvImportOutput).mutation(({ input }) => ({ questions: parseQuestionsCsv(input.csv) })),
  /** One page of ranked copies, the success rate of each question, the spread of the scores (DESIGN §20). */
  results: adminProcedure.input(examResultsInput).output(examResultsSchema).query(({ ctx, input }) => examResults(ctx.db, ctx.admin, input)),
  /** Every copy, ranked, with its points per section and accuracy per topic: what the REST shim writes as CSV. */
  exportResults: adminProcedure.input(byId).output(examResultsExportSchema).query(({ ctx, input }) => examResultsExport(ctx.db, ctx.admin, input.id)),

  /** DESIGN §19: the exam's questions as a GIFT file or a QTI 2.1 package (base64). */
  export: adminProcedure.input(examExportInput).output(examExportOutput).query(({ ctx, input }) => exportExam(ctx.db, ctx.admin, input.id, input.format)),
  seriesList: adminProcedure.output(seriesListOutput).query(({ ctx }) => listSeries(ctx.db, ctx.admin)),
  seriesCreate: adminProcedure
    .input(seriesCreateInput)
    .output(z.object({ message: z.string(), series: seriesSchema }))
    .mutation(({ ctx, input }) => createSeries(ctx.db, ctx.admin, input.title)),
  /** One page of a series' standings: each student's notes over 20 added up, ranked. */
  seriesStandings: adminProcedure.input(seriesStandingsInput).output(seriesStandingsOutput).query(({ ctx, input }) => seriesStandings(ctx.db, ctx.admin, input)),

  /** Free public concours blancs for /cours-gratuits: what a visitor may read before signing up. */
  publicList: publicProcedure.output(z.array(publicExamSchema)).query(({ ctx }) => ctx.publicCache.read('exams.publicList', () => listPublicExams(ctx.db))),
  available: studentProcedure
    .input(studentExamsInput)
    .output(z.array(studentExamSchema))
    .query(({ ctx, input }) => listStudentExams(ctx.db, ctx.student.id, input.course_id)),
  myAttempts: studentProcedure.output(z.array(attemptSummarySchema)).query(({ ctx }) => listMyAttempts(ctx.db, ctx.student.id)),
  start: examProcedure.input(byId).output(attemptSchema).mutation(({ ctx, input }) => startAttempt(ctx.db, ctx.student.id, input.id)),
  attempt: studentProcedure.input(byId).output(attemptSchema).query(({ ctx, input }) => loadAttempt(ctx.db, ctx.student.id, input.id)),
  saveAnswer: examProcedure
    .input(saveAnswerInput)
    .output(saveAnswerOutput)
    .mutation(({ ctx, input }) => saveAnswer(ctx.db, ctx.student.id, input.id, input.question_id, input.answer, new Date(), input.flagged)),
  /** Closes the open section now and opens the next; after the last one, hands the paper in. */
  nextSection: examProcedure.input(byId).output(attemptMessageOutput).mutation(({ ctx, input }) => nextSection(ctx.db, ctx.student.id, input.id)),
  submit: examProcedure.input(byId).output(attemptMessageOutput).mutation(({ ctx, input }) => submitAttempt(ctx.db, ctx.student.id, input.id)),
  /** « S'entraîner sur mes points faibles »: ten bank questions of the copy's weak topics, untimed, never ranked. */
  startPractice: examProcedure.input(practiceStartInput).output(practiceSchema).mutation(({ ctx, input }) => startPractice(ctx.db, ctx.student.id, input.attempt_id)),
  practice: studentProcedure.input(byId).output(practiceSchema).query(({ ctx, input }) => loadPractice(ctx.db, ctx.student.id, input.id)),
  submitPractice: examProcedure
    .input(practiceSubmitInput)
    .output(practiceSchema)
    .mutation(({ ctx, input }) => submitPractice(ctx.db, ctx.student.id, input.id, input.answers)),
  /** The student's own standing in a series they took part in. */
  mySeriesStanding: studentProcedure.input(byId).output(mySeriesStandingOutput).query(({ ctx, input }) => mySeriesStanding(ctx.db, ctx.student.id, input.id)),
})
