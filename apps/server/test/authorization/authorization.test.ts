import { appRouter, signToken } from '@tutorat/api'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminHeaders,
  bearer,
  createAdmin,
  createTestApp,
  grant,
  loginAs,
  makeCourse,
  makeStudent,
  makeVideo,
  studentLogin,
  TEST_SECRET,
  type TestApp,
} from '../helpers.ts'
import { expected, isEnrolledRule, type Owned, PROCEDURES, REST, type Role, ROLES, type Rule } from './matrix.ts'

let t: TestApp
const headers = {} as Record<Role, Record<string, string>>
/** ids owned by `admin` / enrolled by `student`, for the ownership cells */
const owned: Record<Owned, number> = { course: 0, video: 0, student: 0, access: 0, enrolled: 0, enrolledVideo: 0 }
const MISSING = 999_999

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', FORM_RATE_PER_10_MINUTES: '100000' })
  const adminAccount = await createAdmin(t.services)
  const admin = await adminHeaders(t.app, adminAccount)
  const other = await adminHeaders(t.app, await createAdmin(t.services))
  const superAccount = await createAdmin(t.services, { superAdmin: true })
  // a super admin, so every admin and super-admin cell proves deactivation wins over the role
  const deactivated = await createAdmin(t.services, { superAdmin: true })
  const deactivatedToken = await loginAs(t.app, deactivated.email, deactivated.password)
  await t.services.db.updateTable('admins').set({ is_active: false }).where('id', '=', deactivated.id).execute()

  owned.course = (await makeCourse(t.app, admin)).id
  owned.enrolled = owned.course
  owned.video = (await makeVideo(t.app, admin, owned.course, { title: 'V', drive: 'AuthzMatrixVideo01' })).id
  owned.enrolledVideo = owned.video
  const student = await makeStudent(t.app, admin)
  owned.student = student.id
  owned.access = (await grant(t.app, admin, { student_id: student.id, course_id: owned.course })).access.id
  const elsewhere = await makeStudent(t.app, other)
  await grant(t.app, other, { student_id: elsewhere.id, course_id: (await makeCourse(t.app, other)).id })
  const revoked = await makeStudent(t.app, admin)
  const revokedToken = (await studentLogin(t.app, revoked.email, revoked.password)).access_token
  await t.services.db.updateTable('student_sessions').set({ revoked_at: new Date().toISOString() }).where('student_id', '=', revoked.id).execute()

  const expired = await new SignJWT({ role: 'admin', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(superAccount.id))
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(TEST_SECRET))
  const forged = await signToken('a-different-secret-of-sufficient-length!!', { sub: superAccount.id, role: 'admin', ver: 0 }, '1h')

  Object.assign(headers, {
    visitor: {},
    student: bearer((await studentLogin(t.app, student.email, student.password)).access_token),
    studentOfAnotherCourse: bearer((await studentLogin(t.app, elsewhere.email, elsewhere.password)).access_token),
    admin,
    otherAdmin: other,
    superAdmin: await adminHeaders(t.app, superAccount),
    expiredToken: bearer(expired),
    forgedToken: bearer(forged),
    deactivatedSuperAdmin: bearer(deactivatedToken),
    revokedStudent: bearer(revokedToken),
  } satisfies Record<Role, Record<string, string>>)
})
afterAll(() => t.close())

/**
 * Inputs complete enough to reach the ownership check (else a 400 would prove nothing):
 * the rest of the calls only need an id.
 */
const VALID: Record<string, (id: number) => Record<string, unknown>> = {
  'videos.create': (id) => ({ course_id: id, title: 'Intrus', drive_url: 'https://drive.google.com/file/d/IntruderVideo0001/view' }),
  'videos.reorder': (id) => ({ course_id: id, module_name: null, video_ids: [owned.video] }),
  'students.invite': (id) => ({ course_id: id, name: 'Intrus', email: 'intrus@example.ma' }),
  'students.import': (id) => ({ course_id: id, csv: 'name,email\nIntrus,intrus2@example.ma' }),
  'students.importPreview': (id) => ({ course_id: id, csv: 'nom,email\nIntrus,intrus3@example.ma' }),
  'accesses.create': (id) => ({ course_id: id, student_id: owned.student }),
  'POST /api/admin/courses/{id}/videos': () => ({ title: 'Intrus', drive_url: 'https://drive.google.com/file/d/IntruderVideo0001/view' }),
}
const inputFor = (key: string, id: number) => VALID[key]?.(id) ?? { id, course_id: id, video_id: id, student_id: id }

/** The id a cell uses: the enrolled course (or its video) for student calls, else one that does not exist. */
const baseId = (rule: Rule) => (rule.owned && isEnrolledRule(rule) ? owned[rule.owned] : MISSING)

const procedures: Record<string, unknown> = appRouter._def.procedures
function isQuery(path: string) {
  const procedure = procedures[path]
  return procedure instanceof Function && '_def' in procedure && (procedure._def as { type?: unknown }).type === 'query'
}

async function callProcedure(path: string, role: Role, id: number) {
  const input = JSON.stringify(inputFor(path, id))
  const response =
    isQuery(path)
      ? await t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(input)}`, headers: headers[role] })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers[role], 'content-type': 'application/json' }, payload: input })
  return response.statusCode
}

async function callRest(route: string, role: Role, id: number) {
  const [method = 'GET', path = '/'] = route.split(' ')
  const url = path.replace('{id}', String(id))
  const payload = JSON.stringify(VALID[route]?.(id) ?? {})
  const body = method === 'GET' || method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, payload }
  const response = await t.app.inject({ method: method as 'GET', url, ...body, headers: { ...headers[role], ...body.headers } })
  return response.statusCode
}

function check(status: number, outcome: ReturnType<typeof expected>, label: string) {
  expect(status, `${label}: no server error`).toBeLessThan(500)
  if (outcome === 'ok') expect([401, 403], `${label}: should be allowed`).not.toContain(status)
  else expect(status, label).toBe(outcome)
}

/** Another admin on this admin's resource (students on other courses are cells of the matrix). */
const intruder = (rule: Rule): Role | undefined => (rule.owned && !isEnrolledRule(rule) ? 'otherAdmin' : undefined)
const ownedId = (kind: Owned) => owned[kind]

describe('every procedure and path is in the matrix', () => {
  it('lists every tRPC procedure', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(PROCEDURES).sort())
  })

  it('lists every documented REST path', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, unknown>> }>()
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`))
    expect(routes.sort()).toEqual(Object.keys(REST).sort())
  })
})

describe.each(Object.entries(PROCEDURES))('tRPC %s', (path, rule) => {
  it.each(ROLES.map((role) => [role]))('as %s', async (role) => {
    check(await callProcedure(path, role, baseId(rule)), expected(rule, role), `${path} as ${role}`)
  })
  const who = intruder(rule)
  if (who && rule.owned) {
    const kind = rule.owned
    it(`is refused to ${who} on a resource that is not theirs`, async () => {
      expect([403, 404]).toContain(await callProcedure(path, who, ownedId(kind)))
    })
  }
})

describe.each(Object.entries(REST))('REST %s', (route, rule) => {
  it.each(ROLES.map((role) => [role]))('as %s', async (role) => {
    check(await callRest(route, role, baseId(rule)), expected(rule, role), `${route} as ${role}`)
  })
  const who = intruder(rule)
  if (who && rule.owned) {
    const kind = rule.owned
    it(`is refused to ${who} on a resource that is not theirs`, async () => {
      expect([403, 404]).toContain(await callRest(route, who, ownedId(kind)))
    })
  }
})
