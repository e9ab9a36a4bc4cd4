import { loadAttempt, saveAnswer, startAttempt, submitAttempt } from '@tutorat/api'
import { type AdminExamDetail, type Attempt, EXAM_MESSAGES as M } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextSection } from '../../../packages/api/src/domain/exams/attempts.ts'
import type { TestApp } from './helpers.ts'
import { examsApp, getExam, postExam, putExam, putQuestions } from './exams-helpers.ts'
import { addStudent } from './messages-helpers.ts'

// DESIGN §19, sections through the back office (REST) and the student's paper (the domain, with
// the clock in the test's hands): the section editor's refusals, server-owned section deadlines,
// « next », answers to a closed or future section (409), the « à revoir » flag, the last section
// ending the attempt, and the result's sections, topics and percentile.

type Headers = Record<string, string>
const MINUTE = 60_000
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)
let t: TestApp
let db: Database
let owner: Headers
let other: Headers
beforeAll(async () => {
  ;({ t, owner, other } = await examsApp())
  db = t.services.db
})
afterAll(() => t.close())

async function bankQuestion(headers: Headers, topic: string, index: number, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/questions',
    headers,
    payload: { type: 'single', statement: `${topic} n°${index} : $${index}+1$ ?`, options: ['$0$', `$${index + 1}$`], correct: [1], topic, difficulty: 1 + (index % 5), ...extra },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ question: { id: number } }>().question.id
}

const putSections = (headers: Headers, id: number, sections: unknown[]) => t.app.inject({ method: 'PUT', url: `/api/admin/exams/${id}/sections`, headers, payload: { sections } })

/** An exam with two own questions (topic Mécanique), published unless told not to. */
async function examWithOwnQuestions(headers: Headers) {
  const created = await postExam(t, headers, { title: 'Concours blanc ENSA 2024', time_limit_minutes: 60, is_public: true, penalty: 0.5 })
  const { id } = created.json<{ exam: AdminExamDetail }>().exam
  const own = [
    { type: 'single', statement: 'Unité de la force ?', options: ['N', 'J'], correct: [0], topic: 'Mécanique' },
    { type: 'numeric', statement: '$g$ à $0{,}1$ près', value: 9.8, tolerance: 0.1, topic: 'Mécanique' },
  ]
  expect((await putQuestions(t, headers, id, own)).statusCode).toBe(200)
  return getExam(t, headers, id)
}

const sectionRows = (attemptId: number) =>
  db.selectFrom('attempt_sections').select(['position', 'question_ids', 'opened_at', 'deadline_at', 'closed_at']).where('attempt_id', '=', attemptId).orderBy('position').execute()

