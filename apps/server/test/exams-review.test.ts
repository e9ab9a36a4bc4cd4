import { type AdminExamDetail, type Attempt, EXAM_MESSAGES, MESSAGES, type ReviewPolicy } from '@tutorat/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'
import {
  answerAs,
  answerRows,
  attemptAs,
  examsApp,
  expectCorrection,
  expectNoCorrection,
  newExam,
  RIGHT,
  setWindow,
  startAs,
  startPaper,
  submitAs,
  trpcGet,
  trpcPost,
  WRONG,
} from './exams-helpers.ts'
import { limitStores } from './limit-stores.ts'
import { newStudent, type TestStudent } from './payments-helpers.ts'
import { localIn } from './sessions-helpers.ts'

// DESIGN §13: « Correct answers and explanations are never sent before the review policy
// allows », checked on the raw JSON of every answer a student gets, REST and tRPC alike; DESIGN
// §15: with several attempts, not between them either; and the per-student limit on starting,
// saving and handing in.

type Headers = Record<string, string>
let t: TestApp
let root: Headers

beforeAll(async () => {
  ;({ t, root } = await examsApp())
})
afterAll(() => t.close())

/** One paper through the REST paths, the other through tRPC: every response a student receives before handing in. */
interface Channel {
  name: string
  start: (student: TestStudent, exam: AdminExamDetail) => Promise<{ response: LightMyRequestResponse; id: number }>
  /** the paper read again, and the lists that name it */
  reread: (student: TestStudent, attemptId: number) => Promise<LightMyRequestResponse>
  lists: (student: TestStudent) => Promise<[string, LightMyRequestResponse][]>
  save: (student: TestStudent, attemptId: number, questionId: number, answer: unknown) => Promise<LightMyRequestResponse>
  submit: (student: TestStudent, attemptId: number) => Promise<LightMyRequestResponse>
  attempt: (response: LightMyRequestResponse) => Attempt
}

const rest: Channel = {
  name: 'REST',
  start: async (student, exam) => {
    const response = await startAs(t, student, exam.id)
    return { response, id: response.json<Attempt>().id }
  },
  reread: (student, id) => attemptAs(t, student, id),
  lists: async (student) => [
    ['GET /api/student/exams', await t.app.inject({ url: '/api/student/exams', headers: student.headers })],
    ['GET /api/student/attempts', await t.app.inject({ url: '/api/student/attempts', headers: student.headers })],
    ['GET /api/exams', await t.app.inject({ url: '/api/exams', headers: student.headers })],
  ],
  save: (student, id, questionId, answer) => answerAs(t, student, id, questionId, answer),
  submit: (student, id) => submitAs(t, student, id),
  attempt: (response) => {
    const body = response.json<Attempt | { attempt: Attempt }>()
    return 'attempt' in body ? body.attempt : body
  },
}

const trpc: Channel = {
  name: 'tRPC',
  start: async (student, exam) => {
    const response = await trpcPost(t, 'exams.start', student.headers, { id: exam.id })
    return { response, id: response.json<{ result: { data: Attempt } }>().result.data.id }
  },
  reread: (student, id) => trpcGet(t, 'exams.attempt', student.headers, { id }),
  lists: async (student) => [
    ['exams.available', await trpcGet(t, 'exams.available', student.headers, {})],
    ['exams.myAttempts', await trpcGet(t, 'exams.myAttempts', student.headers)],
    ['exams.publicList', await trpcGet(t, 'exams.publicList', student.headers)],
  ],
  save: (student, id, questionId, answer) => trpcPost(t, 'exams.saveAnswer', student.headers, { id, question_id: questionId, answer }),
  submit: (student, id) => trpcPost(t, 'exams.submit', student.headers, { id }),
  attempt: (response) => {
    const data = response.json<{ result: { data: Attempt | { attempt: Attempt } } }>().result.data
    return 'attempt' in data ? data.attempt : data
  },
}

