import { unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { moroccoMonthStart } from '@tutorat/api'
import { type AdminPayment, moroccoDayIn, moroccoToday, PAYMENT_MESSAGES as M, PAYMENT_STATUS_LABELS, type PaymentRequest } from '@tutorat/contracts'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, grant, makeCourse, type TestApp, TINY_PDF } from './helpers.ts'
import {
  accessesOf,
  adminPayment,
  jpegProof,
  newStudent,
  notificationsOf,
  openRequest,
  pdfText,
  PROOF_FIELDS,
  provenRequest,
  refuse,
  SALE,
  sellFormation,
  sendProof,
  storedProofs,
  type TestStudent,
  validate,
} from './payments-helpers.ts'
import { makeCoupon, offerInstalments } from './coupon-helpers.ts'
import { choosePlan, payPart } from './instalments-helpers.ts'

// DESIGN §11, the back office: the list, validation exactly once, refusal, receipts, CSV, figures.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let other: Headers
let courseId: number
let formationId: number

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  other = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  courseId = (await makeCourse(t.app, root, 'Analyse 1')).id
  formationId = await sellFormation(t, root, courseId)
})
afterAll(() => t.close())

const student = (overrides: Record<string, unknown> = {}) => newStudent(t, root, overrides)
const list = async (query: string) => (await t.app.inject({ url: `/api/admin/payments?${query}`, headers: root })).json<{ items: AdminPayment[]; total: number }>()
const DAY_MS = 86_400_000

describe('the list and one request', () => {
  it('filters by status, formation, search and dates, with the total and pages', async () => {
    const mark = `filtre${Date.now()}`
    const a = await student({ name: `Zineb ${mark}`, phone: '0612345678' })
    const b = await student({ name: `Omar ${mark}` })
    const second = await sellFormation(t, root, courseId, { title: 'Autre formation' })
    const pending = await provenRequest(t, a, formationId)
    const waiting = await openRequest(t, b, second)

    const all = await list(`search=${mark}`)
    expect(all.total).toBe(2)
    expect(all.items.map((p) => p.id)).toEqual([waiting.id, pending.id])
    expect(all.items[1]).toMatchObject({ student_id: a.id, student_name: `Zineb ${mark}`, student_email: a.email, student_phone: expect.stringMatching(/612345678$/), decided_by_name: null })
    expect(all.items[1]?.proofs[0]?.url).toBe(`/api/admin/payments/${pending.id}/proofs/1`)

    expect((await list(`search=${mark}&status=preuve_envoyee`)).items.map((p) => p.id)).toEqual([pending.id])
    expect((await list(`search=${mark}&announcement_id=${second}`)).items.map((p) => p.id)).toEqual([waiting.id])
    expect((await list(`search=${pending.reference.toLowerCase()}`)).items.map((p) => p.id)).toEqual([pending.id])
    expect((await list(`search=${b.email.toUpperCase()}`)).items.map((p) => p.id)).toEqual([waiting.id])
    expect((await list(`search=${mark}&from=${moroccoToday()}&to=${moroccoToday()}`)).total).toBe(2)
    expect((await list(`search=${mark}&to=${moroccoDayIn(-1)}`)).total).toBe(0)
    expect((await list(`search=${mark}&from=${moroccoDayIn(1)}`)).total).toBe(0)
    expect(await list(`search=${mark}&limit=1&offset=1`)).toMatchObject({ total: 2, items: [{ id: pending.id }] })
    // empty filters from the form are no filter
    expect((await list(`search=${mark}&status=&announcement_id=&from=&to=`)).total).toBe(2)

    const bad = await t.app.inject({ url: '/api/admin/payments?status=payee', headers: root })
    expect(bad.statusCode).toBe(400)
    expect((await t.app.inject({ url: '/api/admin/payments?from=24/11/2026', headers: root })).json().detail).toBe(M.dateInvalid)
  })

  it('answers 404 in French for a request that does not exist', async () => {
    for (const url of ['/api/admin/payments/999999', '/api/admin/payments/999999/receipt']) {
      const response = await t.app.inject({ url, headers: root })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: M.notFound })
    }
    expect((await validate(t, root, 999_999)).json()).toEqual({ detail: M.notFound })
  })
})

