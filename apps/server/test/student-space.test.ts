import { MESSAGES, REDEMPTION_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, makeVideo, studentLogin, type TestApp } from './helpers.ts'

let t: TestApp
let admin: Record<string, string>
let courseId: number
const ids = { free: 0, paidA: 0, paidB: 0 }

beforeAll(async () => {
  t = await createTestApp()
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  courseId = (await makeCourse(t.app, admin, 'Électricité')).id
  ids.free = (await makeVideo(t.app, admin, courseId, { title: 'Gratuite', drive: 'FREEfreeFREEfree01', is_free: true, module_name: 'Bases' })).id
  ids.paidA = (await makeVideo(t.app, admin, courseId, { title: 'Payante A', drive: 'PAIDsecretAAAA0001', module_name: 'Circuits' })).id
  ids.paidB = (await makeVideo(t.app, admin, courseId, { title: 'Payante B', drive: 'PAIDsecretBBBB0002', module_name: 'Ondes' })).id
})
afterAll(() => t.close())

async function studentWith(access: Record<string, unknown> | null) {
  const student = await makeStudent(t.app, admin)
  if (access) await grant(t.app, admin, { student_id: student.id, course_id: courseId, ...access })
  const { access_token } = await studentLogin(t.app, student.email, student.password)
  return { ...student, headers: bearer(access_token) }
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers })

describe('what a student receives', () => {
  it.each([
    ['standard', {}, ['free', 'paidA', 'paidB']],
    ['full', { access_type: 'full' }, ['free', 'paidA', 'paidB']],
    ['trial', { access_type: 'trial' }, ['free']],
    ['partial', { access_type: 'partial', modules: ['Circuits'] }, ['free', 'paidA']],
  ])('%s access: links only for the granted videos, raw JSON included', async (_name, access, open) => {
    const s = await studentWith(access)
    const response = await get(`/api/student/course/${courseId}/videos`, s.headers)
    expect(response.statusCode).toBe(200)
    const videos = response.json<{ id: number; locked: boolean }[]>()
    expect(videos).toHaveLength(3)
    for (const [key, id] of Object.entries(ids)) {
      const video = videos.find((v) => v.id === id)
      expect(video?.locked, key).toBe(!open.includes(key))
    }
    if (!open.includes('paidA')) expect(response.body).not.toContain('PAIDsecretAAAA0001')
    if (!open.includes('paidB')) expect(response.body).not.toContain('PAIDsecretBBBB0002')
    expect(response.body).not.toContain('drive_url')
    const trpc = await t.app.inject({ url: `/trpc/student.courseVideos?input=${encodeURIComponent(JSON.stringify({ id: courseId }))}`, headers: s.headers })
    if (!open.includes('paidB')) expect(trpc.body).not.toContain('PAIDsecretBBBB0002')
    const listing = await get('/api/student/my-courses', s.headers)
    expect(listing.body).not.toContain('PAIDsecret')
  })

  it('an inactive access shows nothing; an expired one is listed as expired and refused', async () => {
    const inactive = await studentWith({ is_active: false })
    expect((await get('/api/student/my-courses', inactive.headers)).json()).toEqual([])
    expect((await get(`/api/student/course/${courseId}/videos`, inactive.headers)).statusCode).toBe(403)

    const expired = await studentWith({})
    await t.services.db.updateTable('accesses').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('student_id', '=', expired.id).execute()
    const mine = (await get('/api/student/my-courses', expired.headers)).json()
    expect(mine).toEqual([expect.objectContaining({ id: courseId, is_expired: true })])
    const refused = await get(`/api/student/course/${courseId}/videos`, expired.headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: STUDENT_SPACE_MESSAGES.expired })
    expect(refused.body).not.toContain('PAIDsecret')
  })

  it('an access that expires while the token is valid stops working at once', async () => {
    const s = await studentWith({})
    expect((await get(`/api/student/course/${courseId}/videos`, s.headers)).statusCode).toBe(200)
    await t.services.db.updateTable('accesses').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('student_id', '=', s.id).execute()
    expect((await get(`/api/student/course/${courseId}/videos`, s.headers)).statusCode).toBe(403)
    expect((await get(`/api/student/course/${courseId}`, s.headers)).statusCode).toBe(403)
  })

  it('refuses a course without access, admins, visitors', async () => {
    const s = await studentWith(null)
    expect((await get(`/api/student/course/${courseId}`, s.headers)).json()).toEqual({ detail: STUDENT_SPACE_MESSAGES.noAccess })
    expect((await get('/api/student/my-courses', admin)).statusCode).toBe(403)
    expect((await get('/api/student/my-courses', {})).json()).toEqual({ detail: MESSAGES.unauthenticated })
  })
})

