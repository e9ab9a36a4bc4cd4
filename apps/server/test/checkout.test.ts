import { CHECKOUT_MESSAGES, COUPON_MESSAGES as C, moroccoDayIn, type PaymentRequest } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshCode, makeCoupon, offerInstalments, quote, rowCount } from './coupon-helpers.ts'
import { adminHeaders, createAdmin, createTestApp, makeCourse, type TestApp } from './helpers.ts'
import { adminPayment, newStudent, overdue, pdfText, refuse, requestPayment, SALE, sellFormation, sendProof, type TestStudent, validate } from './payments-helpers.ts'

// DESIGN §18, checkout: the summary prices everything on the server and creates nothing; « Confirmer »
// creates the request at the server's prices, whatever the body says; coupons and their limits.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let formationId: number
let otherFormationId: number

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  const courseId = (await makeCourse(t.app, root, 'Analyse 1')).id
  formationId = await sellFormation(t, root, courseId)
  otherFormationId = await sellFormation(t, root, (await makeCourse(t.app, root, 'Algèbre 1')).id, { title: 'Algèbre S1' })
})
afterAll(() => t.close())

const student = () => newStudent(t, root)
const create = async (s: TestStudent, body: Record<string, unknown>) => {
  const response = await requestPayment(t, s, formationId, body)
  return { status: response.statusCode, body: response.json<{ payment: PaymentRequest; detail?: string }>() }
}