describe('proofs in the back office', () => {
  it('previews a proof inline and sandboxed, downloads it, keeps n and missing files apart', async () => {
    const s = await student()
    const request = await openRequest(t, s, formationId)
    const photo = await jpegProof()
    expect((await sendProof(t, s.headers, request.id, photo)).statusCode).toBe(201)
    const url = `/api/admin/payments/${request.id}/proofs/1`
    const preview = await t.app.inject({ url, headers: root })
    expect(preview.statusCode).toBe(200)
    expect(preview.headers).toMatchObject({ 'content-type': 'image/jpeg', 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' })
    expect(preview.headers['content-disposition']).toMatch(/^inline; /)
    expect(preview.rawPayload.equals(photo.bytes)).toBe(true)
    expect((await t.app.inject({ url: `${url}?download=1`, headers: root })).headers['content-disposition']).toMatch(/^attachment; filename="TM-\w{6}-preuve-1-IMG_2041.jpg"/)

    const none = await t.app.inject({ url: `/api/admin/payments/${request.id}/proofs/2`, headers: root })
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ detail: M.proofNotFound })
    expect((await t.app.inject({ url: `/api/admin/payments/${request.id}/proofs/4`, headers: root })).json().detail).toBe(M.proofNotFound)

    const { file_key } = await t.services.db.selectFrom('payment_proofs').select('file_key').where('payment_request_id', '=', request.id).executeTakeFirstOrThrow()
    unlinkSync(join(t.config.DATA_DIR, 'private', file_key))
    const gone = await t.app.inject({ url, headers: root })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ detail: M.proofFileMissing })
  })
})

describe('validation, exactly once', () => {
  it('opens the access in the same click; a second click is a 409 and grants nothing more', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    expect((await t.app.inject({ url: `/api/student/course/${courseId}`, headers: s.headers })).statusCode).toBe(403)

    const first = await validate(t, root, request.id)
    expect(first.statusCode, first.body).toBe(200)
    const { message, payment } = first.json<{ message: string; payment: AdminPayment }>()
    expect(message).toBe(M.validated)
    expect(payment).toMatchObject({ status: 'validee', decided_by_name: expect.stringMatching(/^Admin/), access_id: expect.any(Number), receipt_url: `/api/admin/payments/${request.id}/receipt` })
    expect(payment.history.at(-1)).toMatchObject({ event: 'validee', actor: 'admin', admin_name: payment.decided_by_name })

    const second = await validate(t, other, request.id)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ detail: M.notValidatable(PAYMENT_STATUS_LABELS.validee) })
    expect(second.json().detail).toContain('« Validée »')
    const accesses = await accessesOf(t, s.id)
    expect(accesses).toHaveLength(1)
    expect(accesses[0]).toMatchObject({ id: payment.access_id, course_id: courseId, access_type: 'standard', is_active: true })
    expect(Date.parse(accesses[0]?.expires_at ?? '') - Date.now()).toBeGreaterThan(SALE.duration_days * DAY_MS - 60_000)
    expect((await t.app.inject({ url: `/api/student/course/${courseId}`, headers: s.headers })).statusCode).toBe(200)
  })

  // truly concurrent on PostgreSQL (a pool of connections); PGlite, one connection, runs them in turn
  it('five clicks at once from two super admins: one 200, four 409, one access, one message per channel', async () => {
    const s = await student({ phone: '0612345678' })
    const request = await provenRequest(t, s, formationId)
    const clicks = await Promise.all(Array.from({ length: 5 }, (_, i) => validate(t, i % 2 ? other : root, request.id)))
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    for (const refused of clicks.filter((r) => r.statusCode === 409)) expect(refused.json().detail).toBe(M.notValidatable(PAYMENT_STATUS_LABELS.validee))
    expect(await accessesOf(t, s.id)).toHaveLength(1)
    const validated = (await notificationsOf(t, s.id)).filter((n) => n.template === 'payment_validated')
    expect(validated.map((n) => n.channel)).toEqual(expect.arrayContaining(['in_app', 'email']))
    expect(new Set(validated.map((n) => n.channel)).size).toBe(validated.length)
    const events = (await adminPayment(t, root, request.id)).history.filter((h) => h.event === 'validee')
    expect(events).toHaveLength(1)
  })

  it('runs a running access on by the paid duration, from its end', async () => {
    const s = await student()
    const granted = await grant(t.app, root, { student_id: s.id, course_id: courseId, duration_days: 10 })
    const end = Date.parse(granted.access.expires_at ?? '')
    const request = await provenRequest(t, s, formationId)
    expect((await validate(t, root, request.id)).statusCode).toBe(200)
    const [access] = await accessesOf(t, s.id)
    expect(access?.id).toBe(granted.access.id)
    expect(Math.abs(Date.parse(access?.expires_at ?? '') - (end + SALE.duration_days * DAY_MS))).toBeLessThan(60_000)
  })

  it('never trades a running full access for the trial it sold', async () => {
    const s = await student()
    const trial = await sellFormation(t, root, courseId, { title: 'Essai payant', amount_mad: '50', access_type: 'trial', duration_days: '7' })
    const granted = await grant(t.app, root, { student_id: s.id, course_id: courseId, access_type: 'full', duration_days: 60 })
    const request = await provenRequest(t, s, trial)
    expect((await validate(t, root, request.id)).statusCode).toBe(200)
    const [access] = await accessesOf(t, s.id)
    expect(access).toMatchObject({ id: granted.access.id, access_type: 'full' })
    expect(Math.abs(Date.parse(access?.expires_at ?? '') - (Date.parse(granted.access.expires_at ?? '') + 7 * DAY_MS))).toBeLessThan(60_000)
  })

  it('refuses when the course sold was deleted (409), granting nothing', async () => {
    const s = await student()
    const doomed = await makeCourse(t.app, root, 'Cours supprimé')
    const formation = await sellFormation(t, root, doomed.id, { title: 'Formation orpheline' })
    const request = await provenRequest(t, s, formation)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${doomed.id}`, headers: root })).statusCode).toBe(200)
    const response = await validate(t, root, request.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: M.courseGone })
    expect(await accessesOf(t, s.id)).toEqual([])
    expect(await adminPayment(t, root, request.id)).toMatchObject({ status: 'preuve_envoyee', course_id: null, course_title: 'Cours supprimé' })
  })

  it('refuses when the student’s account was deleted (409), granting nothing', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/students/${s.id}`, headers: root })).statusCode).toBe(200)
    const response = await validate(t, root, request.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: M.studentGone })
    expect(await accessesOf(t, s.id)).toEqual([])
    // the request stays for the accounts, with the name as it was
    expect(await adminPayment(t, root, request.id)).toMatchObject({ status: 'preuve_envoyee', student_id: null, student_name: s.name })
  })

  it('tells the student with one payment_validated message, and no « accès accordé » besides', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    expect((await validate(t, root, request.id)).statusCode).toBe(200)
    const messages = await notificationsOf(t, s.id)
    expect(messages.filter((n) => n.template === 'access_granted')).toEqual([])
    const inApp = messages.filter((n) => n.template === 'payment_validated' && n.channel === 'in_app')
    expect(inApp).toHaveLength(1)
    expect(inApp[0]?.params).toMatchObject({ reference: request.reference, amount_mad: SALE.amount_mad, course_id: courseId, payment_id: request.id })
    expect(messages.some((n) => n.template === 'payment_validated' && n.channel === 'email')).toBe(true)
  })
})

