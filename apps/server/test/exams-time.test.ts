import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCaller, createContextInner, loadAttempt, type RouterInputs, type RouterOutputs, saveAnswer, startAttempt, submitAttempt, submitExpiredAttempts } from '@tutorat/api'
import { type Attempt, EXAM_MESSAGES } from '@tutorat/contracts'
import { createDb, type Database, type DbHandle, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadVersion } from '../../../packages/api/src/domain/exams/versions.ts'
import { adminHeaders, bearer, createAdmin, createTestApp, loginAs, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { addStudent, recordingChannel, testClock, testWorker } from './messages-helpers.ts'
import { casablancaInstant } from './sessions-helpers.ts'

// DESIGN §13, « the server owns time »: the deadline, the 30 s grace, expiry (on read, by the
// sweep, by the worker's round), resuming on another device, races, and a restart mid-exam.

const M = EXAM_MESSAGES
const MINUTE = 60_000
const at = (base: Date | string, ms: number) => new Date(new Date(base).getTime() + ms)
type Exam = RouterOutputs['exams']['get']
type QuestionInput = RouterInputs['exams']['saveQuestions']['questions'][number]

// 7 points in all: 2 + 3 + 1 + 1
const QUESTIONS: QuestionInput[] = [
  { type: 'single', statement: String.raw`La limite de $\frac{\sin x}{x}$ en $0$ vaut :`, options: ['$0$', '$1$', String.raw`$+\infty$`, '$e$'], correct: [1], points: 2 },
  { type: 'multiple', statement: 'Les nombres pairs :', options: ['2', '3', '4', '6'], correct: [0, 2, 3], points: 3 },
  { type: 'numeric', statement: String.raw`$\int_0^1 2x\,dx$ ?`, value: 1, tolerance: 0.01 },
  { type: 'single', statement: '$i^2$ vaut :', options: ['$1$', '$-1$', '$i$', '$0$'], correct: [1] },
]

let handle: DbHandle & { url?: string }
let t: TestApp
let db: Database
let admin: ReturnType<typeof createCaller>
let root: Record<string, string>
beforeAll(async () => {
  handle = await createTestDb()
  t = await createTestApp({}, { database: handle })
  db = t.services.db
  admin = await adminCaller(t)
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(async () => {
  await t.close()
  await handle.close()
})

type ExamOptions = { time_limit_minutes?: number; closes_at_local?: string; max_attempts?: number; shuffle?: boolean; count?: number }

/** A published public concours blanc (20 min, penalty 0.5) with QUESTIONS, or `count` questions cycling through them. */
async function newExam(options: ExamOptions = {}, by = admin): Promise<Exam> {
  const { count = QUESTIONS.length, shuffle = false, ...settings } = options
  const { exam } = await by.exams.create({ title: 'Concours blanc ENSA', is_public: true, time_limit_minutes: 20, shuffle_questions: shuffle, shuffle_options: shuffle, penalty: 0.5, ...settings })
  await by.exams.saveQuestions({ id: exam.id, questions: Array.from({ length: count }, (_, i) => QUESTIONS[i % QUESTIONS.length] as QuestionInput) })
  return (await by.exams.update({ id: exam.id, published: true })).exam
}

const questionId = (exam: Exam, index: number) => exam.questions[index]?.id ?? 0
const answerRows = (attemptId: number) =>
  db.selectFrom('attempt_answers').select(['question_id', 'answer', 'saved_at', 'outcome', 'points']).where('attempt_id', '=', attemptId).orderBy('question_id').execute()
const attemptRow = (id: number, on = db) => on.selectFrom('exam_attempts').select(['status', 'score', 'submitted_at', 'version_id']).where('id', '=', id).executeTakeFirstOrThrow()
const refusal = (message: string, code = 'CONFLICT') => expect.objectContaining({ code, message })

describe('the deadline', () => {
  it('is the start plus the time limit', async () => {
    const exam = await newExam({ time_limit_minutes: 20 })
    const start = new Date()
    const attempt = await startAttempt(db, (await addStudent(db)).id, exam.id, start)
    expect(attempt.deadline_at).toBe(at(start, 20 * MINUTE).toISOString())
    expect(attempt.status).toBe('en_cours')
  })

  it('is capped by the closing time: a late start gets less than the limit', async () => {
    const exam = await newExam({ time_limit_minutes: 60, closes_at_local: '2031-03-10T10:00' })
    const closesAt = casablancaInstant('2031-03-10T10:00')
    expect(exam.closes_at).toBe(closesAt.toISOString())
    const attempt = await startAttempt(db, (await addStudent(db)).id, exam.id, at(closesAt, -15 * MINUTE))
    expect(attempt.deadline_at).toBe(closesAt.toISOString())
    // once closed, no new start
    await expect(startAttempt(db, (await addStudent(db)).id, exam.id, closesAt)).rejects.toEqual(refusal(M.closed))
  })

  it('takes an answer until 30 s past it (network grace), refuses it at 31 s in French, and stores nothing', async () => {
    const exam = await newExam()
    const student = await addStudent(db)
    const attempt = await startAttempt(db, student.id, exam.id, new Date())
    const deadline = new Date(attempt.deadline_at)
    const kept = await saveAnswer(db, student.id, attempt.id, questionId(exam, 0), [1], at(deadline, 29_000))
    expect(kept.saved_at).toBe(at(deadline, 29_000).toISOString())
    const late = at(deadline, 31_000)
    await expect(saveAnswer(db, student.id, attempt.id, questionId(exam, 1), [0], late)).rejects.toEqual(refusal(M.attemptExpired))
    // nor may a late save change an answer already given
    await expect(saveAnswer(db, student.id, attempt.id, questionId(exam, 0), [2], late)).rejects.toEqual(refusal(M.attemptExpired))
    expect(await answerRows(attempt.id)).toEqual([expect.objectContaining({ question_id: questionId(exam, 0), answer: [1], saved_at: kept.saved_at })])
  })

  it('refuses a late answer over HTTP with a 409 and the French message, nothing more', async () => {
    const exam = await newExam({ time_limit_minutes: 20 })
    const student = await makeStudent(t.app, root)
    const headers = bearer((await studentLogin(t.app, student.email, student.password)).access_token)
    // started 21 minutes ago by the server's clock: 20 minutes, plus the grace, are over
    const attempt = await startAttempt(db, student.id, exam.id, at(new Date(), -21 * MINUTE))
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/exams.saveAnswer',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: attempt.id, question_id: questionId(exam, 0), answer: [1] }),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json<{ error: { message: string } }>().error.message).toBe(M.attemptExpired)
    expect(response.body).not.toMatch(/correct|explanation|stack/)
    expect(await answerRows(attempt.id)).toEqual([])
    // the student's next read closes and scores it (nothing answered: 0)
    const read = await query<Attempt>('exams.attempt', headers, { id: attempt.id })
    expect(read.body.result?.data).toMatchObject({ status: 'expiree', score: 0, submitted_at: attempt.deadline_at })
  })

  it('a submission within the grace is « soumise »; after it, « expiree », scored, closed at the deadline', async () => {
    const exam = await newExam()
    const [onTime, late] = [await addStudent(db), await addStudent(db)]
    const start = new Date()
    for (const student of [onTime, late]) {
      const attempt = await startAttempt(db, student.id, exam.id, start)
      await saveAnswer(db, student.id, attempt.id, questionId(exam, 0), [1], at(start, MINUTE))
      await saveAnswer(db, student.id, attempt.id, questionId(exam, 1), [0, 2], at(start, 2 * MINUTE))
      const deadline = new Date(attempt.deadline_at)
      const when = student === onTime ? at(deadline, 10_000) : at(deadline, 5 * MINUTE)
      const { message, attempt: closed } = await submitAttempt(db, student.id, attempt.id, when)
      expect(message).toBe(M.submitted)
      // 2 + 3·2/3 = 4 over 7
      expect(closed).toMatchObject({ status: student === onTime ? 'soumise' : 'expiree', score: 4, max_score: 7, score_20: 11.43, review_available: true })
      expect(closed.submitted_at).toBe((student === onTime ? when : deadline).toISOString())
      // a replayed submission changes nothing
      await expect(submitAttempt(db, student.id, attempt.id, at(when, 1000))).rejects.toEqual(refusal(student === onTime ? M.attemptSubmitted : M.attemptExpired))
    }
  })
})

/** `count` students whose attempts at `exam` end at `deadline`, half with a right answer, half a wrong one (bulk SQL). */
async function attemptsEndingAt(exam: Exam, count: number, deadline: Date, tag: string) {
  const versionId = (await db.selectFrom('exams').select('current_version_id').where('id', '=', exam.id).executeTakeFirstOrThrow()).current_version_id
  const started = at(deadline, -20 * MINUTE).toISOString()
  await sql`insert into students (name, email) select 'Élève ' || i, ${`${tag}-`}::text || i || '@example.ma' from generate_series(1, ${count}::int) i`.execute(db)
  const ids = await sql<{ id: number }>`
    insert into exam_attempts (exam_id, version_id, student_id, attempt_number, seed, started_at, deadline_at, max_score)
    select ${exam.id}, ${versionId}, id, 1, id, ${started}, ${deadline.toISOString()}, 7 from students where email like ${`${tag}-%`}
    returning id`.execute(db)
  await sql`
    insert into attempt_answers (attempt_id, question_id, answer, saved_at)
    select id, ${questionId(exam, 0)}, case when id % 2 = 0 then '[1]' else '[0]' end::jsonb, ${started}
    from exam_attempts where id = any(${ids.rows.map((row) => row.id)}::int[])`.execute(db)
  return ids.rows.map((row) => row.id)
}

const statusCounts = async (ids: number[]) =>
  Object.fromEntries(
    (await db.selectFrom('exam_attempts').select((eb) => ['status', eb.fn.countAll<number>().as('n')]).where('id', 'in', ids).groupBy('status').execute()).map((row) => [row.status, Number(row.n)]),
  )

// The sweeps below run on timelines of their own (2020), so that no other test's attempt is due.
describe('expiry', () => {
  it('reading an attempt after the deadline and its grace scores and closes it; within the grace it stays open', async () => {
    const exam = await newExam()
    const student = await addStudent(db)
    const attempt = await startAttempt(db, student.id, exam.id, new Date())
    await saveAnswer(db, student.id, attempt.id, questionId(exam, 0), [1], new Date())
    const deadline = new Date(attempt.deadline_at)
    expect((await loadAttempt(db, student.id, attempt.id, at(deadline, 29_000))).status).toBe('en_cours')
    const read = await loadAttempt(db, student.id, attempt.id, at(deadline, 31_000))
    expect(read).toMatchObject({ status: 'expiree', score: 2, submitted_at: attempt.deadline_at, review_available: true })
    expect(await answerRows(attempt.id)).toEqual([expect.objectContaining({ outcome: 'juste', points: 2 })])
  })

  it('the sweep closes 1,200 attempts in batches of 500, skips the running ones, and is idempotent', async () => {
    const exam = await newExam()
    const deadline = new Date('2020-01-10T09:00:00Z')
    const due = await attemptsEndingAt(exam, 1200, deadline, 'sweep-due')
    const inGrace = await attemptsEndingAt(exam, 20, at(deadline, 2_000), 'sweep-grace')
    const later = await attemptsEndingAt(exam, 20, at(deadline, 10 * MINUTE), 'sweep-later')
    const now = at(deadline, 31_000)
    expect(await submitExpiredAttempts(db, now, { batchSize: 500 })).toBe(1200)
    expect(await statusCounts(due)).toEqual({ expiree: 1200 })
    expect(await statusCounts([...inGrace, ...later])).toEqual({ en_cours: 40 })
    // scored: a right answer 2 points, a wrong one −0.5 floored at 0; closed at the deadline
    const scores = await db.selectFrom('exam_attempts').select(['id', 'score', 'submitted_at']).where('id', 'in', due).execute()
    expect(scores.every((row) => row.score === (row.id % 2 === 0 ? 2 : 0) && row.submitted_at === deadline.toISOString())).toBe(true)
    const unscored = await db.selectFrom('attempt_answers').select('attempt_id').where('attempt_id', 'in', due).where('outcome', 'is', null).execute()
    expect(unscored).toEqual([])
    expect(await submitExpiredAttempts(db, now, { batchSize: 500 })).toBe(0)
    // the others, once their own time and grace are over
    expect(await submitExpiredAttempts(db, at(deadline, 11 * MINUTE), { batchSize: 500 })).toBe(40)
    expect(await statusCounts([...inGrace, ...later])).toEqual({ expiree: 40 })
  })

  it('two sweeps at once (two instances) close each attempt exactly once', async () => {
    const exam = await newExam()
    const deadline = new Date('2020-02-10T09:00:00Z')
    const due = await attemptsEndingAt(exam, 600, deadline, 'sweep-twice')
    // a second instance has its own pool on PostgreSQL; PGlite has one connection for both
    const other = handle.url ? await createDb({ databaseUrl: handle.url }) : undefined
    try {
      const closed = await Promise.all([db, other?.db ?? db].map((pool) => submitExpiredAttempts(pool, at(deadline, MINUTE), { batchSize: 100 })))
      expect(closed.reduce((sum, n) => sum + n, 0)).toBe(600)
    } finally {
      await other?.close()
    }
    expect(await statusCounts(due)).toEqual({ expiree: 600 })
  })

  it('the outbox worker’s per-minute round closes an expired attempt', async () => {
    const exam = await newExam()
    const deadline = new Date('2020-03-10T09:00:00Z')
    const [id = 0] = await attemptsEndingAt(exam, 1, deadline, 'worker')
    const worker = testWorker(db, { email: recordingChannel() }, testClock(at(deadline, 31_000)))
    worker.start()
    try {
      await vi.waitFor(async () => expect((await attemptRow(id)).status).toBe('expiree'), { timeout: 5000 })
    } finally {
      await worker.stop()
    }
    expect((await attemptRow(id)).score).not.toBeNull()
  })
})

type TrpcBody<T> = { result?: { data: T }; error?: { message: string } }
const query = async <T>(path: string, headers: Record<string, string>, input: unknown, on = t) => {
  const response = await on.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
  return { status: response.statusCode, body: response.json<TrpcBody<T>>() }
}
const mutation = async <T>(path: string, headers: Record<string, string>, input: unknown) => {
  const response = await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) })
  return { status: response.statusCode, body: response.json<TrpcBody<T>>() }
}
const paperOrder = (attempt: Attempt | undefined) => attempt?.questions.map((q) => [q.id, q.options.map((o) => o.index)])

