import { loadAttempt, saveAnswer, startAttempt, submitAttempt } from '@tutorat/api'
import { type AdminExamDetail, type BankQuestion, EXAM_MESSAGES as M } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './helpers.ts'
import { examsApp, getExam, postExam, putExam, trpcPost } from './exams-helpers.ts'
import { addStudent } from './messages-helpers.ts'

// DESIGN §19, a bank question edited in full (options, right answers, weights, points) after a
// section took it: the attempts already made keep what the student saw and how it was marked; the
// exam takes the change only when its sections are saved again (a new version if copies exist).
// And a section may name only the saver's own bank questions (a super admin: any).

type Headers = Record<string, string>
let t: TestApp
let db: Database
let root: Headers
let owner: Headers
let other: Headers
beforeAll(async () => {
  ;({ t, root, owner, other } = await examsApp())
  db = t.services.db
})
afterAll(() => t.close())

const ORIGINAL = { type: 'multiple', statement: 'Les nombres premiers parmi : $2$, $4$, $9$ ?', options: ['$2$', '$4$', '$9$'], correct: [0], points: 2, topic: 'Arithmétique' }
const EDITED = { type: 'multiple', statement: 'Les nombres pairs parmi : ?', options: ['$3$', '$4$', '$6$', '$7$'], correct: [1, 2], weights: [-50, 50, 50, -50], points: 4, topic: 'Arithmétique' }

async function bankQuestion(headers: Headers, body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/questions', headers, payload: body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ question: BankQuestion }>().question
}
const putSections = (headers: Headers, id: number, sections: unknown[]) => t.app.inject({ method: 'PUT', url: `/api/admin/exams/${id}/sections`, headers, payload: { sections } })
const versionRow = (attemptId: number) =>
  db.selectFrom('exam_attempts as a').innerJoin('exam_versions as v', 'v.id', 'a.version_id').select(['v.id', 'v.questions']).where('a.id', '=', attemptId).executeTakeFirstOrThrow()

async function examChoosing(headers: Headers, ids: number[]) {
  const created = await postExam(t, headers, { title: 'Concours blanc', time_limit_minutes: 30, is_public: true, review_policy: 'after_submission' })
  const { id } = created.json<{ exam: AdminExamDetail }>().exam
  const saved = await putSections(headers, id, [{ title: 'Arithmétique', time_limit_minutes: 20, question_ids: ids }])
  expect(saved.statusCode, saved.body).toBe(200)
  return id
}

