import { type AdminExamDetail, type Attempt, EXAM_MESSAGES as M, type Practice } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './helpers.ts'
import { answerAs, examsApp, getExam, postExam, putExam, putQuestions, startPaper, submitAs } from './exams-helpers.ts'
import { newStudent, type TestStudent } from './payments-helpers.ts'

// DESIGN §19 through REST: « S'entraîner sur mes points faibles » (ten bank questions of the weak
// topics, untimed, never ranked nor counted in the results), series standings, the flag saved
// with an answer and « next » on the REST paths.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let owner: Headers
let other: Headers
beforeAll(async () => {
  ;({ t, root, owner, other } = await examsApp())
})
afterAll(() => t.close())

async function bank(topic: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      headers: owner,
      payload: { type: 'single', statement: `${topic} ${i} ?`, options: ['a', 'b'], correct: [0], topic },
    })
    expect(response.statusCode, response.body).toBe(201)
  }
}

/** A published public exam of two own questions, one per topic, in `series` if given. */
async function exam(series: number | null = null) {
  const created = await postExam(t, owner, { title: 'Concours blanc FST', time_limit_minutes: 30, is_public: true, series_id: series })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json<{ exam: AdminExamDetail }>().exam
  const questions = [
    { type: 'single', statement: 'Thermo ?', options: ['a', 'b'], correct: [0], topic: 'Thermodynamique' },
    { type: 'single', statement: 'Électricité ?', options: ['a', 'b'], correct: [0], topic: 'Électricité' },
  ]
  expect((await putQuestions(t, owner, id, questions)).statusCode).toBe(200)
  expect((await putExam(t, owner, id, { published: true })).statusCode).toBe(200)
  return getExam(t, owner, id)
}

/** Takes the paper through REST: right (`[0]`) or wrong (`[1]`) for each question. */
async function take(student: TestStudent, paperExam: AdminExamDetail, answers: number[][]): Promise<Attempt> {
  const paper = await startPaper(t, student, paperExam.id)
  for (const [index, question] of paperExam.questions.entries()) expect((await answerAs(t, student, paper.id, question.id, answers[index] ?? null)).statusCode).toBe(200)
  const submitted = await submitAs(t, student, paper.id)
  expect(submitted.statusCode, submitted.body).toBe(200)
  return submitted.json<{ attempt: Attempt }>().attempt
}