describe('resuming', () => {
  it('a reload and another device find the same attempt, the same shuffled order, the saved answers', async () => {
    const exam = await newExam({ shuffle: true, count: 12 })
    const student = await makeStudent(t.app, root)
    const phone = bearer((await studentLogin(t.app, student.email, student.password, 'téléphone')).access_token)
    const laptop = bearer((await studentLogin(t.app, student.email, student.password, 'ordinateur')).access_token)
    const started = await mutation<Attempt>('exams.start', phone, { id: exam.id })
    expect(started.status).toBe(200)
    const attempt = started.body.result?.data
    const first = attempt?.questions[0]
    const choice = first?.type === 'numeric' ? 1 : [first?.options[0]?.index ?? 0]
    expect((await mutation('exams.saveAnswer', phone, { id: attempt?.id, question_id: first?.id, answer: choice })).status).toBe(200)

    const reload = (await query<Attempt>('exams.attempt', phone, { id: attempt?.id })).body.result?.data
    const elsewhere = (await query<Attempt>('exams.attempt', laptop, { id: attempt?.id })).body.result?.data
    // « Commencer » on the other device resumes the same attempt
    const again = (await mutation<Attempt>('exams.start', laptop, { id: exam.id })).body.result?.data
    for (const seen of [reload, elsewhere, again]) {
      expect(seen?.id).toBe(attempt?.id)
      expect(seen?.deadline_at).toBe(attempt?.deadline_at)
      expect(paperOrder(seen)).toEqual(paperOrder(attempt))
      expect(seen?.answers).toEqual([expect.objectContaining({ question_id: first?.id, answer: choice })])
    }
    // shuffled indeed: neither the questions nor every question's options in the teacher's order
    const teacherOrder = exam.questions.map((q) => [q.id, q.options.map((_, index) => index)])
    expect(paperOrder(attempt)).not.toEqual(teacherOrder)
    expect(await db.selectFrom('exam_attempts').select('id').where('student_id', '=', student.id).execute()).toHaveLength(1)
  })

  it('another student reading or answering that attempt meets a 404, as for a missing one', async () => {
    const exam = await newExam()
    const owner = await addStudent(db)
    const attempt = await startAttempt(db, owner.id, exam.id, new Date())
    const intruder = await makeStudent(t.app, root)
    const headers = bearer((await studentLogin(t.app, intruder.email, intruder.password)).access_token)
    const read = await query<Attempt>('exams.attempt', headers, { id: attempt.id })
    expect([read.status, read.body.error?.message]).toEqual([404, M.attemptNotFound])
    const write = await mutation('exams.saveAnswer', headers, { id: attempt.id, question_id: questionId(exam, 0), answer: [1] })
    expect([write.status, write.body.error?.message]).toEqual([404, M.attemptNotFound])
    expect(await answerRows(attempt.id)).toEqual([])
    // nor may the owner answer a question of another paper
    const other = await newExam()
    await expect(saveAnswer(db, owner.id, attempt.id, questionId(other, 0), [1], new Date())).rejects.toEqual(refusal(M.questionNotFound, 'BAD_REQUEST'))
  })
})

