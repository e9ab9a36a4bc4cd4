import { z } from 'zod'
import { idParam, pagination, recordId, requiredText } from './common.ts'
import { tooLong } from './messages.ts'
import { localDateTime } from './sessions.ts'
import { ANSWER_OUTCOMES, ATTEMPT_STATUSES, EXAM_MESSAGES, EXAM_RULES, QUESTION_TYPES, REVIEW_POLICIES } from './exam-rules.ts'

// DESIGN §13: concours blancs and course quizzes, timed papers the server owns.

export * from './exam-rules.ts'

const M = EXAM_MESSAGES

// ── Questions ────────────────────────────────────────────────────────────────

const points = z.coerce.number({ error: M.pointsInvalid }).min(0.25, M.pointsInvalid).max(EXAM_RULES.maxPoints, M.pointsInvalid)
const optionIndex = z.number().int().min(0).max(EXAM_RULES.maxOptions - 1, M.correctOutOfRange)

/** A figure uploaded through the editor (`exams/…` in the public uploads). */
export const questionImage = z.object({
  key: z
    .string()
    .max(200, tooLong('La référence de la figure', 200))
    .regex(/^exams\/[A-Za-z0-9._-]+\.(?:jpg|png|gif|webp)$/, M.imageInvalid),
  width: z.number().int().min(1).max(20_000).nullable(),
  height: z.number().int().min(1).max(20_000).nullable(),
  variant_widths: z.array(z.number().int().min(1).max(20_000)).max(10).nullable(),
})
export type QuestionImage = z.infer<typeof questionImage>

/**
 * A question as the teacher writes it: Markdown with LaTeX (`$…$`, `$$…$$`) in the statement, the
 * options and the explanation. `correct` lists the indexes of the right options; a numeric
 * question is right within `value ± tolerance`.
 */
/** A question's fields, shared with the bank's (question-bank.ts adds the tags). */
export const questionFields = {
  /** kept from the list the editor loaded; absent for a new question */
  id: recordId().optional(),
  type: z.enum(QUESTION_TYPES, { error: 'Type de question inconnu.' }),
  statement: requiredText(M.statementRequired, 5000, 'L’énoncé'),
  options: z.array(requiredText(M.optionRequired, 1000, 'Une option')).max(EXAM_RULES.maxOptions, M.optionsCount).default([]),
  correct: z.array(optionIndex).max(EXAM_RULES.maxOptions).default([]),
  /** DESIGN §19: per-option percentages of the points (GIFT `~%50%`), a multiple question only; null: all or nothing */
  weights: z.array(z.number({ error: M.weightsInvalid }).finite().min(-100, M.weightsInvalid).max(100, M.weightsInvalid)).max(EXAM_RULES.maxOptions).nullable().optional(),
  value: z.number({ error: M.valueRequired }).finite().nullable().default(null),
  tolerance: z.number({ error: M.toleranceInvalid }).finite().min(0, M.toleranceInvalid).default(0),
  points: points.default(1),
  explanation: z.string().trim().max(5000, tooLong('L’explication', 5000)).default(''),
  image: questionImage.nullable().default(null),
}

type QuestionShape = { type: string; options: string[]; correct: number[]; value: number | null; weights?: number[] | null | undefined }
export function checkQuestion(q: QuestionShape, ctx: z.RefinementCtx) {
  if (q.type === 'numeric') {
    if (q.value === null) ctx.addIssue({ code: 'custom', path: ['value'], message: M.valueRequired })
    return
  }
  if (q.options.length < EXAM_RULES.minOptions) ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsCount })
  if (q.correct.length === 0) ctx.addIssue({ code: 'custom', path: ['correct'], message: M.correctRequired })
  if (q.type === 'single' && q.correct.length > 1) ctx.addIssue({ code: 'custom', path: ['correct'], message: M.singleOneCorrect })
  if (q.correct.some((index) => index >= q.options.length)) ctx.addIssue({ code: 'custom', path: ['correct'], message: M.correctOutOfRange })
  if (q.type === 'multiple' && q.weights && q.weights.length !== q.options.length) ctx.addIssue({ code: 'custom', path: ['weights'], message: M.weightsCount })
}

