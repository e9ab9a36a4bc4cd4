import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { runDueDailyJobs } from '@tutorat/api'
import { MESSAGES, moroccoDayIn, PAYMENT_MESSAGES as M, PAYMENT_RULES, PAYMENT_STATUS_LABELS, type PaymentRequest, type PaymentStatus } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ELF, MZ } from './cv-files.ts'
import { adminHeaders, createAdmin, createTestApp, formBody, makeCourse, TEST_SECRET, type TestApp, TINY_PDF } from './helpers.ts'
import {
  jpegProof,
  newStudent,
  notificationsOf,
  openRequest,
  overdue,
  pdfProof,
  pngProof,
  PROOF_FIELDS,
  provenRequest,
  refuse,
  requestPayment,
  SALE,
  sellFormation,
  sendProof,
  storedNothing,
  storedProofs,
  type TestStudent,
  validate,
  webpProof,
} from './payments-helpers.ts'

// DESIGN §11, the student's side: « S'inscrire », the proofs, the state machine, privacy, deadlines.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let plainAdmin: Headers
let courseId: number
let formationId: number

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  plainAdmin = await adminHeaders(t.app, await createAdmin(t.services))
  courseId = (await makeCourse(t.app, root, 'Analyse 1')).id
  formationId = await sellFormation(t, root, courseId)
})
afterAll(() => t.close())

const student = (overrides: Record<string, unknown> = {}) => newStudent(t, root, overrides)
const mine = async (s: TestStudent, id: number) => (await t.app.inject({ url: `/api/student/payments/${id}`, headers: s.headers })).json<PaymentRequest>()
const post = (s: TestStudent, id: number, action: 'reopen' | 'cancel') => t.app.inject({ method: 'POST', url: `/api/student/payments/${id}/${action}`, headers: s.headers })
const lastEvent = (payment: PaymentRequest) => payment.history.at(-1)

describe('the state machine', () => {
  /** A request of a fresh student brought to `status` through the paths themselves. */
  async function requestIn(status: PaymentStatus) {
    const s = await student()
    const request = status === 'en_attente' || status === 'expiree' || status === 'annulee' ? await openRequest(t, s, formationId) : await provenRequest(t, s, formationId)
    if (status === 'expiree') await overdue(t, request.id)
    if (status === 'annulee') expect((await post(s, request.id, 'cancel')).statusCode).toBe(200)
    if (status === 'validee') expect((await validate(t, root, request.id)).statusCode).toBe(200)
    if (status === 'refusee') expect((await refuse(t, root, request.id, 'Montant incomplet')).statusCode).toBe(200)
    expect((await mine(s, request.id)).status).toBe(status)
    return { s, id: request.id }
  }

  type Action = 'addProof' | 'reopen' | 'cancel' | 'validate' | 'refuse'
  const act: Record<Action, (s: TestStudent, id: number) => ReturnType<typeof validate>> = {
    addProof: (s, id) => sendProof(t, s.headers, id),
    reopen: (s, id) => post(s, id, 'reopen'),
    cancel: (s, id) => post(s, id, 'cancel'),
    validate: (_s, id) => validate(t, root, id),
    refuse: (_s, id) => refuse(t, root, id, 'Virement introuvable'),
  }
  /** allowed: [status, resulting status, history event, actor]; refused: 409 with its French reason */
  type Cell = { ok: [number, PaymentStatus, string, string] } | { refused: string }
  const label = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status]
  const refusedEverywhere = (status: PaymentStatus): Record<Action, Cell> => ({
    addProof: { refused: M.cannotAddProof(label(status)) },
    reopen: { refused: M.cannotReopen },
    cancel: { refused: M.cannotCancel },
    validate: { refused: M.notValidatable(label(status)) },
    refuse: { refused: M.notRefusable(label(status)) },
  })
  const TABLE: Record<PaymentStatus, Record<Action, Cell>> = {
    en_attente: {
      addProof: { ok: [201, 'preuve_envoyee', 'preuve_envoyee', 'student'] },
      reopen: { refused: M.cannotReopen },
      cancel: { ok: [200, 'annulee', 'annulee', 'student'] },
      validate: { refused: M.notValidatable(label('en_attente')) },
      refuse: { refused: M.notRefusable(label('en_attente')) },
    },
    preuve_envoyee: {
      addProof: { ok: [201, 'preuve_envoyee', 'preuve_ajoutee', 'student'] },
      reopen: { refused: M.cannotReopen },
      cancel: { refused: M.cannotCancel },
      validate: { ok: [200, 'validee', 'validee', 'admin'] },
      refuse: { ok: [200, 'refusee', 'refusee', 'admin'] },
    },
    validee: refusedEverywhere('validee'),
    // a final refusal (SPEC's `{reason}` alone); one open to a new proof: payments-new-proof.test.ts
    refusee: { ...refusedEverywhere('refusee'), addProof: { refused: M.refusalFinal } },
    expiree: { ...refusedEverywhere('expiree'), addProof: { refused: M.expiredReopen }, reopen: { ok: [200, 'en_attente', 'rouverte', 'student'] } },
    annulee: refusedEverywhere('annulee'),
  }
  const cells = Object.entries(TABLE).flatMap(([from, actions]) => Object.entries(actions).map(([action, cell]) => [from as PaymentStatus, action as Action, cell] as const))

  it.each(cells)('from %s, %s → %j', async (from, action, cell) => {
    const { s, id } = await requestIn(from)
    const before = await mine(s, id)
    const response = await act[action](s, id)
    const after = await mine(s, id)
    if ('refused' in cell) {
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json()).toEqual({ detail: cell.refused })
      expect(after.status).toBe(from)
      expect(after.history).toHaveLength(before.history.length)
      return
    }
    const [status, next, event, actor] = cell.ok
    expect(response.statusCode, response.body).toBe(status)
    expect(after.status).toBe(next)
    expect(after.history).toHaveLength(before.history.length + 1)
    // the student sees that the team decided, never which member
    expect(lastEvent(after)).toMatchObject({ event, actor, admin_name: null })
  })

  it('writes who did what in the history the back office reads (the admin named there)', async () => {
    const { id } = await requestIn('preuve_envoyee')
    expect((await refuse(t, root, id, 'Reçu illisible')).statusCode).toBe(200)
    const history = (await t.app.inject({ url: `/api/admin/payments/${id}`, headers: root })).json<PaymentRequest>().history
    expect(history.map((h) => [h.event, h.actor])).toEqual([
      ['en_attente', 'student'],
      ['preuve_envoyee', 'student'],
      ['refusee', 'admin'],
    ])
    expect(history.at(-1)).toMatchObject({ note: 'Reçu illisible', admin_name: expect.stringMatching(/^Admin \d+$/) })
  })
})

