import { EXAM_RULES, type Question, type TopicResult } from '@tutorat/contracts'
import { z } from 'zod'
import { round2, type QuestionScore } from './scoring.ts'

// DESIGN §19: per-topic accuracy of a scored paper, kept on the attempt (`topic_scores`) when it
// is scored so neither the student's result nor the back office's figures re-read the answers.

const topicScores = z.array(z.object({ topic: z.string(), points: z.number(), max: z.number(), questions: z.number().int() }))
export type TopicScore = z.infer<typeof topicScores>[number]

/** Sums each topic's points (a question without a topic counts in none). */
export function scoreTopics(questions: readonly Question[], scores: ReadonlyMap<number, QuestionScore>): TopicScore[] {
  const byTopic = new Map<string, TopicScore>()
  for (const question of questions) {
    if (!question.topic) continue
    const entry = byTopic.get(question.topic) ?? { topic: question.topic, points: 0, max: 0, questions: 0 }
    entry.points = round2(entry.points + (scores.get(question.id)?.points ?? 0))
    entry.max = round2(entry.max + question.points)
    entry.questions += 1
    byTopic.set(question.topic, entry)
  }
  return [...byTopic.values()]
}

/** Points earned (a negative total counts 0) over the points at stake, 0–1. */
export const accuracyOf = (points: number, max: number) => (max > 0 ? round2(Math.max(0, points) / max) : 0)

/** The student's topics, weakest first; under 50 % is weak. */
export function topicResults(json: unknown): TopicResult[] {
  const parsed = topicScores.safeParse(json ?? [])
  if (!parsed.success) return []
  return parsed.data
    .map((entry) => {
      const accuracy = accuracyOf(entry.points, entry.max)
      return { topic: entry.topic, accuracy, weak: accuracy < EXAM_RULES.weakBelow, questions: entry.questions }
    })
    .sort((a, b) => a.accuracy - b.accuracy || a.topic.localeCompare(b.topic, 'fr'))
}