/**
 * A question as the teacher writes it: Markdown with LaTeX (`$…$`, `$$…$$`) in the statement, the
 * options and the explanation. `correct` lists the indexes of the right options; a numeric
 * question is right within `value ± tolerance`.
 */
export const questionInput = z
  .object({
    ...questionFields,
    /** the bank's topic (DESIGN §19), for the per-topic results */
    topic: z.string().trim().max(100, tooLong('Le thème', 100)).nullable().optional(),
  })
  .superRefine(checkQuestion)
export type QuestionInput = z.output<typeof questionInput>

/** A question of a version: what the server scores against (never sent to a student before review). */
export const questionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  statement: z.string(),
  options: z.array(z.string()),
  correct: z.array(z.number().int()),
  value: z.number().nullable(),
  tolerance: z.number(),
  points: z.number(),
  explanation: z.string(),
  image: questionImage.nullable(),
  /** DESIGN §19: per-option percentages (a weighted multiple question), the bank's topic and question it copies */
  weights: z.array(z.number()).nullable().optional(),
  topic: z.string().nullable().optional(),
  bank_id: z.number().int().nullable().optional(),
})
export type Question = z.infer<typeof questionSchema>

export const questionsInput = z.object({
  id: idParam,
  questions: z.array(questionInput).max(EXAM_RULES.maxQuestions, M.tooManyQuestions),
})

/** An answer: the chosen option indexes (possibly none), or a number; null clears it. */
export const answerValue = z.union([z.array(optionIndex).max(EXAM_RULES.maxOptions), z.number().finite(), z.null()], { error: M.answerInvalid })
export type AnswerValue = z.infer<typeof answerValue>

// ── Exams (back office) ──────────────────────────────────────────────────────

const timeLimit = z.coerce.number({ error: M.timeLimitInvalid }).int(M.timeLimitInvalid).min(1, M.timeLimitInvalid).max(EXAM_RULES.maxTimeLimitMinutes, M.timeLimitInvalid)
const maxAttempts = z.coerce.number({ error: M.maxAttemptsInvalid }).int(M.maxAttemptsInvalid).min(1, M.maxAttemptsInvalid).max(EXAM_RULES.maxAttempts, M.maxAttemptsInvalid)
const penalty = z.coerce.number({ error: M.penaltyInvalid }).min(0, M.penaltyInvalid).max(EXAM_RULES.maxPoints, M.penaltyInvalid)