describe('« S’inscrire »: the request', () => {
  it('takes amount, course and terms from the formation, never from the client', async () => {
    const s = await student()
    const other = await makeCourse(t.app, root, 'Cours gratuit')
    const response = await requestPayment(t, s, formationId, { amount_mad: 1, course_id: other.id, access_type: 'full', duration_days: 0, status: 'validee', reference: 'TM-AAAAAA' })
    expect(response.statusCode, response.body).toBe(201)
    const { created, message, payment } = response.json<{ created: boolean; message: string; payment: PaymentRequest }>()
    expect({ created, message }).toEqual({ created: true, message: M.requestCreated })
    expect(payment).toMatchObject({ status: 'en_attente', amount_mad: SALE.amount_mad, course_id: courseId, course_title: 'Analyse 1', access_type: 'standard', duration_days: 30, proofs: [], receipt_url: null })
    expect(payment.reference).toMatch(/^TM-[2-9A-HJKMNP-Z]{6}$/)
    const days = (Date.parse(payment.deadline_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(PAYMENT_RULES.deadlineDays - 0.01)
    expect(days).toBeLessThanOrEqual(PAYMENT_RULES.deadlineDays)
    expect(payment.history).toEqual([expect.objectContaining({ event: 'en_attente', actor: 'student' })])
  })

  it('refuses an unknown or inactive formation (404) and one not sold online (400)', async () => {
    const s = await student()
    const inactive = await sellFormation(t, root, courseId, { is_active: 'false' })
    const unlinked = await sellFormation(t, root, courseId, { course_id: '', amount_mad: '', access_type: '', duration_days: '' })
    for (const [id, status, detail] of [
      [999_999, 404, M.formationNotFound],
      [inactive, 404, M.formationNotFound],
      [unlinked, 400, M.formationNotSellable],
    ] as const) {
      const response = await requestPayment(t, s, id)
      expect(response.statusCode, `${id}`).toBe(status)
      expect(response.json()).toEqual({ detail })
    }
    expect((await requestPayment(t, s, 'abc' as unknown as number)).json().detail).toBe(M.formationNotFound)
    expect(await t.services.db.selectFrom('payment_requests').select('id').where('student_id', '=', s.id).execute()).toEqual([])
  })

  it('hands back the open request for the same formation (200), never a second reference', async () => {
    const s = await student()
    const first = await openRequest(t, s, formationId)
    const again = await requestPayment(t, s, formationId)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ created: false, message: M.requestExisting, payment: { id: first.id, reference: first.reference } })
    // still open once a proof is sent
    expect((await sendProof(t, s.headers, first.id)).statusCode).toBe(201)
    expect((await requestPayment(t, s, formationId)).json()).toMatchObject({ created: false, payment: { id: first.id } })
  })

  it('a double tap in parallel makes one request', async () => {
    const s = await student()
    const responses = await Promise.all(Array.from({ length: 5 }, () => requestPayment(t, s, formationId)))
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(responses.map((r) => r.json().payment.id)).size).toBe(1)
    expect(await t.services.db.selectFrom('payment_requests').select('id').where('student_id', '=', s.id).execute()).toHaveLength(1)
  })

  it('keeps its terms when the formation is edited, unlinked, deactivated, and validates into the course sold', async () => {
    const sold = await makeCourse(t.app, root, 'Mécanique du point')
    const formation = await sellFormation(t, root, sold.id, { title: 'Mécanique en ligne', amount_mad: '800', access_type: 'full', duration_days: '60' })
    const s = await student()
    const request = await provenRequest(t, s, formation)
    const edit = async (fields: Record<string, string>) => {
      const body = formBody(fields)
      const response = await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${formation}`, headers: { ...root, ...body.headers }, payload: body.payload })
      expect(response.statusCode, response.body).toBe(200)
    }
    await edit({ title: 'Renommée', course_id: String(courseId), amount_mad: '5', access_type: 'trial', duration_days: '1' })
    await edit({ course_id: '', amount_mad: '', access_type: '', duration_days: '' })
    await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${formation}/toggle`, headers: root })

    expect(await mine(s, request.id)).toMatchObject({ formation_title: 'Mécanique en ligne', course_id: sold.id, course_title: 'Mécanique du point', amount_mad: 800, access_type: 'full', duration_days: 60 })
    expect((await validate(t, root, request.id)).statusCode).toBe(200)
    const [access] = await t.services.db.selectFrom('accesses').select(['course_id', 'access_type', 'duration_days']).where('student_id', '=', s.id).execute()
    expect(access).toEqual({ course_id: sold.id, access_type: 'full', duration_days: 60 })
  })
})

