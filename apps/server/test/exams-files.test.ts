import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IMAGE_MAX_BYTES } from '@tutorat/api'
import { type AdminExamDetail, type Attempt, COURSE_MESSAGES, EXAM_MESSAGES as M, EXAM_RULES, type ExamResults, MESSAGES, type QuestionInput } from '@tutorat/contracts'
import { parse } from 'csv-parse/sync'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formBody, makeCourse, TINY_PDF, type TestApp } from './helpers.ts'
import { examsApp, newExam, putQuestions, RIGHT, startPaper, takePaper, WRONG } from './exams-helpers.ts'
import { picture } from './image-fixtures.ts'
import { newStudent } from './payments-helpers.ts'
import { expectRefused, studentWith } from './sessions-helpers.ts'

// DESIGN §13, what travels as files: figures uploaded for questions, the CSV series a teacher
// pastes (docs/exam-csv.md), the results and their CSV export.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let owner: Headers
let other: Headers

beforeAll(async () => {
  ;({ t, root, owner, other } = await examsApp())
})
afterAll(() => t.close())

describe('figures', () => {
  let exam: AdminExamDetail
  beforeAll(async () => {
    exam = await newExam(t, owner, { is_public: true, title: 'Géométrie' })
  })

  const storedFigures = () => {
    try {
      return readdirSync(join(t.config.DATA_DIR, 'uploads', 'exams'))
    } catch {
      return []
    }
  }
  const upload = (headers: Headers, examId: number, file?: { filename: string; type: string; bytes: Buffer }) => {
    const body = formBody({}, file ? { field: 'file', ...file } : undefined)
    return t.app.inject({ method: 'POST', url: `/api/admin/exams/${examId}/figures`, headers: { ...headers, ...body.headers }, payload: body.payload })
  }
  const webp = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#1e3a8a' } }).webp().toBuffer()

  it.each([
    ['JPEG', 'triangle.jpg', 'image/jpeg', () => picture(400, 300, 'jpeg')],
    ['PNG', 'cercle.png', 'image/png', () => picture(400, 300, 'png')],
    ['WebP', 'repere.webp', 'image/webp', webp],
  ])('a %s figure is stored; the question saved with it shows it to the student', async (_label, filename, type, bytes) => {
    const response = await upload(owner, exam.id, { filename, type, bytes: Buffer.from(await bytes()) })
    expect(response.statusCode, response.body).toBe(201)
    const { image, url } = response.json<{ image: NonNullable<QuestionInput['image']>; url: string }>()
    expect(image).toMatchObject({ width: 400, height: 300, variant_widths: [320] })
    expect(url).toBe(`/uploads/${image.key}`)
    expect((await t.app.inject({ url })).statusCode).toBe(200)

    const [first, ...rest] = exam.questions
    expect((await putQuestions(t, owner, exam.id, [{ ...first, image }, ...rest])).statusCode).toBe(200)
    const paper = await startPaper(t, await newStudent(t, root), exam.id)
    expect(paper.questions[0]).toMatchObject({ image_url: url, image_width: 400, image_height: 300 })
    expect(paper.questions[0]?.image_srcset).toMatch(/ 320w$/)
  })

  it('a PDF → 415, a file over 5 MB → 413, no file → 400; nothing stored', async () => {
    const before = storedFigures()
    expectRefused(await upload(owner, exam.id, { filename: 'figure.pdf', type: 'application/pdf', bytes: TINY_PDF }), 415, COURSE_MESSAGES.imageInvalid)
    const huge = Buffer.concat([await picture(40, 30, 'png'), Buffer.alloc(IMAGE_MAX_BYTES)])
    expectRefused(await upload(owner, exam.id, { filename: 'scan.png', type: 'image/png', bytes: huge }), 413, COURSE_MESSAGES.imageTooLarge)
    expectRefused(await upload(owner, exam.id), 400, COURSE_MESSAGES.fileMissing)
    const json = await t.app.inject({ method: 'POST', url: `/api/admin/exams/${exam.id}/figures`, headers: owner, payload: { file: 'iVBORw0KGgo=' } })
    expectRefused(json, 415, MESSAGES.unsupportedMediaType)
    expect(storedFigures()).toEqual(before)
  })

  it('another admin’s exam → 404 before the file is read; a student → 403; nothing stored', async () => {
    const before = storedFigures()
    const png = { filename: 'vol.png', type: 'image/png', bytes: await picture(40, 30, 'png') }
    expectRefused(await upload(other, exam.id, png), 404, M.notFound)
    expect((await upload((await newStudent(t, root)).headers, exam.id, png)).statusCode).toBe(403)
    expect(storedFigures()).toEqual(before)
  })

  it('a figure that was not uploaded through the editor is refused on save (400)', async () => {
    const forged = { key: '../secret.png', width: 10, height: 10, variant_widths: null }
    const [first] = exam.questions
    expectRefused(await putQuestions(t, owner, exam.id, [{ ...first, image: forged }]), 400, M.imageInvalid)
  })
})