const examFields = {
  title: requiredText(M.titleRequired, 200, 'Le titre'),
  description: z.string().trim().max(5000, tooLong('La description', 5000)).default(''),
  course_id: recordId(M.courseNotFound).nullable().default(null),
  is_public: z.boolean().default(false),
  time_limit_minutes: timeLimit,
  /** Casablanca wall-clock times (`datetime-local`), null: no bound */
  opens_at_local: localDateTime.nullable().default(null),
  closes_at_local: localDateTime.nullable().default(null),
  max_attempts: maxAttempts.default(1),
  shuffle_questions: z.boolean().default(false),
  shuffle_options: z.boolean().default(false),
  /** points taken off per wrong answer (a blank answer costs nothing) */
  penalty: penalty.default(0),
  review_policy: z.enum(REVIEW_POLICIES).default('after_submission'),
  published: z.boolean().default(false),
  /** DESIGN §19: the series the exam belongs to, if any */
  series_id: recordId(M.seriesNotFound).nullable().default(null),
}
function checkExamShape(value: { course_id?: number | null; is_public?: boolean; opens_at_local?: string | null; closes_at_local?: string | null }, ctx: z.RefinementCtx) {
  if (value.is_public && value.course_id) ctx.addIssue({ code: 'custom', path: ['is_public'], message: M.publicWithCourse })
  if (value.opens_at_local && value.closes_at_local && value.opens_at_local >= value.closes_at_local) {
    ctx.addIssue({ code: 'custom', path: ['closes_at_local'], message: M.windowInvalid })
  }
}
export const examCreateInput = z.object(examFields).superRefine(checkExamShape)
/** Every field may change; the server checks the merged result (window, public without a course). */
export const examUpdateInput = z.object({
  id: idParam,
  title: examFields.title.optional(),
  description: z.string().trim().max(5000, tooLong('La description', 5000)).optional(),
  course_id: recordId(M.courseNotFound).nullable().optional(),
  is_public: z.boolean().optional(),
  time_limit_minutes: timeLimit.optional(),
  opens_at_local: localDateTime.nullable().optional(),
  closes_at_local: localDateTime.nullable().optional(),
  max_attempts: maxAttempts.optional(),
  shuffle_questions: z.boolean().optional(),
  shuffle_options: z.boolean().optional(),
  penalty: penalty.optional(),
  review_policy: z.enum(REVIEW_POLICIES).optional(),
  published: z.boolean().optional(),
  series_id: recordId(M.seriesNotFound).nullable().optional(),
})

const examBase = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  course_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
  is_public: z.boolean(),
  time_limit_minutes: z.number().int(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  /** the window as Casablanca wall-clock times, computed by the server (a phone's zone data may be old) */
  opens_at_local: z.string().nullable(),
  closes_at_local: z.string().nullable(),
  max_attempts: z.number().int(),
  question_count: z.number().int(),
  max_score: z.number(),
  review_policy: z.enum(REVIEW_POLICIES),
})

export const adminExamSchema = examBase.extend({
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  penalty: z.number(),
  published: z.boolean(),
  attempt_count: z.number().int(),
  running_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  series_id: z.number().int().nullable().optional(),
})
export type AdminExam = z.infer<typeof adminExamSchema>

// ── Sections (DESIGN §19) ────────────────────────────────────────────────────

const tagText = (label: string) => z.string().trim().max(100, tooLong(label, 100))
/** N questions drawn from the admin's bank by tags; every student's draw is frozen in their attempt. */
export const drawInput = z.object({
  count: z.coerce.number({ error: M.drawCountInvalid }).int(M.drawCountInvalid).min(1, M.drawCountInvalid).max(EXAM_RULES.maxQuestions, M.drawCountInvalid),
  topic: tagText('Le thème').nullable().optional(),
  difficulty: z.coerce.number().int().min(1).max(5).nullable().optional(),
  concours: tagText('Le concours').nullable().optional(),
  year: z.coerce.number().int().min(1950).max(2100).nullable().optional(),
})
export const sectionInput = z
  .object({
    title: requiredText(M.sectionTitleRequired, 200, 'Le titre de la section'),
    time_limit_minutes: timeLimit,
    /** chosen questions: the exam's own (by id) or the bank's (copied into the exam) */
    question_ids: z.array(idParam).max(EXAM_RULES.maxQuestions, M.tooManyQuestions).optional(),
    draw: drawInput.optional(),
  })
  .superRefine((section, ctx) => {
    if ((section.question_ids === undefined) === (section.draw === undefined)) ctx.addIssue({ code: 'custom', path: ['question_ids'], message: M.sectionSource })
    else if (section.question_ids?.length === 0) ctx.addIssue({ code: 'custom', path: ['question_ids'], message: M.sectionEmpty })
  })
export const sectionsInput = z.object({
  id: idParam,
  sections: z.array(sectionInput).min(1, M.sectionsCount).max(EXAM_RULES.maxSections, M.sectionsCount),
})
/** A section as the exam's version keeps it: a draw holds its pool, the bank questions copied at save time. */
export const examSectionSchema = z.object({
  title: z.string(),
  time_limit_minutes: z.number().int(),
  question_ids: z.array(z.number().int()).nullable(),
  draw: z
    .object({
      count: z.number().int(),
      topic: z.string().nullable(),
      difficulty: z.number().int().nullable(),
      concours: z.string().nullable(),
      year: z.number().int().nullable(),
      pool: z.array(z.number().int()),
    })
    .nullable(),
})
export type ExamSection = z.infer<typeof examSectionSchema>

