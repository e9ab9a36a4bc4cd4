import { type AdminExamDetail, EXAM_MESSAGES as M } from '@tutorat/contracts'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './helpers.ts'
import { answerAs, examsApp, getExam, newExam, postExam, putExam, putQuestions, startPaper, trpcGet } from './exams-helpers.ts'
import { newStudent, type TestStudent } from './payments-helpers.ts'
import { expectRefused } from './sessions-helpers.ts'

// DESIGN §19: the results CSV gives each copy's points per section and accuracy per topic after
// the columns it always had, read by PostgreSQL from what each copy kept when it was scored.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let owner: Headers
let other: Headers
beforeAll(async () => {
  ;({ t, root, owner, other } = await examsApp())
})
afterAll(() => t.close())

const COMMON = ['Rang', 'Percentile', 'Étudiant', 'Email', 'Tentative', 'Statut', 'Commencée le', 'Rendue le', 'Note', 'Barème', 'Note sur 20']
const single = (statement: string, points: number, topic: string | null) => ({ type: 'single' as const, statement, options: ['juste', 'faux'], correct: [0], points, topic })
const RIGHT = [0]
const WRONG = [1]

async function exportOf(headers: Headers, examId: number) {
  const response = await t.app.inject({ url: `/api/admin/exams/${examId}/results/export`, headers })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.body.startsWith('\uFEFF')).toBe(true)
  expect(response.body).toContain('\r\n')
  const [header = [], ...rows] = parse(response.body, { bom: true, delimiter: ';' }) as string[][]
  return { header, rows, byName: (name: string) => rows.find((row) => row[2] === name) ?? [] }
}

/**
 * Section 1 « Mécanique » holds q1 (2 pts, Mécanique) and q2 (1 pt, Optique); section 2 « Optique »
 * q3 (1 pt, Optique) and q4 (2 pts, Mécanique); a wrong answer costs 0.5.
 */
async function sectionedExam() {
  const created = await postExam(t, owner, { title: 'Concours blanc ENSAM', time_limit_minutes: 60, is_public: true, penalty: 0.5 })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json<{ exam: AdminExamDetail }>().exam
  const questions = [single('q1', 2, 'Mécanique'), single('q2', 1, 'Optique'), single('q3', 1, 'Optique'), single('q4', 2, 'Mécanique')]
  expect((await putQuestions(t, owner, id, questions)).statusCode).toBe(200)
  const ids = (await getExam(t, owner, id)).questions.map((question) => question.id)
  const sections = [
    { title: 'Mécanique', time_limit_minutes: 20, question_ids: ids.slice(0, 2) },
    { title: 'Optique', time_limit_minutes: 20, question_ids: ids.slice(2) },
  ]
  const saved = await t.app.inject({ method: 'PUT', url: `/api/admin/exams/${id}/sections`, headers: owner, payload: { sections } })
  expect(saved.statusCode, saved.body).toBe(200)
  expect((await putExam(t, owner, id, { published: true })).statusCode).toBe(200)
  return getExam(t, owner, id)
}

/** Answers the two sections in turn (« next » closes the first, then hands the paper in). */
async function take(student: TestStudent, exam: AdminExamDetail, answers: (number[] | null)[]) {
  const paper = await startPaper(t, student, exam.id)
  for (const [index, question] of exam.questions.entries()) {
    if (index === 2) expect((await t.app.inject({ method: 'POST', url: `/api/student/attempts/${paper.id}/sections/next`, headers: student.headers })).statusCode).toBe(200)
    const saved = await answerAs(t, student, paper.id, question.id, answers[index] ?? null)
    expect(saved.statusCode, saved.body).toBe(200)
  }
  const done = await t.app.inject({ method: 'POST', url: `/api/student/attempts/${paper.id}/sections/next`, headers: student.headers })
  expect(done.json<{ message: string }>().message).toBe(M.lastSectionSubmitted)
}