describe('refusal', () => {
  it('needs a reason (400), changing nothing', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    for (const reason of [undefined, '', '   ']) {
      const response = await refuse(t, root, request.id, reason)
      expect(response.statusCode, String(reason)).toBe(400)
      expect(response.json().detail).toBe(M.reasonRequired)
    }
    expect((await refuse(t, root, request.id, 'x'.repeat(501))).statusCode).toBe(400)
    expect((await adminPayment(t, root, request.id)).status).toBe('preuve_envoyee')
  })

  it('keeps the proofs, tells the student why, and lets them ask again for the formation', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    const files = storedProofs(t).length
    const response = await refuse(t, root, request.id, '  Le montant reçu est de 1 000 DH au lieu de 1 200 DH.  ')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ message: M.refused, payment: { status: 'refusee', refusal_reason: 'Le montant reçu est de 1 000 DH au lieu de 1 200 DH.' } })

    expect(storedProofs(t)).toHaveLength(files)
    const proof = await t.app.inject({ url: `/api/admin/payments/${request.id}/proofs/1`, headers: root })
    expect(proof.statusCode).toBe(200)
    expect(proof.rawPayload.equals(TINY_PDF)).toBe(true)
    const seen = (await t.app.inject({ url: `/api/student/payments/${request.id}`, headers: s.headers })).json<PaymentRequest>()
    expect(seen).toMatchObject({ status: 'refusee', refusal_reason: expect.stringContaining('1 000 DH'), proofs: [{ n: 1 }] })

    const refused = (await notificationsOf(t, s.id)).filter((n) => n.template === 'payment_refused')
    expect(refused.map((n) => n.channel)).toContain('in_app')
    expect(refused[0]?.params).toMatchObject({ reference: request.reference, reason: 'Le montant reçu est de 1 000 DH au lieu de 1 200 DH.' })
    expect(await accessesOf(t, s.id)).toEqual([])

    const again = await t.app.inject({ method: 'POST', url: '/api/student/payments', headers: s.headers, payload: { announcement_id: formationId } })
    expect(again.statusCode).toBe(201)
    expect(again.json().payment.reference).not.toBe(request.reference)
  })
})

const longDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', dateStyle: 'long' }).format(new Date(iso))

describe('the receipt', () => {
  async function validated(s: TestStudent) {
    const request = await provenRequest(t, s, formationId)
    const early = await t.app.inject({ url: `/api/student/payments/${request.id}/receipt`, headers: s.headers })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ detail: M.receiptUnavailable })
    expect((await t.app.inject({ url: `/api/admin/payments/${request.id}/receipt`, headers: root })).json()).toEqual({ detail: M.receiptUnavailable })
    expect((await validate(t, root, request.id)).statusCode).toBe(200)
    return adminPayment(t, root, request.id)
  }

  it('is a PDF « Reçu de paiement » with the reference, amount, student, formation and dates, the same for both sides', async () => {
    const s = await student({ name: 'Salma Bennani' })
    const payment = await validated(s)
    const response = await t.app.inject({ url: `/api/student/payments/${payment.id}/receipt`, headers: s.headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' })
    expect(response.headers['content-disposition']).toBe(`attachment; filename="recu-${payment.reference}.pdf"; filename*=UTF-8''recu-${payment.reference}.pdf`)
    const { text, title } = await pdfText(response.rawPayload)
    expect(title).toMatch(new RegExp(`^Reçu de paiement R-\\d{4}-\\d{6} \\(${payment.reference}\\)$`))
    for (const expected of [
      t.services.settings.site.name,
      'Reçu de paiement',
      payment.reference,
      '1 200 DH',
      'Salma Bennani',
      s.email,
      'Soutien S1 en ligne',
      'Analyse 1',
      'Standard — 30 jours',
      PROOF_FIELDS.payer_name,
      '15 janvier 2026',
      `Demande du ${longDate(payment.created_at)}`,
      `Validé le ${longDate(payment.decided_at ?? '')}`,
      `validé par l’équipe ${t.services.settings.site.name}`,
    ])
      expect(text).toContain(expected)
    const admin = await t.app.inject({ url: `/api/admin/payments/${payment.id}/receipt`, headers: root })
    expect(admin.rawPayload.equals(response.rawPayload)).toBe(true)
  })

  it('draws any name: Arabic script and an emoji become « ? », never a crash', async () => {
    const s = await student({ name: 'يوسف العمراني 🎓' })
    const payment = await validated(s)
    const response = await t.app.inject({ url: `/api/student/payments/${payment.id}/receipt`, headers: s.headers })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const { text } = await pdfText(response.rawPayload)
    expect(text).toContain('Étudiant ???? ???????? ?')
    expect(text).toContain(payment.reference)
  })
})

