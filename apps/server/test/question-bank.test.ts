import { BANK_MESSAGES, type BankQuestion, EXAM_MESSAGES as M } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './helpers.ts'
import { examsApp, newExam, trpcPost } from './exams-helpers.ts'

// DESIGN §19, the question bank through REST: CRUD, the list kit's filters, ownership (another
// admin's question answers like a missing one), bulk tagging, GIFT / Aiken / CSV import (a file
// with any wrong question saves nothing and lists every error with its line), GIFT / QTI export.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let owner: Headers
let other: Headers
beforeAll(async () => {
  ;({ t, root, owner, other } = await examsApp())
})
afterAll(() => t.close())

const post = (headers: Headers, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> })
const list = async (headers: Headers, query = '') => {
  const response = await t.app.inject({ url: `/api/admin/questions${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ items: BankQuestion[]; total: number; topics: string[] }>()
}
const single = (statement: string, tags: Record<string, unknown> = {}) => ({ type: 'single', statement, options: ['$1$', '$2$'], correct: [1], ...tags })

async function create(headers: Headers, body: Record<string, unknown>) {
  const response = await post(headers, '/api/admin/questions', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ question: BankQuestion }>().question
}

describe('the bank, CRUD and filters', () => {
  it('creates, filters by each tag and by text, edits, deletes', async () => {
    const a = await create(owner, single('Dérivée de $x^2$ en $1$ ?', { topic: 'Analyse', difficulty: 2, concours: 'ENSA', year: 2023 }))
    const b = await create(owner, single('Déterminant de $I_2$ ?', { topic: 'Algèbre', difficulty: 4, concours: 'ENSAM', year: 2022 }))
    await create(owner, { type: 'numeric', statement: 'Valeur de $\\pi$ à $10^{-2}$', value: 3.14, tolerance: 0.01, topic: 'Analyse', difficulty: 2, year: 2022 })
    expect(a).toMatchObject({ topic: 'Analyse', difficulty: 2, concours: 'ENSA', year: 2023, weights: null })
    expect((await list(owner)).total).toBe(3)
    expect((await list(owner, '?topic=Analyse')).items.map((q) => q.topic)).toEqual(['Analyse', 'Analyse'])
    expect((await list(owner, '?difficulty=4')).items.map((q) => q.id)).toEqual([b.id])
    expect((await list(owner, '?concours=ENSA')).items.map((q) => q.id)).toEqual([a.id])
    expect((await list(owner, '?year=2022&topic=Analyse')).total).toBe(1)
    expect((await list(owner, '?q=terminant')).items.map((q) => q.id)).toEqual([b.id])
    expect((await list(owner, '?limit=1&offset=1')).items).toHaveLength(1)
    expect((await list(owner)).topics).toEqual(['Algèbre', 'Analyse'])

    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/questions/${b.id}`, headers: owner, payload: single('Trace de $I_3$ ?', { topic: 'Algèbre', difficulty: 1 }) })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<{ question: BankQuestion }>().question).toMatchObject({ statement: 'Trace de $I_3$ ?', difficulty: 1, concours: null })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${b.id}`, headers: owner })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `/api/admin/questions/${b.id}`, headers: owner })).statusCode).toBe(404)
  })

  it('refuses bad input in French: a difficulty of 6, weights that do not match the options, no right answer', async () => {
    for (const [body, message] of [
      [single('Énoncé', { difficulty: 6 }), BANK_MESSAGES.difficultyInvalid],
      [{ type: 'multiple', statement: 'Énoncé', options: ['a', 'b', 'c'], correct: [0], weights: [100, 0] }, M.weightsCount],
      [{ type: 'single', statement: 'Énoncé', options: ['a', 'b'], correct: [] }, M.correctRequired],
      [single('Énoncé', { year: 1900 }), BANK_MESSAGES.yearInvalid],
    ] as const) {
      const response = await post(owner, '/api/admin/questions', body)
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json<{ detail: string }>().detail).toBe(message)
    }
  })

  it('keeps each admin to their own bank; a super admin sees every one', async () => {
    const mine = await create(owner, single('Question privée du premier admin', { topic: 'Privé' }))
    for (const request of [
      { method: 'GET' as const, url: `/api/admin/questions/${mine.id}` },
      { method: 'PUT' as const, url: `/api/admin/questions/${mine.id}`, payload: single('Volée') },
      { method: 'DELETE' as const, url: `/api/admin/questions/${mine.id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: other })
      expect(response.statusCode, `${request.method} ${response.body}`).toBe(404)
      expect(response.json<{ detail: string }>().detail).toBe(BANK_MESSAGES.notFound)
    }
    expect((await list(other, '?topic=Privé')).total).toBe(0)
    // bulk tagging another's question changes nothing and counts nothing
    const tagged = await post(other, '/api/admin/questions/tags', { ids: [mine.id], topic: 'Volé' })
    expect(tagged.json()).toMatchObject({ updated: 0 })
    expect((await list(root, '?topic=Privé')).items.map((q) => q.id)).toEqual([mine.id])
    const statement = (await t.app.inject({ url: `/api/admin/questions/${mine.id}`, headers: owner })).json<BankQuestion>().statement
    expect(statement).toBe('Question privée du premier admin')
  })

  it('tags many questions at once: an absent tag is kept, null clears it', async () => {
    const one = await create(owner, single('Bulk 1', { topic: 'Avant', concours: 'FST', year: 2020 }))
    const two = await create(owner, single('Bulk 2', { topic: 'Avant', concours: 'FST' }))
    const response = await post(owner, '/api/admin/questions/tags', { ids: [one.id, two.id], topic: 'Probabilités', concours: null })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ updated: 2, message: BANK_MESSAGES.tagged(2) })
    const after = (await list(owner, '?topic=Probabilités')).items
    expect(after.map((q) => [q.concours, q.year])).toEqual([[null, null], [null, 2020]])
    expect((await post(owner, '/api/admin/questions/tags', { ids: [] })).statusCode).toBe(400)
  })
})