describe('the summary (quote)', () => {
  it('prices the formation and creates nothing', async () => {
    const s = await student()
    const code = (await makeCoupon(t, root, { value: 15 })).code
    const before = await Promise.all([rowCount(t, 'payment_requests'), rowCount(t, 'coupon_redemptions')])
    const summary = await quote(t, s, { announcement_id: formationId, coupon_code: code.toLowerCase() })
    expect(summary).toMatchObject({
      formation_title: 'Soutien S1 en ligne',
      course_title: 'Analyse 1',
      plan: 'comptant',
      plans: ['comptant'],
      methods: ['virement'],
      list_price_mad: SALE.amount_mad,
      discount_mad: 180,
      amount_mad: 1020,
      coupon: { code, kind: 'percent', value: 15, referral: false },
      coupon_error: null,
      running_access: null,
      open_payment_id: null,
    })
    expect(summary.parts).toEqual([{ n: 1, due_after_days: 0, list_amount_mad: 1200, discount_mad: 180, amount_mad: 1020 }])
    expect(await Promise.all([rowCount(t, 'payment_requests'), rowCount(t, 'coupon_redemptions')])).toEqual(before)
  })

  it.each([
    ['an unknown code', () => 'NEXISTEPAS', C.unknown],
    ['two codes at once', async () => `${(await makeCoupon(t, root)).code} ${(await makeCoupon(t, root)).code}`, C.onlyOne],
    ['an expired code', async () => (await makeCoupon(t, root, { valid_until: moroccoDayIn(-1) })).code, C.expired],
    ['a code for another formation', async () => (await makeCoupon(t, root, { announcement_id: otherFormationId })).code, C.otherFormation],
    ['a code not valid yet', async () => (await makeCoupon(t, root, { valid_from: moroccoDayIn(3) })).code, C.notYet(moroccoDayIn(3).split('-').reverse().join('/'))],
    ['a code with symbols', () => 'PROMO;DROP', C.onlyOne],
  ])('answers %s with its French reason and the list price', async (_label, code, message) => {
    const summary = await quote(t, await student(), { announcement_id: formationId, coupon_code: await code() })
    expect(summary).toMatchObject({ coupon: null, coupon_error: message, discount_mad: 0, amount_mad: SALE.amount_mad })
  })

  it('says « used up » once max_uses requests hold the code, and frees a use when a request is cancelled or expires', async () => {
    const { code } = await makeCoupon(t, root, { max_uses: 1 })
    const first = await student()
    const created = await create(first, { coupon_code: code })
    expect(created.status).toBe(201)
    expect((await quote(t, await student(), { announcement_id: formationId, coupon_code: code })).coupon_error).toBe(C.usedUp)
    // the same student, again: « already used » (a double entry of the same code)
    expect((await quote(t, first, { announcement_id: formationId, coupon_code: code })).coupon_error).toBe(C.alreadyUsed)

    await t.app.inject({ method: 'POST', url: `/api/student/payments/${created.body.payment.id}/cancel`, headers: first.headers })
    expect((await quote(t, await student(), { announcement_id: formationId, coupon_code: code })).coupon_error).toBeNull()

    const second = await student()
    const again = await create(second, { coupon_code: code })
    expect(again.status).toBe(201)
    await overdue(t, again.body.payment.id)
    expect((await quote(t, await student(), { announcement_id: formationId, coupon_code: code })).coupon_error).toBeNull()
  })

  it('keeps a use while a refused request may still get a new proof, frees it on a final refusal', async () => {
    const { code } = await makeCoupon(t, root, { max_uses: 1 })
    const s = await student()
    const { body } = await create(s, { coupon_code: code })
    expect((await sendProof(t, s.headers, body.payment.id)).statusCode).toBe(201)
    expect((await refuse(t, root, body.payment.id, 'Montant incomplet', { allow_new_proof: true })).statusCode).toBe(200)
    expect((await quote(t, await student(), { announcement_id: formationId, coupon_code: code })).coupon_error).toBe(C.usedUp)
    expect((await sendProof(t, s.headers, body.payment.id)).statusCode).toBe(201)
    expect((await refuse(t, root, body.payment.id, 'Aucun virement reçu')).statusCode).toBe(200)
    expect((await quote(t, await student(), { announcement_id: formationId, coupon_code: code })).coupon_error).toBeNull()
  })

  it('announces a running access and until when this payment takes it', async () => {
    const s = await student()
    const { body } = await create(s, {})
    expect((await sendProof(t, s.headers, body.payment.id)).statusCode).toBe(201)
    expect((await validate(t, root, body.payment.id)).statusCode).toBe(200)
    const summary = await quote(t, s, { announcement_id: formationId })
    const expires = Date.parse(summary.running_access!.expires_at!)
    expect(expires).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    expect(Date.parse(summary.running_access!.extended_until!)).toBe(expires + SALE.duration_days * 86_400_000)
  })

  it('names the open request « Confirmer » would hand back', async () => {
    const s = await student()
    const { body } = await create(s, {})
    expect((await quote(t, s, { announcement_id: formationId })).open_payment_id).toBe(body.payment.id)
  })

  it('refuses a plan the formation does not offer, and an unknown formation', async () => {
    const s = await student()
    const plan = await t.app.inject({ method: 'POST', url: '/api/student/payments/quote', headers: s.headers, payload: { announcement_id: formationId, plan: 'echeances' } })
    expect(plan.statusCode).toBe(400)
    expect(plan.json()).toEqual({ detail: CHECKOUT_MESSAGES.noInstalments })
    const missing = await t.app.inject({ method: 'POST', url: '/api/student/payments/quote', headers: s.headers, payload: { announcement_id: 999_999 } })
    expect(missing.statusCode).toBe(404)
  })
})

