import { type AnswerValue, type Attempt, EXAM_MESSAGES, EXAM_RULES, type Question, type ReviewPolicy } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { randomInt } from 'node:crypto'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { casablancaDateTime } from '../../morocco-month.ts'
import { pastGrace, scoreClosedAttempts, submitExpiredAttempts } from './finalise.ts'
import { attemptGoneMessage, toAttempt } from './paper.ts'
import { maxScoreOf } from './scoring.ts'
import { loadVersion, toVersion } from './versions.ts'
import { examNotFound, examVisibleTo, windowState } from './visibility.ts'
import { isUniqueViolation } from '../students/manage.ts'

const M = EXAM_MESSAGES
const MINUTE = 60_000

function selectAttempt(db: Database) {
  return db
    .selectFrom('exam_attempts as a')
    .innerJoin('exams as e', 'e.id', 'a.exam_id')
    .select([
      'a.id',
      'a.exam_id',
      'a.version_id',
      'a.student_id',
      'a.attempt_number',
      'a.status',
      'a.seed',
      'a.started_at',
      'a.deadline_at',
      'a.submitted_at',
      'a.score',
      'a.max_score',
      'e.title as exam_title',
      'e.shuffle_questions',
      'e.shuffle_options',
      'e.review_policy',
      'e.closes_at',
      'e.max_attempts',
    ])
}

/** Rank among the first attempts of the exam (DESIGN §13): only a scored first attempt has one. */
async function rankOf(db: Database, attempt: { exam_id: number; attempt_number: number; status: string; score: number | null }) {
  const counts = await db
    .selectFrom('exam_attempts')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.count<string>('id').filterWhere('score', '>', attempt.score ?? 0).as('above'),
    ])
    .where('exam_id', '=', attempt.exam_id)
    .where('attempt_number', '=', 1)
    .where('status', '<>', 'en_cours')
    .executeTakeFirstOrThrow()
  const ranked = attempt.attempt_number === 1 && attempt.status !== 'en_cours' && attempt.score !== null
  return { rank: ranked ? Number(counts.above) + 1 : null, count: Number(counts.count) }
}

/** How many attempts the student has taken on the exam, and whether one is running. */
async function standingOn(db: Database, studentId: number, exam: { exam_id: number; max_attempts: number }) {
  const counts = await db
    .selectFrom('exam_attempts')
    .select((eb) => [eb.fn.countAll<string>().as('used'), eb.fn.count<string>('id').filterWhere('status', '=', 'en_cours').as('running')])
    .where('exam_id', '=', exam.exam_id)
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow()
  return { attempts_left: Math.max(0, exam.max_attempts - Number(counts.used)), running: Number(counts.running) > 0 }
}

/**
 * The student's attempt; another's answers like a missing one. The student's paper on this exam
 * whose time ran out is scored first: this one, or the running one that decides whether the
 * correction may be shown.
 */
export async function loadAttempt(db: Database, studentId: number, id: number, now = new Date()): Promise<Attempt> {
  let row = await selectAttempt(db).where('a.id', '=', id).executeTakeFirst()
  if (!row || row.student_id !== studentId) throw notFound(M.attemptNotFound)
  if (await submitExpiredRunning(db, studentId, row.exam_id, now)) row = await selectAttempt(db).where('a.id', '=', id).executeTakeFirstOrThrow()
  const [version, answers, rank, standing] = await Promise.all([
    loadVersion(db, row.version_id),
    db.selectFrom('attempt_answers').select(['question_id', 'answer', 'saved_at', 'outcome', 'points']).where('attempt_id', '=', id).execute(),
    rankOf(db, row),
    standingOn(db, studentId, row),
  ])
  const attempt = toAttempt({
    row,
    exam: { ...row, review_policy: row.review_policy as ReviewPolicy },
    version,
    answers: answers.map((answer) => ({ ...answer, answer: answer.answer as AnswerValue })),
    rank,
    standing,
    now,
  })
  if (attempt.review) await markReviewSeen(db, id, now)
  return attempt
}