describe('the CSV export', () => {
  it('has the applications’ format: BOM, `;`, CRLF, one row per request, formulas defused, filters applied', async () => {
    const mark = `csv${Date.now()}`
    const evil = await student({ name: `=HYPERLINK("http://evil.example","${mark}")` })
    const plain = await student({ name: `Hajar ${mark}` })
    const done = await provenRequest(t, evil, formationId)
    await validate(t, root, done.id)
    const open = await openRequest(t, plain, formationId)

    const response = await t.app.inject({ url: `/api/admin/payments/export?search=${mark}`, headers: root })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="paiements-${moroccoToday()}.csv"; filename*=UTF-8''paiements-${moroccoToday()}.csv`)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    expect(response.body).toContain('\r\n')
    const rows: string[][] = parse(response.body, { bom: true, delimiter: ';' })
    expect(rows[0]).toEqual([
      'Référence',
      'Date de demande',
      'Étudiant',
      'Email',
      'Téléphone',
      'Formation',
      'Cours',
      'Montant (DH)',
      'Statut',
      'Titulaire du compte',
      'Date du virement',
      'Décidé le',
      'Par',
      'Motif du refus',
      'Preuves',
      'Code promo',
      'Remise (DH)',
      'Plan',
      'Échéance',
      'Moyen de paiement',
    ])
    expect(rows.slice(1).map((row) => row[0])).toEqual([open.reference, done.reference])
    const [, first, second] = rows
    expect(first?.slice(2, 9)).toEqual([`Hajar ${mark}`, plain.email, '', 'Soutien S1 en ligne', 'Analyse 1', '1200', 'En attente du virement'])
    expect(first?.[14]).toBe('0')
    expect(second?.[2]).toBe(`'=HYPERLINK("http://evil.example","${mark}")`)
    expect(second?.slice(7, 11)).toEqual(['1200', 'Validée', PROOF_FIELDS.payer_name, '15/01/2026'])
    expect(second?.[12]).toMatch(/^Admin \d+$/)
    expect(second?.[14]).toBe('1')
    expect(first?.slice(15)).toEqual(['', '0', 'Comptant', '', ''])
    expect(second?.slice(15)).toEqual(['', '0', 'Comptant', '', 'virement'])

    const onlyValidated: string[][] = parse((await t.app.inject({ url: `/api/admin/payments/export?search=${mark}&status=validee`, headers: root })).body, { bom: true, delimiter: ';' })
    expect(onlyValidated.slice(1).map((row) => row[0])).toEqual([done.reference])
  })

  it('names the code and its discount, the part of a plan (« 2/3 ») and a card payment', async () => {
    const mark = `vente${Date.now()}`
    const inParts = await sellFormation(t, root, courseId, { title: `En trois fois ${mark}` })
    await offerInstalments(t, inParts, [400, 400, 400])
    const coupon = await makeCoupon(t, root, { kind: 'fixed', value: 90 })
    const family = await student({ name: `Famille ${mark}` })
    const first = await choosePlan(t, family, inParts, { coupon_code: coupon.code })
    await payPart(t, root, family, first.id)
    const second = (await t.services.db.selectFrom('payment_requests').select(['id', 'reference']).where('plan_id', '=', first.plan_id).where('part_number', '=', 2).executeTakeFirstOrThrow())
    const carded = await openRequest(t, await student({ name: `Carte ${mark}` }), formationId)
    // what the webhook leaves once YouCan Pay's API confirmed the transaction (card-payments.test.ts drives it end to end)
    await t.services.db.updateTable('payment_requests').set({ status: 'validee', decided_at: new Date().toISOString() }).where('id', '=', carded.id).execute()
    await t.services.db
      .insertInto('card_transactions')
      .values({ payment_request_id: carded.id, gateway: 'youcanpay', transaction_id: `txn-${mark}`, status: 'paid', amount_centimes: 120_000, currency: 'MAD', payload_sha256: 'x', granted_at: new Date().toISOString() })
      .execute()

    const rows: string[][] = parse((await t.app.inject({ url: `/api/admin/payments/export?search=${mark}`, headers: root })).body, { bom: true, delimiter: ';' })
    const byReference = new Map(rows.slice(1).map((row) => [row[0], row.slice(15)]))
    expect(byReference.get(first.reference)).toEqual([coupon.code, String(first.discount_mad), 'En 3 fois', '1/3', 'virement'])
    expect(first.discount_mad).toBeGreaterThan(0)
    expect(byReference.get(second.reference)?.slice(2)).toEqual(['En 3 fois', '2/3', ''])
    expect(byReference.get(carded.reference)).toEqual(['', '0', 'Comptant', '', 'carte'])
  })
})

describe('the month’s figures', () => {
  it('counts this Casablanca month’s validated amounts and the proofs waiting', async () => {
    const stats = async () => (await t.app.inject({ url: '/api/admin/payments/stats', headers: root })).json<Record<string, number>>()
    const before = await stats()
    const thisMonth = await provenRequest(t, await student(), formationId)
    const lastMonth = await provenRequest(t, await student(), formationId)
    const firstMinute = await provenRequest(t, await student(), formationId)
    for (const id of [thisMonth.id, lastMonth.id, firstMinute.id]) expect((await validate(t, root, id)).statusCode).toBe(200)
    const monthStart = moroccoMonthStart().getTime()
    const decided = (id: number, at: number) => t.services.db.updateTable('payment_requests').set({ decided_at: new Date(at).toISOString() }).where('id', '=', id).execute()
    await decided(lastMonth.id, monthStart - 1000) // 23:59:59 on the last day of last month, in Casablanca
    await decided(firstMinute.id, monthStart)
    await provenRequest(t, await student(), formationId)
    await openRequest(t, await student(), formationId)

    expect(await stats()).toEqual({
      month_revenue_mad: (before.month_revenue_mad ?? 0) + 2 * SALE.amount_mad,
      month_validated: (before.month_validated ?? 0) + 2,
      pending: (before.pending ?? 0) + 1,
      awaiting_transfer: (before.awaiting_transfer ?? 0) + 1,
    })
  })
})