describe('races', () => {
  it('two saves of one answer at once: one row, holding the later value', async () => {
    const exam = await newExam()
    const student = await addStudent(db)
    const start = new Date()
    const attempt = await startAttempt(db, student.id, exam.id, start)
    for (let round = 1; round <= 10; round++) {
      const earlier = at(start, round * 1000)
      const later = at(earlier, 200)
      await Promise.all([saveAnswer(db, student.id, attempt.id, questionId(exam, 1), [0], earlier), saveAnswer(db, student.id, attempt.id, questionId(exam, 1), [2, 3], later)])
      expect(await answerRows(attempt.id)).toEqual([expect.objectContaining({ answer: [2, 3], saved_at: later.toISOString() })])
    }
  })

  it('a save racing a submission is either in the score or refused (409): never stored after it', async () => {
    const exam = await newExam()
    for (let round = 0; round < 16; round++) {
      const student = await addStudent(db)
      const now = new Date()
      const attempt = await startAttempt(db, student.id, exam.id, now)
      const save = () => saveAnswer(db, student.id, attempt.id, questionId(exam, 0), [1], now)
      const submit = () => submitAttempt(db, student.id, attempt.id, now)
      const [saved, submitted] = round % 2 === 0 ? await Promise.allSettled([save(), submit()]) : (await Promise.allSettled([submit(), save()])).reverse()
      expect(submitted?.status).toBe('fulfilled')
      const rows = await answerRows(attempt.id)
      const closed = await attemptRow(attempt.id)
      if (saved?.status === 'fulfilled') {
        expect(rows).toEqual([expect.objectContaining({ outcome: 'juste', points: 2 })])
        expect(closed.score).toBe(2)
      } else {
        expect(saved?.reason).toEqual(refusal(M.attemptSubmitted))
        expect(rows).toEqual([])
        expect(closed.score).toBe(0)
      }
    }
  })

  it('two « Commencer » at once make one attempt', async () => {
    const exam = await newExam({ max_attempts: 3 })
    for (let round = 0; round < 5; round++) {
      const student = await addStudent(db)
      const now = new Date()
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => startAttempt(db, student.id, exam.id, now)))
      expect(new Set([a?.id, b?.id, c?.id]).size).toBe(1)
      expect(await db.selectFrom('exam_attempts').select('attempt_number').where('student_id', '=', student.id).execute()).toEqual([{ attempt_number: 1 }])
    }
  })

  it('never lets parallel starts go past max_attempts', async () => {
    const exam = await newExam({ max_attempts: 2 })
    const student = await addStudent(db)
    const now = new Date()
    for (let round = 0; round < 3; round++) {
      const starts = await Promise.allSettled(Array.from({ length: 6 }, () => startAttempt(db, student.id, exam.id, now)))
      const ids = new Set(starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value.id] : [])))
      if (round < 2) {
        expect(ids.size).toBe(1)
        await submitAttempt(db, student.id, [...ids][0] ?? 0, now)
      } else {
        for (const refused of starts) expect(refused).toEqual({ status: 'rejected', reason: refusal(M.noAttemptsLeft) })
      }
    }
    const numbers = await db.selectFrom('exam_attempts').select('attempt_number').where('student_id', '=', student.id).orderBy('attempt_number').execute()
    expect(numbers).toEqual([{ attempt_number: 1 }, { attempt_number: 2 }])
  })
})