/** The correction has reached the student: no later attempt of this exam (DESIGN §15), whatever an admin changes. */
async function markReviewSeen(db: Database, attemptId: number, now: Date) {
  await db.updateTable('exam_attempts').set({ review_seen_at: now.toISOString() }).where('id', '=', attemptId).where('review_seen_at', 'is', null).execute()
}

/**
 * « Commencer » (DESIGN §13): a running attempt is resumed, not doubled; otherwise a new one within
 * the window and the number of attempts, its deadline the start plus the limit, capped by the
 * closing. The exam row is shared-locked: its questions cannot change under the start.
 */
export async function startAttempt(db: Database, studentId: number, examId: number, now = new Date()): Promise<Attempt> {
  await submitExpiredRunning(db, studentId, examId, now)
  const started = await db.transaction().execute(async (trx) => {
    const exam = await trx
      .selectFrom('exams as e')
      .innerJoin('exam_versions as v', 'v.id', 'e.current_version_id')
      .select(['e.id', 'e.time_limit_minutes', 'e.opens_at', 'e.closes_at', 'e.max_attempts', 'v.id as version_id', 'v.penalty', 'v.questions'])
      .where('e.id', '=', examId)
      .where(examVisibleTo(studentId, now))
      .forShare('e')
      .executeTakeFirst()
    if (!exam) throw examNotFound()
    const attempts = await trx.selectFrom('exam_attempts').select(['id', 'status', 'review_seen_at']).where('exam_id', '=', examId).where('student_id', '=', studentId).execute()
    const running = attempts.find((attempt) => attempt.status === 'en_cours')
    if (running) return running.id
    const state = windowState(exam, now)
    if (state === 'a_venir') throw conflict(M.notOpenYet(casablancaDateTime.format(new Date(exam.opens_at ?? now))))
    if (state === 'clos') throw conflict(M.closed)
    if (attempts.length >= exam.max_attempts) throw conflict(M.noAttemptsLeft)
    if (attempts.some((attempt) => attempt.review_seen_at !== null)) throw conflict(M.reviewAlreadySeen)
    const { questions } = toVersion({ id: exam.version_id, exam_id: exam.id, penalty: exam.penalty, questions: exam.questions })
    if (questions.length === 0) throw examNotFound()
    const limitEnd = now.getTime() + exam.time_limit_minutes * MINUTE
    const deadline = exam.closes_at ? Math.min(limitEnd, Date.parse(exam.closes_at)) : limitEnd
    const inserted = await trx
      .insertInto('exam_attempts')
      .values({
        exam_id: examId,
        version_id: exam.version_id,
        student_id: studentId,
        attempt_number: attempts.length + 1,
        seed: randomInt(0, 2 ** 31 - 1),
        started_at: now.toISOString(),
        deadline_at: new Date(deadline).toISOString(),
        max_score: maxScoreOf(questions),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  }).catch(async (error: unknown) => {
    // two « Commencer » at once: the second meets the first's row and resumes it
    if (!isUniqueViolation(error)) throw error
    const running = await db.selectFrom('exam_attempts').select('id').where('exam_id', '=', examId).where('student_id', '=', studentId).where('status', '=', 'en_cours').executeTakeFirst()
    if (!running) throw conflict(M.noAttemptsLeft)
    return running.id
  })
  return loadAttempt(db, studentId, started, now)
}

/** Scores the student's running paper on the exam if its time and grace ran out; true when it did. */
async function submitExpiredRunning(db: Database, studentId: number, examId: number, now: Date) {
  const running = await db.selectFrom('exam_attempts').select(['id', 'deadline_at']).where('exam_id', '=', examId).where('student_id', '=', studentId).where('status', '=', 'en_cours').executeTakeFirst()
  if (!running || !pastGrace(running.deadline_at, now)) return false
  return (await submitExpiredAttempts(db, now, { attemptId: running.id })) > 0
}

function checkAnswerShape(question: Question, answer: AnswerValue) {
  if (answer === null) return
  if (question.type === 'numeric') {
    if (typeof answer !== 'number') throw badRequest(M.answerInvalid)
    return
  }
  if (!Array.isArray(answer) || answer.some((index) => index >= question.options.length) || new Set(answer).size !== answer.length) throw badRequest(M.answerInvalid)
  if (question.type === 'single' && answer.length > 1) throw badRequest(M.answerInvalid)
}

/**
 * Saves one answer (an idempotent PUT: the same answer twice is one row). The hot path of a
 * concours: one read of the attempt, the version from memory, one guarded upsert that re-checks
 * the attempt is still running while holding it, so a submission cannot slip in between.
 */
export async function saveAnswer(db: Database, studentId: number, attemptId: number, questionId: number, answer: AnswerValue, now = new Date()) {
  const attempt = await db.selectFrom('exam_attempts').select(['student_id', 'status', 'deadline_at', 'version_id']).where('id', '=', attemptId).executeTakeFirst()
  if (!attempt || attempt.student_id !== studentId) throw notFound(M.attemptNotFound)
  if (attempt.status !== 'en_cours') throw conflict(attemptGoneMessage(attempt.status))
  if (pastGrace(attempt.deadline_at, now)) throw conflict(M.attemptExpired)
  const question = (await loadVersion(db, attempt.version_id)).byId.get(questionId)
  if (!question) throw badRequest(M.questionNotFound)
  checkAnswerShape(question, answer)
  const cutoff = new Date(now.getTime() - EXAM_RULES.answerGraceSeconds * 1000).toISOString()
  // Two saves of one answer in flight at once may commit in either order: the one the server
  // received last (by `saved_at`) is kept; the other is acknowledged, not stored.
  const saved = await sql<{ saved_at: string | null; running: boolean }>`
    with running as (
      select id from exam_attempts
      where id = ${attemptId} and status = 'en_cours' and deadline_at >= ${cutoff}
      for share
    ),
    saved as (
      insert into attempt_answers (attempt_id, question_id, answer, saved_at)
      select id, ${questionId}, ${JSON.stringify(answer)}::jsonb, ${now.toISOString()} from running
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = excluded.saved_at
        where attempt_answers.saved_at <= excluded.saved_at
      returning saved_at
    )
    select (select saved_at from saved) as saved_at, exists (select 1 from running) as running`.execute(db)
  const row = saved.rows[0]
  if (!row?.running) throw conflict(M.attemptSubmitted)
  return { question_id: questionId, saved_at: new Date(row.saved_at ?? now).toISOString(), server_now: now.toISOString() }
}

/** « Rendre ma copie »: closes and scores it; after the grace it counts as expired. */
export async function submitAttempt(db: Database, studentId: number, attemptId: number, now = new Date()) {
  const attempt = await db.selectFrom('exam_attempts').select(['student_id', 'status', 'deadline_at']).where('id', '=', attemptId).executeTakeFirst()
  if (!attempt || attempt.student_id !== studentId) throw notFound(M.attemptNotFound)
  if (attempt.status !== 'en_cours') throw conflict(attemptGoneMessage(attempt.status))
  if (pastGrace(attempt.deadline_at, now)) {
    await submitExpiredAttempts(db, now, { attemptId })
  } else {
    const closed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('exam_attempts')
        .set({ status: 'soumise', submitted_at: now.toISOString() })
        .where('id', '=', attemptId)
        .where('status', '=', 'en_cours')
        .returning(['id', 'version_id'])
        .execute()
      await scoreClosedAttempts(trx, rows)
      return rows.length
    })
    if (closed === 0) throw conflict(M.attemptSubmitted)
  }
  return { message: M.submitted, attempt: await loadAttempt(db, studentId, attemptId, now) }
}
