import { type AnswerValue, EXAM_MESSAGES, EXAM_RULES, type Question } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { advanceSections } from './attempt-sections.ts'
import { pastGrace } from './finalise.ts'
import { attemptGoneMessage } from './paper.ts'
import { loadVersion } from './versions.ts'

const M = EXAM_MESSAGES

export function checkAnswerShape(question: Question, answer: AnswerValue) {
  if (answer === null) return
  if (question.type === 'numeric') {
    if (typeof answer !== 'number') throw badRequest(M.answerInvalid)
    return
  }
  if (!Array.isArray(answer) || answer.some((index) => index >= question.options.length) || new Set(answer).size !== answer.length) throw badRequest(M.answerInvalid)
  if (question.type === 'single' && answer.length > 1) throw badRequest(M.answerInvalid)
}

interface AnswerTarget {
  student_id: number
  status: string
  deadline_at: string
  version_id: number
  closes_at: string | null
  /** the question's section, null for a first-generation attempt (no section rows) */
  position: number | null
  opened_at: string | null
  section_deadline: string | null
  closed_at: string | null
  /** the attempt has sections but none holds the question */
  outside: boolean
}

/** One read: the attempt and the section holding the question. */
async function targetOf(db: Database, attemptId: number, questionId: number) {
  const result = await sql<AnswerTarget>`
    select a.student_id, a.status, a.deadline_at, a.version_id, e.closes_at, s.position, s.opened_at, s.deadline_at as section_deadline, s.closed_at,
      (s.position is null and exists (select 1 from attempt_sections x where x.attempt_id = a.id)) as outside
    from exam_attempts a join exams e on e.id = a.exam_id
      left join attempt_sections s on s.attempt_id = a.id and s.question_ids @> array[${questionId}::int]
    where a.id = ${attemptId}`.execute(db)
  return result.rows[0]
}

/** DESIGN §19: an answer goes to the open section, or to one its deadline closed within the grace; never to one « next » closed. */
function checkSection(target: AnswerTarget, now: Date) {
  if (target.position === null) return
  if (target.opened_at === null) throw conflict(M.sectionNotOpen)
  const deadline = target.section_deadline as string
  if (target.closed_at !== null && Date.parse(target.closed_at) < Date.parse(deadline)) throw conflict(M.sectionClosed)
  if (pastGrace(deadline, now)) throw conflict(M.sectionClosed)
}

/**
 * Saves one answer and its « à revoir » flag (an idempotent PUT: the same answer twice is one row).
 * The hot path of a concours: one read of the attempt and its section, the version from memory,
 * one guarded upsert that re-checks, holding them, that the attempt runs and the section is open,
 * so neither a submission nor « next » can slip in between.
 */
export async function saveAnswer(db: Database, studentId: number, attemptId: number, questionId: number, answer: AnswerValue, now = new Date(), flagged?: boolean) {
  let target = await targetOf(db, attemptId, questionId)
  if (!target || target.student_id !== studentId) throw notFound(M.attemptNotFound)
  if (target.status !== 'en_cours') throw conflict(attemptGoneMessage(target.status))
  if (pastGrace(target.deadline_at, now)) throw conflict(M.attemptExpired)
  const question = (await loadVersion(db, target.version_id)).byId.get(questionId)
  if (!question || target.outside) throw badRequest(M.questionNotFound)
  checkAnswerShape(question, answer)
  if (target.position !== null && target.opened_at === null) {
    // the section before ran out of time: the next one opened at its deadline
    await advanceSections(db, attemptId, target.closes_at, now)
    target = (await targetOf(db, attemptId, questionId)) as AnswerTarget
  }
  checkSection(target, now)
  const cutoff = new Date(now.getTime() - EXAM_RULES.answerGraceSeconds * 1000).toISOString()
  // One locking read of the attempt and, in the same join, its section (rows locked in that order,
  // as a submission and « next » lock them): a concurrent change to either is re-checked on it.
  const running =
    target.position === null
      ? sql`select a.id from exam_attempts a where a.id = ${attemptId} and a.status = 'en_cours' and a.deadline_at >= ${cutoff} for share`
      : sql`select a.id from exam_attempts a join attempt_sections s on s.attempt_id = a.id and s.position = ${target.position}
          where a.id = ${attemptId} and a.status = 'en_cours' and a.deadline_at >= ${cutoff}
            and s.opened_at is not null and (s.closed_at is null or s.closed_at >= s.deadline_at) and s.deadline_at >= ${cutoff}
          for share`
  const flag = flagged === undefined ? null : flagged
  // Two saves of one answer in flight at once may commit in either order: the one the server
  // received last (by `saved_at`) is kept; the other is acknowledged, not stored.
  const saved = await sql<{ saved_at: string | null; flagged: boolean | null; running: boolean }>`
    with running as (${running}),
    saved as (
      insert into attempt_answers (attempt_id, question_id, answer, saved_at, flagged)
      select id, ${questionId}, ${JSON.stringify(answer)}::jsonb, ${now.toISOString()}, coalesce(${flag}::boolean, false) from running
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = excluded.saved_at,
        flagged = coalesce(${flag}::boolean, attempt_answers.flagged)
        where attempt_answers.saved_at <= excluded.saved_at
      returning saved_at, flagged
    )
    select (select saved_at from saved) as saved_at, (select flagged from saved) as flagged, exists (select 1 from running) as running`.execute(db)
  const row = saved.rows[0]
  if (!row?.running) throw await refusalAfterRace(db, attemptId)
  return { question_id: questionId, saved_at: new Date(row.saved_at ?? now).toISOString(), server_now: now.toISOString(), flagged: row.flagged ?? flag ?? false }
}

/** Why a save found nothing to write once it held the rows: the paper handed in, or the section closed. */
async function refusalAfterRace(db: Database, attemptId: number) {
  const attempt = await db.selectFrom('exam_attempts').select('status').where('id', '=', attemptId).executeTakeFirst()
  return conflict(attempt?.status === 'en_cours' ? M.sectionClosed : M.attemptSubmitted)
}
