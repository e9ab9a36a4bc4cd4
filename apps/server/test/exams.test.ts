import { ACCESS_TYPES, type AdminExamDetail, type Attempt, type AttemptSummary, EXAM_MESSAGES as M, MESSAGES, type PublicExam } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grant, makeCourse, type TestApp } from './helpers.ts'
import {
  answerAs,
  answerRows,
  attemptAs,
  availableTo,
  examsApp,
  newExam,
  RIGHT,
  setWindow,
  startAs,
  startPaper,
  submitAs,
  takePaper,
  WRONG,
} from './exams-helpers.ts'
import { newStudent, type TestStudent } from './payments-helpers.ts'
import { type AccessState, expectRefused, localIn, studentWith } from './sessions-helpers.ts'

/** The opening time in the refusal: French, Casablanca's clock. */
const opening = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })

// DESIGN §13, a student's side through the REST paths: who sees and starts which exam, the
// paper from start to score, and every way to answer what one should not.

type Headers = Record<string, string>
const SECOND = 1000
let t: TestApp
let root: Headers
let course: number

beforeAll(async () => {
  ;({ t, root } = await examsApp())
  course = (await makeCourse(t.app, root, 'Physique MPSI')).id
})
afterAll(() => t.close())

const enrolled = () => studentWith(t, root, course, 'standard')
const questionIds = (exam: AdminExamDetail) => exam.questions.map((question) => question.id)

describe('who sees and starts an exam', () => {
  let quiz: AdminExamDetail
  let open: AdminExamDetail
  let draft: AdminExamDetail
  beforeAll(async () => {
    quiz = await newExam(t, root, { course_id: course, title: 'Quiz : cinématique' })
    open = await newExam(t, root, { is_public: true, title: 'Concours blanc ENSA 2026' })
    draft = await newExam(t, root, { is_public: true, title: 'Brouillon' }, { publish: false })
  })

  const states: AccessState[] = ['valid', 'expired', 'deactivated']
  const cells = ACCESS_TYPES.flatMap((type) => states.map((state) => ({ type, state, seen: state === 'valid' })))
  it.each(cells)('a course quiz, $type access $state → seen and started: $seen', async ({ type, state, seen }) => {
    const student = await studentWith(t, root, course, type, state)
    expect((await availableTo(t, student)).map((exam) => exam.id).includes(quiz.id)).toBe(seen)
    const started = await startAs(t, student, quiz.id)
    if (seen) expect(started.statusCode, started.body).toBe(201)
    else expectRefused(started, 404, M.notFound)
  })

  it('a student without access: the public exam only; unpublished ones answer like missing ones', async () => {
    const student = await newStudent(t, root)
    expect((await availableTo(t, student)).map((exam) => exam.id)).toEqual([open.id])
    expectRefused(await startAs(t, student, quiz.id), 404, M.notFound)
    expectRefused(await startAs(t, student, draft.id), 404, M.notFound)
    expectRefused(await startAs(t, student, 999_999), 404, M.notFound)
    expect((await startAs(t, student, open.id)).statusCode).toBe(201)
  })

  it('a visitor lists the public exams without their questions, but cannot start one (401)', async () => {
    const response = await t.app.inject({ url: '/api/exams' })
    expect(response.statusCode).toBe(200)
    const listed = response.json<PublicExam[]>()
    expect(listed.map((exam) => exam.id)).toEqual([open.id])
    expect(listed[0]).toMatchObject({ title: 'Concours blanc ENSA 2026', question_count: 3, max_score: 6 })
    expect(response.body).not.toContain('Combien vaut')
    expectRefused(await t.app.inject({ method: 'POST', url: `/api/student/exams/${open.id}/attempts` }), 401, MESSAGES.unauthenticated)
  })

  it('?course_id= keeps one course’s quizzes; a bad one is a French 400', async () => {
    const otherCourse = (await makeCourse(t.app, root, 'Chimie MPSI')).id
    const chemistry = await newExam(t, root, { course_id: otherCourse, title: 'Quiz : atomistique' })
    const both = await enrolled()
    await grant(t.app, root, { student_id: both.id, course_id: otherCourse })
    expect((await availableTo(t, both)).map((exam) => exam.id)).toEqual(expect.arrayContaining([quiz.id, chemistry.id, open.id]))
    expect((await availableTo(t, both, `?course_id=${otherCourse}`)).map((exam) => exam.id)).toEqual([chemistry.id])
    expect((await availableTo(t, both, `?course_id=${course}`)).map((exam) => exam.id)).not.toContain(chemistry.id)
    const one = await enrolled()
    expect(await availableTo(t, one, `?course_id=${otherCourse}`)).toEqual([])
    expectRefused(await t.app.inject({ url: '/api/student/exams?course_id=abc', headers: one.headers }), 400, MESSAGES.invalidId)
  })
})