// A real concours paper: LaTeX with escaped braces, a numeric tolerance, weighted multiple answers.
const GIFT = String.raw`// [tag:topic:Analyse] [tag:difficulty:3] [tag:concours:ENSA] [tag:year:2023] [tag:points:2]
::Limite::La limite de $\frac\{\sin x\}\{x\}$ en $0$ vaut : {
	=$1$
	~$0$
	~$+\infty$
	####$\lim_\{x \to 0\} \frac\{\sin x\}\{x\} = 1$
}

// [tag:topic:Analyse] [tag:concours:ENSA] [tag:year:2023]
$\int_0^1 2x\,dx$ vaut : {#1:0.01}

// [tag:topic:Arithmétique] [tag:concours:ENSA] [tag:year:2023] [tag:points:3]
Les nombres premiers parmi : {
	~%50%$2$
	~%50%$3$
	~%-50%$4$
	~%-50%$9$
}
`

const importAs = (headers: Headers, body: Record<string, unknown>) => post(headers, '/api/admin/questions/import', body)
const bankCount = async () => Number((await t.services.db.selectFrom('bank_questions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)

describe('import and export', () => {
  it('reads a GIFT file of a real paper, saves it on request with its tags and weights', async () => {
    const read = await importAs(owner, { format: 'gift', text: GIFT })
    expect(read.statusCode, read.body).toBe(200)
    const before = await bankCount()
    const parsed = read.json<{ ok: true; questions: Record<string, unknown>[]; saved: number }>()
    expect(parsed.saved).toBe(0)
    expect(parsed.questions.map((q) => q.type)).toEqual(['single', 'numeric', 'multiple'])
    expect(parsed.questions[0]).toMatchObject({ statement: String.raw`La limite de $\frac{\sin x}{x}$ en $0$ vaut :`, points: 2, topic: 'Analyse', difficulty: 3, year: 2023 })
    expect(parsed.questions[1]).toMatchObject({ value: 1, tolerance: 0.01 })
    expect(parsed.questions[2]).toMatchObject({ weights: [50, 50, -50, -50], correct: [0, 1], points: 3 })
    const saved = await importAs(owner, { format: 'gift', text: GIFT, save: true })
    expect(saved.json()).toMatchObject({ ok: true, saved: 3 })
    expect(await bankCount()).toBe(before + 3)
    expect((await list(owner, '?topic=Arithmétique')).items[0]?.weights).toEqual([50, 50, -50, -50])
  })

  it('an invalid file saves nothing and lists every error with its line', async () => {
    const broken = `${GIFT}\nQuestion sans fin {\n=oui\n~non\n\nLa valeur de $e$ : {#environ}\n\nAucune bonne réponse : {\n~a\n~b\n}\n`
    const before = await bankCount()
    const response = await importAs(owner, { format: 'gift', text: broken, save: true })
    expect(response.statusCode, response.body).toBe(400)
    const body = response.json<{ detail: string; errors: { line: number; message: string }[] }>()
        expect(body.detail).toBe(BANK_MESSAGES.importInvalid(body.errors.length))
    const lineOf = (needle: string) => broken.split('\n').findIndex((line) => line.startsWith(needle)) + 1
    expect(body.errors.map((error) => error.line)).toEqual([lineOf('Question sans fin'), lineOf('La valeur de $e$'), lineOf('Aucune bonne')])
    expect(body.errors.every((error) => error.message.length > 10)).toBe(true)
    expect(await bankCount()).toBe(before)
  })

  it('reads Aiken and CSV; an Aiken question without ANSWER names its line', async () => {
    const aiken = 'Quelle est la dérivée de $x^2$ ?\nA. $x$\nB. $2x$\nC. $x^2$\nANSWER: B\n'
    const ok = await importAs(owner, { format: 'aiken', text: aiken })
    expect(ok.json()).toMatchObject({ ok: true, questions: [{ type: 'single', correct: [1], options: ['$x$', '$2x$', '$x^2$'] }] })
    const bad = await importAs(owner, { format: 'aiken', text: `${aiken}\nSans réponse ?\nA. oui\nB. non\n` })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ errors: { line: number }[] }>().errors[0]?.line).toBeGreaterThanOrEqual(7)
    const csv = await importAs(owner, { format: 'csv', text: 'type;enonce;a;b;reponse\nchoix;$1+1$ ?;1;2;B\n' })
    expect(csv.json()).toMatchObject({ ok: true, questions: [{ correct: [1] }] })
    const csvBad = await importAs(owner, { format: 'csv', text: 'type;enonce;a;b;reponse\nchoix;$1+1$ ?;1;2;B\ninconnu;x;1;2;A\n' })
    expect(csvBad.statusCode).toBe(400)
    expect(csvBad.json<{ errors: { line: number }[] }>().errors).toEqual([{ line: 3, message: M.csvLine(3, M.csvType) }])
    expect((await importAs(owner, { format: 'docx', text: aiken })).statusCode).toBe(400)
    expect((await importAs(owner, { format: 'gift', text: '   ' })).statusCode).toBe(400)
  })

  it('round-trips an exam through GIFT export and import unchanged; QTI is a zip; another admin gets 404', async () => {
    const read = (await importAs(owner, { format: 'gift', text: GIFT })).json<{ questions: Record<string, unknown>[] }>().questions
    const exam = await newExam(t, owner, {}, { questions: read as never, publish: false })
    const gift = await t.app.inject({ url: `/api/admin/exams/${exam.id}/export?format=gift`, headers: owner })
    expect(gift.statusCode, gift.body).toBe(200)
    expect(gift.headers['content-type']).toContain('text/plain')
    const again = (await importAs(owner, { format: 'gift', text: gift.body })).json<{ questions: Record<string, unknown>[] }>().questions
    const strip = (q: Record<string, unknown>) => ({ ...q, difficulty: null, concours: null, year: null })
    expect(again.map(strip)).toEqual(read.map(strip))
    const qti = await t.app.inject({ url: `/api/admin/exams/${exam.id}/export?format=qti`, headers: owner })
    expect(qti.statusCode).toBe(200)
    expect(qti.headers['content-type']).toBe('application/zip')
    expect(qti.rawPayload.subarray(0, 2).toString()).toBe('PK')
    expect((await t.app.inject({ url: `/api/admin/exams/${exam.id}/export?format=gift`, headers: other })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/admin/exams/${exam.id}/export?format=pdf`, headers: owner })).statusCode).toBe(400)
  })

  it('the tRPC import answers the same list of errors, without a 400', async () => {
    const response = await trpcPost(t, 'questionBank.import', owner, { format: 'aiken', text: 'Sans réponse ?\nA. oui\nB. non\n' })
    expect(response.statusCode).toBe(200)
    expect(response.json<{ result: { data: { ok: boolean; errors: unknown[] } } }>().result.data).toMatchObject({ ok: false })
  })
})