describe('proofs of transfer', () => {
  it('accepts a real JPEG, PNG and WebP (up to 3), stored privately and streamed to their owner', async () => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    const files = [await jpegProof(), await pngProof(), await webpProof()]
    for (const [index, file] of files.entries()) {
      const response = await sendProof(t, s.headers, request.id, file, index === 0 ? PROOF_FIELDS : {})
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().message).toBe(M.proofSent)
    }
    const payment = await mine(s, request.id)
    expect(payment).toMatchObject({ status: 'preuve_envoyee', payer_name: PROOF_FIELDS.payer_name, transfer_date: PROOF_FIELDS.transfer_date })
    expect(payment.proofs.map((p) => [p.n, p.mime, p.original_name, p.url])).toEqual([
      [1, 'image/jpeg', 'IMG_2041.jpg', `/api/student/payments/${request.id}/proofs/1`],
      [2, 'image/png', 'capture.png', `/api/student/payments/${request.id}/proofs/2`],
      [3, 'image/webp', 'photo.webp', `/api/student/payments/${request.id}/proofs/3`],
    ])
    expect(payment.history.map((h) => h.event)).toEqual(['en_attente', 'preuve_envoyee', 'preuve_ajoutee', 'preuve_ajoutee'])
    for (const [index, file] of files.entries()) {
      const download = await t.app.inject({ url: payment.proofs[index]?.url ?? '', headers: s.headers })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe(file.type)
      expect(download.rawPayload.equals(file.bytes)).toBe(true)
    }
  })

  it('accepts a PDF; serves it inline and sandboxed, or as an attachment with ?download=1', async () => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    expect((await sendProof(t, s.headers, request.id, { name: 'Reçu banque.PDF', type: 'application/octet-stream', bytes: TINY_PDF })).statusCode).toBe(201)
    const url = `/api/student/payments/${request.id}/proofs/1`
    const inline = await t.app.inject({ url, headers: s.headers })
    expect(inline.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    })
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename=".*preuve-1-Recu banque.pdf"/)
    const attached = await t.app.inject({ url: `${url}?download=1`, headers: s.headers })
    expect(attached.headers['content-disposition']).toMatch(/^attachment; filename="TM-[A-Z0-9]{6}-preuve-1-Recu banque.pdf"; filename\*=UTF-8''/)
    expect(attached.rawPayload.equals(TINY_PDF)).toBe(true)
  })

  const refusals: [string, () => Promise<Parameters<typeof sendProof>[3]>, Record<string, string>, number, string][] = [
    ['a Windows executable named .pdf', async () => ({ name: 'recu.pdf', type: 'application/pdf', bytes: MZ }), PROOF_FIELDS, 415, M.proofInvalid],
    ['an ELF named .jpg', async () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: ELF }), PROOF_FIELDS, 415, M.proofInvalid],
    ['text renamed .pdf', async () => ({ name: 'recu.pdf', type: 'application/pdf', bytes: Buffer.from('Virement de 1200 DH effectué') }), PROOF_FIELDS, 415, M.proofInvalid],
    ['an HTML page named .png', async () => ({ name: 'recu.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }), PROOF_FIELDS, 415, M.proofInvalid],
    ['5 MB + 1 byte', async () => ({ name: 'gros.pdf', type: 'application/pdf', bytes: Buffer.concat([TINY_PDF, Buffer.alloc(PAYMENT_RULES.proofMaxBytes + 1 - TINY_PDF.length)]) }), PROOF_FIELDS, 413, M.proofTooLarge],
    ['no file', async () => null, PROOF_FIELDS, 400, M.proofMissing],
    ['a first proof without the payer', async () => pdfProof(), { transfer_date: PROOF_FIELDS.transfer_date }, 400, M.payerNameRequired],
    ['a first proof without the date', async () => pdfProof(), { payer_name: 'Karim' }, 400, M.transferDateRequired],
    ['a transfer date in the future', async () => pdfProof(), { ...PROOF_FIELDS, transfer_date: moroccoDayIn(3) }, 400, M.transferDateFuture],
    ['a date that is not one', async () => pdfProof(), { ...PROOF_FIELDS, transfer_date: '31/12/2025' }, 400, M.transferDateInvalid],
  ]
  it.each(refusals)('refuses %s, storing nothing', async (_name, file, fields, status, detail) => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    const proof = await file()
    const response = await storedNothing(t, () => sendProof(t, s.headers, request.id, proof, fields))
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().detail).toBe(detail)
    expect(await mine(s, request.id)).toMatchObject({ status: 'en_attente', proofs: [], payer_name: null })
  })

  it('takes exactly 5 MB, and refuses a fourth proof (400), storing nothing', async () => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    const fiveMb = { name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.concat([TINY_PDF, Buffer.alloc(PAYMENT_RULES.proofMaxBytes - TINY_PDF.length)]) }
    expect((await sendProof(t, s.headers, request.id, fiveMb)).statusCode).toBe(201)
    for (let i = 0; i < 2; i++) expect((await sendProof(t, s.headers, request.id, pdfProof(), {})).statusCode).toBe(201)
    const fourth = await storedNothing(t, () => sendProof(t, s.headers, request.id))
    expect(fourth.statusCode).toBe(400)
    expect(fourth.json()).toEqual({ detail: M.tooManyProofs })
    expect((await mine(s, request.id)).proofs).toHaveLength(3)
  })

  it('refuses a proof on an expired request (409, re-open first) and on another student’s (404), storing nothing', async () => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    await overdue(t, request.id)
    const late = await storedNothing(t, () => sendProof(t, s.headers, request.id))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ detail: M.expiredReopen })

    const owner = await student()
    const theirs = await openRequest(t, owner, formationId)
    const intrusion = await storedNothing(t, () => sendProof(t, s.headers, theirs.id))
    expect(intrusion.statusCode).toBe(404)
    expect(intrusion.json()).toEqual({ detail: M.notFound })
    expect(await mine(owner, theirs.id)).toMatchObject({ status: 'en_attente', proofs: [] })
  })
})