describe('importing a CSV series', () => {
  const SAMPLE = [
    'type;enonce;a;b;c;d;reponse;points;tolerance;explication',
    'choix;Combien vaut $\\int_0^1 x\\,dx$ ?;$1$;$\\frac{1}{2}$;$2$;;B;2;;Une primitive est $\\frac{x^2}{2}$.',
    'multiple;"Parmi ces fonctions, lesquelles sont paires ?',
    'Cochez toutes les bonnes réponses.";$\\cos x$;$\\sin x$;$x^2$;$e^x$;A,C;3;;',
    '',
    'numerique;Valeur de $\\sqrt{2}$ à $10^{-2}$ près;;;;;1,41;1;0,01;$\\sqrt{2}\\approx 1{,}4142$',
  ].join('\n')
  const post = (body: string | object, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/exams/import-questions', headers: { ...owner, 'content-type': contentType }, payload: typeof body === 'string' ? body : JSON.stringify(body) })

  it.each([
    ['text/csv', SAMPLE],
    ['text/csv; charset=utf-8', `\uFEFF${SAMPLE.replaceAll('\n', '\r\n')}`],
    ['text/plain', SAMPLE],
    ['application/json', { csv: SAMPLE }],
  ])('reads a series sent as %s, and the editor can save it', async (contentType, body) => {
    const response = await post(body, contentType)
    expect(response.statusCode, response.body).toBe(200)
    const { questions } = response.json<{ questions: QuestionInput[] }>()
    expect(questions).toMatchObject([
      { type: 'single', correct: [1], points: 2, explanation: 'Une primitive est $\\frac{x^2}{2}$.' },
      { type: 'multiple', statement: 'Parmi ces fonctions, lesquelles sont paires ?\nCochez toutes les bonnes réponses.', options: ['$\\cos x$', '$\\sin x$', '$x^2$', '$e^x$'], correct: [0, 2], points: 3 },
      { type: 'numeric', value: 1.41, tolerance: 0.01, points: 1 },
    ])
    const exam = await newExam(t, owner, {}, { publish: false, questions: [] })
    expect((await putQuestions(t, owner, exam.id, questions)).statusCode).toBe(200)
  })

  it.each([
    ['a bad type after a blank line and a multi-line statement', 'type;enonce;a;b;reponse\n\nchoix;"Deux\nlignes";x;y;A\n;;;;\nvrai-faux;Trois;x;y;A', M.csvLine(6, M.csvType)],
    ['the same with Windows line breaks', 'type;enonce;a;b;reponse\r\n\r\nchoix;"Deux\r\nlignes";x;y;A\r\nvrai-faux;Trois;x;y;A\r\n', M.csvLine(5, M.csvType)],
    ['an unreadable answer', 'type,enonce,a,b,reponse\nchoix,Un,x,y,A\nchoix,Deux,x,y,Z', M.csvLine(3, M.csvAnswer)],
    ['a numeric answer that is not a number', 'type;enonce;reponse\nnumerique;Combien ?;beaucoup', M.csvLine(2, M.csvAnswer)],
    ['two right answers to a single choice', 'type;enonce;a;b;reponse\nchoix;Un;x;y;A,B', M.csvLine(2, M.singleOneCorrect)],
    ['a right answer without its option', 'type;enonce;a;b;reponse\nchoix;Un;x;y;C', M.csvLine(2, M.correctOutOfRange)],
    ['a quote left open', 'type;enonce;a;b;reponse\nchoix;Un;x;y;A\n\nchoix;"Deux;x;y;A\nchoix;Trois;x;y;A', /^Ligne 4 : guillemet/],
    ['no header', 'choix;Un;x;y;A', M.csvHeader],
    ['a header alone', 'type;enonce;reponse\n', M.csvEmpty],
    ['nothing', ' \n ', M.csvEmpty],
    ['201 questions', `type;enonce;a;b;reponse\n${'choix;Q;x;y;A\n'.repeat(EXAM_RULES.maxQuestions + 1)}`, M.tooManyQuestions],
  ])('refuses %s with the line to fix (400)', async (_label, csv, detail) => {
    const response = await post(csv, 'text/csv')
    expect(response.statusCode, response.body).toBe(400)
    const { detail: sent } = response.json<{ detail: string }>()
    if (typeof detail === 'string') expect(sent).toBe(detail)
    else expect(sent).toMatch(detail)
  })

  it('reads the example of docs/exam-csv.md as documented', async () => {
    const doc = readFileSync(new URL('../../../docs/exam-csv.md', import.meta.url), 'utf8')
    const example = doc.split('```csv\n')[1]?.split('```')[0] ?? ''
    const response = await post(example, 'text/csv')
    expect(response.statusCode, response.body).toBe(200)
    const questions = response.json<{ questions: QuestionInput[] }>().questions
    expect(questions.map((question) => [question.type, question.correct, question.value, question.points])).toEqual([
      ['single', [1], null, 2],
      ['multiple', [0, 2], null, 3],
      ['numeric', [], 1.41, 1],
    ])
    expect(questions[1]?.statement).toContain('\n')
  })

  it('a CSV too long → 400 naming the limit; a body past the route’s bound → 413; another type → 415', async () => {
    expectRefused(await post({ csv: 'x'.repeat(EXAM_RULES.csvMaxChars + 1) }, 'application/json'), 400, M.csvTooLarge)
    expectRefused(await post('x'.repeat(EXAM_RULES.csvMaxChars * 4 + 1), 'text/csv'), 413, MESSAGES.payloadTooLarge)
    expectRefused(await post('<csv/>', 'application/xml'), 415, MESSAGES.unsupportedMediaType)
  })

  it('is for admins: 401 for a visitor, 403 for a student', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/admin/exams/import-questions', headers: { 'content-type': 'text/csv' }, payload: SAMPLE })
    expect(visitor.statusCode).toBe(401)
    const student = await newStudent(t, root)
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/exams/import-questions', headers: { ...student.headers, 'content-type': 'text/csv' }, payload: SAMPLE })).statusCode).toBe(403)
  })
})

