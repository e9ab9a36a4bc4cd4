import type { BusinessFigures } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, studentToken, type TestApp } from './helpers.ts'
import { newStudent, openRequest, provenRequest, SALE, sellFormation, validate } from './payments-helpers.ts'
import { apply, createOffer } from './recruitment-helpers.ts'

let t: TestApp
const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQr/view'

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '100000' })
})
afterAll(() => t.close())

async function seedFor(headers: Record<string, string>, label: string, courses: number, videosEach: number, studentsEach: number) {
  const admin = (await t.app.inject({ url: '/api/auth/me', headers })).json<{ id: number }>()
  for (let c = 0; c < courses; c++) {
    const course = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers, payload: { title: `${label} ${c}`, subject: 'Chimie', level: 'Débutant' } })).json<{ id: number }>()
    for (let v = 0; v < videosEach; v++) {
      await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/videos`, headers, payload: { title: `V${v}`, drive_url: DRIVE } })
    }
    for (let s = 0; s < studentsEach; s++) {
      const student = await t.services.db.insertInto('students').values({ name: `${label} élève ${c}-${s}`, email: `${label}-${c}-${s}@example.ma` }).returning('id').executeTakeFirstOrThrow()
      await t.services.db.insertInto('accesses').values({ student_id: student.id, course_id: course.id, granted_by: admin.id }).execute()
    }
  }
}

describe('GET /api/admin/dashboard/stats', () => {
  it('counts exactly the rows of the admin’s own courses, and everything for a super admin', async () => {
    const a = await adminHeaders(t.app, await createAdmin(t.services))
    const b = await adminHeaders(t.app, await createAdmin(t.services))
    const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    await seedFor(a, 'a', 2, 3, 2)
    await seedFor(b, 'b', 1, 1, 4)
    await t.services.db.insertInto('free_courses').values({ title: 'Annales CNC', category: 'concours', external_url: 'https://example.ma/cnc.pdf' }).execute()

    const stats = async (h: Record<string, string>) => (await t.app.inject({ url: '/api/admin/dashboard/stats/', headers: h })).json()
    expect(await stats(a)).toMatchObject({ total_courses: 2, total_videos: 6, total_students: 4, total_accesses: 4, total_free_courses: 1 })
    expect(await stats(b)).toMatchObject({ total_courses: 1, total_videos: 1, total_students: 4, total_accesses: 4, total_free_courses: 1 })
    expect(await stats(root)).toMatchObject({ total_courses: 3, total_videos: 7, total_students: 8, total_accesses: 8, total_free_courses: 1 })

    const activity = (await stats(a)).recent_activity as { kind: string; label: string; actor: string | null; at: string }[]
    expect(activity.length).toBe(10)
    expect(activity.every((e) => !e.label.includes('b élève') && !e.label.includes('« b '))).toBe(true)
    expect(activity.map((e) => e.at)).toEqual([...activity.map((e) => e.at)].sort().reverse())
    expect(activity.find((e) => e.kind === 'access_granted')).toMatchObject({ label: expect.stringMatching(/^Accès accordé à a élève/), actor: expect.stringMatching(/^Admin/) })
  })

  it('is refused to visitors (401) and students (403)', async () => {
    expect((await t.app.inject({ url: '/api/admin/dashboard/stats' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/admin/dashboard/stats', headers: bearer(await studentToken()) })).statusCode).toBe(403)
  })
})

describe('GET /api/admin/dashboard/pending-work (issue 29)', () => {
  const pending = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/admin/dashboard/pending-work', headers })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ proofs: number | null; session_requests: number; testimonials: number | null; applications: number | null }>()
  }
  const sessionRequest = (status: string) =>
    t.services.db
      .insertInto('session_requests')
      .values({ name: 'Yassine', phone: '0612345678', email: `y-${status}-${Math.random()}@example.ma`, school: 'Lycée Ibn Sina', level: '2BAC', subject: 'Maths', status })
      .execute()
  const testimonial = (is_active: boolean) => t.services.db.insertInto('testimonials').values({ nom: 'Imane', ecole: 'ENSA', comment: 'Très clair.', is_active }).execute()

  it('counts only the waiting rows of each pile for a super admin', async () => {
    const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    const before = await pending(root)
    const course = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: root, payload: { title: 'Physique', subject: 'Physique', level: 'Débutant' } })).json<{ id: number }>()
    const formation = await sellFormation(t, root, course.id)
    await provenRequest(t, await newStudent(t, root), formation)
    await provenRequest(t, await newStudent(t, root), formation)
    await openRequest(t, await newStudent(t, root), formation) // no proof yet: nothing to check
    await sessionRequest('nouvelle')
    await sessionRequest('contactee')
    await testimonial(false)
    await testimonial(false)
    await testimonial(true)
    const offer = await createOffer(t.app, root)
    expect((await apply(t.app, { job_offer_id: offer.id })).statusCode).toBe(201)
    const seen = await apply(t.app, { job_offer_id: offer.id })
    await t.app.inject({ method: 'PUT', url: `/api/admin/applications/${seen.json().application_id}`, headers: root, payload: { status: 'examinee' } })

    expect(await pending(root)).toEqual({
      proofs: (before.proofs ?? 0) + 2,
      session_requests: before.session_requests + 1,
      testimonials: (before.testimonials ?? 0) + 2,
      applications: (before.applications ?? 0) + 1,
    })
  })

  it('tells a regular admin only the session requests, even about a payment for their own course', async () => {
    const mine = await createAdmin(t.services)
    const headers = await adminHeaders(t.app, mine)
    const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    const course = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers, payload: { title: 'Chimie orga', subject: 'Chimie', level: 'Débutant' } })).json<{ id: number }>()
    await provenRequest(t, await newStudent(t, root), await sellFormation(t, root, course.id))
    await sessionRequest('nouvelle')
    const all = await pending(root)
    expect(all.proofs).toBeGreaterThan(0)
    expect(await pending(headers)).toEqual({ proofs: null, session_requests: all.session_requests, testimonials: null, applications: null })
  })

  it('is refused to visitors (401), students (403) and a deactivated admin (401), in French', async () => {
    const visitor = await t.app.inject({ url: '/api/admin/dashboard/pending-work' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().detail).toMatch(/[éèà]|connect/i)
    expect((await t.app.inject({ url: '/api/admin/dashboard/pending-work', headers: bearer(await studentToken()) })).statusCode).toBe(403)
    const gone = await createAdmin(t.services, { superAdmin: true })
    const headers = await adminHeaders(t.app, gone)
    await t.services.db.updateTable('admins').set({ is_active: false }).where('id', '=', gone.id).execute()
    expect((await t.app.inject({ url: '/api/admin/dashboard/pending-work', headers })).statusCode).toBe(401)
  })
})

describe('GET /api/admin/dashboard/figures (issue 31)', () => {
  const figures = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/admin/dashboard/figures/', headers })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<BusinessFigures>()
  }

  it('moves with a validation: this month’s revenue, its formation, the conversion and the proofs waiting', async () => {
    const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    const before = await figures(root)
    expect(before.revenue_by_month).toHaveLength(12)
    const course = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: root, payload: { title: 'Maths', subject: 'Mathématiques', level: 'Débutant' } })).json<{ id: number }>()
    const formation = await sellFormation(t, root, course.id, { title: 'Prépa CNC Maths' })
    const paid = await provenRequest(t, await newStudent(t, root), formation)
    await provenRequest(t, await newStudent(t, root), formation)
    expect((await validate(t, root, paid.id)).statusCode).toBe(200)

    const after = await figures(root)
    const current = (f: BusinessFigures) => f.revenue_by_month.at(-1)
    expect(current(after)).toEqual({ month: after.month, revenue_mad: (current(before)?.revenue_mad ?? 0) + SALE.amount_mad, payments: (current(before)?.payments ?? 0) + 1 })
    expect(after.revenue_by_formation.this_month).toContainEqual({ announcement_id: formation, formation_title: 'Prépa CNC Maths', revenue_mad: SALE.amount_mad, payments: 1 })
    expect(after.conversion.this_month.requests).toBe(before.conversion.this_month.requests + 2)
    expect(after.conversion.this_month.paid).toBe(before.conversion.this_month.paid + 1)
    expect(after.proofs_waiting).toEqual({ count: before.proofs_waiting.count + 1, amount_mad: before.proofs_waiting.amount_mad + SALE.amount_mad })
    expect(after.proofs_waiting.count).toBe((await t.app.inject({ url: '/api/admin/dashboard/pending-work', headers: root })).json<{ proofs: number }>().proofs)
  })

  it('never shows money to a regular admin: 403 in French, and no amount in their other dashboard answers', async () => {
    const mine = await adminHeaders(t.app, await createAdmin(t.services))
    const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    const course = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: mine, payload: { title: 'Physique', subject: 'Physique', level: 'Débutant' } })).json<{ id: number }>()
    const request = await provenRequest(t, await newStudent(t, root), await sellFormation(t, root, course.id))
    expect((await validate(t, root, request.id)).statusCode).toBe(200)

    for (const url of ['/api/admin/dashboard/figures', '/api/admin/dashboard/figures/', '/api/admin/dashboard/figures?month=2026-01']) {
      const refused = await t.app.inject({ url, headers: mine })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ detail: 'Réservé aux super administrateurs.' })
    }
    const trpc = await t.app.inject({ url: '/trpc/dashboard.figures', headers: mine })
    expect(trpc.statusCode).toBe(403)
    expect(trpc.body).toContain('Réservé aux super administrateurs.')
    for (const url of ['/api/admin/dashboard/stats', '/api/admin/dashboard/pending-work']) {
      const body = (await t.app.inject({ url, headers: mine })).body
      expect(body).not.toMatch(/mad|revenue|amount|DH\b/i)
    }
  })

  it('is refused to visitors (401) and students (403)', async () => {
    const visitor = await t.app.inject({ url: '/api/admin/dashboard/figures' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().detail).toMatch(/[éèà]|connect/i)
    expect((await t.app.inject({ url: '/api/admin/dashboard/figures', headers: bearer(await studentToken()) })).statusCode).toBe(403)
  })
})