/** Takes a paper with wrong answers through `channel`, checking every response before the hand-in; returns the hand-in's response. */
async function takeWithoutLeak(channel: Channel, exam: AdminExamDetail, student: TestStudent) {
  const { response, id } = await channel.start(student, exam)
  expectNoCorrection(response, `${channel.name} start`)
  expectNoCorrection((await channel.start(student, exam)).response, `${channel.name} resume`)
  for (const [index, question] of exam.questions.entries()) expectNoCorrection(await channel.save(student, id, question.id, WRONG[index]), `${channel.name} save`)
  expectNoCorrection(await channel.reread(student, id), `${channel.name} paper while running`)
  for (const [label, list] of await channel.lists(student)) expectNoCorrection(list, `${label} while running`)
  const submitted = await channel.submit(student, id)
  expect(submitted.statusCode, submitted.body).toBe(200)
  return { id, submitted }
}

const policyExam = (review_policy: ReviewPolicy, settings: Record<string, unknown> = {}) =>
  newExam(t, root, { is_public: true, title: `Concours blanc (${review_policy})`, review_policy, ...settings })

describe.each([rest, trpc])('review policies through $name', (channel) => {
  it('after_submission: nothing before the hand-in, the correction with it', async () => {
    const exam = await policyExam('after_submission')
    const student = await newStudent(t, root)
    const { id, submitted } = await takeWithoutLeak(channel, exam, student)
    expectCorrection(channel.attempt(submitted))
    expectCorrection(channel.attempt(await channel.reread(student, id)))
    for (const [label, list] of await channel.lists(student)) expectNoCorrection(list, `${label} after the hand-in`)
  })

  it('after_closing: the score at once, the correction not before closes_at', async () => {
    const exam = await policyExam('after_closing', { closes_at_local: localIn(24 * 60) })
    const student = await newStudent(t, root)
    const { id, submitted } = await takeWithoutLeak(channel, exam, student)
    expectNoCorrection(submitted, `${channel.name} submit`)
    expect(channel.attempt(submitted)).toMatchObject({ score: 0, review_available: false, review: null })
    expect(channel.attempt(submitted).review_note).toMatch(/^La correction sera publiée à la clôture du concours, le /)
    expectNoCorrection(await channel.reread(student, id), `${channel.name} paper before the closing`)
    for (const [label, list] of await channel.lists(student)) expectNoCorrection(list, `${label} before the closing`)

    await setWindow(t, exam.id, { closes_at: new Date(Date.now() - 1000).toISOString() })
    expectCorrection(channel.attempt(await channel.reread(student, id)))
    for (const [label, list] of await channel.lists(student)) expectNoCorrection(list, `${label} after the closing`)
  })

  it('never: the score only, even once closed', async () => {
    const exam = await policyExam('never', { closes_at_local: localIn(24 * 60) })
    const student = await newStudent(t, root)
    const { id, submitted } = await takeWithoutLeak(channel, exam, student)
    expectNoCorrection(submitted, `${channel.name} submit`)
    expect(channel.attempt(submitted)).toMatchObject({ score: 0, max_score: 6, score_20: 0, rank: expect.any(Number) })
    await setWindow(t, exam.id, { closes_at: new Date(Date.now() - 1000).toISOString() })
    expectNoCorrection(await channel.reread(student, id), `${channel.name} paper after the closing`)
    for (const [label, list] of await channel.lists(student)) expectNoCorrection(list, `${label} after the closing`)
  })
})

it('an after_closing exam without closing date keeps its correction until one is set', async () => {
  const exam = await policyExam('after_closing')
  const student = await newStudent(t, root)
  const { id, submitted } = await takeWithoutLeak(rest, exam, student)
  expect(rest.attempt(submitted).review_note).toBe('La correction sera publiée à la clôture du concours.')
  expectNoCorrection(await attemptAs(t, student, id), 'GET attempt')
})