describe('the section editor', () => {
  it('refuses in French a draw larger than the bank holds, unknown or foreign questions, too long, too many sections', async () => {
    for (let i = 0; i < 5; i++) await bankQuestion(owner, 'Optique', i)
    const foreign = await bankQuestion(other, 'Optique', 99)
    const exam = await examWithOwnQuestions(owner)
    const own = exam.questions.map((q) => q.id)
    const cases: [unknown[], number, string][] = [
      [[{ title: 'Optique', time_limit_minutes: 20, draw: { count: 6, topic: 'Optique' } }], 400, M.drawTooLarge(6, 5)],
      [[{ title: 'A', time_limit_minutes: 20, question_ids: [foreign] }], 400, M.sectionQuestionUnknown],
      [[{ title: 'A', time_limit_minutes: 20, question_ids: [own[0], own[0]] }], 400, M.sectionQuestionTwice],
      [[{ title: 'A', time_limit_minutes: 400, question_ids: [own[0]] }, { title: 'B', time_limit_minutes: 300, question_ids: [own[1]] }], 400, M.sectionsTooLong],
      [Array.from({ length: 7 }, (_, i) => ({ title: `S${i}`, time_limit_minutes: 5, draw: { count: 1 } })), 400, M.sectionsCount],
      [[{ title: 'A', time_limit_minutes: 20 }], 400, M.sectionSource],
      [[{ title: 'A', time_limit_minutes: 20, draw: { count: 3, topic: 'Optique' } }, { title: 'B', time_limit_minutes: 20, draw: { count: 3, topic: 'Optique' } }], 400, M.drawOverlap],
    ]
    for (const [sections, status, detail] of cases) {
      const response = await putSections(owner, exam.id, sections)
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json<{ detail: string }>().detail).toBe(detail)
    }
    const foreignExam = await putSections(other, exam.id, [{ title: 'A', time_limit_minutes: 20, question_ids: own }])
    expect(foreignExam.statusCode).toBe(404)
    const saved = await putSections(owner, exam.id, [
      { title: 'Mécanique', time_limit_minutes: 20, question_ids: own },
      { title: 'Optique', time_limit_minutes: 15, draw: { count: 5, topic: 'Optique' } },
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const detail = saved.json<{ exam: AdminExamDetail }>().exam
    expect(detail.time_limit_minutes).toBe(35)
    expect(detail.question_count).toBe(7)
    expect(detail.sections?.map((s) => s.draw?.pool.length ?? s.question_ids?.length)).toEqual([2, 5])
    // the old editor may not drop a question a section uses
    const dropped = await putQuestions(t, owner, exam.id, [detail.questions[0]])
    expect(dropped.statusCode).toBe(400)
    expect(dropped.json<{ detail: string }>().detail).toBe(M.sectionsLostQuestion)
  })
})

/** A published two-section paper: own questions (10 min), then 2 questions drawn among 3 of Algèbre (10 min). */
async function twoSectionExam() {
  const exam = await examWithOwnQuestions(owner)
  for (let i = 0; i < 3; i++) await bankQuestion(owner, `Algèbre-${exam.id}`, i)
  const saved = await putSections(owner, exam.id, [
    { title: 'Mécanique', time_limit_minutes: 10, question_ids: exam.questions.map((q) => q.id) },
    { title: 'Algèbre', time_limit_minutes: 10, draw: { count: 2, topic: `Algèbre-${exam.id}` } },
  ])
  expect(saved.statusCode, saved.body).toBe(200)
  expect((await putExam(t, owner, exam.id, { published: true })).statusCode).toBe(200)
  return getExam(t, owner, exam.id)
}

async function expectConflict(promise: Promise<unknown>, message: string) {
  await expect(promise).rejects.toMatchObject({ code: 'CONFLICT', message })
}

describe('a two-section paper, the server owning each section’s time', () => {
  it('shows the open section only, refuses the next one’s questions, « next » closes the first for good', async () => {
    const exam = await twoSectionExam()
    const student = await addStudent(db)
    const start = new Date()
    const paper = await startAttempt(db, student.id, exam.id, start)
    expect(paper.sections?.map((s) => s.state)).toEqual(['ouverte', 'a_venir'])
    expect(paper.questions.map((q) => q.section)).toEqual([1, 1])
    expect(paper.deadline_at).toBe(at(start, 20 * MINUTE).toISOString())
    const [first, second] = await sectionRows(paper.id)
    const mechanics = first?.question_ids ?? []
    const drawn = second?.question_ids ?? []
    expect(drawn).toHaveLength(2)
    await expectConflict(saveAnswer(db, student.id, paper.id, drawn[0] ?? 0, [1], at(start, MINUTE)), M.sectionNotOpen)
    const flagged = await saveAnswer(db, student.id, paper.id, mechanics[0] ?? 0, [0], at(start, MINUTE), true)
    expect(flagged.flagged).toBe(true)
    // an answer without the flag keeps it; false clears it
    expect((await saveAnswer(db, student.id, paper.id, mechanics[0] ?? 0, [1], at(start, 1.5 * MINUTE))).flagged).toBe(true)

    const next = await nextSection(db, student.id, paper.id, at(start, 2 * MINUTE))
    expect(next.message).toBe(M.nextSectionOpened)
    expect(next.attempt.sections?.map((s) => s.state)).toEqual(['close', 'ouverte'])
    expect(next.attempt.sections?.[1]?.deadline_at).toBe(at(start, 12 * MINUTE).toISOString())
    expect(next.attempt.deadline_at).toBe(at(start, 12 * MINUTE).toISOString())
    expect(next.attempt.questions.map((q) => q.section)).toEqual([1, 1, 2, 2])
    expect(next.attempt.answers.find((a) => a.question_id === mechanics[0])?.flagged).toBe(true)
    // the closed section refuses even within what would have been its time
    await expectConflict(saveAnswer(db, student.id, paper.id, mechanics[1] ?? 0, 9.8, at(start, 3 * MINUTE)), M.sectionClosed)
    await saveAnswer(db, student.id, paper.id, drawn[0] ?? 0, [1], at(start, 3 * MINUTE), false)
    // the last « next » hands the paper in
    const done = await nextSection(db, student.id, paper.id, at(start, 4 * MINUTE))
    expect(done.message).toBe(M.lastSectionSubmitted)
    expect(done.attempt.status).toBe('soumise')
    await expectConflict(saveAnswer(db, student.id, paper.id, drawn[1] ?? 0, [1], at(start, 5 * MINUTE)), M.attemptSubmitted)
    await expectConflict(nextSection(db, student.id, paper.id, at(start, 5 * MINUTE)), M.attemptSubmitted)
  })

  it('a section whose time ran out closes by itself: its grace, then 409; the next opens at its deadline; the attempt ends with the last', async () => {
    const exam = await twoSectionExam()
    const student = await addStudent(db)
    const start = new Date()
    const paper = await startAttempt(db, student.id, exam.id, start)
    const [first, second] = await sectionRows(paper.id)
    const mechanics = first?.question_ids ?? []
    const drawn = second?.question_ids ?? []
    // 10 s after the first section's deadline: still taken (the network's grace)
    await saveAnswer(db, student.id, paper.id, mechanics[0] ?? 0, [0], at(start, 10 * MINUTE + 10_000))
    // the second section opened at the first one's deadline, not when the phone asked
    const read = await loadAttempt(db, student.id, paper.id, at(start, 10 * MINUTE + 20_000))
    expect(read.sections?.map((s) => [s.state, s.opened_at])).toEqual([
      ['close', start.toISOString()],
      ['ouverte', at(start, 10 * MINUTE).toISOString()],
    ])
    await saveAnswer(db, student.id, paper.id, mechanics[1] ?? 0, 9.8, at(start, 10 * MINUTE + 25_000))
    await expectConflict(saveAnswer(db, student.id, paper.id, mechanics[1] ?? 0, 9.8, at(start, 11 * MINUTE)), M.sectionClosed)
    await saveAnswer(db, student.id, paper.id, drawn[0] ?? 0, [1], at(start, 11 * MINUTE))
    // past the last section's deadline and grace: the paper is expired and scored
    await expectConflict(saveAnswer(db, student.id, paper.id, drawn[1] ?? 0, [1], at(start, 21 * MINUTE)), M.attemptExpired)
    const over = await loadAttempt(db, student.id, paper.id, at(start, 21 * MINUTE))
    expect(over.status).toBe('expiree')
    expect(over.sections?.map((s) => s.state)).toEqual(['close', 'close'])
    // Mécanique: 1 right of 2 (1 point of 2); Algèbre: 1 right of 2
    expect(over.sections?.map((s) => [s.score, s.max_score, s.accuracy])).toEqual([
      [2, 2, 1],
      [1, 2, 0.5],
    ])
  })

  it('a late section’s questions answered before it opens by time: 409; after, taken — a first section left unanswered too', async () => {
    const exam = await twoSectionExam()
    const student = await addStudent(db)
    const start = new Date()
    const paper = await startAttempt(db, student.id, exam.id, start)
    const drawn = (await sectionRows(paper.id))[1]?.question_ids ?? []
    await expectConflict(saveAnswer(db, student.id, paper.id, drawn[0] ?? 0, [1], at(start, 9 * MINUTE)), M.sectionNotOpen)
    // no read in between: the answer itself opens the section at the first one's deadline
    await saveAnswer(db, student.id, paper.id, drawn[0] ?? 0, [1], at(start, 10 * MINUTE + 1000))
    const rows = await sectionRows(paper.id)
    expect(new Date(rows[1]?.opened_at ?? '').toISOString()).toBe(at(start, 10 * MINUTE).toISOString())
  })

  it('another student’s attempt answers like a missing one', async () => {
    const exam = await twoSectionExam()
    const [one, two] = [await addStudent(db), await addStudent(db)]
    const paper = await startAttempt(db, one.id, exam.id)
    await expect(nextSection(db, two.id, paper.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: M.attemptNotFound })
    await expect(nextSection(db, two.id, 2_000_000)).rejects.toMatchObject({ code: 'NOT_FOUND', message: M.attemptNotFound })
    expect((await t.app.inject({ method: 'POST', url: `/api/student/attempts/${paper.id}/sections/next` })).statusCode).toBe(401)
  })
})

describe('results: percentile, sections, weak topics, weighted answers', () => {
  it('ranks the copies with their percentile; topics under 50 % are weak', async () => {
    const exam = await twoSectionExam()
    const students = [await addStudent(db), await addStudent(db), await addStudent(db)]
    const results: Attempt[] = []
    for (const [index, student] of students.entries()) {
      const paper = await startAttempt(db, student.id, exam.id)
      const [first, second] = await sectionRows(paper.id)
      // student 0 answers everything right, 1 the mechanics only, 2 nothing
      if (index < 2) {
        await saveAnswer(db, student.id, paper.id, first?.question_ids[0] ?? 0, [0])
        await saveAnswer(db, student.id, paper.id, first?.question_ids[1] ?? 0, 9.8)
      }
      await nextSection(db, student.id, paper.id)
      if (index === 0) for (const id of second?.question_ids ?? []) await saveAnswer(db, student.id, paper.id, id, [1])
      results.push((await submitAttempt(db, student.id, paper.id)).attempt)
    }
    const final = await Promise.all(students.map((student, index) => loadAttempt(db, student.id, results[index]?.id ?? 0)))
    expect(final.map((a) => [a.score, a.rank, a.percentile])).toEqual([
      [4, 1, 100],
      [2, 2, 50],
      [0, 3, 0],
    ])
    const algebra = `Algèbre-${exam.id}`
    expect(final[1]?.topics).toEqual([
      { topic: algebra, accuracy: 0, weak: true, questions: 2 },
      { topic: 'Mécanique', accuracy: 1, weak: false, questions: 2 },
    ])
    expect(final[0]?.topics?.every((topic) => !topic.weak)).toBe(true)
    const admin = await t.app.inject({ url: `/api/admin/exams/${exam.id}/results`, headers: owner })
    expect(admin.statusCode, admin.body).toBe(200)
    const body = admin.json<{ sections: unknown[]; topics: unknown[] }>()
    expect(body.sections).toEqual([
      { position: 1, title: 'Mécanique', copies: 3, accuracy: 0.67 },
      { position: 2, title: 'Algèbre', copies: 3, accuracy: 0.33 },
    ])
    expect(body.topics).toEqual([
      { topic: algebra, copies: 3, accuracy: 0.33 },
      { topic: 'Mécanique', copies: 3, accuracy: 0.67 },
    ])
  })

  it('scores a weighted multiple question by its percentages (negative ones too), without the exam’s penalty', async () => {
    const created = await postExam(t, owner, { title: 'Pondéré', time_limit_minutes: 30, is_public: true, penalty: 1 })
    const { id } = created.json<{ exam: AdminExamDetail }>().exam
    const weighted = { type: 'multiple', statement: 'Premiers ?', options: ['2', '3', '4', '9'], correct: [0, 1], weights: [50, 50, -50, -50], points: 4 }
    expect((await putQuestions(t, owner, id, [weighted])).statusCode).toBe(200)
    await putExam(t, owner, id, { published: true, max_attempts: 1 })
    const questionId = (await getExam(t, owner, id)).questions[0]?.id ?? 0
    const cases: [number[], string, number][] = [
      [[0, 1], 'juste', 4],
      [[0], 'partiel', 2],
      [[0, 2], 'faux', 0],
      [[2, 3], 'faux', -4],
      [[0, 1, 2], 'partiel', 2],
    ]
    for (const [answer, outcome, points] of cases) {
      const student = await addStudent(db)
      const paper = await startAttempt(db, student.id, id)
      await saveAnswer(db, student.id, paper.id, questionId, answer)
      const { attempt } = await submitAttempt(db, student.id, paper.id)
      expect(attempt.review?.[0], JSON.stringify(answer)).toMatchObject({ outcome, points_awarded: points })
      expect(attempt.score).toBe(Math.max(0, points))
    }
  })
})