describe('a restart in the middle of a concours', () => {
  it('loses no saved answer, keeps the deadline, and the new process reads the version from the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tutorat-exam-restart-'))
    const first = await createTestDb({ dataDir })
    let reopened: DbHandle | undefined
    try {
      const before = await createTestApp({}, { database: first })
      const exam = await newExam({ shuffle: true }, await adminCaller(before))
      const student = await makeStudent(before.app, await adminHeaders(before.app, await createAdmin(before.services, { superAdmin: true })))
      const start = new Date()
      const attempt = await startAttempt(before.services.db, student.id, exam.id, start)
      const { version_id } = await attemptRow(attempt.id, before.services.db)
      const ids = exam.questions.map((q) => q.id)
      await saveAnswer(before.services.db, student.id, attempt.id, ids[0] ?? 0, [1], at(start, MINUTE))
      await saveAnswer(before.services.db, student.id, attempt.id, ids[2] ?? 0, 0.995, at(start, 2 * MINUTE))
      await before.close()
      // the process is gone: PGlite reopens its data directory, PostgreSQL gets a new pool
      if (first.kind === 'pglite') await first.close()
      reopened = first.kind === 'pglite' ? await createDb({ dataDir }) : await createDb({ databaseUrl: first.url })
      // behind the old process's back (no code path does this: a used version never changes), so the test can tell where each process reads from
      await sql`update exam_versions set questions = jsonb_set(questions, '{0,statement}', '"Énoncé relu dans la base"') where id = ${version_id}`.execute(reopened.db)

      vi.resetModules()
      const fresh = await import('@tutorat/api')
      const after = await (await import('./helpers.ts')).createTestApp({}, { database: reopened })
      try {
        // the student signs in again on the new process and reloads the paper
        const headers = bearer((await studentLogin(after.app, student.email, student.password)).access_token)
        const resumed = (await query<Attempt>('exams.attempt', headers, { id: attempt.id }, after)).body.result?.data
        expect(resumed).toMatchObject({ status: 'en_cours', deadline_at: attempt.deadline_at, questions: expect.arrayContaining([expect.objectContaining({ statement: 'Énoncé relu dans la base' })]) })
        expect(resumed?.answers.map(({ question_id, answer }) => ({ question_id, answer })).sort((x, y) => x.question_id - y.question_id)).toEqual([
          { question_id: ids[0], answer: [1] },
          { question_id: ids[2], answer: 0.995 },
        ])
        // the old process's memory (kept per database handle) still held the statement it had read:
        // memory is not the source of truth (a cached version is answered without the closed database)
        const remembered = await loadVersion(before.services.db, version_id)
        expect(remembered.questions.map((q) => q.statement)).toContain(QUESTIONS[0]?.statement)
        expect(paperOrder(resumed)).toEqual(paperOrder(attempt))
        const deadline = new Date(attempt.deadline_at)
        await fresh.saveAnswer(after.services.db, student.id, attempt.id, ids[1] ?? 0, [0, 2, 3], at(deadline, 29_000))
        await expect(fresh.saveAnswer(after.services.db, student.id, attempt.id, ids[3] ?? 0, [1], at(deadline, 31_000))).rejects.toEqual(refusal(M.attemptExpired))
        // 2 + 3 + 1 (0.995 within 0.01 of 1), closed at the deadline
        expect(await fresh.loadAttempt(after.services.db, student.id, attempt.id, at(deadline, MINUTE))).toMatchObject({ status: 'expiree', score: 6, submitted_at: attempt.deadline_at })
      } finally {
        await after.close()
      }
    } finally {
      await reopened?.close()
      if (first.kind === 'postgres') await first.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

/** A super admin's caller on `on` (the app of one process). */
async function adminCaller(on: TestApp) {
  const account = await createAdmin(on.services, { superAdmin: true })
  const token = await loginAs(on.app, account.email, account.password)
  return createCaller(createContextInner(on.services, { authorization: `Bearer ${token}`, ip: '127.0.0.1' }))
}