describe.each([rest, trpc])('several attempts through $name (DESIGN §15: never between attempts)', (channel) => {
  const twoAttempts = () => policyExam('after_submission', { max_attempts: 2, closes_at_local: localIn(24 * 60) })
  const hiddenNote = /^La correction sera publiée après votre dernière tentative \(il vous en reste 1\) ou à la clôture du concours, le /

  it('attempt 1 handed in: its score, no correction anywhere; attempt 2 handed in: both corrections', async () => {
    const exam = await twoAttempts()
    const student = await newStudent(t, root)
    const first = await takeWithoutLeak(channel, exam, student)
    expectNoCorrection(first.submitted, `${channel.name} submit of attempt 1`)
    expect(channel.attempt(first.submitted)).toMatchObject({ attempt_number: 1, score: 0, score_20: 0, review_available: false, review: null })
    expect(channel.attempt(first.submitted).review_note).toMatch(hiddenNote)
    expectNoCorrection(await channel.reread(student, first.id), `${channel.name} attempt 1 read again`)
    for (const [label, list] of await channel.lists(student)) expectNoCorrection(list, `${label} between attempts`)

    // the running attempt 2 does not unlock attempt 1 either (takeWithoutLeak reads attempt 2 only)
    const second = await channel.start(student, exam)
    expectNoCorrection(await channel.reread(student, first.id), `${channel.name} attempt 1 while attempt 2 runs`)
    expect(channel.attempt(await channel.reread(student, first.id)).review_note).toBe(EXAM_MESSAGES.reviewAfterRunning)
    const submitted = await channel.submit(student, second.id)
    expect(submitted.statusCode, submitted.body).toBe(200)
    expectCorrection(channel.attempt(submitted))
    expectCorrection(channel.attempt(await channel.reread(student, first.id)))
  })

  it('attempts left but the exam closed: the correction is shown', async () => {
    const exam = await twoAttempts()
    const student = await newStudent(t, root)
    const { id } = await takeWithoutLeak(channel, exam, student)
    expectNoCorrection(await channel.reread(student, id), `${channel.name} attempt 1 before the closing`)
    await setWindow(t, exam.id, { closes_at: new Date(Date.now() - 1000).toISOString() })
    expectCorrection(channel.attempt(await channel.reread(student, id)))
  })
})

it('a correction once read closes the exam to that student, even when an admin adds an attempt or reopens it', async () => {
  const exam = await policyExam('after_submission', { max_attempts: 2, closes_at_local: localIn(24 * 60) })
  const [reader, other, late] = [await newStudent(t, root), await newStudent(t, root), await newStudent(t, root)]
  for (const student of [reader, other]) await takeWithoutLeak(rest, exam, student)
  await takeWithoutLeak(rest, exam, late)
  // the reader's last attempt: its hand-in carries the correction
  const last = await rest.start(reader, exam)
  expectCorrection(rest.attempt(await submitAs(t, reader, last.id)))
  // the admin allows a third attempt: the reader may not use it, through either path
  await t.services.db.updateTable('exams').set({ max_attempts: 3 }).where('id', '=', exam.id).execute()
  const refusedRest = await startAs(t, reader, exam.id)
  expect(refusedRest.statusCode).toBe(409)
  expect(refusedRest.json()).toEqual({ detail: EXAM_MESSAGES.reviewAlreadySeen })
  const refusedTrpc = await trpcPost(t, 'exams.start', reader.headers, { id: exam.id })
  expect(refusedTrpc.statusCode).toBe(409)
  expect(refusedTrpc.body).toContain(EXAM_MESSAGES.reviewAlreadySeen)
  // one who never read a correction takes the new attempt as usual
  expect((await startAs(t, other, exam.id)).statusCode).toBe(201)

  // the exam closes, « late » reads attempt 1's correction; reopened, « late » may not start again
  await setWindow(t, exam.id, { closes_at: new Date(Date.now() - 1000).toISOString() })
  const [lateAttempt] = await t.services.db.selectFrom('exam_attempts').select('id').where('exam_id', '=', exam.id).where('student_id', '=', late.id).execute()
  expectCorrection(rest.attempt(await attemptAs(t, late, lateAttempt?.id ?? 0)))
  await setWindow(t, exam.id, { closes_at: new Date(Date.now() + 3_600_000).toISOString() })
  expect((await startAs(t, late, exam.id)).json()).toEqual({ detail: EXAM_MESSAGES.reviewAlreadySeen })
  const attempts = await t.services.db.selectFrom('exam_attempts').select('student_id').where('exam_id', '=', exam.id).execute()
  expect(attempts.filter((row) => row.student_id === reader.id)).toHaveLength(2)
  expect(attempts.filter((row) => row.student_id === late.id)).toHaveLength(1)
})

