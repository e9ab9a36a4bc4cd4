import type { AnswerValue, Question } from '@tutorat/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxScoreOf, over20, scorePaper, scoreQuestion } from '../src/domain/exams/scoring.ts'
import { optionSeed, seededShuffle } from '../src/domain/exams/shuffle.ts'

// DESIGN §13's scoring rules as a table (the comment at the top of scoring.ts), then a property
// over random papers, then the seeded order of a shuffled paper.

const base = { statement: 'Énoncé', explanation: '', image: null, value: null, tolerance: 0 }
const single: Question = { ...base, id: 1, type: 'single', options: ['$0$', '$1$', '$e$'], correct: [1], points: 2 }
const multiple: Question = { ...base, id: 2, type: 'multiple', options: ['a', 'b', 'c', 'd'], correct: [0, 2, 3], points: 3 }
const thirds: Question = { ...base, id: 3, type: 'multiple', options: ['a', 'b', 'c', 'd'], correct: [0, 1, 2], points: 1 }
const numeric = (value: number, tolerance: number): Question => ({ ...base, id: 4, type: 'numeric', options: [], correct: [], value, tolerance, points: 1.5 })
const PENALTY = 0.5

describe('one question', () => {
  it.each<[string, Question, AnswerValue | undefined, string, number]>([
    ['single: the right option', single, [1], 'juste', 2],
    ['single: another option', single, [0], 'faux', -PENALTY],
    ['single: emptied', single, [], 'vide', 0],
    ['single: cleared (null)', single, null, 'vide', 0],
    ['single: never answered', single, undefined, 'vide', 0],
    ['single: a number for a choice', single, 1, 'vide', 0],
    ['multiple: exactly the right set', multiple, [0, 2, 3], 'juste', 3],
    ['multiple: the right set in another order', multiple, [3, 0, 2], 'juste', 3],
    ['multiple: two of the three right ones', multiple, [0, 3], 'partiel', 2],
    ['multiple: one of the three', multiple, [2], 'partiel', 1],
    ['multiple: a third of a point, rounded to 2 decimals', thirds, [1], 'partiel', 0.33],
    ['multiple: two thirds of a point', thirds, [0, 2], 'partiel', 0.67],
    ['multiple: right ones and a wrong one', multiple, [0, 2, 3, 1], 'faux', -PENALTY],
    ['multiple: only a wrong one', multiple, [1], 'faux', -PENALTY],
    ['multiple: emptied', multiple, [], 'vide', 0],
    ['numeric: exact', numeric(3.14159, 0.01), 3.14159, 'juste', 1.5],
    ['numeric: within the tolerance', numeric(3.14159, 0.01), 3.148, 'juste', 1.5],
    ['numeric: on the lower edge', numeric(3.14159, 0.01), 3.13159, 'juste', 1.5],
    ['numeric: on the upper edge', numeric(3.14159, 0.01), 3.15159, 'juste', 1.5],
    ['numeric: just past the edge', numeric(3.14159, 0.01), 3.1516, 'faux', -PENALTY],
    ['numeric: far off', numeric(3.14159, 0.01), 22 / 7 + 1, 'faux', -PENALTY],
    ['numeric: negative, on the edge', numeric(-2.5, 0.1), -2.4, 'juste', 1.5],
    ['numeric: negative, past the edge', numeric(-2.5, 0.1), -2.61, 'faux', -PENALTY],
    ['numeric: the sign forgotten', numeric(-2.5, 0.1), 2.5, 'faux', -PENALTY],
    ['numeric: tolerance 0, exact', numeric(12, 0), 12, 'juste', 1.5],
    ['numeric: tolerance 0, a hair off', numeric(12, 0), 12.000001, 'faux', -PENALTY],
    ['numeric: 1/3 typed as a long decimal', numeric(0.333, 0.001), 1 / 3, 'juste', 1.5],
    ['numeric: zero for a zero', numeric(0, 0), -0, 'juste', 1.5],
    ['numeric: a list for a number', numeric(12, 0), [1], 'vide', 0],
    ['numeric: cleared', numeric(12, 0), null, 'vide', 0],
  ])('%s → %s %d', (_label, question, answer, outcome, points) => {
    expect(scoreQuestion(question, answer, PENALTY)).toEqual({ outcome, points })
  })

  it('takes no point off a wrong answer when the penalty is 0', () => {
    for (const scored of [scoreQuestion(single, [2], 0), scoreQuestion(multiple, [1], 0), scoreQuestion(numeric(1, 0), 2, 0)]) {
      expect(scored.outcome).toBe('faux')
      expect(Math.abs(scored.points)).toBe(0)
    }
  })
})

