import { overdueInstalments, remindInstalments, runInstalmentSweeps } from '@tutorat/api'
import { type AdminPayment, INSTALMENT_MESSAGES as M, moroccoDayIn, moroccoToday, type MyCourse } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pauseAt } from '../../../packages/api/src/domain/payments/instalments-schedule.ts'
import { adminHeaders, createAdmin, createTestApp, makeCourse, TEST_SECRET, type TestApp } from './helpers.ts'
import { accessOf, choosePlan, myPlans, offerParts, payPart, payRequest, planOf, planRow, travel } from './instalments-helpers.ts'
import { newStudent, overdue, refuse, sellFormation, sendProof, type TestStudent, validate } from './payments-helpers.ts'

// DESIGN §18 « Instalments »: a plan of parts, each a request in the usual flow; the access opened
// to the next due date + grace, paused when a part is unpaid past it, resumed at its validation,
// the full length at the last part; reminders D−3 and D0 once each; no one else's plan.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let courseId: number
let formationId: number
const GRACE = 3
const DAY_MS = 86_400_000
const PARTS = [500, 400, 300]

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000', INSTALMENT_GRACE_DAYS: String(GRACE) })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  courseId = (await makeCourse(t.app, root, 'Analyse 2')).id
  formationId = await sellFormation(t, root, courseId, { duration_days: '365' })
  await offerParts(t, formationId, PARTS)
})
afterAll(() => t.close())

const student = () => newStudent(t, root)
const myCourses = async (s: TestStudent) => (await t.app.inject({ url: '/api/student/my-courses', headers: s.headers })).json<MyCourse[]>()
const coursePage = (s: TestStudent) => t.app.inject({ url: `/api/student/course/${courseId}`, headers: s.headers })

/** A student whose plan's first part is validated today: the plan id and part 2's request id. */
async function startedPlan(s?: TestStudent) {
  const who = s ?? (await student())
  const first = await choosePlan(t, who, formationId)
  await payPart(t, root, who, first.id)
  const plan = await planOf(t, who, first.plan_id ?? 0)
  return { student: who, planId: plan.id, part2: plan.parts[1]?.payment_id ?? 0 }
}

describe('choosing the plan', () => {
  it('makes part 1 a request of the first amount, payable at once, the next parts still to come', async () => {
    const s = await student()
    const first = await choosePlan(t, s, formationId)
    expect(first).toMatchObject({ amount_mad: 500, part_number: 1, due_on: moroccoToday(), status: 'en_attente' })
    const plan = await planOf(t, s, first.plan_id ?? 0)
    expect(plan).toMatchObject({ status: 'en_attente', parts_count: 3, total_mad: 1200, paid_mad: 0, grace_days: GRACE, starts_on: null })
    expect(plan.parts.map((p) => [p.part_number, p.amount_mad, p.status, p.payable])).toEqual([
      [1, 500, 'a_payer', true],
      [2, 400, 'a_venir', false],
      [3, 300, 'a_venir', false],
    ])
    expect(plan.parts[1]?.due_on).toBeNull()
    // the app reads it through tRPC
    const trpc = await t.app.inject({ url: '/trpc/instalments.mine', headers: s.headers })
    expect(trpc.statusCode, trpc.body).toBe(200)
  })

  it('takes the amounts from the server, whatever the body says', async () => {
    const s = await student()
    const first = await choosePlan(t, s, formationId, { amount_mad: 1, parts: [1, 1, 1], instalments: [1, 1] })
    expect(first.amount_mad).toBe(500)
    const row = await planRow(t, first.plan_id ?? 0)
    expect(row.part_amounts).toEqual(PARTS)
  })
})

