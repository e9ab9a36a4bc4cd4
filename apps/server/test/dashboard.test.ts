import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, studentToken, type TestApp } from './helpers.ts'

let t: TestApp
const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQr/view'

beforeAll(async () => {
  t = await createTestApp()
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