describe('the results CSV of an exam with sections and topics', () => {
  let exam: AdminExamDetail
  const names: Record<'amine' | 'badr' | 'chaima' | 'dina', string> = { amine: '', badr: '', chaima: '', dina: '' }
  beforeAll(async () => {
    exam = await sectionedExam()
    const [amine, badr, chaima, dina] = [await newStudent(t, root), await newStudent(t, root), await newStudent(t, root), await newStudent(t, root)]
    Object.assign(names, { amine: amine.name, badr: badr.name, chaima: chaima.name, dina: dina.name })
    await take(amine, exam, [RIGHT, RIGHT, RIGHT, RIGHT])
    await take(badr, exam, [RIGHT, WRONG, null, WRONG])
    await take(chaima, exam, [WRONG, RIGHT, RIGHT, RIGHT])
    await startPaper(t, dina, exam.id)
  })

  it('adds, after the usual columns, one column per section (its points) and one per topic (its accuracy in %)', async () => {
    const { header, rows } = await exportOf(owner, exam.id)
    expect(header).toEqual([...COMMON, 'Section 1 : Mécanique (/3)', 'Section 2 : Optique (/3)', 'Thème : Mécanique (%)', 'Thème : Optique (%)'])
    expect(rows).toHaveLength(4)
    expect(rows.every((row) => row.length === header.length)).toBe(true)
  })

  it('gives each copy’s figures, computed by hand: a negative section kept, a negative topic counted 0', async () => {
    const { rows, byName } = await exportOf(owner, exam.id)
    // Amine: everything right → 3 and 3 points; 4/4 and 2/2
    expect(byName(names.amine).slice(0, 2)).toEqual(['1', '100'])
    expect(byName(names.amine).slice(8)).toEqual(['6', '6', '20', '3', '3', '100', '100'])
    // Chaïma: q1 wrong (−0.5) q2 right (1) | q3 right (1) q4 right (2) → 0.5 and 3; Mécanique 1.5/4 = 37.5 %, Optique 2/2
    expect(byName(names.chaima).slice(0, 2)).toEqual(['2', '50'])
    expect(byName(names.chaima).slice(8)).toEqual(['3,5', '6', '11,67', '0,5', '3', '37,5', '100'])
    // Badr: q1 right (2) q2 wrong (−0.5) | q3 blank q4 wrong (−0.5) → 1.5 and −0.5; Mécanique 1.5/4, Optique −0.5 → 0
    // (the negative section stays a number for Excel: no `'` as a formula-like text would get)
    expect(byName(names.badr).slice(0, 2)).toEqual(['3', '0'])
    expect(byName(names.badr).slice(8)).toEqual(['1', '6', '3,33', '1,5', '-0,5', '37,5', '0'])
    // the running copy: nothing yet, and last
    expect(rows.at(-1)?.[2]).toBe(names.dina)
    expect(rows.at(-1)?.slice(8)).toEqual(['', '6', '', '', '', '', ''])
    expect(rows.map((row) => row[2])).toEqual([names.amine, names.chaima, names.badr, names.dina])
  })

  it('a super admin gets the same file; another admin gets the same 404 as before, a student 403, a visitor 401', async () => {
    expect((await exportOf(root, exam.id)).rows).toEqual((await exportOf(owner, exam.id)).rows)
    expectRefused(await t.app.inject({ url: `/api/admin/exams/${exam.id}/results/export`, headers: other }), 404, M.notFound)
    const refused = await trpcGet(t, 'exams.exportResults', other, { id: exam.id })
    expect(refused.statusCode).toBe(404)
    expect(refused.body).not.toContain(names.amine)
    const student = await newStudent(t, root)
    expect((await t.app.inject({ url: `/api/admin/exams/${exam.id}/results/export`, headers: student.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ url: `/api/admin/exams/${exam.id}/results/export` })).statusCode).toBe(401)
    expectRefused(await t.app.inject({ url: '/api/admin/exams/999999/results/export', headers: owner }), 404, M.notFound)
  })
})

describe('the results CSV of an exam without sections', () => {
  it('keeps exactly the usual columns without topics', async () => {
    const exam = await newExam(t, owner, { is_public: true }, { questions: [single('q1', 1, null), single('q2', 1, null)] })
    const student = await newStudent(t, root)
    const paper = await startPaper(t, student, exam.id)
    for (const question of exam.questions) expect((await answerAs(t, student, paper.id, question.id, RIGHT)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/attempts/${paper.id}/submit`, headers: student.headers })).statusCode).toBe(200)
    const { header, rows } = await exportOf(owner, exam.id)
    expect(header).toEqual(COMMON)
    expect(rows).toEqual([[...rows[0]?.slice(0, 8) ?? [], '2', '2', '20']])
  })

  it('adds its topics only (no section column: its one section is the note)', async () => {
    const exam = await newExam(t, owner, { is_public: true }, { questions: [single('q1', 1, 'Électricité'), single('q2', 3, 'Chimie'), single('q3', 1, null)] })
    const student = await newStudent(t, root)
    const paper = await startPaper(t, student, exam.id)
    for (const [index, question] of exam.questions.entries()) expect((await answerAs(t, student, paper.id, question.id, index === 0 ? WRONG : RIGHT)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/attempts/${paper.id}/submit`, headers: student.headers })).statusCode).toBe(200)
    const { header, rows } = await exportOf(owner, exam.id)
    // topics in French order (« Électricité » after « Chimie »)
    expect(header).toEqual([...COMMON, 'Thème : Chimie (%)', 'Thème : Électricité (%)'])
    expect(rows[0]?.slice(8)).toEqual(['4', '5', '16', '100', '0'])
  })
})