describe('progress', () => {
  it('marks videos seen, counts them, and resumes at the first unseen allowed video', async () => {
    const s = await studentWith({})
    const caller = (await import('@tutorat/api')).createCaller(
      (await import('@tutorat/api')).createContextInner(t.services, { authorization: s.headers.authorization, ip: '127.0.0.1' }),
    )
    expect((await caller.student.myCourses())[0]).toMatchObject({ seen_count: 0, video_count: 3, resume_video_id: ids.free })
    await caller.student.markSeen({ video_id: ids.free, seen: true })
    await caller.student.markSeen({ video_id: ids.free, seen: true })
    expect((await caller.student.myCourses())[0]).toMatchObject({ seen_count: 1, resume_video_id: ids.paidA })
    const videos = await caller.student.courseVideos({ id: courseId })
    expect(videos.find((v) => v.id === ids.free)?.seen).toBe(true)
    await caller.student.markSeen({ video_id: ids.free, seen: false })
    expect((await caller.student.myCourses())[0]?.seen_count).toBe(0)
  })

  it('refuses to mark a locked video', async () => {
    const s = await studentWith({ access_type: 'trial' })
    const response = await t.app.inject({ method: 'POST', url: '/trpc/student.markSeen', headers: s.headers, payload: { video_id: ids.paidA } })
    expect(response.statusCode).toBe(403)
  })
})

describe('joining a course', () => {
  it('by access code: grants a standard 30-day access once; typing it again changes nothing', async () => {
    const s = await studentWith(null)
    const code = (await t.app.inject({ url: `/api/admin/courses/${courseId}`, headers: admin })).json().access_code as string
    const redeem = (c: string) => t.app.inject({ method: 'POST', url: '/trpc/student.redeemCode', headers: s.headers, payload: { code: c } })
    expect((await redeem(code.toLowerCase())).json().result.data).toEqual({ course_id: courseId, message: STUDENT_SPACE_MESSAGES.joined })
    const before = await t.services.db.selectFrom('accesses').select(['access_type', 'expires_at']).where('student_id', '=', s.id).execute()
    expect((await redeem(code)).json().result.data).toEqual({ course_id: courseId, message: REDEMPTION_MESSAGES.alreadyHasAccess })
    const rows = await t.services.db.selectFrom('accesses').select(['access_type', 'expires_at']).where('student_id', '=', s.id).execute()
    expect(rows).toEqual(before)
    expect(rows[0]?.access_type).toBe('standard')
    const days = (Date.parse(rows[0]?.expires_at ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect((await redeem('MATH-XXXXXX')).json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidCode)
  })

  it('by generated link: works for any student, refuses a forged or revoked one', async () => {
    const link = (await t.app.inject({ method: 'POST', url: `/api/admin/courses/${courseId}/generate-link`, headers: admin, payload: { course_id: courseId, access_type: 'link', expires_days: 30 } })).json()
    const token = String(link.access_url).split('/student/join/')[1] ?? ''
    const s = await studentWith(null)
    const join = (tok: string) => t.app.inject({ method: 'POST', url: '/trpc/student.join', headers: s.headers, payload: { token: tok } })
    expect((await join(token)).statusCode).toBe(200)
    expect((await get(`/api/student/course/${courseId}/videos`, s.headers)).statusCode).toBe(200)
    expect((await join(`${token}x`)).json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidLink)
    await t.services.db.updateTable('course_links').set({ revoked_at: new Date().toISOString() }).execute()
    expect((await join(token)).statusCode).toBe(400)
  })
})
