import { EXAM_RULES } from '@tutorat/contracts'
import { FORMAT_MESSAGES as M } from './messages.ts'
import type { FormatError, ParsedQuestion, ParseResult } from './types.ts'
import { finish, linesOf } from './validate.ts'

// Moodle's Aiken: the statement, options `A)` or `A.` one per line, then `ANSWER: B`. Blank lines
// are free. Read here too: `RÉPONSE :` for `ANSWER:`, and several letters (`ANSWER: A, C`) for a
// multiple-answer question scored all or nothing.

const OPTION = /^([A-Z])[.)](?:\s+(.*))?$/
const ANSWER = /^(?:ANSWER|R[ÉE]PONSE)\s*:\s*(.*)$/i

interface Draft {
  line: number
  statement: string[]
  options: string[]
  /** an error was already reported: the rest of the question is read without a word */
  broken: boolean
}

const LETTER_A = 'A'.charCodeAt(0)
const letterOf = (index: number) => String.fromCharCode(LETTER_A + index)

/** `B`, `A, C` or `A C` → option indexes; null when unreadable. */
function answerIndexes(text: string): number[] | null {
  const parts = text.toUpperCase().split(/[\s,;]+/).filter(Boolean)
  if (parts.length === 0 || parts.some((part) => !/^[A-Z]$/.test(part))) return null
  return [...new Set(parts.map((part) => part.charCodeAt(0) - LETTER_A))]
}

function complete(draft: Draft, answer: string, line: number, errors: FormatError[]): ParsedQuestion | null {
  const fail = (message: string, at = line) => {
    if (!draft.broken) errors.push({ line: at, message })
    return null
  }
  if (draft.options.length === 0) return fail(M.aikenAnswerWithoutOptions)
  if (draft.broken) return null
  if (draft.options.length < EXAM_RULES.minOptions) return fail(M.tooFewOptions, draft.line)
  if (draft.options.length > EXAM_RULES.maxOptions) return fail(M.tooManyOptions(draft.options.length), draft.line)
  const correct = answerIndexes(answer)
  if (!correct) return fail(M.aikenAnswerUnreadable)
  const unknown = correct.find((index) => index >= draft.options.length)
  if (unknown !== undefined) return fail(M.aikenAnswerUnknown(letterOf(unknown)))
  return {
    type: correct.length > 1 ? 'multiple' : 'single',
    title: null,
    statement: draft.statement.join('\n'),
    options: draft.options,
    correct,
    weights: null,
    value: null,
    tolerance: 0,
    points: 1,
    explanation: '',
    tags: { topic: null, difficulty: null, concours: null, year: null },
    line: draft.line,
  }
}

function addOption(draft: Draft, letter: string, text: string, line: number, errors: FormatError[]) {
  const expected = letterOf(draft.options.length)
  if (!draft.broken && letter !== expected) {
    errors.push({ line, message: M.aikenOrder(expected) })
    draft.broken = true
  }
  if (!draft.broken && text === '') {
    errors.push({ line, message: M.optionEmpty })
    draft.broken = true
  }
  draft.options.push(text)
}

/** The questions of an Aiken file, or every error of the file with its line. */
export function parseAiken(input: string): ParseResult {
  const errors: FormatError[] = []
  const questions: ParsedQuestion[] = []
  let draft: Draft | null = null
  const start = (line: number, statement: string[], broken = false): Draft => ({ line, statement, options: [], broken })
  for (const [index, raw] of linesOf(input).entries()) {
    const text = raw.trim()
    const line = index + 1
    if (text === '') continue
    const answer = ANSWER.exec(text)
    const option = OPTION.exec(text)
    if (answer) {
      const question = complete(draft ?? start(line, []), answer[1] ?? '', line, errors)
      if (question) questions.push(question)
      draft = null
    } else if (option) {
      if (!draft) errors.push({ line, message: M.aikenNoStatement })
      draft ??= start(line, [], true)
      addOption(draft, option[1] ?? '', (option[2] ?? '').trim(), line, errors)
    } else if (draft && draft.options.length > 0) {
      // a new statement while the previous question waits for its answer
      if (!draft.broken) errors.push({ line: draft.line, message: M.aikenNoAnswer })
      draft = start(line, [text])
    } else if (draft) draft.statement.push(text)
    else draft = start(line, [text])
  }
  if (draft && !draft.broken) errors.push({ line: draft.line, message: M.aikenNoAnswer })
  return finish(questions, errors)
}
