import { parseAiken } from './aiken.ts'
import { parseGift } from './gift-parse.ts'
import type { ImportFormat, ParseResult } from './types.ts'

// DESIGN §19: questions in and out of the platform: Moodle's GIFT and Aiken, QTI 2.1. Pure: no
// database, no I/O. The choices (escapes, tags, weights, QTI package) are in docs/decisions.md, issue 32.
export type { FormatError, ImportFormat, ParsedQuestion, ParseResult, PortableQuestion, PortableTags, QtiMeta } from './types.ts'
export { FORMAT_MESSAGES } from './messages.ts'
export { TRUE_FALSE_OPTIONS } from './gift-answers.ts'
export { writeGift } from './gift-write.ts'
export { writeQti } from './qti.ts'
export { parseAiken, parseGift }

const PARSERS: Record<ImportFormat, (text: string) => ParseResult> = { gift: parseGift, aiken: parseAiken }

/** The questions of a GIFT or Aiken text, or every error with its line. */
export const parseQuestions = (format: ImportFormat, text: string): ParseResult => PARSERS[format](text)
