import { TRUE_FALSE_OPTIONS } from './gift-answers.ts'
import { writeTags } from './gift-tags.ts'
import { escapeGift, FORMAT_MARKER } from './gift-text.ts'
import type { PortableQuestion } from './types.ts'

// GIFT as Moodle imports it and as parseGift reads it back unchanged: the tags in a comment line,
// the statement marked `[markdown]`, one answer per line, every text escaped on one line.

/** A weight-like `%50%` or a format marker at the start of an answer would be read as such. */
const LOOKS_WEIGHTED = /^\s*%[^%\s]*%/

/** An answer's text: escaped, behind `[markdown]` when it starts like a format marker. */
const answerText = (text: string) => (FORMAT_MARKER.test(text) ? '[markdown]' : '') + escapeGift(text)

/** The weights an all-or-nothing multiple answer is closest to in Moodle: rights share 100 %, a wrong costs it all. */
function weightsOf(question: PortableQuestion): number[] {
  if (question.weights) return question.weights
  const share = Number((100 / Math.max(question.correct.length, 1)).toFixed(5))
  return question.options.map((_, index) => (question.correct.includes(index) ? share : -100))
}

function answerLines(question: PortableQuestion): string[] {
  const { type, options, correct } = question
  if (type === 'numeric') return [`#${question.value ?? 0}:${question.tolerance}`]
  if (type === 'multiple') {
    const weights = weightsOf(question)
    return options.map((option, index) => `~%${weights[index] ?? 0}%${answerText(option)}`)
  }
  if (options.length === 2 && options[0] === TRUE_FALSE_OPTIONS[0] && options[1] === TRUE_FALSE_OPTIONS[1]) {
    return [correct[0] === 0 ? 'TRUE' : 'FALSE']
  }
  return options.map((option, index) => {
    const right = correct.includes(index)
    // tested on the text as written: `%\n%` is one once its line break is escaped
    const weight = LOOKS_WEIGHTED.test(escapeGift(option)) ? (right ? '%100%' : '%0%') : ''
    return `${right ? '=' : '~'}${weight}${answerText(option)}`
  })
}

function writeQuestion(question: PortableQuestion): string {
  const tags = writeTags(question)
  const title = question.title ? `::${escapeGift(question.title)}::` : ''
  const feedback = question.explanation ? [`\t####${answerText(question.explanation)}`] : []
  return [
    ...(tags ? [tags] : []),
    `${title}[markdown]${escapeGift(question.statement)} {`,
    ...answerLines(question).map((line) => `\t${line}`),
    ...feedback,
    '}',
  ].join('\n')
}

/** The questions as a GIFT file (UTF-8 text), a blank line between two questions. */
export function writeGift(questions: PortableQuestion[]): string {
  return `${questions.map(writeQuestion).join('\n\n')}\n`
}
