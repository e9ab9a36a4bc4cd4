import { dirhams, PAYMENT_MESSAGES as M, type PaymentRequest } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, formBody, makeCourse, type TestApp } from './helpers.ts'
import { accessesOf, adminPayment, newStudent, openRequest, overdue, pdfText, sellFormation, sendProof, type TestStudent, validate } from './payments-helpers.ts'

// DESIGN §15 (issue 26): « An expired payment request re-opens at the formation's current terms,
// or not at all when the formation is no longer sold. » The abuse: a request left to expire at an
// old (lower) price, re-opened after the formation was re-priced or withdrawn.

type Headers = Record<string, string>
let t: TestApp
let root: Headers

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

const reopen = (s: TestStudent, id: number) => t.app.inject({ method: 'POST', url: `/api/student/payments/${id}/reopen`, headers: s.headers })
const reopenTrpc = (s: TestStudent, id: number) =>
  t.app.inject({ method: 'POST', url: '/trpc/payments.reopen', headers: { ...s.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ id }) })
const mine = async (s: TestStudent, id: number) => (await t.app.inject({ url: `/api/student/payments/${id}`, headers: s.headers })).json<PaymentRequest>()

async function editFormation(id: number, fields: Record<string, string>) {
  const body = formBody(fields)
  const response = await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${id}`, headers: { ...root, ...body.headers }, payload: body.payload })
  expect(response.statusCode, response.body).toBe(200)
}

/** A formation sold at 1 200 DH (standard, 30 days) and a student's request for it, expired. */
async function expiredRequest() {
  const course = await makeCourse(t.app, root, 'Analyse 1')
  const formation = await sellFormation(t, root, course.id)
  const s = await newStudent(t, root)
  const request = await openRequest(t, s, formation)
  await overdue(t, request.id)
  const expired = await mine(s, request.id)
  expect(expired).toMatchObject({ status: 'expiree', amount_mad: 1200 })
  return { course, formation, s, expired }
}

describe('re-opening takes the formation’s terms of today', () => {
  it('re-priced, re-typed, moved to another course: the new terms everywhere, down to the access and the receipt', async () => {
    const { formation, s, expired } = await expiredRequest()
    const algebra = await makeCourse(t.app, root, 'Algèbre 2')
    await editFormation(formation, { title: 'Soutien S1 — nouvelle formule', course_id: String(algebra.id), amount_mad: '1500', access_type: 'full', duration_days: '60' })

    const response = await reopen(s, expired.id)
    expect(response.statusCode, response.body).toBe(200)
    const { message, payment } = response.json<{ message: string; payment: PaymentRequest }>()
    expect(message).toBe(M.reopenedRepriced(dirhams(1500)))
    const terms = { formation_title: 'Soutien S1 — nouvelle formule', course_id: algebra.id, course_title: 'Algèbre 2', amount_mad: 1500, access_type: 'full', duration_days: 60 }
    expect(payment).toMatchObject({ ...terms, status: 'en_attente', reference: expired.reference })
    expect(payment.history.at(-1)).toMatchObject({ event: 'rouverte', actor: 'student', note: M.repricedNote(dirhams(1200), dirhams(1500)) })
    expect(await adminPayment(t, root, expired.id)).toMatchObject(terms)

    expect((await sendProof(t, s.headers, expired.id)).statusCode).toBe(201)
    expect((await validate(t, root, expired.id)).statusCode).toBe(200)
    expect(await accessesOf(t, s.id)).toEqual([expect.objectContaining({ course_id: algebra.id, access_type: 'full', duration_days: 60 })])
    const receipt = await t.app.inject({ url: `/api/student/payments/${expired.id}/receipt`, headers: s.headers })
    const { text } = await pdfText(receipt.rawPayload)
    expect(text).toContain('1 500 DH')
    expect(text).not.toContain('1 200 DH')
    expect(text).toContain('Soutien S1 — nouvelle formule')
  })

  it('an unchanged formation re-opens as before, with no note', async () => {
    const { s, expired } = await expiredRequest()
    const response = await reopenTrpc(s, expired.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().result.data).toMatchObject({ message: M.reopened, payment: { status: 'en_attente', amount_mad: 1200 } })
    expect((await mine(s, expired.id)).history.at(-1)).toMatchObject({ event: 'rouverte', note: null })
  })

  it('waits for an admin’s edit in flight: a request re-opened after the new price is saved never carries the old one', async () => {
    const { formation, s, expired } = await expiredRequest()
    let saved: () => void = () => {}
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const editing = new Promise<void>((resolve) => (saved = resolve))
    const edit = t.services.db.transaction().execute(async (trx) => {
      await trx.updateTable('announcements').set({ amount_mad: 1800 }).where('id', '=', formation).execute()
      saved()
      await held
    })
    await editing
    const reopening = reopen(s, expired.id)
    await new Promise((resolve) => setTimeout(resolve, 300))
    release()
    await edit
    const response = await reopening
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<{ payment: PaymentRequest }>().payment.amount_mad).toBe(1800)
  })
})

describe('a formation no longer sold is not re-opened (409)', () => {
  const status = async (request: Promise<{ statusCode: number }>) => (await request).statusCode
  const withdrawals: [string, (ids: { formation: number; course: number }) => Promise<number>][] = [
    ['deactivated', ({ formation }) => status(t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${formation}/toggle`, headers: root }))],
    ['unlinked from its course', async ({ formation }) => (await editFormation(formation, { course_id: '', amount_mad: '', access_type: '', duration_days: '' }), 200)],
    ['whose course was deleted', ({ course }) => status(t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${course}`, headers: root }))],
    ['deleted', ({ formation }) => status(t.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${formation}`, headers: root }))],
  ]

  it.each(withdrawals)('%s: a French 409 on both paths, the request left expired and unchanged', async (_label, withdraw) => {
    const { course, formation, s, expired } = await expiredRequest()
    expect(await withdraw({ formation, course: course.id })).toBe(200)
    const before = await adminPayment(t, root, expired.id)
    expect(before.status).toBe('expiree')

    const rest = await reopen(s, expired.id)
    expect(rest.statusCode).toBe(409)
    expect(rest.json()).toEqual({ detail: M.reopenNotSold })
    const trpc = await reopenTrpc(s, expired.id)
    expect(trpc.statusCode).toBe(409)
    expect(trpc.json().error.message).toBe(M.reopenNotSold)
    expect(await adminPayment(t, root, expired.id)).toEqual(before)
  })
})
