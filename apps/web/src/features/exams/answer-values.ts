import type { AnswerValue, QuestionType } from '@tutorat/contracts'

// An answer is the list of the chosen options' original indexes, or a number; null: no answer.

export function isAnswered(answer: AnswerValue | undefined): boolean {
  if (answer === null || answer === undefined) return false
  return typeof answer === 'number' || answer.length > 0
}

export function sameAnswer(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

export const chosenOptions = (answer: AnswerValue | undefined): readonly number[] => (Array.isArray(answer) ? answer : [])

/** The answer after a tap on option `index`: one option for a single choice, a toggle for a multiple one (none left: no answer). */
export function withOption(answer: AnswerValue | undefined, type: QuestionType, index: number, checked: boolean): AnswerValue {
  if (type === 'single') return checked ? [index] : null
  const others = chosenOptions(answer).filter((chosen) => chosen !== index)
  const next = checked ? [...others, index].sort((x, y) => x - y) : others
  return next.length > 0 ? next : null
}

const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?$/i

/**
 * What the student typed in a numeric answer: `3,14` as well as `3.14` (French keyboards give a
 * comma), spaces between thousands allowed. `null`: the field is empty; `undefined`: not a number.
 */
export function parseDecimal(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return null
  if (!DECIMAL.test(compact)) return undefined
  const value = Number(compact.replace(',', '.'))
  return Number.isFinite(value) ? value : undefined
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 10, useGrouping: false })

/** A number as a French student writes it: « 3,14 ». */
export const formatDecimal = (value: number) => decimal.format(value)
