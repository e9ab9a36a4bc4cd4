import type { QuestionType } from '@tutorat/contracts'

// DESIGN §19: questions as they travel between the platform and other tools (Moodle's GIFT and
// Aiken, QTI 2.1). Pure data: no database, no I/O.

/** The bank's tags (§19): every one optional. */
export interface PortableTags {
  topic: string | null
  /** 1–5 */
  difficulty: number | null
  concours: string | null
  year: number | null
}

/**
 * A question in a form every format can carry: Markdown with LaTeX (`$…$`, `$$…$$`) in the
 * statement, the options and the explanation, exactly as the platform stores them.
 */
export interface PortableQuestion {
  type: QuestionType
  /** GIFT's `::title::`; null when the file names none */
  title: string | null
  statement: string
  /** empty for a numeric question */
  options: string[]
  /** indexes of the right options; empty for a numeric question */
  correct: number[]
  /**
   * per-option percentages of the question's points for a multiple-answer question (GIFT
   * `~%50%…`, may be negative), one per option; null: all-or-nothing on `correct`
   */
  weights: number[] | null
  /** the expected number of a numeric question; null otherwise */
  value: number | null
  /** a numeric answer is right within `value ± tolerance` */
  tolerance: number
  points: number
  /** GIFT's general feedback `####…` */
  explanation: string
  tags: PortableTags
}

/** A parsed question and the 1-based line of the file where it starts. */
export type ParsedQuestion = PortableQuestion & { line: number }

export interface FormatError {
  /** 1-based line of the file */
  line: number
  /** in French */
  message: string
}

/** Every question of the file, or every error of the file (never a partial list of questions). */
export type ParseResult = { ok: true; questions: ParsedQuestion[] } | { ok: false; errors: FormatError[] }

export type ImportFormat = 'gift' | 'aiken'

/** What a QTI package is named by: the test's title and its identifier (letters, digits, `_`, `-`, `.`). */
export interface QtiMeta {
  title: string
  identifier: string
}
