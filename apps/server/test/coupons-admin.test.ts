import { type Coupon, COUPON_MESSAGES as C, moroccoDayIn, type PaymentRequest } from '@tutorat/contracts'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshCode, makeCoupon, postCoupon } from './coupon-helpers.ts'
import { adminHeaders, createAdmin, createTestApp, makeCourse, type TestApp } from './helpers.ts'
import { newStudent, requestPayment, sellFormation, sendProof, validate } from './payments-helpers.ts'

// DESIGN §18: the super admins' promo codes — create, edit, delete, list with uses, paid
// conversions and dirhams, CSV — and who may touch them.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let plainAdmin: Headers
let formationId: number

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  plainAdmin = await adminHeaders(t.app, await createAdmin(t.services))
  formationId = await sellFormation(t, root, (await makeCourse(t.app, root, 'Analyse 1')).id)
})
afterAll(() => t.close())

const put = (id: number, body: Record<string, unknown>, headers = root) => t.app.inject({ method: 'PUT', url: `/api/admin/coupons/${id}`, headers, payload: body })
const list = async (query = '') => (await t.app.inject({ url: `/api/admin/coupons${query}`, headers: root })).json<Coupon[]>()

describe('creating and editing a code', () => {
  it('creates a code for one formation with a window and a cap', async () => {
    const code = freshCode('RENTREE')
    const response = await postCoupon(t, root, { code, kind: 'fixed', value: 150, announcement_id: formationId, valid_from: moroccoDayIn(-1), valid_until: moroccoDayIn(30), max_uses: 20 })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      message: C.created,
      coupon: { code, kind: 'fixed', value: 150, announcement_id: formationId, formation_title: 'Soutien S1 en ligne', max_uses: 20, state: 'actif', uses: 0, paid: 0, revenue_mad: 0 },
    })
  })

  it.each([
    [{ code: 'ab', kind: 'percent', value: 10 }, C.codeInvalid],
    [{ code: 'PROMO 10', kind: 'percent', value: 10 }, C.codeInvalid],
    [{ code: 'PROMO10', kind: 'percent', value: 150 }, C.percentTooHigh],
    [{ code: 'PROMO10', kind: 'euros', value: 10 }, C.kindInvalid],
    [{ code: 'PROMO10', kind: 'fixed', value: 0 }, C.valueInvalid],
    [{ code: 'PROMO10', kind: 'fixed', value: 2.5 }, C.valueInvalid],
    [{ code: 'PROMO10', kind: 'fixed', value: 10, valid_from: '2026-05-10', valid_until: '2026-05-01' }, C.windowInvalid],
    [{ code: 'PROMO10', kind: 'fixed', value: 10, valid_until: '31/12/2026' }, C.dateInvalid],
    [{ code: 'PROMO10', kind: 'fixed', value: 10, max_uses: 0 }, C.maxUsesInvalid],
    [{ code: 'PROMO10', kind: 'fixed', value: 10, announcement_id: 2 ** 31 }, C.formationNotFound],
  ])('refuses %j in French (400)', async (body, message) => {
    const response = await postCoupon(t, root, body)
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(message)
  })

  it('refuses a formation that does not exist, and a code taken in any case (409)', async () => {
    const missing = await postCoupon(t, root, { code: freshCode(), kind: 'fixed', value: 10, announcement_id: 999_999 })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ detail: C.formationNotFound })
    const { code } = await makeCoupon(t, root)
    const taken = await postCoupon(t, root, { code: code.toLowerCase(), kind: 'fixed', value: 10 })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ detail: C.codeTaken })
  })

  it('edits the fields sent, checks kind and value together with the stored ones', async () => {
    const coupon = await makeCoupon(t, root, { kind: 'fixed', value: 300 })
    const edited = await put(coupon.id, { max_uses: 5, valid_until: moroccoDayIn(10) })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ message: C.updated, coupon: { kind: 'fixed', value: 300, max_uses: 5, valid_until: moroccoDayIn(10) } })
    const toPercent = await put(coupon.id, { kind: 'percent' })
    expect(toPercent.statusCode).toBe(400)
    expect(toPercent.json()).toEqual({ detail: C.percentTooHigh })
    const clash = await put(coupon.id, { code: (await makeCoupon(t, root)).code.toUpperCase() })
    expect(clash.statusCode).toBe(409)
    expect((await put(999_999, { value: 5 })).statusCode).toBe(404)
  })

  it('deletes a code: gone from the list, the request it discounted keeps its amounts', async () => {
    const coupon = await makeCoupon(t, root, { kind: 'fixed', value: 100 })
    const student = await newStudent(t, root)
    const created = await requestPayment(t, student, formationId, { coupon_code: coupon.code })
    const payment = created.json<{ payment: PaymentRequest }>().payment
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon.id}`, headers: root })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ message: C.deleted })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon.id}`, headers: root })).statusCode).toBe(404)
    const after = (await t.app.inject({ url: `/api/student/payments/${payment.id}`, headers: student.headers })).json<PaymentRequest>()
    expect(after).toMatchObject({ amount_mad: 1100, list_price_mad: 1200, discount_mad: 100, coupon_code: coupon.code })
  })
})

