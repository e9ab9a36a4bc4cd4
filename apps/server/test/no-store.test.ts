import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'

// DESIGN §15: an answer to a request that carried a token is never kept by a browser or a proxy,
// errors and downloads included; the public lists, asked without one, keep their own caching.
const EMPTY = encodeURIComponent('{}')
let t: TestApp
let superAdmin: Record<string, string>
let admin: Record<string, string>
let student: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  const course = await makeCourse(t.app, admin)
  const account = await makeStudent(t.app, admin)
  await grant(t.app, admin, { student_id: account.id, course_id: course.id })
  student = bearer((await studentLogin(t.app, account.email, account.password)).access_token)
})
afterAll(() => t.close())

const cacheControl = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) => {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  return { status: response.statusCode, cacheControl: response.headers['cache-control'] }
}

describe('Cache-Control on answers to a request with a token', () => {
  it.each([
    ['an admin list (REST)', 'GET', '/api/admin/courses', 200],
    ['an admin list (tRPC)', 'GET', `/trpc/courses.list?input=${EMPTY}`, 200],
    ['an unknown /api path', 'GET', '/api/admin/nothing-here', 404],
  ] as const)('%s: no-store', async (_name, method, url, status) => {
    expect(await cacheControl(method, url, admin)).toEqual({ status, cacheControl: 'no-store' })
  })

  it("a student's own courses, on both sides: no-store", async () => {
    expect(await cacheControl('GET', '/api/student/my-courses', student)).toEqual({ status: 200, cacheControl: 'no-store' })
    expect(await cacheControl('GET', '/trpc/student.myCourses', student)).toMatchObject({ cacheControl: 'no-store' })
  })

  it('a refused token (401) and a wrong role (403), REST and tRPC: no-store', async () => {
    const forged = bearer('not-a-token')
    expect(await cacheControl('GET', '/api/admin/courses', forged)).toEqual({ status: 401, cacheControl: 'no-store' })
    expect(await cacheControl('GET', `/trpc/courses.list?input=${EMPTY}`, forged)).toEqual({ status: 401, cacheControl: 'no-store' })
    expect(await cacheControl('GET', '/api/admin/courses', student)).toEqual({ status: 403, cacheControl: 'no-store' })
  })

  it('a bad body and a body over the limit, with a token: no-store', async () => {
    expect(await cacheControl('POST', '/api/admin/courses', admin, { title: '' })).toEqual({ status: 400, cacheControl: 'no-store' })
    const huge = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }) })
    expect([huge.statusCode, huge.headers['cache-control']]).toEqual([413, 'no-store'])
  })

  it('a download keeps its stricter « private, no-store »', async () => {
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/applications/export', headers: superAdmin })
    expect([csv.statusCode, csv.headers['cache-control']]).toEqual([200, 'private, no-store'])
  })

  it('a public list asked without a token is not marked no-store; with one, it is', async () => {
    for (const url of ['/api/announcements', `/trpc/announcements.list?input=${EMPTY}`]) {
      const anonymous = await cacheControl('GET', url)
      expect(anonymous.status).toBe(200)
      expect(anonymous.cacheControl ?? '').not.toMatch(/no-store/)
      expect(await cacheControl('GET', url, student)).toEqual({ status: 200, cacheControl: 'no-store' })
    }
  })
})
