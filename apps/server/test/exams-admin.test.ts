import { type AdminExam, type AdminExamDetail, type Attempt, COURSE_MESSAGES, EXAM_MESSAGES as M, EXAM_RULES, MESSAGES, SESSION_MESSAGES, tooLong } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCourse, type TestApp } from './helpers.ts'
import {
  answerAs,
  attemptAs,
  attemptCount,
  examsApp,
  getExam,
  newExam,
  postExam,
  putExam,
  putQuestions,
  RIGHT,
  SERIES,
  startPaper,
  submitAs,
} from './exams-helpers.ts'
import { expectRefused, localIn, studentWith } from './sessions-helpers.ts'

// DESIGN §13, the back office: who manages which exam, every bad body refused in French, and
// the versions that keep a running paper scored against what its student read.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let owner: Headers
let other: Headers
let course: number

beforeAll(async () => {
  ;({ t, root, owner, other } = await examsApp())
  course = (await makeCourse(t.app, owner, 'Analyse 1')).id
})
afterAll(() => t.close())

const listIds = async (headers: Headers, query = '') => {
  const response = await t.app.inject({ url: `/api/admin/exams${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ items: AdminExam[]; total: number }>().items.map((exam) => exam.id)
}

describe('ownership', () => {
  let quiz: AdminExamDetail
  let standalone: AdminExamDetail
  beforeAll(async () => {
    quiz = await newExam(t, owner, { course_id: course, title: 'Quiz du chapitre 1' })
    standalone = await newExam(t, owner, { title: 'Concours blanc maison' })
  })

  it('creates with 201, unpublished, its course named', async () => {
    const response = await postExam(t, owner, { title: 'Quiz', course_id: course, time_limit_minutes: 20 })
    expect(response.statusCode, response.body).toBe(201)
    const { message, exam } = response.json<{ message: string; exam: AdminExamDetail }>()
    expect(message).toBe(M.created)
    expect(exam).toMatchObject({ course_id: course, course_title: 'Analyse 1', published: false, questions: [], max_attempts: 1, review_policy: 'after_submission' })
  })

  it('a regular admin lists only theirs; a super admin every exam', async () => {
    const mine = await listIds(owner)
    expect(mine).toEqual(expect.arrayContaining([quiz.id, standalone.id]))
    expect(await listIds(other)).toEqual([])
    expect(await listIds(root)).toEqual(expect.arrayContaining([quiz.id, standalone.id]))
    expect(await listIds(owner, `?course_id=${course}`)).not.toContain(standalone.id)
    expect(await listIds(owner, '?q=maison')).toEqual([standalone.id])
  })

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['PUT', '/questions'],
    ['GET', '/results'],
    ['GET', '/results/export'],
  ] as const)('another admin gets 404 on %s …%s, for a course quiz and a standalone exam', async (method, path) => {
    for (const exam of [quiz, standalone]) {
      const body = method === 'PUT' ? { payload: path ? { questions: SERIES } : { title: 'Volé' } } : {}
      expectRefused(await t.app.inject({ method, url: `/api/admin/exams/${exam.id}${path}`, headers: other, ...body }), 404, M.notFound)
    }
    expect(await getExam(t, owner, quiz.id)).toMatchObject({ title: 'Quiz du chapitre 1', questions: quiz.questions })
  })

  it('an exam is refused on a course the admin does not own, at creation and by a move', async () => {
    expectRefused(await postExam(t, other, { title: 'Intrus', course_id: course, time_limit_minutes: 20 }), 403, COURSE_MESSAGES.notOwner)
    const theirs = await newExam(t, other, { title: 'À moi' }, { publish: false })
    expectRefused(await putExam(t, other, theirs.id, { course_id: course }), 403, COURSE_MESSAGES.notOwner)
    expect((await getExam(t, other, theirs.id)).course_id).toBeNull()
    expectRefused(await postExam(t, owner, { title: 'Fantôme', course_id: 999_999, time_limit_minutes: 20 }), 404, M.courseNotFound)
  })

  it('a super admin manages any exam', async () => {
    const response = await putExam(t, root, quiz.id, { description: 'Relu par la direction' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<{ message: string }>().message).toBe(M.updated)
  })

  it('deletes an exam without copies; one with copies is kept (409)', async () => {
    const empty = await newExam(t, owner, { title: 'Brouillon' }, { publish: false })
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/exams/${empty.id}`, headers: owner })
    expect(deleted.json()).toEqual({ message: M.deleted })
    expect((await t.app.inject({ url: `/api/admin/exams/${empty.id}`, headers: owner })).statusCode).toBe(404)

    const student = await studentWith(t, owner, course, 'standard')
    await startPaper(t, student, quiz.id)
    expectRefused(await t.app.inject({ method: 'DELETE', url: `/api/admin/exams/${quiz.id}`, headers: owner }), 409, M.deleteWithAttempts)
    expect((await getExam(t, owner, quiz.id)).attempt_count).toBe(1)
    expect(await attemptCount(t, quiz.id)).toBe(1)
  })
})

