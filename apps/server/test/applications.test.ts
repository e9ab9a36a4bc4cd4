import { existsSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { type Application, APPLICATION_STATUS_LABELS, MESSAGES, moroccoDayIn, OTHER_APPLICATIONS_CAP, RECRUITMENT_MESSAGES, STUDENT_MESSAGES } from '@tutorat/contracts'
import { parse } from 'csv-parse/sync'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compoundFile, docx, docxBomb, docxLyingSize, ELF, MZ, PDF_CV, plainZip } from './cv-files.ts'
import { bearer, createTestApp, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'
import { apply, createOffer, pdfUpload, type Role, ROLES, roleHeaders, storedCvs, SUPER_ONLY } from './recruitment-helpers.ts'

type Headers = Record<string, string>
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

let t: TestApp
let as: Record<Role, Headers>
let root: Headers
let offerId: number

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '1000' })
  as = await roleHeaders(t)
  root = as.super
  offerId = (await createOffer(t.app, root)).id
})
afterAll(() => t.close())

const rowCount = async () => (await t.services.db.selectFrom('job_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
const getApplication = async (id: number) => (await t.app.inject({ url: `/api/admin/applications/${id}`, headers: root })).json<Application>()

describe('applying with a CV', () => {
  it('accepts a real PDF: 201, the row, the file in the private area, never a path in the JSON', async () => {
    const response = await apply(t.app, { job_offer_id: offerId, full_name: 'Yasmine El Idrissi', email: 'Yasmine@Example.ma' }, pdfUpload('CV Yasmine.pdf'))
    expect(response.statusCode, response.body).toBe(201)
    const { application_id, message } = response.json()
    expect(message).toBe(RECRUITMENT_MESSAGES.applicationSent)
    const application = await getApplication(application_id)
    expect(application).toMatchObject({
      job_offer_id: offerId,
      full_name: 'Yasmine El Idrissi',
      email: 'yasmine@example.ma',
      status: 'en_attente',
      student_id: null,
      cv_url: `/api/admin/applications/${application_id}/cv`,
      cv_original_name: 'CV Yasmine.pdf',
      cv_mime: 'application/pdf',
    })
    expect(JSON.stringify(application)).not.toMatch(/cv_path|private|[0-9a-f]{8}-[0-9a-f]{4}/)
    const { cv_path } = await t.services.db.selectFrom('job_applications').select('cv_path').where('id', '=', application_id).executeTakeFirstOrThrow()
    expect(cv_path).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/)
    expect(existsSync(join(t.config.DATA_DIR, 'private', cv_path))).toBe(true)
    expect(existsSync(join(t.config.DATA_DIR, 'uploads', cv_path))).toBe(false)
    expect((await t.app.inject({ url: `/uploads/${cv_path}` })).statusCode).toBe(404)
  })

  it('accepts a real DOCX and a Word 97 .doc, named by their real type', async () => {
    const fromDocx = await apply(t.app, { job_offer_id: offerId }, { name: 'mon-cv.docx', type: 'application/octet-stream', bytes: docx() })
    expect(fromDocx.statusCode, fromDocx.body).toBe(201)
    expect(await getApplication(fromDocx.json().application_id)).toMatchObject({ cv_mime: DOCX_MIME, cv_original_name: 'mon-cv.docx' })
    const fromDoc = await apply(t.app, { job_offer_id: offerId }, { name: 'ancien cv', type: 'application/msword', bytes: compoundFile('WordDocument') })
    expect(fromDoc.statusCode, fromDoc.body).toBe(201)
    expect(await getApplication(fromDoc.json().application_id)).toMatchObject({ cv_mime: 'application/msword', cv_original_name: 'ancien cv.doc' })
    // a PDF sent as "cv.docx" is stored and downloaded as what it is
    const renamed = await apply(t.app, { job_offer_id: offerId }, { name: 'cv.docx', type: DOCX_MIME, bytes: PDF_CV })
    expect(await getApplication(renamed.json().application_id)).toMatchObject({ cv_mime: 'application/pdf', cv_original_name: 'cv.pdf' })
  })

  const refusals: [string, { name: string; type: string; bytes: Buffer } | null, number, string][] = [
    ['an ELF executable named .pdf', { name: 'cv.pdf', type: 'application/pdf', bytes: ELF }, 415, RECRUITMENT_MESSAGES.cvInvalid],
    ['a Windows executable named .pdf', { name: 'cv.pdf', type: 'application/pdf', bytes: MZ }, 415, RECRUITMENT_MESSAGES.cvInvalid],
    ['a plain zip named .docx', { name: 'cv.docx', type: DOCX_MIME, bytes: plainZip() }, 415, RECRUITMENT_MESSAGES.cvInvalid],
    ['a DOCX zip bomb', { name: 'cv.docx', type: DOCX_MIME, bytes: docxBomb() }, 415, RECRUITMENT_MESSAGES.cvInvalid],
    ['a DOCX lying about its size', { name: 'cv.docx', type: DOCX_MIME, bytes: docxLyingSize() }, 415, RECRUITMENT_MESSAGES.cvInvalid],
    ['a DOCX with macros', { name: 'cv.docx', type: DOCX_MIME, bytes: docx('x', [{ name: 'word/vbaProject.bin', data: Buffer.from('macro') }]) }, 415, RECRUITMENT_MESSAGES.cvInvalid],
    ['an OLE file that is not a Word document (.msi, .xls)', { name: 'cv.doc', type: 'application/msword', bytes: compoundFile('Workbook') }, 415, RECRUITMENT_MESSAGES.cvInvalid],
    ['an 11 MB PDF', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF_CV, Buffer.alloc(11 * 1024 * 1024)]) }, 413, RECRUITMENT_MESSAGES.cvTooLarge],
    ['no file', null, 400, RECRUITMENT_MESSAGES.cvMissing],
  ]
  for (const [name, file, status, detail] of refusals) {
    it(`refuses ${name} with ${status}, storing nothing`, async () => {
      const rows = await rowCount()
      const files = storedCvs(t).length
      const response = await apply(t.app, { job_offer_id: offerId }, file)
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json()).toEqual({ detail })
      expect(await rowCount()).toBe(rows)
      expect(storedCvs(t)).toHaveLength(files)
    })
  }

  it.each([
    [{ full_name: ' ' }, RECRUITMENT_MESSAGES.fullNameRequired],
    [{ email: 'pas-un-email' }, STUDENT_MESSAGES.invalidEmail],
    [{ email: '' }, STUDENT_MESSAGES.emailRequired],
    [{ phone: 'appelez-moi' }, RECRUITMENT_MESSAGES.phoneInvalid],
    [{ job_offer_id: '' }, RECRUITMENT_MESSAGES.offerRequired],
  ])('validates the fields in French: %j → "%s"', async (fields, message) => {
    const files = storedCvs(t).length
    const response = await apply(t.app, { job_offer_id: offerId, ...fields })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(message)
    expect(storedCvs(t)).toHaveLength(files)
  })

  it('refuses a second application with the same email to the same offer (409), not to another offer', async () => {
    const other = await createOffer(t.app, root)
    expect((await apply(t.app, { job_offer_id: offerId, email: 'deux.fois@example.ma' })).statusCode).toBe(201)
    const files = storedCvs(t).length
    const again = await apply(t.app, { job_offer_id: offerId, email: 'Deux.Fois@Example.MA' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: RECRUITMENT_MESSAGES.duplicateApplication })
    expect(storedCvs(t)).toHaveLength(files)
    expect((await apply(t.app, { job_offer_id: other.id, email: 'deux.fois@example.ma' })).statusCode).toBe(201)
  })

  it('refuses an inactive, an expired or an unknown offer with a clear message, storing nothing', async () => {
    const inactive = await createOffer(t.app, root, { is_active: false })
    const expired = await createOffer(t.app, root, { deadline: '2024-06-30' })
    const lastDay = await createOffer(t.app, root, { deadline: moroccoDayIn(0) })
    const rows = await rowCount()
    const files = storedCvs(t).length
    expect((await apply(t.app, { job_offer_id: inactive.id })).json()).toEqual({ detail: RECRUITMENT_MESSAGES.offerClosed })
    const late = await apply(t.app, { job_offer_id: expired.id })
    expect(late.statusCode).toBe(400)
    expect(late.json()).toEqual({ detail: 'La date limite de candidature (30/06/2024) est dépassée.' })
    const unknown = await apply(t.app, { job_offer_id: 999999 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: RECRUITMENT_MESSAGES.offerNotFound })
    expect(await rowCount()).toBe(rows)
    expect(storedCvs(t)).toHaveLength(files)
    expect((await apply(t.app, { job_offer_id: lastDay.id })).statusCode).toBe(201)
  })

  it('links the application to a signed-in student; any other token applies as a visitor', async () => {
    const student = await makeStudent(t.app, root)
    const { access_token } = await studentLogin(t.app, student.email, student.password)
    const linked = await apply(t.app, { job_offer_id: offerId, full_name: student.name, email: student.email }, pdfUpload(), bearer(access_token))
    expect(linked.statusCode, linked.body).toBe(201)
    expect((await getApplication(linked.json().application_id)).student_id).toBe(student.id)

    for (const headers of [bearer('forged.token.value'), as.student, root, as.disabled]) {
      const response = await apply(t.app, { job_offer_id: offerId }, pdfUpload(), headers)
      expect(response.statusCode, response.body).toBe(201)
      expect((await getApplication(response.json().application_id)).student_id).toBeNull()
    }
  })

  it('is not a JSON call: a request that is not form-data gets 415, tRPC without bytes gets 400', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/applications', payload: { job_offer_id: offerId, full_name: 'A', email: 'a@example.ma' } })
    expect(json.statusCode).toBe(415)
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/applications.submit', payload: { job_offer_id: offerId, full_name: 'A', email: 'a@example.ma' } })
    expect(trpc.statusCode).toBe(400)
    expect(trpc.json().error.message).toBe(RECRUITMENT_MESSAGES.cvMissing)
  })
})

