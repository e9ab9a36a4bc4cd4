import type { AttemptStatus, ExamResults } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { Actor } from '../ownership.ts'
import { loadManagedExamRow, toAdminExam } from './admin-queries.ts'
import { over20, round2 } from './scoring.ts'
import { loadVersions } from './versions.ts'

const BANDS = 10

/** 1 + the number of first attempts above: equal scores share a rank. */
function ranks(rows: readonly { id: number; attempt_number: number; score: number | null; status: string }[]) {
  const firsts = rows.filter((row) => row.attempt_number === 1 && row.status !== 'en_cours' && row.score !== null).map((row) => Number(row.score))
  return (row: (typeof rows)[number]) =>
    row.attempt_number === 1 && row.status !== 'en_cours' && row.score !== null ? firsts.filter((score) => score > Number(row.score)).length + 1 : null
}

/** Results of an exam for its admin: every copy, the success rate of each question, the spread of the scores. */
export async function examResults(db: Database, actor: Actor, examId: number): Promise<ExamResults> {
  const exam = await loadManagedExamRow(db, actor, examId)
  const attempts = await db
    .selectFrom('exam_attempts as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .select(['a.id', 'a.student_id', 's.name', 's.email', 'a.attempt_number', 'a.status', 'a.started_at', 'a.submitted_at', 'a.score', 'a.max_score', 'a.version_id'])
    .where('a.exam_id', '=', examId)
    .orderBy('a.score', (ob) => ob.desc().nullsLast())
    .orderBy('a.started_at')
    .execute()
  const rankOf = ranks(attempts)
  const rows = attempts.map((row) => {
    const score = row.score === null ? null : Number(row.score)
    return {
      attempt_id: row.id,
      student_id: row.student_id,
      student_name: row.name,
      student_email: row.email,
      attempt_number: row.attempt_number,
      status: row.status as AttemptStatus,
      started_at: row.started_at,
      submitted_at: row.submitted_at,
      score,
      max_score: Number(row.max_score),
      score_20: score === null ? null : over20(score, Number(row.max_score)),
      rank: rankOf(row),
    }
  })
  const scored = rows.filter((row) => row.score_20 !== null).map((row) => row.score_20 as number)
  const distribution = Array.from({ length: BANDS }, () => 0)
  for (const score of scored) {
    const band = Math.min(BANDS - 1, Math.floor(score / 2))
    distribution[band] = (distribution[band] ?? 0) + 1
  }
  return {
    exam: toAdminExam(exam),
    attempts: rows,
    questions: await questionStats(db, examId, attempts),
    distribution,
    average_20: scored.length > 0 ? round2(scored.reduce((sum, score) => sum + score, 0) / scored.length) : null,
  }
}

/** Per question, over the scored copies whose version holds it: right, partial, wrong, blank. */
async function questionStats(db: Database, examId: number, attempts: readonly { status: string; version_id: number }[]) {
  const scoredByVersion = new Map<number, number>()
  for (const attempt of attempts) if (attempt.status !== 'en_cours') scoredByVersion.set(attempt.version_id, (scoredByVersion.get(attempt.version_id) ?? 0) + 1)
  const current = await db.selectFrom('exams').select('current_version_id').where('id', '=', examId).executeTakeFirstOrThrow()
  const versions = await loadVersions(db, [...scoredByVersion.keys(), ...(current.current_version_id ? [current.current_version_id] : [])])
  const outcomes = await db
    .selectFrom('attempt_answers as aa')
    .innerJoin('exam_attempts as a', 'a.id', 'aa.attempt_id')
    .select(['aa.question_id', 'aa.outcome', (eb) => eb.fn.countAll<string>().as('n')])
    .where('a.exam_id', '=', examId)
    .where('a.status', '<>', 'en_cours')
    .groupBy(['aa.question_id', 'aa.outcome'])
    .execute()
  const count = (questionId: number, outcome: string) => Number(outcomes.find((row) => row.question_id === questionId && row.outcome === outcome)?.n ?? 0)
  // the current list first, in its order; questions only older versions hold come after
  const seen = new Map<number, string>()
  const order = [current.current_version_id, ...scoredByVersion.keys()].flatMap((id) => (id ? (versions.get(id)?.questions ?? []) : []))
  for (const question of order) if (!seen.has(question.id)) seen.set(question.id, question.statement)
  return [...seen.entries()].map(([questionId, statement], index) => {
    const copies = [...scoredByVersion.entries()].reduce((sum, [versionId, n]) => sum + (versions.get(versionId)?.byId.has(questionId) ? n : 0), 0)
    const right = count(questionId, 'juste')
    const partial = count(questionId, 'partiel')
    const wrong = count(questionId, 'faux')
    const answered = right + partial + wrong
    return {
      question_id: questionId,
      position: index + 1,
      statement,
      answered,
      right,
      partial,
      wrong,
      blank: Math.max(0, copies - answered),
      success_rate: copies > 0 ? round2(right / copies) : 0,
    }
  })
}