describe('a paper from start to score', () => {
  let exam: AdminExamDetail
  let student: TestStudent
  let paper: Attempt
  beforeAll(async () => {
    exam = await newExam(t, root, { course_id: course, max_attempts: 2, penalty: 0.5 })
    student = await enrolled()
  })

  it('starts (201), then resumes the same paper (200)', async () => {
    paper = await startPaper(t, student, exam.id)
    expect(paper).toMatchObject({ exam_id: exam.id, attempt_number: 1, status: 'en_cours', answers: [], score: null, review: null })
    expect(paper.questions.map((question) => question.id)).toEqual(questionIds(exam))
    expect(Date.parse(paper.deadline_at) - Date.parse(paper.started_at)).toBe(60 * 60 * SECOND)
    const again = await startAs(t, student, exam.id)
    expect(again.statusCode).toBe(200)
    expect(again.json<Attempt>().id).toBe(paper.id)
    const listed = (await availableTo(t, student)).find((item) => item.id === exam.id)
    expect(listed).toMatchObject({ attempts_used: 1, running_attempt_id: paper.id, state: 'ouvert' })
  })

  it('saves an answer idempotently: the same PUT twice is one row, a new one replaces it', async () => {
    const [q1] = questionIds(exam)
    const first = await answerAs(t, student, paper.id, q1 as number, [0])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ question_id: q1 })
    expect((await answerAs(t, student, paper.id, q1 as number, [0])).statusCode).toBe(200)
    expect(await answerRows(t, paper.id)).toHaveLength(1)
    expect((await answerAs(t, student, paper.id, q1 as number, RIGHT[0])).statusCode).toBe(200)
    expect((await answerRows(t, paper.id)).map((row) => row.answer)).toEqual([RIGHT[0]])
    expect((await attemptAs(t, student, paper.id)).json<Attempt>().answers).toMatchObject([{ question_id: q1, answer: RIGHT[0] }])
  })

  it.each([
    ['a letter', 'B'],
    ['an option that does not exist', [7]],
    ['two options to a single choice', [0, 1]],
    ['a number to a choice', 2],
    ['an option twice', [1, 1]],
    ['nothing', undefined],
  ])('refuses %s as an answer (400), storing nothing', async (_label, answer) => {
    const rows = await answerRows(t, paper.id)
    expectRefused(await answerAs(t, student, paper.id, questionIds(exam)[0] as number, answer), 400, M.answerInvalid)
    expect(await answerRows(t, paper.id)).toEqual(rows)
  })

  it('refuses a choice to a numeric question and a question of another exam (400)', async () => {
    expectRefused(await answerAs(t, student, paper.id, questionIds(exam)[2] as number, [0]), 400, M.answerInvalid)
    const otherExam = await newExam(t, root, { course_id: course })
    expectRefused(await answerAs(t, student, paper.id, questionIds(otherExam)[0] as number, RIGHT[0]), 400, M.questionNotFound)
  })

  it.each(['2147483648', '1.5', '-1', 'abc'])('an exam, attempt or question id of %s → 400, never a 500', async (id) => {
    const q1 = questionIds(exam)[0] as number
    expectRefused(await startAs(t, student, id), 400, MESSAGES.invalidId)
    expectRefused(await attemptAs(t, student, id), 400, MESSAGES.invalidId)
    expectRefused(await submitAs(t, student, id), 400, MESSAGES.invalidId)
    expectRefused(await answerAs(t, student, id, q1, [0]), 400, MESSAGES.invalidId)
    expectRefused(await answerAs(t, student, paper.id, id, [0]), 400, MESSAGES.invalidId)
  })

  it('another student’s paper answers like a missing one (404), untouched', async () => {
    const intruder = await enrolled()
    const q2 = questionIds(exam)[1] as number
    expectRefused(await attemptAs(t, intruder, paper.id), 404, M.attemptNotFound)
    expectRefused(await answerAs(t, intruder, paper.id, q2, [1]), 404, M.attemptNotFound)
    expectRefused(await submitAs(t, intruder, paper.id), 404, M.attemptNotFound)
    expect(await answerRows(t, paper.id)).toHaveLength(1)
    expect((await attemptAs(t, student, paper.id)).json<Attempt>().status).toBe('en_cours')
  })

  it('hands in and scores: right + partial − penalty, over 20, ranked; a late answer or a second submit → 409', async () => {
    const [, q2, q3] = questionIds(exam)
    await answerAs(t, student, paper.id, q2 as number, [0, 2]) // two of the three even numbers: 2 of 3 points
    await answerAs(t, student, paper.id, q3 as number, WRONG[2]) // − 0.5
    const response = await submitAs(t, student, paper.id)
    expect(response.statusCode, response.body).toBe(200)
    const { message, attempt } = response.json<{ message: string; attempt: Attempt }>()
    expect(message).toBe(M.submitted)
    // one attempt left: the score now, the correction after the last attempt (DESIGN §15)
    expect(attempt).toMatchObject({ status: 'soumise', score: 2.5, max_score: 6, score_20: 8.33, rank: 1, ranked_count: 1, review_available: false, review: null })

    expectRefused(await answerAs(t, student, paper.id, q2 as number, RIGHT[1]), 409, M.attemptSubmitted)
    expectRefused(await submitAs(t, student, paper.id), 409, M.attemptSubmitted)
    expect((await attemptAs(t, student, paper.id)).json<Attempt>().score).toBe(2.5)
    const mine = (await t.app.inject({ url: '/api/student/attempts', headers: student.headers })).json<AttemptSummary[]>()
    expect(mine.find((item) => item.id === paper.id)).toMatchObject({ status: 'soumise', score: 2.5, score_20: 8.33 })
  })

  it('a second attempt (max 2) has no rank and opens both corrections; a third → 409', async () => {
    const second = await takePaper(t, student, exam, RIGHT)
    expect(second).toMatchObject({ attempt_number: 2, score: 6, rank: null, review_available: true })
    const first = (await attemptAs(t, student, paper.id)).json<Attempt>()
    expect(first.review?.map((item) => item.outcome)).toEqual(['juste', 'partiel', 'faux'])
    expectRefused(await startAs(t, student, exam.id), 409, M.noAttemptsLeft)
    expect((await availableTo(t, student)).find((item) => item.id === exam.id)).toMatchObject({ attempts_used: 2, best_score_20: 20, running_attempt_id: null })
  })
})