describe('bad input: a French 4xx, never a 500', () => {
  let draft: AdminExamDetail
  let published: AdminExamDetail
  beforeAll(async () => {
    draft = await newExam(t, owner, { title: 'Brouillon', opens_at_local: localIn(60), closes_at_local: localIn(120) }, { publish: false })
    published = await newExam(t, owner, { title: 'Publié' })
  })

  const base = { title: 'Concours', time_limit_minutes: 30 }
  it.each([
    ['no title', { time_limit_minutes: 30 }, M.titleRequired],
    ['a blank title', { ...base, title: '   ' }, M.titleRequired],
    ['no time limit', { title: 'Concours' }, M.timeLimitInvalid],
    ['0 minutes', { ...base, time_limit_minutes: 0 }, M.timeLimitInvalid],
    ['601 minutes', { ...base, time_limit_minutes: 601 }, M.timeLimitInvalid],
    ['1.5 minutes', { ...base, time_limit_minutes: 1.5 }, M.timeLimitInvalid],
    ['0 attempts', { ...base, max_attempts: 0 }, M.maxAttemptsInvalid],
    ['21 attempts', { ...base, max_attempts: 21 }, M.maxAttemptsInvalid],
    ['a negative penalty', { ...base, penalty: -1 }, M.penaltyInvalid],
    ['a penalty of 101', { ...base, penalty: 101 }, M.penaltyInvalid],
    ['a closing before the opening', { ...base, opens_at_local: '2030-06-01T10:00', closes_at_local: '2030-06-01T09:00' }, M.windowInvalid],
    ['a closing equal to the opening', { ...base, opens_at_local: '2030-06-01T10:00', closes_at_local: '2030-06-01T10:00' }, M.windowInvalid],
    ['a public exam of a course', { ...base, is_public: true, course_id: 1 }, M.publicWithCourse],
    ['published without questions', { ...base, published: true }, M.publishWithoutQuestions],
    ['a course id of 2^31', { ...base, course_id: 2 ** 31 }, M.courseNotFound],
    ['a course id of 1.5', { ...base, course_id: 1.5 }, M.courseNotFound],
    ['a course id of -1', { ...base, course_id: -1 }, M.courseNotFound],
  ])('create with %s → 400', async (_label, body, detail) => {
    expectRefused(await postExam(t, owner, body), 400, detail)
  })

  it('an unknown review policy, a title too long, an unreadable date → 400 in French', async () => {
    expectRefused(await postExam(t, owner, { ...base, title: 'x'.repeat(201) }), 400, tooLong('Le titre', 200))
    expectRefused(await postExam(t, owner, { ...base, opens_at_local: 'demain' }), 400, SESSION_MESSAGES.startInvalid)
    const policy = await postExam(t, owner, { ...base, review_policy: 'parfois' })
    expect(policy.statusCode).toBe(400)
    expect(policy.json<{ detail: string }>().detail).toMatch(/^Option invalide/)
  })

  it('an update is checked on the merged exam: the window, publishing without questions', async () => {
    expectRefused(await putExam(t, owner, draft.id, { closes_at_local: localIn(30) }), 400, M.windowInvalid)
    expectRefused(await putExam(t, owner, draft.id, { opens_at_local: localIn(180) }), 400, M.windowInvalid)
    const empty = await newExam(t, owner, {}, { questions: [], publish: false })
    expectRefused(await putExam(t, owner, empty.id, { published: true }), 400, M.publishWithoutQuestions)
    expectRefused(await putExam(t, owner, draft.id, { time_limit_minutes: 0 }), 400, M.timeLimitInvalid)
    expect(await getExam(t, owner, draft.id)).toMatchObject({ opens_at: draft.opens_at, closes_at: draft.closes_at, time_limit_minutes: 60 })
  })

  const single = SERIES[0]
  const numeric = SERIES[2]
  const choice = (overrides: Record<string, unknown>) => ({ ...single, ...overrides })
  it.each([
    ['a single choice with 2 right answers', [choice({ correct: [0, 1] })], M.singleOneCorrect],
    ['a right answer out of range', [choice({ correct: [3] })], M.correctOutOfRange],
    ['a right answer past the 8th option', [choice({ correct: [8] })], M.correctOutOfRange],
    ['no right answer', [choice({ correct: [] })], M.correctRequired],
    ['one option', [choice({ options: ['seule'], correct: [0] })], M.optionsCount],
    ['9 options', [choice({ options: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] })], M.optionsCount],
    ['an empty option', [choice({ options: ['1', ' '] })], M.optionRequired],
    ['an empty statement', [choice({ statement: ' ' })], M.statementRequired],
    ['a numeric question without its value', [{ ...numeric, value: null }], M.valueRequired],
    ['a negative tolerance', [{ ...numeric, tolerance: -0.1 }], M.toleranceInvalid],
    ['0 points', [choice({ points: 0 })], M.pointsInvalid],
    ['101 points', [choice({ points: 101 })], M.pointsInvalid],
    ['201 questions', Array.from({ length: EXAM_RULES.maxQuestions + 1 }, () => single), M.tooManyQuestions],
    ['a question id of another exam', [choice({ id: 1 })], M.unknownQuestion],
    ['a question id of 2^31', [choice({ id: 2 ** 31 })], MESSAGES.invalidId],
  ])('questions with %s → 400', async (_label, questions, detail) => {
    const before = await getExam(t, owner, published.id)
    expectRefused(await putQuestions(t, owner, published.id, questions), 400, detail)
    expect((await getExam(t, owner, published.id)).questions).toEqual(before.questions)
  })

  it('the same question twice, or emptying a published exam → 400', async () => {
    const [first] = published.questions
    expectRefused(await putQuestions(t, owner, published.id, [first, first]), 400, M.duplicateQuestion)
    expectRefused(await putQuestions(t, owner, published.id, []), 400, M.publishWithoutQuestions)
    // another exam's question cannot be carried over by its id
    expectRefused(await putQuestions(t, owner, draft.id, [first]), 400, M.unknownQuestion)
  })

  it.each(['2147483648', '1.5', '-1', 'abc', '0'])('an exam id of %s → 400, never a 500', async (id) => {
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['PUT', '/questions'], ['GET', '/results'], ['GET', '/results/export']] as const) {
      const response = await t.app.inject({ method, url: `/api/admin/exams/${id}${path}`, headers: owner, ...(method === 'PUT' ? { payload: {} } : {}) })
      expectRefused(response, 400, MESSAGES.invalidId)
    }
  })

  it('a body that is not JSON → 415 or 400 in French', async () => {
    const text = await t.app.inject({ method: 'PUT', url: `/api/admin/exams/${published.id}/questions`, headers: { ...owner, 'content-type': 'text/plain' }, payload: 'questions' })
    expectRefused(text, 415, MESSAGES.unsupportedMediaType)
    const broken = await t.app.inject({ method: 'POST', url: '/api/admin/exams', headers: { ...owner, 'content-type': 'application/json' }, payload: '{"title":' })
    expectRefused(broken, 400, MESSAGES.malformedJson)
  })
})