describe('privacy', () => {
  it('keeps proofs out of /uploads and out of the JSON', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    const { file_key } = await t.services.db.selectFrom('payment_proofs').select('file_key').where('payment_request_id', '=', request.id).executeTakeFirstOrThrow()
    expect(file_key).toMatch(/^payment-proofs\/[0-9a-f-]{36}\.pdf$/)
    expect(existsSync(join(t.config.DATA_DIR, 'private', file_key))).toBe(true)
    expect(existsSync(join(t.config.DATA_DIR, 'uploads', file_key))).toBe(false)
    expect((await t.app.inject({ url: `/uploads/${file_key}` })).statusCode).toBe(404)
    expect(JSON.stringify(await mine(s, request.id))).not.toContain(file_key.split('/')[1])
    expect(storedProofs(t)).toContain(file_key.split('/')[1])
  })

  it('answers another student 404 on every path of a request, changing nothing', async () => {
    const owner = await student()
    const request = await provenRequest(t, owner, formationId)
    const intruder = await student()
    const paths: ['GET' | 'POST', string][] = [
      ['GET', `/api/student/payments/${request.id}`],
      ['GET', `/api/student/payments/${request.id}/proofs/1`],
      ['GET', `/api/student/payments/${request.id}/receipt`],
      ['POST', `/api/student/payments/${request.id}/reopen`],
      ['POST', `/api/student/payments/${request.id}/cancel`],
    ]
    expect((await validate(t, root, request.id)).statusCode).toBe(200)
    for (const [method, url] of paths) {
      const response = await t.app.inject({ method, url, headers: intruder.headers })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().detail, url).toMatch(/introuvable/)
    }
    const list = (await t.app.inject({ url: '/api/student/payments', headers: intruder.headers })).json<PaymentRequest[]>()
    expect(list).toEqual([])
    expect((await t.app.inject({ url: `/api/student/payments/${request.id}/receipt`, headers: owner.headers })).statusCode).toBe(200)
  })

  it('keeps the back office to super admins (403 for an admin or a student) and everything to signed-in users (401)', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    const admin = [
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/payments/stats'],
      ['GET', '/api/admin/payments/export'],
      ['GET', `/api/admin/payments/${request.id}`],
      ['GET', `/api/admin/payments/${request.id}/proofs/1`],
      ['GET', `/api/admin/payments/${request.id}/receipt`],
      ['PUT', `/api/admin/payments/${request.id}/validate`],
      ['PUT', `/api/admin/payments/${request.id}/refuse`],
    ] as const
    for (const [method, url] of admin) {
      for (const [headers, status] of [[plainAdmin, 403], [s.headers, 403], [{}, 401]] as const) {
        const response = await t.app.inject({ method, url, headers, ...(method === 'PUT' ? { payload: { reason: 'x' } } : {}) })
        expect(response.statusCode, `${method} ${url}`).toBe(status)
      }
    }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/student/payments', payload: { announcement_id: formationId } })
    expect(visitor.statusCode).toBe(401)
    const upload = await sendProof(t, {}, request.id)
    expect(upload.statusCode).toBe(401)
    // an admin's token is no student's
    expect((await t.app.inject({ url: '/api/student/payments', headers: root })).statusCode).toBe(403)
    expect((await t.app.inject({ url: `/api/admin/payments/${request.id}`, headers: root })).json().status).toBe('preuve_envoyee')
  })
})

