import { BANK_MESSAGES, type BankImportOutput, bankQuestionInput, type BankQuestionInput, type bankImportInput, type Question } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { parseQuestionsCsv } from '../exams/csv.ts'
import { loadManagedExamRow, versionOf } from '../exams/admin-queries.ts'
import type { Actor } from '../ownership.ts'
import { type FormatError, parseAiken, parseGift, type PortableQuestion, writeGift, writeQti } from '../question-formats/index.ts'
import { insertBankQuestions } from './manage.ts'

// DESIGN §19: GIFT and Aiken (the formats module parses them, pure), and today's CSV, into the
// bank; an exam out as GIFT or QTI 2.1. An import with any wrong question saves nothing and lists
// every error with its line.

type ImportInput = z.output<typeof bankImportInput>
/** what the bank's schema then checks: any shape, parsed from a file */
type Parsed = { ok: true; questions: { line: number; question: unknown }[] } | { ok: false; errors: FormatError[] }

/** A portable question as the bank's input (its tags, its weights). */
function fromPortable({ type, statement, options, correct, weights, value, tolerance, points, explanation, tags }: PortableQuestion) {
  return { type, statement, options, correct, weights, value, tolerance, points, explanation, ...tags }
}

/** CSV stays as the exam editor reads it (csv.ts): the first bad line, as a list of one. */
function parseCsv(text: string): Parsed {
  try {
    return { ok: true, questions: parseQuestionsCsv(text).map((question) => ({ line: 0, question: { ...question, difficulty: null, concours: null, year: null } })) }
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error
    const line = /^Ligne (\d+)/.exec(error.message)
    return { ok: false, errors: [{ line: line ? Number(line[1]) : 1, message: error.message }] }
  }
}

function parse(input: ImportInput): Parsed {
  if (input.format === 'csv') return parseCsv(input.text)
  const result = input.format === 'gift' ? parseGift(input.text) : parseAiken(input.text)
  if (!result.ok) return result
  return { ok: true, questions: result.questions.map((question) => ({ line: question.line, question: fromPortable(question) })) }
}

/** Each question checked as the bank checks one typed in the editor; every failure keeps its line. */
function validate(parsed: Extract<Parsed, { ok: true }>): { questions: BankQuestionInput[]; errors: FormatError[] } {
  const questions: BankQuestionInput[] = []
  const errors: FormatError[] = []
  for (const { line, question } of parsed.questions) {
    const checked = bankQuestionInput.safeParse(question)
    if (checked.success) questions.push(checked.data)
    else errors.push(...checked.error.issues.map((issue) => ({ line, message: issue.message })))
  }
  return { questions, errors }
}

export async function importQuestions(db: Database, actor: Actor, input: ImportInput): Promise<BankImportOutput> {
  if (input.text.trim() === '') return { ok: false, errors: [{ line: 1, message: BANK_MESSAGES.importEmpty }], message: BANK_MESSAGES.importEmpty }
  const parsed = parse(input)
  const { questions, errors } = parsed.ok ? validate(parsed) : { questions: [], errors: parsed.errors }
  if (errors.length > 0) return { ok: false, errors, message: BANK_MESSAGES.importInvalid(errors.length) }
  const saved = input.save ? (await db.transaction().execute((trx) => insertBankQuestions(trx, actor, questions))).length : 0
  return { ok: true, questions, saved, message: input.save ? BANK_MESSAGES.imported(saved) : `${questions.length} question${questions.length > 1 ? 's' : ''} lue${questions.length > 1 ? 's' : ''}.` }
}

/** The exam's questions for a file: the bank's tags where the question came from the bank. */
async function portableQuestions(db: Database, questions: readonly Question[]): Promise<PortableQuestion[]> {
  const bankIds = questions.flatMap((question) => (question.bank_id ? [question.bank_id] : []))
  const tags = new Map(
    (bankIds.length === 0 ? [] : await db.selectFrom('bank_questions').select(['id', 'difficulty', 'concours', 'year']).where('id', 'in', bankIds).execute()).map((row) => [row.id, row]),
  )
  return questions.map((question) => {
    const bank = question.bank_id ? tags.get(question.bank_id) : undefined
    return {
      type: question.type,
      title: null,
      statement: question.statement,
      options: question.options,
      correct: question.correct,
      weights: question.weights ?? null,
      value: question.value,
      tolerance: question.tolerance,
      points: question.points,
      explanation: question.explanation,
      tags: { topic: question.topic ?? null, difficulty: bank?.difficulty ?? null, concours: bank?.concours ?? null, year: bank?.year ?? null },
    }
  })
}

export async function exportExam(db: Database, actor: Actor, examId: number, format: 'gift' | 'qti') {
  const row = await loadManagedExamRow(db, actor, examId)
  const questions = await portableQuestions(db, versionOf(row).questions)
  if (format === 'gift') return { filename: `concours-${examId}.gift.txt`, content_type: 'text/plain; charset=utf-8', encoding: 'utf8' as const, content: writeGift(questions) }
  const bytes = writeQti(questions, { title: row.title, identifier: `concours-${examId}` })
  return { filename: `concours-${examId}-qti.zip`, content_type: 'application/zip', encoding: 'base64' as const, content: Buffer.from(bytes).toString('base64') }
}