describe('saving the questions: versions', () => {
  const currentVersion = async (examId: number) =>
    (await t.services.db.selectFrom('exams').select('current_version_id').where('id', '=', examId).executeTakeFirstOrThrow()).current_version_id
  const versionCount = async (examId: number) =>
    Number((await t.services.db.selectFrom('exam_versions').select((eb) => eb.fn.countAll<string>().as('n')).where('exam_id', '=', examId).executeTakeFirstOrThrow()).n)

  it('with no attempt, an edit rewrites the current version in place', async () => {
    const exam = await newExam(t, owner, { course_id: course })
    const version = await currentVersion(exam.id)
    const edited = exam.questions.map((question) => ({ ...question, statement: `${question.statement} (corrigé)` }))
    const response = await putQuestions(t, owner, exam.id, edited)
    expect(response.json<{ message: string }>().message).toBe(M.questionsSaved)
    expect(await currentVersion(exam.id)).toBe(version)
    expect(await versionCount(exam.id)).toBe(1)
    // the ids are kept; a new question gets a fresh one
    const added = await putQuestions(t, owner, exam.id, [...edited, { type: 'single', statement: 'Nouvelle', options: ['a', 'b'], correct: [0] }])
    const questions = added.json<{ exam: AdminExamDetail }>().exam.questions
    expect(questions.slice(0, 3).map((question) => question.id)).toEqual(exam.questions.map((question) => question.id))
    expect(exam.questions.map((question) => question.id)).not.toContain(questions[3]?.id)
  })

  it('with a running paper, an edit makes a new version; the paper keeps and is scored on its own', async () => {
    const exam = await newExam(t, owner, { course_id: course, max_attempts: 2 })
    const [q1, q2, q3] = exam.questions
    if (!q1 || !q2 || !q3) throw new Error('three questions expected')
    const early = await studentWith(t, owner, course, 'standard')
    const paper = await startPaper(t, early, exam.id)
    for (const [index, question] of [q1, q2, q3].entries()) expect((await answerAs(t, early, paper.id, question.id, RIGHT[index])).statusCode).toBe(200)

    // the teacher changes the statement, the right answer and the points of the first question
    const version = await currentVersion(exam.id)
    const response = await putQuestions(t, owner, exam.id, [{ ...q1, statement: 'Combien vaut $2+2$ ?', correct: [2], points: 10 }, q2, q3])
    expect(response.json<{ message: string }>().message).toBe(M.questionsSavedNewVersion)
    expect(await currentVersion(exam.id)).not.toBe(version)
    expect(await versionCount(exam.id)).toBe(2)

    const resumed = (await attemptAs(t, early, paper.id)).json<Attempt>()
    expect(resumed.questions.find((question) => question.id === q1.id)).toMatchObject({ statement: q1.statement, points: 1 })
    expect(resumed.max_score).toBe(6)
    const scored = (await submitAs(t, early, paper.id)).json<{ attempt: Attempt }>().attempt
    expect(scored).toMatchObject({ score: 6, max_score: 6, score_20: 20 })

    // a paper started now reads and is scored on the new version
    const late = await studentWith(t, owner, course, 'standard')
    const fresh = await startPaper(t, late, exam.id)
    expect(fresh.questions.find((question) => question.id === q1.id)).toMatchObject({ statement: 'Combien vaut $2+2$ ?', points: 10 })
    expect(fresh.max_score).toBe(15)
    expect((await answerAs(t, late, fresh.id, q1.id, [1])).statusCode).toBe(200)
    expect((await submitAs(t, late, fresh.id)).json<{ attempt: Attempt }>().attempt.score).toBe(0)
  })

  it('a penalty change while a paper runs makes a new version too', async () => {
    const exam = await newExam(t, owner, { course_id: course, penalty: 0.5 })
    const student = await studentWith(t, owner, course, 'standard')
    const paper = await startPaper(t, student, exam.id)
    const [q1, q2] = exam.questions
    if (!q1 || !q2) throw new Error('questions expected')
    await answerAs(t, student, paper.id, q1.id, RIGHT[0])
    await answerAs(t, student, paper.id, q2.id, [1])
    expect((await putExam(t, owner, exam.id, { penalty: 1 })).json<{ exam: AdminExam }>().exam.penalty).toBe(1)
    // 1 − 0.5 (the penalty the paper started with), not 1 − 1
    expect((await submitAs(t, student, paper.id)).json<{ attempt: Attempt }>().attempt.score).toBe(0.5)
  })
})