describe('the list, its figures and the CSV', () => {
  it('counts uses, paid conversions, dirhams received and given', async () => {
    const coupon = await makeCoupon(t, root, { code: freshCode('BILAN'), kind: 'percent', value: 25, max_uses: 2 })
    const [paid, waiting] = [await newStudent(t, root), await newStudent(t, root)]
    const first = (await requestPayment(t, paid, formationId, { coupon_code: coupon.code })).json<{ payment: PaymentRequest }>().payment
    await requestPayment(t, waiting, formationId, { coupon_code: coupon.code })
    expect((await sendProof(t, paid.headers, first.id)).statusCode).toBe(201)
    expect((await validate(t, root, first.id)).statusCode).toBe(200)

    const row = (await list(`?search=${coupon.code}`)).find((c) => c.id === coupon.id)
    expect(row).toMatchObject({ uses: 2, paid: 1, revenue_mad: 900, discount_mad: 300, state: 'epuise' })

    const csv = await t.app.inject({ url: `/api/admin/coupons/export?search=${coupon.code}`, headers: root })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="codes-promo-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(csv.body.startsWith('\uFEFF')).toBe(true)
    const [header, ...records] = parse(csv.body.slice(1), { delimiter: ';' }) as string[][]
    expect(header).toContain('Encaissé (DH)')
    expect(records).toHaveLength(1)
    const cells = Object.fromEntries(header!.map((name, i) => [name, records[0]![i]]))
    expect(cells).toMatchObject({ Code: coupon.code, Type: 'Pourcentage', Valeur: '25', Formation: 'Toutes', Utilisations: '2', Payées: '1', 'Encaissé (DH)': '900', Statut: 'Épuisé' })
  })

  it('shows referral codes apart, with their student', async () => {
    const referrer = await newStudent(t, root, { name: 'Salma Idrissi' })
    const { code } = (await t.app.inject({ url: '/api/student/referral', headers: referrer.headers })).json<{ code: string }>()
    expect(code).toMatch(/^SALMA-[2-9A-Z]{4}$/)
    const referrals = await list('?source=parrainage')
    expect(referrals.find((c) => c.code === code)).toMatchObject({ referrer_student_id: referrer.id, referrer_name: 'Salma Idrissi' })
    expect((await list('?source=promo')).some((c) => c.code === code)).toBe(false)
    expect((await list('?limit=1')).length).toBe(1)
  })
})

describe('who may touch the codes', () => {
  it('an admin who is not super gets 403, a student 403, nobody 401', async () => {
    const student = await newStudent(t, root)
    const coupon = await makeCoupon(t, root)
    const calls = [
      { method: 'GET' as const, url: '/api/admin/coupons' },
      { method: 'GET' as const, url: '/api/admin/coupons/export' },
      { method: 'POST' as const, url: '/api/admin/coupons', payload: { code: freshCode(), kind: 'fixed', value: 10 } },
      { method: 'PUT' as const, url: `/api/admin/coupons/${coupon.id}`, payload: { value: 99 } },
      { method: 'DELETE' as const, url: `/api/admin/coupons/${coupon.id}` },
    ]
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: plainAdmin })).statusCode, call.url).toBe(403)
      expect((await t.app.inject({ ...call, headers: student.headers })).statusCode, call.url).toBe(403)
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401)
    }
    expect((await list()).find((c) => c.id === coupon.id)?.value).toBe(10)
    expect((await t.app.inject({ url: '/api/student/referral', headers: root })).statusCode).toBe(403)
  })
})