describe('time: the window and the deadline', () => {
  it('before the opening → 409 naming it; after the closing → 409', async () => {
    const opensAt = localIn(24 * 60)
    const later = await newExam(t, root, { course_id: course, opens_at_local: opensAt })
    const student = await enrolled()
    expect((await availableTo(t, student)).find((exam) => exam.id === later.id)?.state).toBe('a_venir')
    expectRefused(await startAs(t, student, later.id), 409, M.notOpenYet(opening.format(new Date(later.opens_at ?? ''))))

    const closed = await newExam(t, root, { course_id: course })
    await setWindow(t, closed.id, { closes_at: new Date(Date.now() - 60 * SECOND).toISOString() })
    expect((await availableTo(t, student)).find((exam) => exam.id === closed.id)?.state).toBe('clos')
    expectRefused(await startAs(t, student, closed.id), 409, M.closed)
  })

  it('the deadline is capped by the closing', async () => {
    const closing = await newExam(t, root, { course_id: course, closes_at_local: localIn(20) })
    const paper = await startPaper(t, await enrolled(), closing.id)
    expect(paper.deadline_at).toBe(closing.closes_at)
  })

  it('an answer within the 30 s grace is taken; past it → 409, and the paper is handed in as expired', async () => {
    const exam = await newExam(t, root, { course_id: course })
    const student = await enrolled()
    const paper = await startPaper(t, student, exam.id)
    const [q1, q2] = questionIds(exam)
    const deadline = (ago: number) =>
      t.services.db.updateTable('exam_attempts').set({ deadline_at: new Date(Date.now() - ago).toISOString() }).where('id', '=', paper.id).execute()
    await deadline(10 * SECOND)
    expect((await answerAs(t, student, paper.id, q1 as number, RIGHT[0])).statusCode).toBe(200)
    await deadline(31 * SECOND)
    expectRefused(await answerAs(t, student, paper.id, q2 as number, RIGHT[1]), 409, M.attemptExpired)
    expect(await answerRows(t, paper.id)).toHaveLength(1)
    expect((await attemptAs(t, student, paper.id)).json<Attempt>()).toMatchObject({ status: 'expiree', score: 1 })
    expectRefused(await submitAs(t, student, paper.id), 409, M.attemptExpired)
  })
})
