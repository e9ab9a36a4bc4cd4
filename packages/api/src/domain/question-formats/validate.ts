import { bankQuestionInput, EXAM_RULES } from '@tutorat/contracts'
import { FORMAT_MESSAGES as M } from './messages.ts'
import type { FormatError, ParsedQuestion, ParseResult } from './types.ts'

/** One kind of line break and no byte-order mark, so that line numbers count what the teacher sees. */
export const linesOf = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n')

/** The bank's own rules (lengths, points, options, weights, tags) on a question read without error, by its line. */
function platformErrors(question: ParsedQuestion): FormatError[] {
  const { type, statement, options, correct, weights, value, tolerance, points, explanation, tags } = question
  const parsed = bankQuestionInput.safeParse({ type, statement, options, correct, weights, value, tolerance, points, explanation, ...tags })
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ line: question.line, message: issue.message }))
}

/** Every question, or every error of the file by line: nothing is kept when anything is wrong. */
export function finish(questions: ParsedQuestion[], formatErrors: FormatError[]): ParseResult {
  const extra = questions[EXAM_RULES.maxQuestions]
  const errors = extra ? [...formatErrors, { line: extra.line, message: M.tooManyQuestions }] : [...formatErrors, ...questions.flatMap(platformErrors)]
  if (errors.length === 0 && questions.length === 0) errors.push({ line: 1, message: M.empty })
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) }
  return { ok: true, questions }
}
