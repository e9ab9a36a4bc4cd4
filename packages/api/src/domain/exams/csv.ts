import { EXAM_MESSAGES, EXAM_RULES, type QuestionInput, type QuestionType, questionInput } from '@tutorat/contracts'
import { CsvError, parse } from 'csv-parse/sync'
import { badRequest } from '../../errors.ts'

// The series a teacher pastes (docs/exam-csv.md): one question per line, `;` or `,` between the
// columns, a header naming them. Parsed here, on the server, so the editor and any script agree.

const M = EXAM_MESSAGES
const OPTION_COLUMNS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const
const TYPES: Record<string, QuestionType> = {
  choix: 'single',
  unique: 'single',
  single: 'single',
  multiple: 'multiple',
  multiples: 'multiple',
  numerique: 'numeric',
  numeric: 'numeric',
}

/** `Énoncé` → `enonce`: headers and types are read without case or accents. */
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()

/** A French or English decimal: `0,5` and `0.5` alike. */
const decimal = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')))

function delimiterOf(header: string) {
  if (header.includes(';')) return ';'
  return header.includes('\t') ? '\t' : ','
}

/** `B`, `A,C` or `A C` → option indexes; null when unreadable. */
function letters(value: string): number[] | null {
  const parts = value.toUpperCase().split(/[\s,;/]+/).filter(Boolean)
  const indexes = parts.map((part) => (part.length === 1 ? part.charCodeAt(0) - 65 : -1))
  return indexes.length > 0 && indexes.every((index) => index >= 0 && index < OPTION_COLUMNS.length) ? indexes : null
}

function toQuestion(record: Record<string, string>, line: number): QuestionInput {
  const type = TYPES[plain(record.type ?? '')]
  if (!type) throw badRequest(M.csvLine(line, M.csvType))
  const answer = record.reponse ?? ''
  const options = OPTION_COLUMNS.map((column) => (record[column] ?? '').trim()).filter((text) => text !== '')
  const correct = type === 'numeric' ? [] : letters(answer)
  const value = type === 'numeric' ? decimal(answer) : null
  if (correct === null || (type === 'numeric' && (value === null || Number.isNaN(value)))) throw badRequest(M.csvLine(line, M.csvAnswer))
  const parsed = questionInput.safeParse({
    type,
    statement: record.enonce ?? '',
    options,
    correct,
    value,
    tolerance: decimal(record.tolerance ?? '') ?? 0,
    points: decimal(record.points ?? '') ?? 1,
    explanation: record.explication ?? '',
  })
  if (!parsed.success) throw badRequest(M.csvLine(line, parsed.error.issues[0]?.message ?? M.answerInvalid))
  return parsed.data
}


interface CsvRecord {
  record: string[]
  info: { lines: number }
  raw: string
}

/**
 * The line a record starts on. csv-parse counts up to the record's last line, and its raw text
 * holds the empty lines skipped before it and a quoted field's own line breaks.
 */
const startLine = (lines: number, raw: string) => lines - (raw.replace(/^\n+/, '').replace(/\n$/, '').match(/\n/g)?.length ?? 0)

const isBlank = (record: string[]) => record.every((field) => field.trim() === '')

function readRecords(text: string): CsvRecord[] {
  const header = text.split('\n').find((line) => line.trim() !== '') ?? ''
  try {
    // csv-parse's typings ignore `info` and `raw`, which wrap each record with its line and text
    const records: unknown = parse(text, { delimiter: delimiterOf(header), relax_column_count: true, skip_empty_lines: true, info: true, raw: true })
    return records as CsvRecord[]
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const { lines, raw } = error
    throw badRequest(M.csvLine(startLine(typeof lines === 'number' ? lines : 1, typeof raw === 'string' ? raw : ''), M.csvSyntax))
  }
}

/** The questions of a pasted CSV, or a French 400 naming the first bad line (as the teacher's editor numbers it). */
export function parseQuestionsCsv(csv: string): QuestionInput[] {
  // one kind of line break, so that the line numbers count what the teacher sees
  const text = csv.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (text.trim() === '') throw badRequest(M.csvEmpty)
  // a row of empty cells (a spreadsheet's trailing `;;;;`) is a blank line
  const [header, ...rows] = readRecords(text).filter((row) => !isBlank(row.record))
  const columns = header?.record.map(plain) ?? []
  if (!columns.includes('type') || !columns.includes('enonce') || !columns.includes('reponse')) throw badRequest(M.csvHeader)
  if (rows.length === 0) throw badRequest(M.csvEmpty)
  if (rows.length > EXAM_RULES.maxQuestions) throw badRequest(M.tooManyQuestions)
  return rows.map(({ record, info, raw }) =>
    toQuestion(Object.fromEntries(columns.map((name, index) => [name, record[index] ?? ''])), startLine(info.lines, raw)),
  )
}