describe('who may do what on applications', () => {
  let applicationId: number
  beforeAll(async () => {
    applicationId = (await apply(t.app, { job_offer_id: offerId })).json().application_id
  })

  const rest: { name: string; run: (id: number, h: Headers) => Promise<LightMyRequestResponse> }[] = [
    { name: 'GET /api/admin/applications/', run: (_id, h) => t.app.inject({ url: '/api/admin/applications/', headers: h }) },
    { name: 'GET /api/admin/applications/export', run: (_id, h) => t.app.inject({ url: '/api/admin/applications/export?job_offer_id=', headers: h }) },
    { name: 'GET /api/admin/applications/{id}', run: (id, h) => t.app.inject({ url: `/api/admin/applications/${id}/`, headers: h }) },
    { name: 'GET /api/admin/applications/{id}/cv', run: (id, h) => t.app.inject({ url: `/api/admin/applications/${id}/cv`, headers: h }) },
    { name: 'PUT /api/admin/applications/{id}', run: (id, h) => t.app.inject({ method: 'PUT', url: `/api/admin/applications/${id}`, headers: h, payload: { status: 'examinee' } }) },
  ]
  const query = (path: string, input: unknown, h: Headers) => t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: h })
  const trpc: typeof rest = [
    { name: 'applications.list', run: (_id, h) => query('applications.list', {}, h) },
    { name: 'applications.get', run: (id, h) => query('applications.get', { id }, h) },
    { name: 'applications.export', run: (_id, h) => query('applications.export', {}, h) },
    { name: 'applications.cv', run: (id, h) => query('applications.cv', { id }, h) },
    { name: 'applications.update', run: (id, h) => t.app.inject({ method: 'POST', url: '/trpc/applications.update', headers: h, payload: { id, status: 'examinee' } }) },
  ]
  for (const request of [...rest, ...trpc]) {
    for (const role of ROLES) {
      it(`${request.name} as ${role} → ${SUPER_ONLY[role]}`, async () => {
        const response = await request.run(applicationId, as[role])
        expect(response.statusCode, response.body).toBe(SUPER_ONLY[role])
        if (response.statusCode !== 200) expect(response.headers['content-disposition']).toBeUndefined()
      })
    }
  }

  for (const role of ROLES) {
    const expected = SUPER_ONLY[role]
    it(`DELETE /api/admin/applications/{id} and applications.delete as ${role} → ${expected}`, async () => {
      const id = (await apply(t.app, { job_offer_id: offerId })).json().application_id
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/applications/${id}`, headers: as[role] })).statusCode).toBe(expected)
      const other = (await apply(t.app, { job_offer_id: offerId })).json().application_id
      expect((await t.app.inject({ method: 'POST', url: '/trpc/applications.delete', headers: as[role], payload: { id: other } })).statusCode).toBe(expected)
    })
  }

  it('the CV and the export give the refused caller a French detail, never the file', async () => {
    for (const role of ['visitor', 'student', 'admin', 'disabled'] as const) {
      for (const url of [`/api/admin/applications/${applicationId}/cv`, '/api/admin/applications/export']) {
        const response = await t.app.inject({ url, headers: as[role] })
        expect(response.headers['content-type']).toMatch(/application\/json/)
        expect(response.json().detail).toEqual(expect.any(String))
      }
    }
    expect((await t.app.inject({ url: '/api/admin/applications/export', headers: as.admin })).json()).toEqual({ detail: MESSAGES.superAdminOnly })
  })
})

describe('reviewing applications', () => {
  it('filters by offer and status, pages with limit and offset, and changes a status', async () => {
    const offer = await createOffer(t.app, root)
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await apply(t.app, { job_offer_id: offer.id })).json().application_id)
    const [first, second] = ids
    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/applications/${first}/`, headers: root, payload: { status: 'acceptee' } })
    expect(updated.json()).toMatchObject({ id: first, status: 'acceptee' })
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/applications/${second}`, headers: root, payload: { status: 'embauchee' } })
    expect(bad.json()).toMatchObject({ detail: RECRUITMENT_MESSAGES.statusInvalid })

    const list = async (query: string) => (await t.app.inject({ url: `/api/admin/applications?${query}`, headers: root })).json<Application[]>().map((a) => a.id)
    expect((await list(`job_offer_id=${offer.id}`)).sort()).toEqual([...ids].sort())
    expect(await list(`job_offer_id=${offer.id}&status=acceptee`)).toEqual([first])
    expect((await list(`job_offer_id=${offer.id}&status=en_attente`)).sort()).toEqual(ids.slice(1).sort())
    expect(await list(`job_offer_id=${offer.id}&limit=1&offset=1`)).toHaveLength(1)
    expect((await list(`job_offer_id=&status=&limit=200`)).length).toBeGreaterThanOrEqual(3)
    expect((await t.app.inject({ url: '/api/admin/applications?status=embauchee', headers: root })).json().detail).toBe(RECRUITMENT_MESSAGES.statusInvalid)
    expect((await t.app.inject({ url: '/api/admin/applications/999999', headers: root })).json()).toEqual({ detail: RECRUITMENT_MESSAGES.applicationNotFound })
  })

  it('downloads the CV as an attachment with its original name (RFC 5987) and type', async () => {
    const name = 'CV Élodie; 100% ‮fdp.exe.pdf'
    const sent = await apply(t.app, { job_offer_id: offerId, full_name: 'Élodie Benali' }, { name, type: 'application/pdf', bytes: PDF_CV })
    const { application_id } = sent.json()
    const application = await getApplication(application_id)
    expect(application.cv_original_name).toBe('CV Élodie; 100% fdp.exe.pdf')
    const response = await t.app.inject({ url: application.cv_url, headers: root })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="CV Elodie_ 100_ fdp.exe.pdf"; filename*=UTF-8''CV%20%C3%89lodie%3B%20100%25%20fdp.exe.pdf`,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.rawPayload.equals(PDF_CV)).toBe(true)

    const word = (await apply(t.app, { job_offer_id: offerId }, { name: 'C:\\Users\\amine\\CV (2025)*.docx', type: DOCX_MIME, bytes: docx() })).json()
    const download = await t.app.inject({ url: `/api/admin/applications/${word.application_id}/cv`, headers: root })
    expect(download.headers['content-type']).toBe(DOCX_MIME)
    expect(download.headers['content-disposition']).toBe(`attachment; filename="CV (2025).docx"; filename*=UTF-8''CV%20%282025%29.docx`)
  })

  it('answers 404 in French when the CV file has gone missing', async () => {
    const { application_id } = (await apply(t.app, { job_offer_id: offerId })).json()
    const { cv_path } = await t.services.db.selectFrom('job_applications').select('cv_path').where('id', '=', application_id).executeTakeFirstOrThrow()
    unlinkSync(join(t.config.DATA_DIR, 'private', cv_path))
    const response = await t.app.inject({ url: `/api/admin/applications/${application_id}/cv`, headers: root })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: RECRUITMENT_MESSAGES.cvFileMissing })
  })

  it('deletes an application with its CV file', async () => {
    const { application_id } = (await apply(t.app, { job_offer_id: offerId })).json()
    const { cv_path } = await t.services.db.selectFrom('job_applications').select('cv_path').where('id', '=', application_id).executeTakeFirstOrThrow()
    const path = join(t.config.DATA_DIR, 'private', cv_path)
    expect(existsSync(path)).toBe(true)
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/applications/${application_id}/`, headers: root })
    expect(response.json()).toEqual({ message: RECRUITMENT_MESSAGES.applicationDeleted })
    expect(existsSync(path)).toBe(false)
    expect((await t.app.inject({ url: `/api/admin/applications/${application_id}/cv`, headers: root })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/applications/${application_id}`, headers: root })).statusCode).toBe(404)
  })
})

