import { EXAM_RULES } from '@tutorat/contracts'
import { beforeUnescaped, giftNumber, giftText, indexOfUnescaped, positionsUnescaped } from './gift-text.ts'
import { FORMAT_MESSAGES as M } from './messages.ts'
import type { PortableQuestion } from './types.ts'

// The answer part of a GIFT question, between `{` and `}` once the general feedback `####…` is cut
// off. Per-answer feedback (`#…`) has no place on the platform and is left aside.

/** What the answers say about a question, or why they cannot be read. */
export type Answers = Pick<PortableQuestion, 'type' | 'options' | 'correct' | 'weights' | 'value' | 'tolerance'> | { error: string }

const TRUE_FALSE: Record<string, boolean> = { t: true, true: true, f: false, false: false }
/** A true/false question becomes a single choice between these two options. */
export const TRUE_FALSE_OPTIONS = ['Vrai', 'Faux'] as const

/** `%50%` at the start of an answer: the weight (null without one, NaN when unreadable) and the rest. */
function splitWeight(raw: string): { weight: number | null; rest: string } {
  const match = /^\s*%([^%\s]*)%/.exec(raw)
  if (!match) return { weight: null, rest: raw }
  const value = giftNumber(match[1] ?? '')
  const weight = value !== null && value >= -100 && value <= 100 ? value : Number.NaN
  return { weight, rest: raw.slice(match[0].length) }
}

/** `=right`, `~wrong`, `~%50%weighted`: each answer with its sign; text before the first is an error. */
function splitAnswers(body: string, signs: string) {
  const starts = positionsUnescaped(body, signs)
  if (starts.length === 0 || body.slice(0, starts[0]).trim() !== '') return null
  return starts.map((start, index) => ({ sign: body[start] ?? '', ...readAnswer(body.slice(start + 1, starts[index + 1] ?? body.length)) }))
}

/** One answer after its sign: its weight and its text, without its feedback. */
function readAnswer(raw: string) {
  const { weight, rest } = splitWeight(raw)
  return { weight, text: giftText(beforeUnescaped(rest, '#')) }
}

function choice(body: string): Answers {
  const answers = splitAnswers(body, '=~')
  if (!answers) return { error: M.unknownType }
  if (answers.some((answer) => Number.isNaN(answer.weight))) return { error: M.weightInvalid }
  if (answers.some((answer) => answer.text === '')) return { error: M.optionEmpty }
  if (answers.length < EXAM_RULES.minOptions) return { error: M.tooFewOptions }
  if (answers.length > EXAM_RULES.maxOptions) return { error: M.tooManyOptions(answers.length) }
  const options = answers.map((answer) => answer.text)
  const rights = answers.flatMap((answer, index) => (answer.sign === '=' ? [index] : []))
  const base = { options, value: null, tolerance: 0 }
  if (rights.length > 0) {
    // Moodle: an `=` makes it a single choice; the others are wrong (weight 0 at most)
    if (rights.length > 1) return { error: M.singleTwoRight }
    const partial = answers.some((answer) => answer.weight !== null && answer.weight !== (answer.sign === '=' ? 100 : 0))
    return partial ? { error: M.singleWeighted } : { ...base, type: 'single', correct: rights, weights: null }
  }
  // only `~`: Moodle's multiple answers, each scored by its weight
  const weights = answers.map((answer) => answer.weight ?? 0)
  const correct = weights.flatMap((weight, index) => (weight > 0 ? [index] : []))
  if (correct.length === 0) return { error: M.noRightAnswer }
  const total = weights.reduce((sum, weight) => sum + Math.max(weight, 0), 0)
  if (Math.abs(total - 100) > 1) return { error: M.weightsTotal(Math.round(total * 100) / 100) }
  return { ...base, type: 'multiple', correct, weights }
}

/** A computed number without binary noise: twelve significant digits. */
const decimal = (value: number) => Number(value.toPrecision(12))

/** `3.14:0.01`, `1..5` or `42`: the value and its tolerance; a message when unreadable. */
function numericAnswer(raw: string): { value: number; tolerance: number } | string {
  const range = raw.split('..')
  if (range.length === 2) {
    const [min, max] = range.map((part) => giftNumber(part))
    if (min === null || max === null || min === undefined || max === undefined) return M.numericNoNumber
    if (min > max) return M.numericRange
    // `0.9..1.1` is 1 ± 0.1, not 1 ± 0.10000000000000003
    return { value: decimal((min + max) / 2), tolerance: decimal((max - min) / 2) }
  }
  const [valueText = '', toleranceText, ...extra] = raw.split(':')
  const value = giftNumber(valueText)
  const tolerance = toleranceText === undefined ? 0 : giftNumber(toleranceText)
  if (value === null || extra.length > 0) return M.numericNoNumber
  if (tolerance === null || tolerance < 0) return M.numericTolerance
  return { value, tolerance }
}

/** `#3.14:0.01`, `#1..5`, or several `#=3.14:0.01 =%50%3.1:0.1` (the `#` already cut off). */
function numeric(body: string): Answers {
  // `~` starts Moodle's feedback for any other answer: left aside
  const answersText = beforeUnescaped(body, '~').trim()
  const answers = answersText.startsWith('=') ? splitAnswers(answersText, '=') : [readAnswer(answersText)]
  const read = (answers ?? []).map((answer) => ({ weight: answer.weight, result: numericAnswer(answer.text) }))
  if (read.length === 0) return { error: M.numericNoNumber }
  const failed = read.find((answer) => typeof answer.result === 'string')
  if (failed && typeof failed.result === 'string') return { error: failed.result }
  if (read.some((answer) => Number.isNaN(answer.weight))) return { error: M.weightInvalid }
  if (read.some((answer) => answer.weight !== null && answer.weight > 0 && answer.weight < 100)) return { error: M.numericPartial }
  const full = read.flatMap((answer) => (answer.weight === null || answer.weight === 100) && typeof answer.result !== 'string' ? [answer.result] : [])
  const [first] = full
  if (!first) return { error: M.noRightAnswer }
  if (full.some((answer) => answer.value !== first.value || answer.tolerance !== first.tolerance)) return { error: M.numericTwoRight }
  return { type: 'numeric', options: [], correct: [], weights: null, value: first.value, tolerance: first.tolerance }
}

/** Moodle's order: essay, numeric, choice, matching, true/false, short answer. */
export function readAnswers(raw: string): Answers {
  const body = raw.trim()
  if (body === '') return { error: M.essay }
  if (body.startsWith('#')) return numeric(body.slice(1))
  if (indexOfUnescaped(body, '~') >= 0) return choice(body)
  if (indexOfUnescaped(body, '=') >= 0 && body.includes('->')) return { error: M.matching }
  const truth = TRUE_FALSE[beforeUnescaped(body, '#').trim().toLowerCase()]
  if (truth !== undefined) return { type: 'single', options: [...TRUE_FALSE_OPTIONS], correct: [truth ? 0 : 1], weights: null, value: null, tolerance: 0 }
  return { error: indexOfUnescaped(body, '=') >= 0 ? M.shortAnswer : M.unknownType }
}
