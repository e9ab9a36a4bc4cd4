import { EXAM_RULES, type Question, type QuestionImage, type QuestionInput, type QuestionType, questionsInput } from '@tutorat/contracts'
import type { z } from 'zod'
import { decimalOf } from './settings-form.ts'
import { serverIssues } from './server-issues.ts'

// The question list as the editor's inputs hold it (strings, a « right » mark per option), what it
// becomes for `exams.saveQuestions`, and the contract's refusals put back on each question.

export interface OptionDraft {
  text: string
  right: boolean
  /** its percentage of the points on a weighted multiple question (DESIGN §19), '' for 0 */
  weight: string
}

export interface QuestionDraft {
  /** the id of a question the editor loaded; null for a new one (or a copy) */
  question_id: number | null
  type: QuestionType
  statement: string
  options: OptionDraft[]
  /** a multiple question marked by each option's percentage rather than all or nothing */
  weighted: boolean
  value: string
  tolerance: string
  points: string
  explanation: string
  image: QuestionImage | null
  /** where the preview finds the figure (never sent) */
  image_url: string | null
  /** the topic a bank copy came with (not edited here, sent back as it came) */
  topic: string | null
}

export interface QuestionsDraft {
  questions: QuestionDraft[]
}

const NEW_OPTIONS = 4

/** The public address of an uploaded figure (the server's `uploadUrl`). */
export const figureUrl = (image: QuestionImage | null) => (image ? `/uploads/${image.key}` : null)

const decimalText = (value: number) => String(value).replace('.', ',')
export const newOption = (): OptionDraft => ({ text: '', right: false, weight: '' })

export function newQuestion(): QuestionDraft {
  return {
    question_id: null,
    type: 'single',
    statement: '',
    options: Array.from({ length: NEW_OPTIONS }, newOption),
    weighted: false,
    value: '',
    tolerance: '0',
    points: '1',
    explanation: '',
    image: null,
    image_url: null,
    topic: null,
  }
}

/** A saved question (`question_id` kept) or an imported one (new) as the editor shows it. */
export function questionDraftOf(question: Question | QuestionInput): QuestionDraft {
  const numeric = question.type === 'numeric'
  const weights = question.type === 'multiple' ? (question.weights ?? null) : null
  return {
    question_id: question.id ?? null,
    type: question.type,
    statement: question.statement,
    // a numeric question keeps two empty options, ready if its type changes
    options: numeric
      ? newQuestion().options.slice(0, EXAM_RULES.minOptions)
      : question.options.map((text, index) => ({ text, right: question.correct.includes(index), weight: weights ? decimalText(weights[index] ?? 0) : '' })),
    weighted: weights !== null,
    value: question.value === null ? '' : decimalText(question.value),
    tolerance: decimalText(question.tolerance),
    points: decimalText(question.points),
    explanation: question.explanation,
    image: question.image,
    image_url: figureUrl(question.image),
    topic: question.topic ?? null,
  }
}

/** A copy placed after the original: a new question for the server. */
export const copyOf = (draft: QuestionDraft): QuestionDraft => ({ ...draft, question_id: null, options: draft.options.map((option) => ({ ...option })) })

/** A weighted option's percentage: empty is 0, a typo stays NaN for the contract to refuse. */
export const weightOf = (option: OptionDraft) => (option.weight.trim() === '' ? 0 : decimalOf(option.weight))

/** Whether an option counts as a right answer: its mark, or a positive percentage when weighted. */
export const isRight = (draft: Pick<QuestionDraft, 'type' | 'weighted'>, option: OptionDraft) => (draft.type === 'multiple' && draft.weighted ? weightOf(option) > 0 : option.right)