describe('a whole paper', () => {
  const paper = [single, multiple, numeric(3.14159, 0.01)]
  const answers = (entries: [number, AnswerValue][]) => new Map(entries)

  it('adds the questions: 2 + 3·2/3 − 0.5 = 3.5 over 6.5, 10.77 over 20', () => {
    const scored = scorePaper(paper, answers([[1, [1]], [2, [0, 2]], [4, 3]]), PENALTY)
    expect(scored.score).toBe(3.5)
    expect(scored.max_score).toBe(6.5)
    expect(over20(scored.score, scored.max_score)).toBe(10.77)
    expect([...scored.questions.values()].map((q) => q.outcome)).toEqual(['juste', 'partiel', 'faux'])
  })

  it('counts blank questions as 0, not as wrong', () => {
    expect(scorePaper(paper, answers([[1, [1]]]), PENALTY).score).toBe(2)
    expect(scorePaper(paper, answers([]), PENALTY).score).toBe(0)
  })

  it('floors the total at 0 when the penalties outweigh the points', () => {
    const scored = scorePaper(paper, answers([[1, [0]], [2, [1]], [4, 99]]), 2)
    expect([...scored.questions.values()].reduce((sum, q) => sum + q.points, 0)).toBe(-6)
    expect(scored.score).toBe(0)
  })

  it('rounds the sum of partial credits to 2 decimals', () => {
    const three = [thirds, { ...thirds, id: 5 }, { ...thirds, id: 6 }]
    expect(scorePaper(three, answers([[3, [0]], [5, [1]], [6, [2]]]), 0).score).toBe(0.99)
  })

  it('ignores answers to questions that are not on the paper', () => {
    expect(scorePaper([single], answers([[1, [1]], [999, [0]]]), PENALTY)).toMatchObject({ score: 2, max_score: 2 })
  })

  it('shows the score over 20, rounded to 2 decimals; an empty paper (max 0) is 0, never NaN', () => {
    expect(over20(2.5, 5)).toBe(10)
    expect(over20(1, 3)).toBe(6.67)
    expect(over20(6.5, 6.5)).toBe(20)
    expect(over20(0, 0)).toBe(0)
    expect(scorePaper([], new Map(), PENALTY)).toMatchObject({ score: 0, max_score: 0 })
    expect(maxScoreOf([single, multiple, thirds])).toBe(6)
  })
})

// ── Property: whatever the questions and the answers, 0 ≤ score ≤ max ───────

const quarterPoints = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((n) => n / 4)

const choiceQuestion = fc
  .record({ type: fc.constantFrom('single' as const, 'multiple' as const), count: fc.integer({ min: 2, max: 8 }), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }) })
  .map(({ type, count, picks }) => {
    const correct = [...new Set(picks.map((pick) => pick % count))].sort((a, b) => a - b)
    return { type, options: Array.from({ length: count }, (_, i) => `option ${i}`), correct: type === 'single' ? correct.slice(0, 1) : correct, value: null, tolerance: 0 }
  })
const numericQuestion = fc.record({
  type: fc.constant('numeric' as const),
  options: fc.constant<string[]>([]),
  correct: fc.constant<number[]>([]),
  value: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  tolerance: fc.double({ min: 0, max: 100, noNaN: true }),
})
const question = fc.tuple(fc.oneof(choiceQuestion, numericQuestion), quarterPoints(0.25, 100))
const answer: fc.Arbitrary<AnswerValue | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { maxLength: 8 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
)

describe('any paper', () => {
  it('scores within [0, max], and each question within [−penalty, its points]', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(question, answer), { maxLength: 30 }), quarterPoints(0, 100), (items, penalty) => {
        const questions: Question[] = items.map(([[shape, points]], index) => ({ ...base, ...shape, id: index + 1, points }))
        const answers = new Map(items.flatMap(([, given], index) => (given === undefined ? [] : [[index + 1, given] as const])))
        const paper = scorePaper(questions, answers, penalty)
        expect(paper.score).toBeGreaterThanOrEqual(0)
        expect(paper.score).toBeLessThanOrEqual(paper.max_score)
        for (const q of questions) {
          const scored = paper.questions.get(q.id)
          expect(scored?.points).toBeGreaterThanOrEqual(-penalty)
          expect(scored?.points).toBeLessThanOrEqual(q.points)
        }
        const score20 = over20(paper.score, paper.max_score)
        expect(score20).toBeGreaterThanOrEqual(0)
        expect(score20).toBeLessThanOrEqual(20)
      }),
      { numRuns: 500 },
    )
  })
})

// ── The seeded shuffle ───────────────────────────────────────────────────────

describe('the seeded shuffle', () => {
  const items = Array.from({ length: 40 }, (_, i) => i + 1)

  it('gives the same order for the same seed (a reload, another device)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 2 }), (seed) => {
        expect(seededShuffle(items, seed)).toEqual(seededShuffle(items, seed))
      }),
    )
  })

  it('is a permutation: every item once, the input untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 0, max: 2 ** 31 - 2 }), (list, seed) => {
        const before = [...list]
        const shuffled = seededShuffle(list, seed)
        expect(list).toEqual(before)
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b))
      }),
    )
  })

  it('orders differently for different seeds, and each question’s options with its own seed', () => {
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => seededShuffle(items, seed).join(',')))
    expect(orders.size).toBe(50)
    // one attempt's seed gives each question's options their own order
    const optionOrders = new Set(Array.from({ length: 20 }, (_, questionId) => seededShuffle(items, optionSeed(12345, questionId)).join(',')))
    expect(optionOrders.size).toBe(20)
    expect(optionSeed(12345, 7)).toBe(optionSeed(12345, 7))
  })

  it('moves items about: over many seeds, each position holds many different items', () => {
    const first = new Set(Array.from({ length: 200 }, (_, seed) => seededShuffle(items, seed)[0]))
    expect(first.size).toBeGreaterThan(30)
  })
})