it('at the closing, attempt 1 stays hidden while attempt 2 may still take answers (its 30 s of grace)', async () => {
  const exam = await policyExam('after_submission', { max_attempts: 3, closes_at_local: localIn(24 * 60) })
  const student = await newStudent(t, root)
  const { id } = await takeWithoutLeak(rest, exam, student)
  const second = await startPaper(t, student, exam.id)
  const past = (ms: number) => new Date(Date.now() - ms).toISOString()
  await setWindow(t, exam.id, { closes_at: past(5000) })
  await t.services.db.updateTable('exam_attempts').set({ deadline_at: past(5000) }).where('id', '=', second.id).execute()
  expectNoCorrection(await attemptAs(t, student, id), 'attempt 1 during attempt 2’s grace')
  expect((await answerAs(t, student, second.id, exam.questions[0]?.id ?? 0, RIGHT[0])).statusCode).toBe(200)

  // the grace over, the running paper is handed in by the read itself, and the corrections open
  await t.services.db.updateTable('exam_attempts').set({ deadline_at: past(60_000) }).where('id', '=', second.id).execute()
  expectCorrection(rest.attempt(await attemptAs(t, student, id)))
  expect((await attemptAs(t, student, second.id)).json<Attempt>()).toMatchObject({ status: 'expiree', review_available: true })
})

describe.each(limitStores('exams'))('rate limit ($name store)', (store) => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ EXAM_RATE_PER_MINUTE: '4', LOGIN_RATE_PER_MINUTE: '100000', ...store.env })
  })
  afterAll(() => limited.close())

  it('past EXAM_RATE_PER_MINUTE a student gets a French 429 and nothing is stored; reading and other students go on', async () => {
    const boss = await adminHeaders(limited.app, await createAdmin(limited.services, { superAdmin: true }))
    const exam = await newExam(limited, boss, { is_public: true })
    const [q1, q2, q3] = exam.questions.map((question) => question.id) as [number, number, number]
    const student = await newStudent(limited, boss)
    const paper = await startPaper(limited, student, exam.id)
    for (const [questionId, answer] of [[q1, RIGHT[0]], [q2, RIGHT[1]], [q1, WRONG[0]]] as const) {
      expect((await answerAs(limited, student, paper.id, questionId, answer)).statusCode).toBe(200)
    }
    const rows = await answerRows(limited, paper.id)
    for (const blocked of [await answerAs(limited, student, paper.id, q3, RIGHT[2]), await submitAs(limited, student, paper.id), await startAs(limited, student, exam.id)]) {
      expect(blocked.statusCode, blocked.body).toBe(429)
      expect(blocked.json<{ detail: string }>().detail).toContain(MESSAGES.tooManyRequests)
      expect(blocked.headers['retry-after']).toBeDefined()
    }
    expect(await answerRows(limited, paper.id)).toEqual(rows)
    expect((await attemptAs(limited, student, paper.id)).json<Attempt>()).toMatchObject({ status: 'en_cours', answers: expect.any(Array) })

    const other = await newStudent(limited, boss)
    expect((await startAs(limited, other, exam.id)).statusCode).toBe(201)
  })
})
