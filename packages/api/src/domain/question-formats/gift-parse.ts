import { readAnswers } from './gift-answers.ts'
import { type CommentLine, readTags } from './gift-tags.ts'
import { giftText, indexOfUnescaped, positionsUnescaped, unescapeGift } from './gift-text.ts'
import { FORMAT_MESSAGES as M } from './messages.ts'
import type { FormatError, ParsedQuestion, ParseResult } from './types.ts'
import { finish, linesOf } from './validate.ts'

// Moodle's GIFT (docs.moodle.org « GIFT format »): questions separated by a blank line, `//`
// comment lines, `::title::`, the answers between `{` and `}`, `####` the general feedback.

type Line = CommentLine

/** The questions' blocks: lines between blank lines, comments apart. */
function blocks(lines: string[]): { body: Line[]; comments: Line[] }[] {
  const found: { body: Line[]; comments: Line[] }[] = []
  let current: { body: Line[]; comments: Line[] } | null = null
  lines.forEach((text, index) => {
    if (text.trim() === '') {
      current = null
      return
    }
    if (!current) {
      current = { body: [], comments: [] }
      found.push(current)
    }
    const line = { text, line: index + 1 }
    if (text.trim().startsWith('//')) current.comments.push(line)
    else current.body.push(line)
  })
  return found
}

/** The `{` and `}` of the answers; a message and its position when they do not pair once. */
function answerBraces(text: string, from: number): { open: number; close: number } | { error: string; at: number } {
  let open = -1
  let close = -1
  for (const at of positionsUnescaped(text.slice(from), '{}').map((offset) => offset + from)) {
    if (text[at] === '}') {
      if (open < 0 || close >= 0) return { error: open < 0 ? M.braceUnopened : M.braceTwice, at }
      close = at
    } else if (open >= 0) return { error: M.braceTwice, at }
    else open = at
  }
  if (open < 0) return { error: M.noAnswers, at: from }
  return close < 0 ? { error: M.braceUnclosed, at: open } : { open, close }
}

/** A question's title and where its text starts after it. */
function readTitle(text: string): { title: string | null; from: number } | null {
  const start = text.search(/\S/)
  if (!text.startsWith('::', start)) return { title: null, from: start }
  const end = indexOfUnescaped(text, '::', start + 2)
  if (end < 0) return null
  // Moodle reads no format marker in a title
  return { title: unescapeGift(text.slice(start + 2, end)).trim() || null, from: end + 2 }
}

function readQuestion(body: Line[], comments: Line[], errors: FormatError[]): ParsedQuestion | null {
  const text = body.map((line) => line.text).join('\n')
  const lineAt = (offset: number) => body[text.slice(0, offset).split('\n').length - 1]?.line ?? 1
  const line = body[0]?.line ?? 1
  const found = readTags(comments, errors)
  const title = readTitle(text)
  if (!title) return fail(errors, line, M.titleUnclosed)
  const braces = answerBraces(text, title.from)
  if ('error' in braces) return fail(errors, lineAt(braces.at), braces.error)
  const answers = readAnswers(splitFeedback(text.slice(braces.open + 1, braces.close)).answers)
  if ('error' in answers) return fail(errors, lineAt(braces.open), answers.error)
  const after = text.slice(braces.close + 1).trim()
  const before = text.slice(title.from, braces.open)
  // Moodle's « missing word »: answers inside the sentence leave a blank in the statement
  const statement = after === '' ? giftText(before) : `${giftText(before)} _____ ${giftText(after)}`
  const explanation = giftText(splitFeedback(text.slice(braces.open + 1, braces.close)).feedback)
  if (found.allOrNothing && answers.type !== 'multiple') return fail(errors, comments[0]?.line ?? line, M.tagScoringSingle)
  const weights = found.allOrNothing ? null : answers.weights
  return { ...answers, weights, title: title.title, statement, explanation, points: found.points ?? 1, tags: found.tags, line }
}

/** The answers and the general feedback after `####`. */
function splitFeedback(answers: string) {
  const at = indexOfUnescaped(answers, '####')
  return at < 0 ? { answers, feedback: '' } : { answers: answers.slice(0, at), feedback: answers.slice(at + 4) }
}

function fail(errors: FormatError[], line: number, message: string): null {
  errors.push({ line, message })
  return null
}

/** The questions of a GIFT file, or every error of the file with its line. */
export function parseGift(input: string): ParseResult {
  const errors: FormatError[] = []
  const questions: ParsedQuestion[] = []
  for (const { body, comments } of blocks(linesOf(input))) {
    if (body.length === 0) continue
    // a category line (`$CATEGORY: …`) names Moodle's folder: the bank files by tags instead
    if (body[0]?.text.trim().startsWith('$CATEGORY:')) continue
    const before = errors.length
    const question = readQuestion(body, comments, errors)
    if (question && errors.length === before) questions.push(question)
  }
  return finish(questions, errors)
}