describe('deadlines', () => {
  it('expires a request past its deadline (a system line), and re-opens it for 7 more days', async () => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    await overdue(t, request.id)
    const [listed] = (await t.app.inject({ url: '/api/student/payments', headers: s.headers })).json<PaymentRequest[]>()
    expect(listed).toMatchObject({ id: request.id, status: 'expiree' })
    expect(lastEvent(listed as PaymentRequest)).toMatchObject({ event: 'expiree', actor: 'system' })
    // a new request for the formation stays possible, the expired one re-opens too (not both)
    const reopened = await post(s, request.id, 'reopen')
    expect(reopened.statusCode).toBe(200)
    expect(reopened.json().message).toBe(M.reopened)
    const payment = reopened.json<{ payment: PaymentRequest }>().payment
    expect(payment).toMatchObject({ status: 'en_attente', reference: request.reference })
    expect(Date.parse(payment.deadline_at) - Date.now()).toBeGreaterThan(PAYMENT_RULES.deadlineDays * 86_400_000 - 60_000)
    expect(payment.history.map((h) => [h.event, h.actor])).toEqual([
      ['en_attente', 'student'],
      ['expiree', 'system'],
      ['rouverte', 'student'],
    ])
  })

  it('refuses to re-open an expired request when a newer one for the formation is open (409)', async () => {
    const s = await student()
    const old = await openRequest(t, s, formationId)
    await overdue(t, old.id)
    const fresh = await requestPayment(t, s, formationId)
    expect(fresh.statusCode).toBe(201)
    const reopened = await post(s, old.id, 'reopen')
    expect(reopened.statusCode).toBe(409)
    expect(reopened.json()).toEqual({ detail: M.requestExisting })
  })

  it('reminds the student the day before the deadline at 09:00 Casablanca, once', async () => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    const waiting = await student()
    await provenRequest(t, waiting, formationId) // a proof sent: no reminder
    // a day far ahead, so that no other test's daily run claimed it; 09:00 in Casablanca is 08:00 or 09:00 UTC
    const nine = ['2031-03-03T08:00:00Z', '2031-03-03T09:00:00Z'].map((iso) => new Date(iso)).find((d) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Casablanca', hour: '2-digit', hour12: false }).format(d) === '09') as Date
    const tomorrowNoon = new Date(nine.getTime() + 27 * 3_600_000).toISOString()
    await t.services.db.updateTable('payment_requests').set({ deadline_at: tomorrowNoon }).where('id', '=', request.id).execute()

    expect(await runDueDailyJobs(t.services.db, TEST_SECRET, new Date(nine.getTime() - 60_000))).toBe(false)
    expect(await runDueDailyJobs(t.services.db, TEST_SECRET, nine)).toBe(true)
    // another instance's run that day, or the same run retried: the dedupe key keeps it once
    await t.services.db.deleteFrom('scheduled_runs').execute()
    expect(await runDueDailyJobs(t.services.db, TEST_SECRET, new Date(nine.getTime() + 60_000))).toBe(true)

    const reminders = (await notificationsOf(t, s.id)).filter((n) => n.template === 'payment_deadline')
    // one row per channel, the app and email at least
    expect(reminders.map((n) => n.channel)).toEqual(expect.arrayContaining(['in_app', 'email']))
    expect(new Set(reminders.map((n) => n.channel)).size).toBe(reminders.length)
    expect(reminders[0]?.params).toMatchObject({ reference: request.reference, amount_mad: SALE.amount_mad, payment_id: request.id })
    expect((await notificationsOf(t, waiting.id)).filter((n) => n.template === 'payment_deadline')).toEqual([])
  })
})