export const adminExamDetailSchema = adminExamSchema.extend({
  questions: z.array(questionSchema),
  /** null: one section holding every question (an exam without explicit sections) */
  sections: z.array(examSectionSchema).nullable().optional(),
})
export type AdminExamDetail = z.infer<typeof adminExamDetailSchema>

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
export const examListInput = pagination.extend({
  course_id: z.preprocess(emptyToUndefined, recordId().optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200, tooLong('La recherche', 200)).optional()),
})
export const examListOutput = z.object({ items: z.array(adminExamSchema), total: z.number().int() })
export const examMessageOutput = z.object({ message: z.string(), exam: adminExamDetailSchema })

export const figureInput = z.object({ id: idParam, file: z.instanceof(Uint8Array<ArrayBuffer>) })
export const figureOutput = z.object({ image: questionImage, url: z.string() })

export const csvImportInput = z.object({ csv: z.string({ error: M.csvEmpty }).max(EXAM_RULES.csvMaxChars, M.csvTooLarge) })
export const csvImportOutput = z.object({ questions: z.array(questionInput) })

// ── Results (back office) ────────────────────────────────────────────────────

export const examResultRowSchema = z.object({
  attempt_id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  student_email: z.string(),
  attempt_number: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
  max_score: z.number(),
  score_20: z.number().nullable(),
  /** among first attempts only; null for a later one or one still running */
  rank: z.number().int().nullable(),
  /** share of the other ranked copies scoring strictly lower, in whole percent (100 when alone); null when unranked */
  percentile: z.number().int().nullable(),
})
export const questionStatSchema = z.object({
  question_id: z.number().int(),
  position: z.number().int(),
  statement: z.string(),
  answered: z.number().int(),
  right: z.number().int(),
  partial: z.number().int(),
  wrong: z.number().int(),
  blank: z.number().int(),
  /** share of scored copies that got it fully right, 0–1 */
  success_rate: z.number(),
})
/** One page of the copies, ranked (DESIGN §20: never every copy at once); `q` finds a student by name or email. */
export const examResultsInput = pagination.extend({
  id: idParam,
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200, tooLong('La recherche', 200)).optional()),
})
export const examResultsSchema = z.object({
  exam: adminExamSchema,
  /** the page asked for, best score first */
  attempts: z.array(examResultRowSchema),
  /** copies matching `q` (every copy without it) */
  total: z.number().int(),
  /** the whole concours, whatever the page: copies, scored ones, running ones, the best note over 20 */
  summary: z.object({ copies: z.number().int(), scored: z.number().int(), running: z.number().int(), best_20: z.number().nullable() }),
  questions: z.array(questionStatSchema),
  /** how many scored copies fall in each band of two points over 20: [0,2), [2,4) … [18,20] */
  distribution: z.array(z.number().int()),
  average_20: z.number().nullable(),
  /** DESIGN §19: per section and per topic, over the scored copies */
  sections: z.array(z.object({ position: z.number().int(), title: z.string(), copies: z.number().int(), accuracy: z.number().nullable() })).optional(),
  topics: z.array(z.object({ topic: z.string(), copies: z.number().int(), accuracy: z.number().nullable() })).optional(),
})
export type ExamResults = z.infer<typeof examResultsSchema>
/**
 * Every copy for the CSV export (DESIGN §19): the columns an exam adds after the common ones, one
 * per section of its current version and one per topic its copies or its questions hold, and each
 * copy's figures in the same order (null: running, or not on that copy's paper).
 */
