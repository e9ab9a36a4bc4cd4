import { type AnswerValue, EXAM_RULES } from '@tutorat/contracts'
import { type Database, type DB, sql, type Transaction } from '@tutorat/db'
import { maxScoreOf, round2, scorePaper } from './scoring.ts'
import { scoreTopics } from './topics.ts'
import { loadVersions } from './versions.ts'

type Executor = Database | Transaction<DB>
const GRACE_MS = EXAM_RULES.answerGraceSeconds * 1000

/** An answer is still taken until the deadline plus the network's grace. */
export const pastGrace = (deadlineAt: string, now: Date) => now.getTime() > Date.parse(deadlineAt) + GRACE_MS

/**
 * Scores attempts whose status was just closed (same transaction): each answer gets its points
 * and outcome (the admin's success rates), each attempt its total. Three statements whatever the
 * number of attempts, so the expiry sweep of a whole concours stays a few round trips.
 */
export async function scoreClosedAttempts(trx: Executor, attempts: readonly { id: number; version_id: number }[]) {
  if (attempts.length === 0) return
  const ids = attempts.map((attempt) => attempt.id)
  const [versions, rows, sectionRows] = await Promise.all([
    loadVersions(trx, attempts.map((attempt) => attempt.version_id)),
    trx.selectFrom('attempt_answers').select(['attempt_id', 'question_id', 'answer']).where('attempt_id', 'in', ids).execute(),
    trx.selectFrom('attempt_sections').select(['attempt_id', 'position', 'question_ids']).where('attempt_id', 'in', ids).orderBy('position').execute(),
  ])
  const sectionsOf = new Map<number, { position: number; question_ids: number[] }[]>()
  for (const row of sectionRows) sectionsOf.set(row.attempt_id, [...(sectionsOf.get(row.attempt_id) ?? []), row])
  const answersOf = new Map<number, Map<number, AnswerValue>>()
  for (const row of rows) {
    const answers = answersOf.get(row.attempt_id) ?? new Map<number, AnswerValue>()
    answers.set(row.question_id, row.answer as AnswerValue)
    answersOf.set(row.attempt_id, answers)
  }
  const answerColumns = { attempt: [] as number[], question: [] as number[], points: [] as number[], outcome: [] as string[] }
  const totals = { attempt: [] as number[], score: [] as number[], topics: [] as string[], sections: [] as (string | null)[] }
  const sectionTotals = { attempt: [] as number[], position: [] as number[], score: [] as number[] }
  for (const attempt of attempts) {
    const version = versions.get(attempt.version_id)
    if (!version) continue
    const answers = answersOf.get(attempt.id) ?? new Map<number, AnswerValue>()
    const sections = sectionsOf.get(attempt.id) ?? []
    // the attempt's own paper: its sections' frozen questions (every question of a first-generation one)
    const questions = sections.length > 0 ? sections.flatMap((section) => section.question_ids.flatMap((id) => version.byId.get(id) ?? [])) : version.questions
    const paper = scorePaper(questions, answers, version.penalty)
    const sectionScores = sections.map((section) => ({
      position: section.position,
      score: round2(section.question_ids.reduce((sum, id) => sum + (paper.questions.get(id)?.points ?? 0), 0)),
      max: maxScoreOf(section.question_ids.flatMap((id) => version.byId.get(id) ?? [])),
    }))
    for (const section of sectionScores) {
      sectionTotals.attempt.push(attempt.id)
      sectionTotals.position.push(section.position)
      sectionTotals.score.push(section.score)
    }
    totals.sections.push(sections.length > 0 ? JSON.stringify(sectionScores) : null)
    totals.topics.push(JSON.stringify(scoreTopics(questions, paper.questions)))
    for (const questionId of answers.keys()) {
      const scored = paper.questions.get(questionId)
      if (!scored) continue
      answerColumns.attempt.push(attempt.id)
      answerColumns.question.push(questionId)
      answerColumns.points.push(scored.points)
      answerColumns.outcome.push(scored.outcome)
    }
    totals.attempt.push(attempt.id)
    totals.score.push(paper.score)
  }
  if (answerColumns.attempt.length > 0) {
    await sql`
      update attempt_answers as a set points = v.points, outcome = v.outcome
      from unnest(${answerColumns.attempt}::int[], ${answerColumns.question}::int[], ${answerColumns.points}::numeric[], ${answerColumns.outcome}::text[])
        as v(attempt_id, question_id, points, outcome)
      where a.attempt_id = v.attempt_id and a.question_id = v.question_id`.execute(trx)
  }
  await sql`
    update exam_attempts as t set score = v.score, topic_scores = v.topics::jsonb, section_scores = v.sections::jsonb
    from unnest(${totals.attempt}::int[], ${totals.score}::numeric[], ${totals.topics}::text[], ${totals.sections}::text[]) as v(id, score, topics, sections)
    where t.id = v.id`.execute(trx)
  if (sectionTotals.attempt.length > 0) {
    await sql`
      update attempt_sections as s set score = v.score
      from unnest(${sectionTotals.attempt}::int[], ${sectionTotals.position}::int[], ${sectionTotals.score}::numeric[]) as v(attempt_id, position, score)
      where s.attempt_id = v.attempt_id and s.position = v.position`.execute(trx)
  }
}

/**
 * Submits, as `expiree`, attempts whose deadline and grace have passed, in batches (the per-minute
 * job, and every read of such an attempt). `examId`/`attemptId` narrow it to one exam or one paper.
 * Skips rows another worker holds, so two instances never score one attempt twice.
 */
export async function submitExpiredAttempts(db: Database, now = new Date(), scope: { attemptId?: number; batchSize?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - GRACE_MS).toISOString()
  let total = 0
  for (;;) {
    const closed = await db.transaction().execute(async (trx) => {
      let due = trx.selectFrom('exam_attempts').select('id').where('status', '=', 'en_cours').where('deadline_at', '<', cutoff)
      if (scope.attemptId) due = due.where('id', '=', scope.attemptId)
      const ids = (await due.orderBy('deadline_at').limit(scope.batchSize ?? 500).forUpdate().skipLocked().execute()).map((row) => row.id)
      if (ids.length === 0) return 0
      const attempts = await trx
        .updateTable('exam_attempts')
        .set({ status: 'expiree', submitted_at: sql`deadline_at` })
        .where('id', 'in', ids)
        .returning(['id', 'version_id'])
        .execute()
      await scoreClosedAttempts(trx, attempts)
      return attempts.length
    })
    total += closed
    if (closed === 0 || scope.attemptId) return total
  }
}