describe('« Confirmer » (create)', () => {
  it('still takes the old body {announcement_id}: comptant, by transfer, at the list price', async () => {
    const { status, body } = await create(await student(), {})
    expect(status).toBe(201)
    expect(body.payment).toMatchObject({ amount_mad: 1200, list_price_mad: 1200, discount_mad: 0, coupon_code: null })
  })

  it('ignores any amount, discount, part or coupon id in the body', async () => {
    const decoy = await makeCoupon(t, root, { kind: 'fixed', value: 1000 })
    const tampered = { amount_mad: 1, discount_mad: 1199, list_price_mad: 1, coupon_id: decoy.id, parts: [{ n: 1, amount_mad: 1 }], coupon: { code: decoy.code } }
    const { status, body } = await create(await student(), tampered)
    expect(status).toBe(201)
    expect(body.payment).toMatchObject({ amount_mad: 1200, discount_mad: 0, coupon_code: null })
    const row = await t.services.db.selectFrom('payment_requests').select(['amount_mad', 'coupon_id']).where('id', '=', body.payment.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ amount_mad: 1200, coupon_id: null })
  })

  it('with a code, the server’s discount is stored, recorded as a use, and shown to the admin and on the receipt', async () => {
    const { code, id } = await makeCoupon(t, root, { kind: 'fixed', value: 200 })
    const s = await student()
    const { status, body } = await create(s, { coupon_code: ` ${code.toLowerCase()} `, amount_mad: 5, discount_mad: 1100 })
    expect(status).toBe(201)
    expect(body.payment).toMatchObject({ amount_mad: 1000, list_price_mad: 1200, discount_mad: 200, coupon_code: code })
    expect(body.payment.history[0]?.note).toBe(`Code promo ${code} : remise de 200 DH.`)
    const uses = await t.services.db.selectFrom('coupon_redemptions').select(['student_id', 'payment_request_id']).where('coupon_id', '=', id).execute()
    expect(uses).toEqual([{ student_id: s.id, payment_request_id: body.payment.id }])

    expect((await sendProof(t, s.headers, body.payment.id)).statusCode).toBe(201)
    expect((await validate(t, root, body.payment.id)).statusCode).toBe(200)
    expect(await adminPayment(t, root, body.payment.id)).toMatchObject({ amount_mad: 1000, list_price_mad: 1200, discount_mad: 200, coupon_code: code })
    const receipt = await t.app.inject({ url: `/api/student/payments/${body.payment.id}/receipt`, headers: s.headers })
    const { text } = await pdfText(receipt.rawPayload)
    for (const expected of ['Prix de la formation', '1 200 DH', `Remise (code ${code})`, '- 200 DH', '1 000 DH']) expect(text).toContain(expected)
  })

  it('refuses a code that no longer applies with its French reason, and creates nothing', async () => {
    const before = await rowCount(t, 'payment_requests')
    const { status, body } = await create(await student(), { coupon_code: (await makeCoupon(t, root, { valid_until: moroccoDayIn(-2) })).code })
    expect(status).toBe(400)
    expect(body).toEqual({ detail: C.expired })
    expect(await rowCount(t, 'payment_requests')).toBe(before)
  })

  it('refuses the card while no card gateway is configured, and an unknown method or plan', async () => {
    expect(await create(await student(), { method: 'carte' })).toEqual({ status: 400, body: { detail: CHECKOUT_MESSAGES.cardUnavailable } })
    expect((await create(await student(), { method: 'cheque' })).status).toBe(400)
    expect((await create(await student(), { plan: 'credit' })).status).toBe(400)
  })

  it('keeps max_uses under parallel confirmations', async () => {
    const { code, id } = await makeCoupon(t, root, { max_uses: 3 })
    const students = await Promise.all(Array.from({ length: 8 }, () => student()))
    const results = await Promise.all(students.map((s) => create(s, { coupon_code: code })))
    const created = results.filter((result) => result.status === 201)
    expect(created).toHaveLength(3)
    for (const result of results.filter((r) => r.status !== 201)) expect(result).toEqual({ status: 400, body: { detail: C.usedUp } })
    expect(await t.services.db.selectFrom('coupon_redemptions').select('id').where('coupon_id', '=', id).execute()).toHaveLength(3)
  })

  it('hands back the open request to a second tap, with one use recorded', async () => {
    const { code, id } = await makeCoupon(t, root)
    const s = await student()
    const [a, b] = await Promise.all([create(s, { coupon_code: code }), create(s, { coupon_code: code })])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.body.payment.id).toBe(b.body.payment.id)
    expect(await t.services.db.selectFrom('coupon_redemptions').select('id').where('coupon_id', '=', id).execute()).toHaveLength(1)
  })
})