describe('the weak-topic practice', () => {
  it('draws up to ten bank questions of the weak topics, scores them at once, never touches the results', async () => {
    await bank('Thermodynamique', 12)
    await bank('Électricité', 3)
    const paperExam = await exam()
    const student = await newStudent(t, root)
    const attempt = await take(student, paperExam, [[1], [0]])
    expect(attempt.topics?.map((topic) => [topic.topic, topic.weak])).toEqual([
      ['Thermodynamique', true],
      ['Électricité', false],
    ])
    const started = await t.app.inject({ method: 'POST', url: `/api/student/attempts/${attempt.id}/practice`, headers: student.headers })
    expect(started.statusCode, started.body).toBe(201)
    const practice = started.json<Practice>()
    expect(practice.topics).toEqual(['Thermodynamique'])
    expect(practice.questions).toHaveLength(10)
    expect(practice.questions.every((q) => q.statement.startsWith('Thermodynamique'))).toBe(true)
    expect(started.body).not.toContain('"correct"')
    // another student's practice or attempt: the same 404 as a missing one
    const intruder = await newStudent(t, root)
    expect((await t.app.inject({ url: `/api/student/practices/${practice.id}`, headers: intruder.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/attempts/${attempt.id}/practice`, headers: intruder.headers })).statusCode).toBe(404)
    const answers = practice.questions.map((q, index) => ({ question_id: q.id, answer: index < 6 ? [0] : [1] }))
    const submitted = await t.app.inject({ method: 'POST', url: `/api/student/practices/${practice.id}/submit`, headers: student.headers, payload: { answers } })
    expect(submitted.statusCode, submitted.body).toBe(200)
    expect(submitted.json<Practice>()).toMatchObject({ score: 6, max_score: 10, score_20: 12 })
    expect(submitted.json<Practice>().review).toHaveLength(10)
    const again = await t.app.inject({ method: 'POST', url: `/api/student/practices/${practice.id}/submit`, headers: student.headers, payload: { answers } })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ detail: string }>().detail).toBe(M.practiceDone)
    // the exam's results hold the one copy, its rank unchanged
    const results = await t.app.inject({ url: `/api/admin/exams/${paperExam.id}/results`, headers: owner })
    expect(results.json<{ summary: { copies: number } }>().summary.copies).toBe(1)
    // a second practice prefers the two questions not seen yet
    const second = (await t.app.inject({ method: 'POST', url: `/api/student/attempts/${attempt.id}/practice`, headers: student.headers })).json<Practice>()
    const firstIds = new Set(practice.questions.map((q) => q.id))
    expect(second.questions.filter((q) => !firstIds.has(q.id))).toHaveLength(2)
  })

  it('refuses a copy without weak topic, a running one, and a foreign question in the answers', async () => {
    await bank('Électricité', 2)
    const paperExam = await exam()
    const student = await newStudent(t, root)
    const perfect = await take(student, paperExam, [[0], [0]])
    const none = await t.app.inject({ method: 'POST', url: `/api/student/attempts/${perfect.id}/practice`, headers: student.headers })
    expect(none.statusCode).toBe(409)
    expect(none.json<{ detail: string }>().detail).toBe(M.practiceNoWeak)
    const runner = await newStudent(t, root)
    const running = await startPaper(t, runner, paperExam.id)
    const early = await t.app.inject({ method: 'POST', url: `/api/student/attempts/${running.id}/practice`, headers: runner.headers })
    expect(early.statusCode).toBe(409)
    expect(early.json<{ detail: string }>().detail).toBe(M.attemptNotScored)
    await submitAs(t, runner, running.id)
    const practice = await t.app.inject({ method: 'POST', url: `/api/student/attempts/${running.id}/practice`, headers: runner.headers })
    expect(practice.statusCode, practice.body).toBe(201)
    const { id } = practice.json<Practice>()
    const foreign = await t.app.inject({ method: 'POST', url: `/api/student/practices/${id}/submit`, headers: runner.headers, payload: { answers: [{ question_id: paperExam.questions[0]?.id, answer: [0] }] } })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json<{ detail: string }>().detail).toBe(M.questionNotFound)
  })
})

describe('series standings', () => {
  it('adds up the first attempts’ notes over 20 across the series, ranks them; a student sees only their own', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/exam-series', headers: owner, payload: { title: 'Série ENSA 2025' } })
    expect(created.statusCode, created.body).toBe(201)
    const series = created.json<{ series: { id: number } }>().series.id
    const [one, two] = [await exam(series), await exam(series)]
    const [ali, sara, omar] = [await newStudent(t, root), await newStudent(t, root), await newStudent(t, root)]
    // the copy names its series: the student's result page asks for the standing with it
    expect((await take(ali, one, [[0], [0]])).series_id).toBe(series) // 20
    await take(ali, two, [[0], [1]]) // 10
    await take(sara, one, [[0], [0]]) // 20
    await take(sara, two, [[0], [0]]) // 20
    await take(omar, one, [[1], [1]]) // 0
    const standings = await t.app.inject({ url: `/api/admin/exam-series/${series}/standings`, headers: owner })
    expect(standings.statusCode, standings.body).toBe(200)
    const body = standings.json<{ rows: { rank: number; student_id: number; total_20: number; exams_taken: number }[]; total: number; exams: unknown[] }>()
    expect(body.rows.map((row) => [row.student_id, row.rank, row.total_20, row.exams_taken])).toEqual([
      [sara.id, 1, 40, 2],
      [ali.id, 2, 30, 2],
      [omar.id, 3, 0, 1],
    ])
    expect(body.exams).toHaveLength(2)
    const mine = await t.app.inject({ url: `/api/student/exam-series/${series}`, headers: ali.headers })
    expect(mine.json()).toMatchObject({ total_20: 30, rank: 2, ranked_count: 3, percentile: 50 })
    expect(mine.body).not.toContain(sara.name)
    // another admin's series: 404, and it cannot be given to their exam; a student outside: 404
    expect((await t.app.inject({ url: `/api/admin/exam-series/${series}/standings`, headers: other })).statusCode).toBe(404)
    const foreign = await postExam(t, other, { title: 'Intrus', time_limit_minutes: 30, series_id: series })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json<{ detail: string }>().detail).toBe(M.seriesNotFound)
    expect((await t.app.inject({ url: `/api/student/exam-series/${series}`, headers: (await newStudent(t, root)).headers })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/admin/exam-series', headers: other })).json()).toEqual([])
  })
})

describe('REST: the flag with the answer, « next »', () => {
  it('saves « à revoir » with the answer and closes the section on POST …/sections/next', async () => {
    const paperExam = await exam()
    const student = await newStudent(t, root)
    const paper = await startPaper(t, student, paperExam.id)
    const question = paperExam.questions[0]?.id ?? 0
    const saved = await t.app.inject({ method: 'PUT', url: `/api/student/attempts/${paper.id}/answers/${question}`, headers: student.headers, payload: { answer: null, flagged: true } })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ flagged: true })
    const next = await t.app.inject({ method: 'POST', url: `/api/student/attempts/${paper.id}/sections/next`, headers: student.headers })
    expect(next.statusCode, next.body).toBe(200)
    // one section: « next » is the last one and hands the paper in
    expect(next.json<{ message: string; attempt: Attempt }>()).toMatchObject({ message: M.lastSectionSubmitted, attempt: { status: 'soumise' } })
    const late = await t.app.inject({ method: 'PUT', url: `/api/student/attempts/${paper.id}/answers/${question}`, headers: student.headers, payload: { answer: [0] } })
    expect(late.statusCode).toBe(409)
  })
})