/** What the contract receives: the options and marks (or percentages) of a choice question, the value of a numeric one. */
export function questionInputOf(draft: QuestionDraft): z.input<typeof questionsInput>['questions'][number] {
  const numeric = draft.type === 'numeric'
  const weighted = draft.type === 'multiple' && draft.weighted
  return {
    ...(draft.question_id === null ? {} : { id: draft.question_id }),
    type: draft.type,
    statement: draft.statement,
    options: numeric ? [] : draft.options.map((option) => option.text),
    correct: numeric ? [] : draft.options.flatMap((option, index) => (isRight(draft, option) ? [index] : [])),
    weights: weighted ? draft.options.map(weightOf) : null,
    topic: draft.topic,
    value: numeric ? (draft.value.trim() === '' ? null : decimalOf(draft.value)) : null,
    tolerance: numeric && draft.tolerance.trim() !== '' ? decimalOf(draft.tolerance) : 0,
    points: decimalOf(draft.points),
    explanation: draft.explanation,
    image: draft.image,
  }
}

/** What can be wrong with one question, each under the input it is about. */
export interface QuestionErrors {
  /** about the question as a whole (an id the server does not know) */
  question?: string
  type?: string
  statement?: string
  /** about the options as a group: their number, the right answers */
  options?: string
  /** about one option, by its index */
  option?: Record<number, string>
  /** about one option's percentage (a weighted question), by its index */
  weight?: Record<number, string>
  value?: string
  tolerance?: string
  points?: string
  explanation?: string
  image?: string
}

export interface ListErrors {
  /** about the list as a whole (too many questions, a published exam emptied) */
  list?: string
  byIndex: Record<number, QuestionErrors>
}

type SimpleKey = Exclude<keyof QuestionErrors, 'option' | 'weight'>
const SIMPLE_KEYS = new Set<string>(['type', 'statement', 'options', 'value', 'tolerance', 'points', 'explanation', 'image'])

/** Where an issue's path (after `questions`) lands; the first issue of an input wins. */
function place(errors: ListErrors, path: readonly (string | number)[], message: string) {
  const [index, key, optionIndex] = path
  if (index === undefined) {
    errors.list ??= message
    return
  }
  const question = (errors.byIndex[Number(index)] ??= {})
  if ((key === 'options' || key === 'weights') && optionIndex !== undefined) {
    const slot = key === 'options' ? 'option' : 'weight'
    question[slot] ??= {}
    question[slot][Number(optionIndex)] ??= message
    return
  }
  // the percentages as a whole (their number) are about the options
  const slot: SimpleKey = key === 'correct' || key === 'weights' ? 'options' : typeof key === 'string' && SIMPLE_KEYS.has(key) ? (key as SimpleKey) : 'question'
  question[slot] ??= message
}

/** The contract's verdict on the whole list, before anything is sent. */
export function checkQuestions(drafts: readonly QuestionDraft[]): ListErrors {
  const errors: ListErrors = { byIndex: {} }
  const result = questionsInput.shape.questions.safeParse(drafts.map(questionInputOf))
  for (const issue of result.error?.issues ?? []) place(errors, issue.path.filter((key) => typeof key !== 'symbol'), issue.message)
  return errors
}

/** Refusals whose paths start at the list (`3.correct`), each put under its input; null when none. */
export function listErrorsOf(issues: readonly { path: readonly (string | number)[]; message: string }[]): ListErrors | null {
  const errors: ListErrors = { byIndex: {} }
  for (const { path, message } of issues) place(errors, path, message)
  return issues.length > 0 ? errors : null
}

/** The server's refusals of `exams.saveQuestions` that name a question (`questions.3.correct`), or the list. */
export const serverListErrors = (error: unknown): ListErrors | null =>
  listErrorsOf(serverIssues(error).flatMap(({ path: [first, ...rest], message }) => (first === 'questions' ? [{ path: rest, message }] : [])))

export const hasErrors = (errors: ListErrors) => Boolean(errors.list) || Object.keys(errors.byIndex).length > 0

/** « Question 2, 5 » for the save bar's alert. */
export function faultyQuestions(errors: ListErrors): string {
  const numbers = Object.keys(errors.byIndex)
    .map((index) => Number(index) + 1)
    .sort((a, b) => a - b)
  return numbers.length === 1 ? `la question ${numbers[0]}` : `les questions ${numbers.join(', ')}`
}