describe('the access along the plan', () => {
  it('opens at part 1 until part 2’s due date + grace, and creates part 2’s request', async () => {
    const { student: s, planId, part2 } = await startedPlan()
    const today = moroccoToday()
    const access = await accessOf(t, s.id, courseId)
    expect(access?.expires_at && new Date(access.expires_at).toISOString()).toBe(pauseAt(today, 2, GRACE).toISOString())
    const plan = await planOf(t, s, planId)
    expect(plan).toMatchObject({ status: 'en_cours', starts_on: today, paid_mad: 500 })
    expect(plan.parts.map((p) => [p.status, p.due_on])).toEqual([
      ['payee', today],
      ['a_payer', moroccoDayIn(30)],
      ['a_venir', moroccoDayIn(60)],
    ])
    const request = (await t.app.inject({ url: `/api/student/payments/${part2}`, headers: s.headers })).json()
    expect(request).toMatchObject({ amount_mad: 400, part_number: 2, due_on: moroccoDayIn(30), status: 'en_attente' })
    expect((await coursePage(s)).statusCode).toBe(200)
  })

  it('pauses after the grace (not before), says so, and resumes at once when the part is validated', async () => {
    const { student: s, planId, part2 } = await startedPlan()
    await travel(t, planId, 30 + GRACE) // part 2 due 3 days ago: the last day of grace
    expect(await runInstalmentSweeps(t.services.db, new Date())).toMatchObject({ paused: 0 })
    expect((await coursePage(s)).statusCode).toBe(200)

    await travel(t, planId, 1)
    expect((await runInstalmentSweeps(t.services.db, new Date())).paused).toBeGreaterThanOrEqual(1)
    expect(await planRow(t, planId)).toMatchObject({ status: 'en_pause', paused_part: 2 })
    const page = await coursePage(s)
    expect(page.statusCode).toBe(403)
    expect(page.json()).toEqual({ detail: M.paused(2) })
    const course = (await myCourses(s)).find((c) => c.id === courseId)
    expect(course).toMatchObject({ is_expired: true, instalment_pause: { plan_id: planId, part_number: 2, message: 'Accès en pause : échéance 2 impayée' } })
    // the access is paused, not gone; the late part never expired and still takes its proof
    expect(await accessOf(t, s.id, courseId)).toMatchObject({ is_active: true })
    expect((await planOf(t, s, planId)).parts[1]).toMatchObject({ status: 'en_retard', payable: true, payment_id: part2 })

    await payPart(t, root, s, part2)
    expect((await coursePage(s)).statusCode).toBe(200)
    const row = await planRow(t, planId)
    expect(row).toMatchObject({ status: 'en_cours', paused_part: null, paid_parts: 2 })
    const access = await accessOf(t, s.id, courseId)
    expect(new Date(access?.expires_at ?? 0).toISOString()).toBe(pauseAt(row.starts_on ?? '', 3, GRACE).toISOString())
    expect((await myCourses(s)).find((c) => c.id === courseId)?.instalment_pause).toBeNull()
  })

  it('gives the formation’s normal length from the plan’s start at the last part', async () => {
    const { student: s, planId, part2 } = await startedPlan()
    await travel(t, planId, 10)
    await payPart(t, root, s, part2)
    const part3 = (await planOf(t, s, planId)).parts[2]?.payment_id ?? 0
    await payPart(t, root, s, part3)
    const row = await planRow(t, planId)
    expect(row).toMatchObject({ status: 'soldee', paid_parts: 3 })
    const access = await accessOf(t, s.id, courseId)
    expect(Date.parse(access?.expires_at ?? '')).toBe(Date.parse(row.access_from ?? '') + 365 * DAY_MS)
    const plan = await planOf(t, s, planId)
    expect(plan.parts.every((p) => p.status === 'payee' && !p.payable)).toBe(true)
    expect(plan.paid_mad).toBe(1200)
    expect((await payRequest(t, s.headers, planId, 3)).statusCode).toBe(409)
  })

  it('validates a part once under two admins at once: one grant, one next request', async () => {
    const { student: s, planId, part2 } = await startedPlan()
    expect((await sendProof(t, s.headers, part2)).statusCode).toBe(201)
    const other = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    const answers = await Promise.all([validate(t, root, part2), validate(t, other, part2)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const rows = await t.services.db.selectFrom('payment_requests').select(['part_number', 'status']).where('plan_id', '=', planId).orderBy('id').execute()
    expect(rows).toEqual([
      { part_number: 1, status: 'validee' },
      { part_number: 2, status: 'validee' },
      { part_number: 3, status: 'en_attente' },
    ])
  })
})

describe('paying a part', () => {
  it('asks again for a part refused for good, at the plan’s amount, and refuses out-of-order parts', async () => {
    const { student: s, planId, part2 } = await startedPlan()
    expect((await payRequest(t, s.headers, planId, 3)).json()).toEqual({ detail: M.partNotYet })
    expect((await payRequest(t, s.headers, planId, 1)).json()).toEqual({ detail: M.partPaid })
    expect((await payRequest(t, s.headers, planId, 5)).statusCode).toBe(400)
    // the open one comes back, whatever amount the body names
    const same = await payRequest(t, s.headers, planId, 2, { amount_mad: 1 })
    expect(same.statusCode).toBe(200)
    expect(same.json().payment).toMatchObject({ id: part2, amount_mad: 400 })

    expect((await sendProof(t, s.headers, part2)).statusCode).toBe(201)
    expect((await refuse(t, root, part2, 'Virement introuvable')).statusCode).toBe(200)
    const again = await payRequest(t, s.headers, planId, 2, { amount_mad: 1, part_number: 4 })
    expect(again.statusCode).toBe(201)
    expect(again.json().payment).toMatchObject({ amount_mad: 400, part_number: 2, plan_id: planId })
    expect(again.json().payment.id).not.toBe(part2)
  })

  it('cannot cancel a later part; cancelling part 1 gives the plan up', async () => {
    const { student: s, part2 } = await startedPlan()
    const cancel = await t.app.inject({ method: 'POST', url: `/api/student/payments/${part2}/cancel`, headers: s.headers })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json()).toEqual({ detail: M.laterPartNoCancel })

    const other = await student()
    const first = await choosePlan(t, other, formationId)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/payments/${first.id}/cancel`, headers: other.headers })).statusCode).toBe(200)
    expect((await planRow(t, first.plan_id ?? 0)).status).toBe('annulee')
    expect((await payRequest(t, other.headers, first.plan_id ?? 0, 1)).json()).toEqual({ detail: M.planClosed })
  })
})

describe('a first part never paid', () => {
  it('expires after its 7 days like any request, closes the plan, and is not reopened at another price', async () => {
    const s = await student()
    const first = await choosePlan(t, s, formationId)
    await overdue(t, first.id)
    // two instances sweeping at once: one closes it, the other finds nothing left to do
    const [a, b] = await Promise.all([runInstalmentSweeps(t.services.db, new Date()), runInstalmentSweeps(t.services.db, new Date())])
    expect(a.closed + b.closed).toBeGreaterThanOrEqual(1)
    expect((await planRow(t, first.plan_id ?? 0)).status).toBe('annulee')
    const reopen = await t.app.inject({ method: 'POST', url: `/api/student/payments/${first.id}/reopen`, headers: s.headers })
    expect(reopen.statusCode).toBe(409)
    expect(reopen.json()).toEqual({ detail: M.planClosed })
    // the formation is free to buy again, in one payment or in parts
    expect((await choosePlan(t, s, formationId)).plan_id).not.toBe(first.plan_id)
  })
})

describe('another student’s plan', () => {
  it('is neither listed, nor payable, nor readable part by part', async () => {
    const { planId, part2 } = await startedPlan()
    const intruder = await student()
    expect((await myPlans(t, intruder)).map((p) => p.id)).not.toContain(planId)
    const pay = await payRequest(t, intruder.headers, planId, 2)
    expect(pay.statusCode).toBe(404)
    expect(pay.json()).toEqual({ detail: M.planNotFound })
    expect((await t.app.inject({ url: `/api/student/payments/${part2}`, headers: intruder.headers })).statusCode).toBe(404)
    expect((await sendProof(t, intruder.headers, part2)).statusCode).toBe(404)
    // without a token, nothing at all
    expect((await payRequest(t, {}, planId, 2)).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/student/instalments' })).statusCode).toBe(401)
  })
})

describe('the back office', () => {
  it('shows the plan on a part’s request, lists late parts, and counts what is overdue', async () => {
    const before = await overdueInstalments(t.services.db)
    const { planId, part2 } = await startedPlan()
    const plan = await t.app.inject({ url: `/api/admin/payments/${part2}/instalments`, headers: root })
    expect(plan.statusCode).toBe(200)
    expect(plan.json()).toMatchObject({ id: planId, parts_count: 3 })
    const late = async () => (await t.app.inject({ url: '/api/admin/payments?instalments=en_retard&limit=200', headers: root })).json<{ items: AdminPayment[] }>().items.map((p) => p.id)
    expect(await late()).not.toContain(part2)

    await travel(t, planId, 31) // part 2 due yesterday
    expect(await late()).toContain(part2)
    expect(await overdueInstalments(t.services.db)).toEqual({ count: before.count + 1, amount_mad: before.amount_mad + 400 })
    await travel(t, planId, 30) // part 3 due yesterday too
    expect(await overdueInstalments(t.services.db)).toEqual({ count: before.count + 2, amount_mad: before.amount_mad + 700 })

    const plain = await newStudent(t, root)
    const comptant = (await t.app.inject({ method: 'POST', url: '/api/student/payments', headers: plain.headers, payload: { announcement_id: formationId } })).json().payment
    expect((await t.app.inject({ url: `/api/admin/payments/${comptant.id}/instalments`, headers: root })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/admin/payments?instalments=nimporte', headers: root })).statusCode).toBe(400)
  })
})

describe('reminders', () => {
  const remindersOf = async (studentId: number) =>
    (await t.services.db.selectFrom('notifications').select(['channel', 'template', 'params']).where('student_id', '=', studentId).where('template', 'like', 'instalment%').orderBy('id').execute()).map(
      (row) => ({ channel: row.channel, template: row.template, part: (row.params as { part_number: number }).part_number }),
    )

  it('sends D−3 and D0 once each, even from two runs at once', async () => {
    const { student: s, planId } = await startedPlan()
    const run = () => Promise.all([remindInstalments(t.services.db, TEST_SECRET, new Date()), remindInstalments(t.services.db, TEST_SECRET, new Date())])
    await run()
    expect(await remindersOf(s.id)).toEqual([])

    await travel(t, planId, 27) // part 2 due in 3 days
    await run()
    await run()
    expect(await remindersOf(s.id)).toEqual([
      { channel: 'in_app', template: 'instalment_due_soon', part: 2 },
      { channel: 'email', template: 'instalment_due_soon', part: 2 },
    ])

    await travel(t, planId, 3) // due today
    await run()
    await run()
    const rows = await remindersOf(s.id)
    expect(rows.filter((row) => row.template === 'instalment_due_today')).toEqual([
      { channel: 'in_app', template: 'instalment_due_today', part: 2 },
      { channel: 'email', template: 'instalment_due_today', part: 2 },
    ])
    expect(rows).toHaveLength(4)
  })

  it('does not remind a part whose proof is with the team', async () => {
    const { student: s, planId, part2 } = await startedPlan()
    expect((await sendProof(t, s.headers, part2)).statusCode).toBe(201)
    await travel(t, planId, 30)
    await remindInstalments(t.services.db, TEST_SECRET, new Date())
    expect(await remindersOf(s.id)).toEqual([])
  })
})