describe('a full formation (capacity)', () => {
  it('takes no new student once its seats are held, even under parallel confirmations, and still lets a seat holder pay again', async () => {
    const fullId = await sellFormation(t, root, (await makeCourse(t.app, root, 'Optique')).id, { title: 'Optique S2' })
    await t.services.db.updateTable('announcements').set({ capacity: 2 }).where('id', '=', fullId).execute()
    const students = await Promise.all(Array.from({ length: 5 }, () => student()))
    const results = await Promise.all(students.map((s) => requestPayment(t, s, fullId, {})))
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2)
    for (const refused of results.filter((r) => r.statusCode !== 201)) expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: { detail: CHECKOUT_MESSAGES.formationFull } })
    const late = students[results.findIndex((r) => r.statusCode !== 201)] as TestStudent
    const quoted = await t.app.inject({ method: 'POST', url: '/api/student/payments/quote', headers: late.headers, payload: { announcement_id: fullId } })
    expect(quoted.statusCode).toBe(409)
    // a seat holder is handed back their open request, not refused
    const holder = students[results.findIndex((r) => r.statusCode === 201)] as TestStudent
    expect((await requestPayment(t, holder, fullId, {})).statusCode).toBe(200)
  })
})

describe('a plan in parts', () => {
  it('spreads the discount over the parts to the dirham, and the first request is part 1', async () => {
    const formation = await sellFormation(t, root, (await makeCourse(t.app, root, 'Physique 1')).id, { title: 'Physique en 3 fois' })
    await offerInstalments(t, formation, [400, 400, 450])
    const { code } = await makeCoupon(t, root, { value: 10 })
    const s = await student()
    const summary = await quote(t, s, { announcement_id: formation, plan: 'echeances', coupon_code: code })
    expect(summary).toMatchObject({ plans: ['comptant', 'echeances'], list_price_mad: 1250, discount_mad: 125, amount_mad: 1125 })
    expect(summary.parts.map((part) => [part.due_after_days, part.discount_mad, part.amount_mad])).toEqual([
      [0, 40, 360],
      [30, 40, 360],
      [60, 45, 405],
    ])
    const response = await requestPayment(t, s, formation, { plan: 'echeances', coupon_code: code, parts: [{ amount_mad: 1 }] })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ payment: PaymentRequest }>().payment).toMatchObject({ amount_mad: 360, discount_mad: 40, list_price_mad: 400 })
  })
})

describe('referral codes', () => {
  it('a student gets one code for good, cannot use it, and a friend who pays with it counts', async () => {
    const referrer = await student()
    const first = await t.app.inject({ url: '/api/student/referral', headers: referrer.headers })
    expect(first.statusCode, first.body).toBe(200)
    const referral = first.json<{ code: string; kind: string; value: number; friends_enrolled: number; share_text: string }>()
    expect(referral).toMatchObject({ kind: 'percent', value: 10, friends_enrolled: 0 })
    expect(referral.share_text).toContain(referral.code)
    expect((await t.app.inject({ url: '/api/student/referral', headers: referrer.headers })).json()).toEqual(referral)

    expect((await quote(t, referrer, { announcement_id: formationId, coupon_code: referral.code })).coupon_error).toBe(C.ownReferral)
    expect((await create(referrer, { coupon_code: referral.code })).body).toEqual({ detail: C.ownReferral })

    const friend = await student()
    const { body } = await create(friend, { coupon_code: referral.code })
    expect(body.payment).toMatchObject({ amount_mad: 1080, discount_mad: 120 })
    expect((await sendProof(t, friend.headers, body.payment.id)).statusCode).toBe(201)
    expect((await validate(t, root, body.payment.id)).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/student/referral', headers: referrer.headers })).json()).toMatchObject({ friends_enrolled: 1 })
    const who = await t.services.db
      .selectFrom('coupon_redemptions as r')
      .innerJoin('coupons as c', 'c.id', 'r.coupon_id')
      .select(['c.referrer_student_id', 'r.student_id'])
      .where('r.payment_request_id', '=', body.payment.id)
      .executeTakeFirstOrThrow()
    expect(who).toEqual({ referrer_student_id: referrer.id, student_id: friend.id })
  })

  it('a code typed with another case is the same code', async () => {
    const code = freshCode('Mixed')
    await makeCoupon(t, root, { code })
    expect((await quote(t, await student(), { announcement_id: formationId, coupon_code: code.toUpperCase() })).coupon?.code).toBe(code)
  })
})