describe('editing a bank question a paper already holds', () => {
  it('keeps the taken paper as the student saw and was marked; the exam takes the change on its next sections save', async () => {
    const question = await bankQuestion(owner, ORIGINAL)
    const examId = await examChoosing(owner, [question.id])
    expect((await putExam(t, owner, examId, { published: true })).statusCode).toBe(200)
    const copyId = (await getExam(t, owner, examId)).questions[0]?.id ?? 0
    const student = await addStudent(db)
    const paper = await startAttempt(db, student.id, examId)
    await saveAnswer(db, student.id, paper.id, copyId, [0])
    const { attempt: taken } = await submitAttempt(db, student.id, paper.id)
    const frozen = await versionRow(paper.id)

    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/questions/${question.id}`, headers: owner, payload: EDITED })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<{ question: BankQuestion }>().question).toMatchObject({ options: EDITED.options, correct: [1, 2], weights: EDITED.weights, points: 4 })

    // the paper and its marking are untouched, and so is the exam until its sections are saved again
    const after = await loadAttempt(db, student.id, paper.id)
    expect(after.questions.map((q) => [q.statement, q.options.map((o) => o.text), q.points])).toEqual([[ORIGINAL.statement, ORIGINAL.options, 2]])
    expect(after.review?.[0]).toMatchObject({ correct: [0], outcome: 'juste', points_awarded: 2 })
    expect([after.score, after.max_score]).toEqual([taken.score, taken.max_score])
    expect(await versionRow(paper.id)).toEqual(frozen)
    expect((await getExam(t, owner, examId)).questions[0]).toMatchObject({ id: copyId, statement: ORIGINAL.statement })

    // saved again (by its copy's id): a new version with the edited question, the old paper still the old one
    const resaved = await putSections(owner, examId, [{ title: 'Arithmétique', time_limit_minutes: 20, question_ids: [copyId] }])
    expect(resaved.statusCode, resaved.body).toBe(200)
    expect(resaved.json<{ message: string }>().message).toBe(M.sectionsSavedNewVersion)
    expect(resaved.json<{ exam: AdminExamDetail }>().exam.questions).toMatchObject([{ id: copyId, bank_id: question.id, options: EDITED.options, weights: EDITED.weights, points: 4 }])
    expect(await versionRow(paper.id)).toEqual(frozen)
    expect((await loadAttempt(db, student.id, paper.id)).review?.[0]).toMatchObject({ correct: [0], points_awarded: 2 })

    // a new paper reads and marks the edited question (weights: −50 + 50 = 0 %)
    const next = await addStudent(db)
    const fresh = await startAttempt(db, next.id, examId)
    expect(fresh.questions[0]?.options.map((o) => o.text)).toEqual(EDITED.options)
    await saveAnswer(db, next.id, fresh.id, copyId, [0, 1])
    expect((await submitAttempt(db, next.id, fresh.id)).attempt.review?.[0]).toMatchObject({ outcome: 'faux', points_awarded: 0 })
  })

  it('a question removed from the bank stays in the exams that chose it, and their sections save again', async () => {
    const question = await bankQuestion(owner, { ...ORIGINAL, statement: 'Bientôt retirée de la banque' })
    const examId = await examChoosing(owner, [question.id])
    const copyId = (await getExam(t, owner, examId)).questions[0]?.id ?? 0
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${question.id}`, headers: owner })).statusCode).toBe(200)
    for (const id of [copyId, question.id]) {
      const resaved = await putSections(owner, examId, [{ title: 'Gardée', time_limit_minutes: 15, question_ids: [id] }])
      expect(resaved.statusCode, resaved.body).toBe(200)
      expect(resaved.json<{ exam: AdminExamDetail }>().exam.questions).toMatchObject([{ id: copyId, statement: 'Bientôt retirée de la banque', bank_id: question.id }])
    }
  })

  it('refuses an invalid edit in French by field and keeps the question as it was', async () => {
    const question = await bankQuestion(owner, ORIGINAL)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...EDITED, correct: [], weights: null }, 'correct', M.correctRequired],
      [{ type: 'numeric', statement: 'Valeur de $\\pi$ ?', value: null, tolerance: 0.01 }, 'value', M.valueRequired],
      [{ ...EDITED, weights: [50, 50] }, 'weights', M.weightsCount],
    ]
    for (const [body, field, message] of cases) {
      const response = await trpcPost(t, 'questionBank.update', owner, { id: question.id, ...body })
      expect(response.statusCode, response.body).toBe(400)
      const error = response.json<{ error: { message: string; data: { errors: { path: (string | number)[]; message: string }[] } } }>().error
      expect(error.data.errors).toContainEqual({ path: [field], message })
    }
    const kept = await t.app.inject({ url: `/api/admin/questions/${question.id}`, headers: owner })
    expect(kept.json<BankQuestion>()).toMatchObject({ statement: ORIGINAL.statement, options: ORIGINAL.options, correct: [0], points: 2 })
  })
})

describe('choosing bank questions for a section', () => {
  it('takes only the saver’s own bank questions: another admin’s id is refused in French and nothing is saved', async () => {
    const mine = await bankQuestion(owner, { ...ORIGINAL, statement: 'À moi' })
    const theirs = await bankQuestion(other, { ...ORIGINAL, statement: 'À un autre admin' })
    const examId = await examChoosing(owner, [mine.id])
    const before = await getExam(t, owner, examId)
    const refused = await putSections(owner, examId, [{ title: 'Mélange', time_limit_minutes: 20, question_ids: [before.questions[0]?.id, theirs.id] }])
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json<{ detail: string }>().detail).toBe(M.sectionQuestionUnknown)
    const viaTrpc = await trpcPost(t, 'exams.saveSections', owner, { id: examId, sections: [{ title: 'Vol', time_limit_minutes: 20, question_ids: [theirs.id] }] })
    expect(viaTrpc.statusCode).toBe(400)
    expect(viaTrpc.json<{ error: { message: string; data: { errors: unknown[] } } }>().error).toMatchObject({
      message: M.sectionQuestionUnknown,
      data: { errors: [{ path: ['sections.0.question_ids'], message: M.sectionQuestionUnknown }] },
    })
    const after = await getExam(t, owner, examId)
    expect(after.questions.map((q) => q.statement)).toEqual(['À moi'])
    expect(after.sections).toEqual(before.sections)
  })

  it('a super admin may choose any admin’s bank question: copied with its bank id', async () => {
    const theirs = await bankQuestion(other, { ...ORIGINAL, statement: 'Choisie par le super admin' })
    const examId = await examChoosing(root, [theirs.id])
    const exam = await getExam(t, root, examId)
    expect(exam.questions).toMatchObject([{ statement: 'Choisie par le super admin', bank_id: theirs.id }])
    expect(exam.sections?.[0]?.question_ids).toEqual([exam.questions[0]?.id])
    expect(exam.questions[0]?.id).not.toBe(theirs.id)
  })
})
