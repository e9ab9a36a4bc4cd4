import type { AdminExamDetail, Attempt, QuestionInput, StudentExam } from '@tutorat/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'
import type { TestStudent } from './payments-helpers.ts'

// The exams tests' common ground (DESIGN §13): a series whose corrections are easy to spot in raw
// JSON, exams made and published through the back office, papers taken through the REST paths.

type Headers = Record<string, string>
type Question = Partial<QuestionInput> & Pick<QuestionInput, 'type' | 'statement'>

/** A test file's app (the limits out of the way), a super admin and two regular admins. */
export async function examsApp() {
  const t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', EXAM_RATE_PER_MINUTE: '100000' })
  const signIn = async (superAdmin: boolean) => adminHeaders(t.app, await createAdmin(t.services, { superAdmin }))
  return { t, root: await signIn(true), owner: await signIn(false), other: await signIn(false) }
}

/** Strings and numbers found nowhere but in a correction: seeing one in a student's JSON is a leak. */
export const SECRETS = { explanation: 'EXPLICATION-SECRETE', value: 2.718281 } as const

/** Three questions, one of each type, 1 + 3 + 2 = 6 points. */
export const SERIES: Question[] = [
  { type: 'single', statement: 'Combien vaut $1+1$ ?', options: ['1', '2', '3'], correct: [1], explanation: `${SECRETS.explanation} : $1+1=2$` },
  { type: 'multiple', statement: 'Les nombres pairs', options: ['2', '3', '4', '6'], correct: [0, 2, 3], points: 3, explanation: SECRETS.explanation },
  { type: 'numeric', statement: 'La constante $e$ à $10^{-3}$ près', value: SECRETS.value, tolerance: 0.001, points: 2, explanation: SECRETS.explanation },
]
/** Right answers to SERIES, in its order. */
export const RIGHT = [[1], [0, 2, 3], SECRETS.value] as const
/** Wrong answers to SERIES that reveal nothing of the correction. */
export const WRONG = [[0], [1], 3.5] as const

export const postExam = (t: TestApp, headers: Headers, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/exams', headers, payload: body })
export const putExam = (t: TestApp, headers: Headers, id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/exams/${id}`, headers, payload: body })
export const putQuestions = (t: TestApp, headers: Headers, id: number, questions: unknown[]) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/exams/${id}/questions`, headers, payload: { questions } })
export const getExam = async (t: TestApp, headers: Headers, id: number) => (await t.app.inject({ url: `/api/admin/exams/${id}`, headers })).json<AdminExamDetail>()

/** An exam created unpublished (201), with `questions` saved, then published unless told not to. */
export async function newExam(t: TestApp, headers: Headers, settings: Record<string, unknown> = {}, options: { questions?: Question[]; publish?: boolean } = {}) {
  const created = await postExam(t, headers, { title: 'Concours blanc ENSA', time_limit_minutes: 60, ...settings })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json<{ exam: AdminExamDetail }>().exam
  const saved = await putQuestions(t, headers, id, options.questions ?? SERIES)
  expect(saved.statusCode, saved.body).toBe(200)
  if (options.publish !== false) expect((await putExam(t, headers, id, { published: true })).statusCode).toBe(200)
  return getExam(t, headers, id)
}

/** Ids are numbers, or what a client might send instead (`1.5`, `abc`): the path carries both. */
type Id = number | string

export const startAs = (t: TestApp, student: TestStudent, examId: Id) => t.app.inject({ method: 'POST', url: `/api/student/exams/${examId}/attempts`, headers: student.headers })
export const attemptAs = (t: TestApp, student: TestStudent, id: Id) => t.app.inject({ url: `/api/student/attempts/${id}`, headers: student.headers })
export const answerAs = (t: TestApp, student: TestStudent, attemptId: Id, questionId: Id, answer: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/student/attempts/${attemptId}/answers/${questionId}`, headers: student.headers, payload: { answer } })
export const submitAs = (t: TestApp, student: TestStudent, id: Id) => t.app.inject({ method: 'POST', url: `/api/student/attempts/${id}/submit`, headers: student.headers })

/** A started paper (201 for a new one). */
export async function startPaper(t: TestApp, student: TestStudent, examId: number): Promise<Attempt> {
  const response = await startAs(t, student, examId)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Attempt>()
}

/** Answers each question of `exam` (in the admin's order) with `answers`, then hands the paper in. */
export async function takePaper(t: TestApp, student: TestStudent, exam: AdminExamDetail, answers: readonly unknown[]): Promise<Attempt> {
  const paper = await startPaper(t, student, exam.id)
  for (const [index, question] of exam.questions.entries()) {
    const saved = await answerAs(t, student, paper.id, question.id, answers[index] ?? null)
    expect(saved.statusCode, saved.body).toBe(200)
  }
  const submitted = await submitAs(t, student, paper.id)
  expect(submitted.statusCode, submitted.body).toBe(200)
  return submitted.json<{ attempt: Attempt }>().attempt
}

export async function availableTo(t: TestApp, student: TestStudent, query = ''): Promise<StudentExam[]> {
  const response = await t.app.inject({ url: `/api/student/exams${query}`, headers: student.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<StudentExam[]>()
}

const CORRECTION_KEYS = ['correct', 'value', 'tolerance', 'explanation'].map((key) => `"${key}"`)

/** No correction in a response's raw JSON: neither its fields nor the values only a correction holds. */
export function expectNoCorrection(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300)
  for (const key of CORRECTION_KEYS) expect(response.body, `${label} shows ${key}`).not.toContain(key)
  expect(response.body, `${label} shows the explanation`).not.toContain(SECRETS.explanation)
  expect(response.body, `${label} shows the numeric answer`).not.toContain(String(SECRETS.value))
}

/** The correction is there: every question with its right answer and explanation. */
export function expectCorrection(attempt: Attempt) {
  expect(attempt.review_available).toBe(true)
  expect(attempt.review?.map((item) => item.explanation.startsWith(SECRETS.explanation))).toEqual([true, true, true])
  expect(attempt.review?.[2]?.value).toBe(SECRETS.value)
}

export const answerRows = async (t: TestApp, attemptId: number) =>
  t.services.db.selectFrom('attempt_answers').select(['question_id', 'answer', 'saved_at']).where('attempt_id', '=', attemptId).execute()

export const attemptCount = async (t: TestApp, examId: number) =>
  Number((await t.services.db.selectFrom('exam_attempts').select((eb) => eb.fn.countAll<string>().as('n')).where('exam_id', '=', examId).executeTakeFirstOrThrow()).n)

/** Moves the exam's window, as if time had passed (ISO instants, null: no bound). */
export const setWindow = (t: TestApp, examId: number, window: { opens_at?: string | null; closes_at?: string | null }) =>
  t.services.db.updateTable('exams').set(window).where('id', '=', examId).execute()

export const trpcGet = (t: TestApp, path: string, headers: Headers, input?: unknown) =>
  t.app.inject({ url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
export const trpcPost = (t: TestApp, path: string, headers: Headers, input: unknown) =>
  t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) })