describe('rate limit', () => {
  it('past PAYMENT_RATE_PER_HOUR a student’s requests and proofs get a French 429, storing nothing', async () => {
    const limited = await createTestApp({ PAYMENT_RATE_PER_HOUR: '3', LOGIN_RATE_PER_MINUTE: '100000' })
    try {
      const boss = await adminHeaders(limited.app, await createAdmin(limited.services, { superAdmin: true }))
      const formation = await sellFormation(limited, boss, (await makeCourse(limited.app, boss)).id)
      const a = await newStudent(limited, boss)
      for (let i = 0; i < 3; i++) expect((await requestPayment(limited, a, formation)).statusCode).toBeLessThan(300)
      const fourth = await requestPayment(limited, a, formation)
      expect(fourth.statusCode).toBe(429)
      expect(fourth.json().detail).toContain(MESSAGES.tooManyRequests)
      expect(fourth.headers['retry-after']).toBeDefined()
      // reading is not limited; another student has their own count
      expect((await limited.app.inject({ url: '/api/student/payments', headers: a.headers })).statusCode).toBe(200)

      const b = await newStudent(limited, boss)
      const request = await openRequest(limited, b, formation)
      for (let i = 0; i < 2; i++) expect((await sendProof(limited, b.headers, request.id, pdfProof(), i === 0 ? PROOF_FIELDS : {})).statusCode).toBe(201)
      const blocked = await storedNothing(limited, () => sendProof(limited, b.headers, request.id))
      expect(blocked.statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
