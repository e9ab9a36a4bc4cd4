import {
  type AttemptSection,
  type Question,
  type TopicResult,
  type AnswerOutcome,
  type AnswerValue,
  type Attempt,
  type AttemptStatus,
  EXAM_MESSAGES,
  type PaperQuestion,
  type ReviewItem,
  type ReviewPolicy,
} from '@tutorat/contracts'
import { uploadUrl } from '../../files.ts'
import { imageOutput } from '../images/store.ts'
import { casablancaDateTime } from '../../morocco-month.ts'
import { over20 } from './scoring.ts'
import { optionSeed, seededShuffle } from './shuffle.ts'

const M = EXAM_MESSAGES

export interface PaperSettings {
  shuffle_questions: boolean
  shuffle_options: boolean
}

/** The questions as the student reads them: in the attempt's order (paperOrder), nothing of the correction. */
export function toPaper(questions: readonly Question[], settings: PaperSettings, seed: number, sectionOf: ReadonlyMap<number, number>): PaperQuestion[] {
  return questions.map((question, position) => {
    const options = question.options.map((text, index) => ({ index, text }))
    const image = question.image
    return {
      id: question.id,
      position: position + 1,
      type: question.type,
      statement: question.statement,
      options: settings.shuffle_options ? seededShuffle(options, optionSeed(seed, question.id)) : options,
      points: question.points,
      image_url: image ? uploadUrl(image.key) : null,
      ...imageOutput(image?.key ?? null, {
        image_width: image?.width ?? null,
        image_height: image?.height ?? null,
        image_variant_widths: image?.variant_widths ?? null,
      }),
      section: sectionOf.get(question.id) ?? 1,
    }
  })
}

export interface ReviewGate {
  review_policy: ReviewPolicy
  closes_at: string | null
}

/** Where the student stands on the exam: attempts still to take, and one running. */
export interface Standing {
  attempts_left: number
  running: boolean
}

const hidden = (note: string | null) => ({ available: false, note })

/**
 * Whether the correction may be shown now, and if not, why. DESIGN §13: never before the policy
 * allows; DESIGN §15: never between attempts — while the student may still take another one (or
 * has one running, even in its last 30 s of grace after the closing), every attempt's correction
 * stays hidden, whatever the policy.
 */
export function reviewState(exam: ReviewGate, status: AttemptStatus, standing: Standing, now: Date): { available: boolean; note: string | null } {
  if (status === 'en_cours') return hidden(null)
  if (exam.review_policy === 'never') return hidden(M.reviewNever)
  const closesAt = exam.closes_at ? casablancaDateTime.format(new Date(exam.closes_at)) : null
  const closed = exam.closes_at !== null && now.getTime() >= Date.parse(exam.closes_at)
  if (exam.review_policy === 'after_closing' && !closed) return hidden(closesAt ? M.reviewAtClosingOn(closesAt) : M.reviewAtClosing)
  if (standing.running) return hidden(M.reviewAfterRunning)
  if (!closed && standing.attempts_left > 0) return hidden(M.reviewAfterLastAttempt(standing.attempts_left, closesAt))
  return { available: true, note: null }
}

export interface ScoredAnswer {
  question_id: number
  outcome: string | null
  points: number | null
}

export function toReview(questions: readonly Question[], answers: readonly ScoredAnswer[]): ReviewItem[] {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]))
  return questions.map((question) => {
    const answer = byQuestion.get(question.id)
    return {
      question_id: question.id,
      correct: question.correct,
      value: question.value,
      tolerance: question.tolerance,
      explanation: question.explanation,
      outcome: (answer?.outcome ?? 'vide') as AnswerOutcome,
      points_awarded: Number(answer?.points ?? 0),
    }
  })
}

export interface AttemptRow {
  id: number
  exam_id: number
  exam_title: string
  /** the series the exam belongs to (the student's standing in it), null when none */
  series_id: number | null
  attempt_number: number
  status: string
  started_at: string
  deadline_at: string
  submitted_at: string | null
  score: number | null
  max_score: number
  seed: number
}

export interface AttemptParts {
  row: AttemptRow
  exam: PaperSettings & ReviewGate
  /** the paper in the student's order, and each question's section */
  paper: { questions: Question[]; section: ReadonlyMap<number, number> }
  sections: AttemptSection[]
  topics: TopicResult[]
  answers: readonly (ScoredAnswer & { answer: AnswerValue; saved_at: string; flagged: boolean })[]
  rank: { rank: number | null; count: number; percentile: number | null }
  standing: Standing
  now: Date
}

export function toAttempt({ row, exam, paper, sections, topics, answers, rank, standing, now }: AttemptParts): Attempt {
  const status = row.status as AttemptStatus
  const review = reviewState(exam, status, standing, now)
  const score = row.score === null ? null : Number(row.score)
  return {
    id: row.id,
    exam_id: row.exam_id,
    exam_title: row.exam_title,
    series_id: row.series_id,
    attempt_number: row.attempt_number,
    status,
    started_at: row.started_at,
    deadline_at: row.deadline_at,
    submitted_at: row.submitted_at,
    server_now: now.toISOString(),
    questions: toPaper(paper.questions, exam, row.seed, paper.section),
    answers: answers.map(({ question_id, answer, saved_at, flagged }) => ({ question_id, answer, saved_at, flagged })),
    score,
    max_score: Number(row.max_score),
    score_20: score === null ? null : over20(score, Number(row.max_score)),
    rank: rank.rank,
    ranked_count: rank.count,
    review_available: review.available,
    review_note: review.note,
    review: review.available ? toReview(paper.questions, answers) : null,
    sections,
    percentile: rank.percentile,
    topics,
  }
}

export const attemptGoneMessage = (status: string) => (status === 'expiree' ? M.attemptExpired : M.attemptSubmitted)
