import type { AnswerOutcome, AnswerValue, Question } from '@tutorat/contracts'

// DESIGN §13, the scoring rules, pure so they are tested as a table:
// - single choice: the right option → its points; another → minus the penalty.
// - multiple choice: exactly the right set → its points; some right options and no wrong one →
//   the share of the right ones found (`partiel`); any wrong option → minus the penalty.
// - numeric: within `value ± tolerance` → its points; outside → minus the penalty.
// - no answer (or an emptied one) → 0. The paper's total is floored at 0, and shown over 20.

export interface QuestionScore {
  outcome: AnswerOutcome
  points: number
}

/** Two decimals, as the database keeps them (numeric(8,2)). */
export const round2 = (value: number) => Math.round(value * 100) / 100

// a float computed by the teacher's calculator (1/3 → 0.333) meets the tolerance's edge
const EPSILON = 1e-9

/**
 * DESIGN §19, a weighted multiple question (GIFT `~%50%`): the chosen options' percentages add up,
 * within −100 % and 100 % of its points; the exam's penalty does not apply on top of them.
 */
function scoreWeighted(question: Question, weights: readonly number[], chosen: number[]): QuestionScore {
  const sum = [...new Set(chosen)].reduce((total, index) => total + (weights[index] ?? 0), 0)
  const fraction = Math.max(-1, Math.min(1, sum / 100))
  const points = round2(question.points * fraction)
  if (fraction >= 1 - EPSILON) return { outcome: 'juste', points: question.points }
  return { outcome: fraction > EPSILON ? 'partiel' : 'faux', points }
}

function scoreChoice(question: Question, chosen: number[], penalty: number): QuestionScore {
  if (chosen.length === 0) return { outcome: 'vide', points: 0 }
  if (question.type === 'multiple' && question.weights) return scoreWeighted(question, question.weights, chosen)
  const right = new Set(question.correct)
  if (chosen.some((index) => !right.has(index))) return { outcome: 'faux', points: -penalty }
  const found = new Set(chosen).size
  if (found === right.size) return { outcome: 'juste', points: question.points }
  return { outcome: 'partiel', points: round2((question.points * found) / right.size) }
}

function scoreNumeric(question: Question, value: number, penalty: number): QuestionScore {
  if (question.value === null) return { outcome: 'vide', points: 0 }
  const right = Math.abs(value - question.value) <= question.tolerance + EPSILON
  return right ? { outcome: 'juste', points: question.points } : { outcome: 'faux', points: -penalty }
}

export function scoreQuestion(question: Question, answer: AnswerValue | undefined, penalty: number): QuestionScore {
  if (answer === undefined || answer === null) return { outcome: 'vide', points: 0 }
  if (question.type === 'numeric') return typeof answer === 'number' ? scoreNumeric(question, answer, penalty) : { outcome: 'vide', points: 0 }
  return Array.isArray(answer) ? scoreChoice(question, answer, penalty) : { outcome: 'vide', points: 0 }
}

export const maxScoreOf = (questions: readonly Question[]) => round2(questions.reduce((sum, question) => sum + question.points, 0))

export interface PaperScore {
  score: number
  max_score: number
  questions: Map<number, QuestionScore>
}

/** A whole paper: each question scored, the total floored at 0. */
export function scorePaper(questions: readonly Question[], answers: ReadonlyMap<number, AnswerValue>, penalty: number): PaperScore {
  const scores = new Map(questions.map((question) => [question.id, scoreQuestion(question, answers.get(question.id), penalty)]))
  const total = [...scores.values()].reduce((sum, item) => sum + item.points, 0)
  return { score: Math.max(0, round2(total)), max_score: maxScoreOf(questions), questions: scores }
}

/** The score over 20 shown beside the raw one. */
export const over20 = (score: number, maxScore: number) => (maxScore > 0 ? round2((score / maxScore) * 20) : 0)