export const examResultsExportSchema = z.object({
  /** `max`: the section's points when every scored copy had the same, else null */
  sections: z.array(z.object({ position: z.number().int(), title: z.string(), max: z.number().nullable() })),
  topics: z.array(z.string()),
  rows: z.array(
    examResultRowSchema.extend({
      /** the copy's points in each section */
      section_points: z.array(z.number().nullable()),
      /** the copy's accuracy in each topic, in percent with one decimal (a negative total counts 0) */
      topic_percent: z.array(z.number().nullable()),
    }),
  ),
})
export type ExamResultsExport = z.infer<typeof examResultsExportSchema>

// ── Students ─────────────────────────────────────────────────────────────────

/** What a student sees of an exam in a list: their attempts so far and whether they may start. */
export const studentExamSchema = examBase.extend({
  attempts_used: z.number().int(),
  /** the running attempt to resume, if any */
  running_attempt_id: z.number().int().nullable(),
  /** best score over 20 of a scored attempt */
  best_score_20: z.number().nullable(),
  last_attempt_id: z.number().int().nullable(),
  /** `ouvert`: may start now; `a_venir`: before `opens_at`; `clos`: after `closes_at` */
  state: z.enum(['ouvert', 'a_venir', 'clos']),
})
export type StudentExam = z.infer<typeof studentExamSchema>

/** A public concours blanc as a visitor sees it on /cours-gratuits (no question, no answer). */
export const publicExamSchema = examBase.omit({ course_id: true, course_title: true })
export type PublicExam = z.infer<typeof publicExamSchema>

export const studentExamsInput = z.object({ course_id: z.preprocess(emptyToUndefined, recordId().optional()) }).default({})

/** A question during the attempt: the options in the attempt's order, each with its original index, nothing of the correction. */
export const paperQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  statement: z.string(),
  options: z.array(z.object({ index: z.number().int(), text: z.string() })),
  points: z.number(),
  image_url: z.string().nullable(),
  image_srcset: z.string().nullable(),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
  /** the section's position (1-based, DESIGN §19) */
  section: z.number().int().optional(),
})
export type PaperQuestion = z.infer<typeof paperQuestionSchema>

export const savedAnswerSchema = z.object({ question_id: z.number().int(), answer: answerValue, saved_at: z.string(), flagged: z.boolean().optional() })
export type SavedAnswer = z.infer<typeof savedAnswerSchema>

/** The correction of one question, sent only once the review policy allows. */
export const reviewItemSchema = z.object({
  question_id: z.number().int(),
  correct: z.array(z.number().int()),
  value: z.number().nullable(),
  tolerance: z.number(),
  explanation: z.string(),
  outcome: z.enum(ANSWER_OUTCOMES),
  points_awarded: z.number(),
})
export type ReviewItem = z.infer<typeof reviewItemSchema>

export const SECTION_STATES = ['a_venir', 'ouverte', 'close'] as const
export const attemptSectionSchema = z.object({
  position: z.number().int(),
  title: z.string(),
  time_limit_minutes: z.number().int(),
  state: z.enum(SECTION_STATES),
  opened_at: z.string().nullable(),
  deadline_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  question_count: z.number().int(),
  /** once the attempt is scored */
  score: z.number().nullable(),
  max_score: z.number(),
  /** points earned over the section's points (0–1), once scored */
  accuracy: z.number().nullable(),
})
export type AttemptSection = z.infer<typeof attemptSectionSchema>
export const topicResultSchema = z.object({ topic: z.string(), accuracy: z.number(), weak: z.boolean(), questions: z.number().int() })
export type TopicResult = z.infer<typeof topicResultSchema>

