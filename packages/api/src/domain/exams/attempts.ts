import { type AnswerValue, type Attempt, EXAM_MESSAGES, type ReviewPolicy } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { randomInt } from 'node:crypto'
import { conflict, notFound } from '../../errors.ts'
import { casablancaDateTime } from '../../morocco-month.ts'
import { pastGrace, scoreClosedAttempts, submitExpiredAttempts } from './finalise.ts'
import { attemptGoneMessage, toAttempt } from './paper.ts'
import { advanceSections, closeOpenSection, drawAttempt, insertDrawn, legacySection, loadSectionRows, needsAdvance, paperOrder, toSections } from './attempt-sections.ts'
import { topicResults } from './topics.ts'
import { loadVersion, toVersion } from './versions.ts'
import { examNotFound, examVisibleTo, windowState } from './visibility.ts'
import { isUniqueViolation } from '../students/manage.ts'

const M = EXAM_MESSAGES

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
      'e.series_id',
      'e.shuffle_questions',
      'e.shuffle_options',
      'e.review_policy',
      'e.closes_at',
      'e.max_attempts',
      'a.topic_scores',
    ])
}

/**
 * Rank among the first attempts of the exam (DESIGN §13): only a scored first attempt has one; its
 * percentile (DESIGN §19) is the share of the other ranked copies strictly below, as the results'.
 */
async function rankOf(db: Database, attempt: { exam_id: number; attempt_number: number; status: string; score: number | null }) {
  const counts = await db
    .selectFrom('exam_attempts')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.count<string>('id').filterWhere('score', '>', attempt.score ?? 0).as('above'),
      eb.fn.count<string>('id').filterWhere('score', '<', attempt.score ?? 0).as('below'),
    ])
    .where('exam_id', '=', attempt.exam_id)
    .where('attempt_number', '=', 1)
    .where('status', '<>', 'en_cours')
    .executeTakeFirstOrThrow()
  const ranked = attempt.attempt_number === 1 && attempt.status !== 'en_cours' && attempt.score !== null
  const count = Number(counts.count)
  const percentile = count <= 1 ? 100 : Math.floor((100 * Number(counts.below)) / (count - 1))
  return { rank: ranked ? Number(counts.above) + 1 : null, count, percentile: ranked ? percentile : null }
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
  let sectionRows = await loadSectionRows(db, id)
  if (row.status === 'en_cours' && needsAdvance(sectionRows, now)) sectionRows = await advanceSections(db, id, row.closes_at, now)
  const [version, answers, rank, standing] = await Promise.all([
    loadVersion(db, row.version_id),
    db.selectFrom('attempt_answers').select(['question_id', 'answer', 'saved_at', 'outcome', 'points', 'flagged']).where('attempt_id', '=', id).execute(),
    rankOf(db, row),
    standingOn(db, studentId, row),
  ])
  const score = row.score === null ? null : Number(row.score)
  const rows = sectionRows.length > 0 ? sectionRows : [legacySection(version, { ...row, score, max_score: Number(row.max_score) })]
  const running = row.status === 'en_cours'
  const attempt = toAttempt({
    row,
    exam: { ...row, review_policy: row.review_policy as ReviewPolicy },
    paper: paperOrder(version, rows, row.shuffle_questions, row.seed, !running),
    sections: toSections(rows, running),
    topics: topicResults(row.topic_scores),
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
      .select(['e.id', 'e.title', 'e.time_limit_minutes', 'e.opens_at', 'e.closes_at', 'e.max_attempts', 'v.id as version_id', 'v.penalty', 'v.questions', 'v.sections'])
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
    const version = toVersion({ id: exam.version_id, exam_id: exam.id, penalty: exam.penalty, questions: exam.questions, sections: exam.sections })
    if (version.questions.length === 0) throw examNotFound()
    const seed = randomInt(0, 2 ** 31 - 1)
    const drawn = await drawAttempt(trx, studentId, version, exam, seed, now)
    const inserted = await trx
      .insertInto('exam_attempts')
      .values({
        exam_id: examId,
        version_id: exam.version_id,
        student_id: studentId,
        attempt_number: attempts.length + 1,
        seed,
        started_at: now.toISOString(),
        deadline_at: drawn.deadline_at,
        max_score: drawn.max_score,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await insertDrawn(trx, inserted.id, studentId, version, drawn.rows)
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

/** « Rendre ma copie »: closes and scores it; after the grace it counts as expired. */
export async function submitAttempt(db: Database, studentId: number, attemptId: number, now = new Date(), message: string = M.submitted) {
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
  return { message, attempt: await loadAttempt(db, studentId, attemptId, now) }
}

/** « Section suivante » (DESIGN §19): the open section closes, the next opens; after the last, the paper is handed in. */
export async function nextSection(db: Database, studentId: number, attemptId: number, now = new Date()) {
  const { last } = await closeOpenSection(db, studentId, attemptId, now)
  if (last) return submitAttempt(db, studentId, attemptId, now, M.lastSectionSubmitted)
  return { message: M.nextSectionOpened, attempt: await loadAttempt(db, studentId, attemptId, now) }
}

export { saveAnswer } from './answers.ts'