describe('results and their CSV', () => {
  let exam: AdminExamDetail
  let results: ExamResults
  const scores: Attempt[] = []
  beforeAll(async () => {
    const course = (await makeCourse(t.app, owner, 'Prépa ENSA')).id
    exam = await newExam(t, owner, { course_id: course, max_attempts: 2, penalty: 0.5 })
    const ahmed = await studentWith(t, owner, course, 'standard')
    const injector = await studentWith(t, owner, course, 'standard')
    await t.services.db.updateTable('students').set({ name: '=HYPERLINK("https://pirate.example","Cliquez")' }).where('id', '=', injector.id).execute()
    const sara = await studentWith(t, owner, course, 'standard')
    const late = await studentWith(t, owner, course, 'standard')
    scores.push(await takePaper(t, ahmed, exam, RIGHT)) // 6 / 6
    scores.push(await takePaper(t, injector, exam, RIGHT)) // 6 / 6: the same rank
    scores.push(await takePaper(t, sara, exam, [RIGHT[0], WRONG[1], null])) // 1 − 0.5 = 0.5
    scores.push(await takePaper(t, sara, exam, RIGHT)) // a second attempt: no rank
    await startPaper(t, late, exam.id) // still running: neither ranked nor counted
    const response = await t.app.inject({ url: `/api/admin/exams/${exam.id}/results`, headers: owner })
    expect(response.statusCode, response.body).toBe(200)
    results = response.json<ExamResults>()
  })

  it('ranks first attempts only, equal scores sharing a rank', () => {
    expect(scores.map((attempt) => [attempt.score, attempt.rank])).toEqual([
      [6, 1],
      [6, 1],
      [0.5, 3],
      [6, null],
    ])
    const rows = results.attempts.map((row) => [row.attempt_number, row.status, row.score, row.score_20, row.rank, row.percentile])
    expect(rows).toEqual(
      expect.arrayContaining([
        [1, 'soumise', 6, 20, 1, 50],
        [1, 'soumise', 6, 20, 1, 50],
        [1, 'soumise', 0.5, 1.67, 3, 0],
        [2, 'soumise', 6, 20, null, null],
        [1, 'en_cours', null, null, null, null],
      ]),
    )
    expect(results.attempts).toHaveLength(5)
    expect(results.total).toBe(5)
    expect(results.summary).toEqual({ copies: 5, scored: 4, running: 1, best_20: 20 })
  })

  it('pages the copies best first, and finds a student by name or email within the concours', async () => {
    const page = async (query: string) => {
      const response = await t.app.inject({ url: `/api/admin/exams/${exam.id}/results?${query}`, headers: owner })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<ExamResults>()
    }
    const first = await page('limit=2&offset=0')
    const rest = await page('limit=2&offset=2')
    const last = await page('limit=2&offset=4')
    expect(first.attempts.map((row) => row.score)).toEqual([6, 6])
    expect([...first.attempts, ...rest.attempts, ...last.attempts].map((row) => row.attempt_id)).toEqual(results.attempts.map((row) => row.attempt_id))
    expect(first.total).toBe(5)
    expect(first.summary.copies).toBe(5)
    const found = await page('q=HYPERLINK')
    expect(found.attempts.map((row) => row.student_name)).toEqual(['=HYPERLINK("https://pirate.example","Cliquez")'])
    expect(found.attempts[0]?.rank).toBe(1)
    expect(found.total).toBe(1)
    expect(found.summary.copies).toBe(5)
    expect((await page('q=personne')).attempts).toEqual([])
    const tooMany = await t.app.inject({ url: `/api/admin/exams/${exam.id}/results?limit=500`, headers: owner })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json<{ detail: string }>().detail).toMatch(/200/)
  })

  it('gives each question’s success rate over the handed-in copies, and the spread of the scores', () => {
    expect(results.questions.map(({ question_id, right, wrong, blank, success_rate }) => ({ question_id, right, wrong, blank, success_rate }))).toEqual([
      { question_id: exam.questions[0]?.id, right: 4, wrong: 0, blank: 0, success_rate: 1 },
      { question_id: exam.questions[1]?.id, right: 3, wrong: 1, blank: 0, success_rate: 0.75 },
      { question_id: exam.questions[2]?.id, right: 3, wrong: 0, blank: 1, success_rate: 0.75 },
    ])
    expect(results.distribution).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 3])
    expect(results.average_20).toBe(15.42)
  })

  it('exports them as a French CSV: BOM, `;`, the file named after the exam, formulas neutralised', async () => {
    const response = await t.app.inject({ url: `/api/admin/exams/${exam.id}/results/export`, headers: owner })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="resultats-concours-${exam.id}.csv"; filename*=UTF-8''resultats-concours-${exam.id}.csv`)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = parse(response.body, { bom: true, delimiter: ';' }) as string[][]
    expect(header).toEqual(['Rang', 'Percentile', 'Étudiant', 'Email', 'Tentative', 'Statut', 'Commencée le', 'Rendue le', 'Note', 'Barème', 'Note sur 20'])
    expect(rows).toHaveLength(5)
    expect(rows.map((row) => [row[0], row[1], row[5], row[8], row[10]])).toEqual(
      expect.arrayContaining([
        ['1', '50', 'Rendue', '6', '20'],
        ['3', '0', 'Rendue', '0,5', '1,67'],
        ['', '', 'Rendue', '6', '20'],
        ['', '', 'En cours', '', ''],
      ]),
    )
    expect(rows.map((row) => row[2])).toContain('\'=HYPERLINK("https://pirate.example","Cliquez")')
  })

  it('another admin → 404 on the results and the export', async () => {
    expectRefused(await t.app.inject({ url: `/api/admin/exams/${exam.id}/results`, headers: other }), 404, M.notFound)
    expectRefused(await t.app.inject({ url: `/api/admin/exams/${exam.id}/results/export`, headers: other }), 404, M.notFound)
  })
})