export const attemptSchema = z.object({
  id: z.number().int(),
  exam_id: z.number().int(),
  exam_title: z.string(),
  /** DESIGN §19: the series the exam belongs to (its standing: exams.mySeriesStanding), null when none */
  series_id: z.number().int().nullable().optional(),
  attempt_number: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  deadline_at: z.string(),
  submitted_at: z.string().nullable(),
  /** the server's clock when it answered: the timer corrects the phone's clock with it */
  server_now: z.string(),
  questions: z.array(paperQuestionSchema),
  answers: z.array(savedAnswerSchema),
  /** null until the attempt is scored */
  score: z.number().nullable(),
  max_score: z.number(),
  score_20: z.number().nullable(),
  rank: z.number().int().nullable(),
  ranked_count: z.number().int(),
  review_available: z.boolean(),
  /** why there is no review yet, in French (null when there is one) */
  review_note: z.string().nullable(),
  review: z.array(reviewItemSchema).nullable(),
  /** DESIGN §19: the sections in order with their server-owned windows (one for an exam without sections) */
  sections: z.array(attemptSectionSchema).optional(),
  /** share of the other ranked copies scoring strictly lower, whole percent; null when unranked */
  percentile: z.number().int().nullable().optional(),
  /** per-topic accuracy once scored (topics under 50 % are weak) */
  topics: z.array(topicResultSchema).optional(),
})
export type Attempt = z.infer<typeof attemptSchema>

export const attemptSummarySchema = attemptSchema.pick({
  id: true,
  exam_id: true,
  exam_title: true,
  attempt_number: true,
  status: true,
  started_at: true,
  deadline_at: true,
  submitted_at: true,
  score: true,
  max_score: true,
  score_20: true,
})
export type AttemptSummary = z.infer<typeof attemptSummarySchema>

/** `flagged`: « à revoir » (DESIGN §19), saved with the answer; absent keeps the flag as it was. */
export const saveAnswerInput = z.object({ id: idParam, question_id: idParam, answer: answerValue, flagged: z.boolean().optional() })
export const saveAnswerOutput = z.object({ question_id: z.number().int(), saved_at: z.string(), server_now: z.string(), flagged: z.boolean().optional() })
export const attemptMessageOutput = z.object({ message: z.string(), attempt: attemptSchema })

// ── Practice and series (DESIGN §19) ─────────────────────────────────────────

export const practiceStartInput = z.object({ attempt_id: idParam })
export const practiceSchema = z.object({
  id: z.number().int(),
  attempt_id: z.number().int(),
  topics: z.array(z.string()),
  questions: z.array(paperQuestionSchema),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
  max_score: z.number(),
  score_20: z.number().nullable(),
  review: z.array(reviewItemSchema).nullable(),
})
export type Practice = z.infer<typeof practiceSchema>
export const practiceSubmitInput = z.object({
  id: idParam,
  answers: z.array(z.object({ question_id: idParam, answer: answerValue })).max(EXAM_RULES.practiceSize * 2),
})

export const seriesCreateInput = z.object({ title: requiredText(M.seriesTitleRequired, 200, 'Le titre de la série') })
export const seriesSchema = z.object({ id: z.number().int(), title: z.string(), exam_count: z.number().int(), created_at: z.string() })
export const seriesListOutput = z.array(seriesSchema)
export const seriesStandingRowSchema = z.object({
  rank: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  /** the sum of the first attempts' notes over 20 across the series */
  total_20: z.number(),
  exams_taken: z.number().int(),
})
export const seriesStandingsInput = pagination.extend({ id: idParam })
export const seriesStandingsOutput = z.object({
  series: seriesSchema,
  exams: z.array(z.object({ id: z.number().int(), title: z.string() })),
  rows: z.array(seriesStandingRowSchema),
  total: z.number().int(),
})
/** What a student sees of a series: their own standing only (never another student's name). */
export const mySeriesStandingOutput = z.object({
  series: z.object({ id: z.number().int(), title: z.string() }),
  exams: z.array(z.object({ id: z.number().int(), title: z.string(), score_20: z.number().nullable() })),
  total_20: z.number(),
  rank: z.number().int(),
  ranked_count: z.number().int(),
  percentile: z.number().int(),
})