describe('CSV export', () => {
  const HEADERS = ['N°', 'Date de candidature', 'Offre', 'Entreprise', 'Nom complet', 'Email', 'Téléphone', 'École', 'Message', 'Statut', 'Fichier CV']
  const exportCsv = (query = '') => t.app.inject({ url: `/api/admin/applications/export${query}`, headers: root })
  const parseCsv = (body: Buffer): Record<string, string>[] => parse(body, { bom: true, delimiter: ';', columns: true, skip_empty_lines: true })

  it('is UTF-8 with a BOM, `;`-separated, French headers, one row per application, equal to the list', async () => {
    const offer = await createOffer(t.app, root, { title: 'Ingénieur(e) qualité – Kénitra', company: 'Renault Tanger Méditerranée' })
    const sent: Record<string, string>[] = [
      { full_name: 'Zineb Aït Benhaddou', email: 'zineb@example.ma', school: 'École Mohammadia d’Ingénieurs', message: 'Disponible dès juillet ; mobilité "nationale".\nMerci !' },
      { full_name: 'Omar Chraïbi', email: 'omar@example.ma', phone: '+212 6 12 34 56 78', school: 'ENSAM Meknès' },
    ]
    for (const fields of sent) expect((await apply(t.app, { job_offer_id: offer.id, ...fields })).statusCode).toBe(201)

    const response = await exportCsv(`?job_offer_id=${offer.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="candidatures-offre-${offer.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`))
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = response.rawPayload.toString('utf8')
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${HEADERS.join(';')}`)

    const rows = parseCsv(response.rawPayload)
    const listed = (await t.app.inject({ url: `/api/admin/applications?job_offer_id=${offer.id}`, headers: root })).json<Application[]>()
    expect(rows).toHaveLength(2)
    expect(rows.map((row) => Object.keys(row))).toEqual([HEADERS, HEADERS])
    for (const application of listed) {
      const row = rows.find((r) => r['N°'] === String(application.id))
      expect(row).toEqual({
        'N°': String(application.id),
        'Date de candidature': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        Offre: 'Ingénieur(e) qualité – Kénitra',
        Entreprise: 'Renault Tanger Méditerranée',
        'Nom complet': application.full_name,
        Email: application.email,
        // a leading + would be run as a formula: it is escaped like the others
        Téléphone: application.phone?.startsWith('+') ? `'${application.phone}` : (application.phone ?? ''),
        École: application.school ?? '',
        Message: application.message ?? '',
        Statut: APPLICATION_STATUS_LABELS[application.status],
        'Fichier CV': application.cv_original_name,
      })
    }
    expect(rows.map((r) => r['Nom complet']).sort()).toEqual(['Omar Chraïbi', 'Zineb Aït Benhaddou'])
    expect(rows.find((r) => r['Nom complet'] === 'Zineb Aït Benhaddou')?.Message).toBe('Disponible dès juillet ; mobilité "nationale".\nMerci !')
  })

  it('escapes every cell that a spreadsheet would run as a formula', async () => {
    const offer = await createOffer(t.app, root, { title: '=1+1', company: '@SOMME(A1:A2)' })
    const formulas = ['=HYPERLINK("http://x","y")', '+33 cmd', '-2+3', '@SUM(1)']
    for (const [i, full_name] of formulas.entries()) {
      expect((await apply(t.app, { job_offer_id: offer.id, full_name, email: `f${i}@example.ma`, school: '=ENSA', message: '-Motivé' })).statusCode).toBe(201)
    }
    const rows = parseCsv((await exportCsv(`?job_offer_id=${offer.id}`)).rawPayload)
    expect(rows.map((r) => r['Nom complet']).sort()).toEqual(formulas.map((f) => `'${f}`).sort())
    for (const row of rows) expect(row).toMatchObject({ Offre: "'=1+1", Entreprise: "'@SOMME(A1:A2)", École: "'=ENSA", Message: "'-Motivé" })
    const raw = (await exportCsv(`?job_offer_id=${offer.id}`)).rawPayload.toString('utf8')
    for (const cell of raw.split(/[;\r\n]/)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('exports every application without a filter (and with an empty one), and a header only when there is none', async () => {
    const total = await rowCount()
    expect(parseCsv((await exportCsv()).rawPayload)).toHaveLength(total)
    expect(parseCsv((await exportCsv('?job_offer_id=')).rawPayload)).toHaveLength(total)
    const empty = await createOffer(t.app, root)
    const response = await exportCsv(`?job_offer_id=${empty.id}`)
    expect(response.rawPayload.toString('utf8')).toBe(`\uFEFF${HEADERS.join(';')}\r\n`)
    expect((await exportCsv('?job_offer_id=abc')).statusCode).toBe(400)
  })
})

describe.each(limitStores('applications'))('rate limit on the apply form ($name store)', (store) => {
  it('limits applications per IP across REST and tRPC (429)', async () => {
    const limited = await createTestApp({ FORM_RATE_PER_10_MINUTES: '2', ...store.env })
    try {
      const rootAdmin = (await roleHeaders(limited)).super
      const offer = await createOffer(limited.app, rootAdmin)
      expect((await apply(limited.app, { job_offer_id: offer.id })).statusCode).toBe(201)
      expect((await limited.app.inject({ method: 'POST', url: '/trpc/applications.submit', payload: {} })).statusCode).toBe(400)
      const third = await apply(limited.app, { job_offer_id: offer.id })
      expect(third.statusCode).toBe(429)
      expect(third.json().detail).toEqual(expect.any(String))
      expect((await limited.app.inject({ method: 'POST', url: '/trpc/applications.submit', payload: {} })).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('a person who applied more than once (issue 29)', () => {
  it('counts the same person’s other applications, to any offer, by email (any case) or by phone (06… or +2126…)', async () => {
    const second = (await createOffer(t.app, root, { title: 'Assistant pédagogique' })).id
    const third = (await createOffer(t.app, root, { title: 'Tuteur de physique' })).id
    const sent = async (offer: number, fields: Record<string, string>) => {
      const response = await apply(t.app, { job_offer_id: offer, full_name: 'Ilyas Amrani', ...fields }, pdfUpload())
      expect(response.statusCode, response.body).toBe(201)
      return response.json<{ application_id: number }>().application_id
    }
    const first = await sent(offerId, { email: 'ilyas.amrani@example.ma', phone: '06 61 23 45 67' })
    const sameEmail = await sent(second, { email: 'Ilyas.Amrani@Example.ma', phone: '0655555501' })
    const samePhone = await sent(third, { email: 'autre.adresse@example.ma', phone: '+212 661-234567' })
    const stranger = await sent(third, { email: 'sans.rapport@example.ma', phone: '0700000000' })

    expect((await getApplication(first)).other_applications).toBe(2)
    expect((await getApplication(sameEmail)).other_applications).toBe(1)
    expect((await getApplication(samePhone)).other_applications).toBe(1)
    expect((await getApplication(stranger)).other_applications).toBe(0)
    const listed = (await t.app.inject({ url: `/api/admin/applications/?job_offer_id=${third}`, headers: root })).json<Application[]>()
    expect(Object.fromEntries(listed.map((row) => [row.id, row.other_applications]))).toEqual({ [samePhone]: 1, [stranger]: 0 })

    // counted up to the cap (« 10+ »): a person who applied a hundred times costs the list no more
    const { id: _id, ...row } = await t.services.db.selectFrom('job_applications').selectAll().where('id', '=', first).executeTakeFirstOrThrow()
    const copies = Array.from({ length: OTHER_APPLICATIONS_CAP + 1 }, (_, i) => ({ ...row, email: `copie.${i}@example.ma` }))
    await t.services.db.insertInto('job_applications').values(copies).execute()
    expect((await getApplication(first)).other_applications).toBe(OTHER_APPLICATIONS_CAP)
    expect((await getApplication(stranger)).other_applications).toBe(0)
  })
})
