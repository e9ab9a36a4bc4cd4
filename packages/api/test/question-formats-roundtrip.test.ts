import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseGift, type PortableQuestion, writeGift } from '../src/domain/question-formats/index.ts'

// DESIGN §19: a bank exported to GIFT and imported back is the same bank, whatever its texts hold:
// GIFT's own signs `{}=~#:\`, LaTeX, line breaks, things that look like weights, format markers,
// comments or titles.

const HOSTILE = [
  '{', '}', '=', '~', '#', '####', ':', '::', '\\', '\\\\', '\\n', '\\{', '\\}', '\\:', '%', '%50%', '%-100%', '%\n%',
  '[html]', '[markdown]', '//', '->', '$CATEGORY:', 'T', 'TRUE', '_____', '\n', '\n\n', '\n// ', ' ', '\t',
  '$\\frac{a}{b}$', '$$\\sum_{k=0}^{n} \\binom{n}{k} = 2^n$$', '$x \\in \\mathbb{R}$', '\\nu', '\\neq', '\\\\[2mm]',
  'Énoncé', 'l’élève', '« guillemets »', '&', '<b>', 'é', '😀', 'ع', '\u00a0',
]
const token = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ minLength: 1, maxLength: 6 }))
/** A text as the platform stores it: trimmed, never empty. */
const text = (maxTokens: number) =>
  fc
    .array(token, { minLength: 1, maxLength: maxTokens })
    .map((tokens) => tokens.join('').replace(/\r/g, '').trim())
    .filter((value) => value !== '')

const tagName = fc.stringMatching(/^[A-Za-zÀÉÈéèêàçô0-9'() .-]{1,24}$/).map((value) => value.trim()).filter((value) => value !== '')
const tags = fc.record({
  topic: fc.option(tagName, { nil: null }),
  difficulty: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  concours: fc.option(fc.constantFrom('ENSA', 'ENSAM', 'Médecine', 'ENCG', 'CPGE (MP)'), { nil: null }),
  year: fc.option(fc.integer({ min: 1990, max: 2030 }), { nil: null }),
})
const notMinusZero = (value: number) => (Object.is(value, -0) ? 0 : value)
const common = fc.record({
  title: fc.option(text(4), { nil: null }),
  statement: text(12),
  points: fc.integer({ min: 1, max: 400 }).map((quarters) => quarters / 4),
  explanation: fc.oneof(fc.constant(''), text(8)),
  tags,
})
const options = fc.array(text(5), { minLength: 2, maxLength: 8 })

const single = fc.tuple(common, options, fc.nat()).map(([base, list, pick]): PortableQuestion => ({
  ...base,
  type: 'single',
  options: list,
  correct: [pick % list.length],
  weights: null,
  value: null,
  tolerance: 0,
}))

/** Weights as Moodle wants them: the right options share 100 %, the wrong ones 0 or a penalty. */
const multiple = fc
  .tuple(common, options, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 8, maxLength: 8 }), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.boolean())
  .map(([base, list, shares, rights, allOrNothing]): PortableQuestion => {
    const right = list.map((_, index) => rights[index] === true || index === 0)
    const total = list.reduce((sum, _, index) => sum + (right[index] ? (shares[index] ?? 1) : 0), 0)
    const weights = list.map((_, index) => (right[index] ? ((shares[index] ?? 1) * 100) / total : -(shares[index] ?? 0)))
    const correct = list.flatMap((_, index) => (right[index] ? [index] : []))
    return { ...base, type: 'multiple', options: list, correct, weights: allOrNothing ? null : weights, value: null, tolerance: 0 }
  })

const numeric = fc
  .tuple(common, fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1e6, noNaN: true })))
  .map(([base, value, tolerance]): PortableQuestion => ({
    ...base,
    type: 'numeric',
    options: [],
    correct: [],
    weights: null,
    value: notMinusZero(value),
    tolerance: notMinusZero(tolerance),
  }))

const question = fc.oneof(single, multiple, numeric)

describe('GIFT round trip', () => {
  it('parse(writeGift(questions)) gives the questions back, each at the line it was written on', () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 6 }), (questions) => {
        const written = writeGift(questions)
        const result = parseGift(written)
        if (!result.ok) throw new Error(`${JSON.stringify(result.errors)}\n${written}`)
        expect(result.questions.map(({ line: _, ...rest }) => rest)).toEqual(questions)
        const lines = written.split('\n')
        for (const parsed of result.questions) expect(lines[parsed.line - 1]).toMatch(/^(?:::|\[markdown\])/)
      }),
      { numRuns: 400 },
    )
  })

  it('writes every question on lines that are never blank nor comments but its tags', () => {
    fc.assert(
      fc.property(question, (one) => {
        const lines = writeGift([one]).trimEnd().split('\n')
        expect(lines.every((line) => line.trim() !== '')).toBe(true)
        expect(lines.slice(1).every((line) => !line.trim().startsWith('//'))).toBe(true)
      }),
    )
  })
})
