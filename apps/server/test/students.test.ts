import { ACCESS_MESSAGES, STUDENT_CONTROL_MESSAGES, STUDENT_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, studentToken, type TestApp } from './helpers.ts'

let t: TestApp
let owner: Record<string, string>
let other: Record<string, string>
let root: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  owner = await adminHeaders(t.app, await createAdmin(t.services))
  other = await adminHeaders(t.app, await createAdmin(t.services))
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

async function inviteByEmail(headers: Record<string, string>, email: string, courseId: number) {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers, payload: { name: 'Nom ignoré', email, course_id: courseId } })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

const trpc = (path: string, headers: Record<string, string>, input: unknown) => t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input as object })

describe('students (admin)', () => {
  it('creates with validation in French, refuses a duplicate email with 409', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/students/', headers: owner, payload: { email: 'x@example.ma', password: 'mot-de-passe' } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().detail).toBe(STUDENT_MESSAGES.nameRequired)
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/admin/students/', headers: owner, payload: { name: 'A', email: 'pas-un-email', password: 'mot-de-passe' } })
    expect(badEmail.json().detail).toBe(STUDENT_MESSAGES.invalidEmail)
    const inviteWithoutCourse = await t.app.inject({ method: 'POST', url: '/api/admin/students/', headers: owner, payload: { name: 'A', email: 'a@example.ma', course_id: '' } })
    expect(inviteWithoutCourse.json().detail).toBe(STUDENT_MESSAGES.courseRequired)

    const s = await makeStudent(t.app, owner, { email: 'Doublon@Example.ma', phone: '0612345678', level: 'Avancé' })
    expect(s).toMatchObject({ email: 'doublon@example.ma', phone: '+212612345678', level: 'Avancé', has_password: true })
    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: owner, payload: { name: 'B', email: 'DOUBLON@example.ma', password: 'mot-de-passe' } })
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toEqual({ detail: STUDENT_MESSAGES.emailUnavailable })
  })

  it('shows a regular admin only the students they may see; a hidden one is the same 404 as a missing one', async () => {
    const mine = await makeStudent(t.app, owner)
    const theirs = await makeStudent(t.app, other)
    const ids = async (h: Record<string, string>) => (await t.app.inject({ url: '/api/admin/students?limit=200', headers: h })).json<{ id: number }[]>().map((s) => s.id)
    expect(await ids(owner)).toContain(mine.id)
    expect(await ids(owner)).not.toContain(theirs.id)
    expect(await ids(root)).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    const hidden = await t.app.inject({ url: `/api/admin/students/${theirs.id}`, headers: owner })
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toEqual({ detail: STUDENT_MESSAGES.notFound })
    const gone = await t.app.inject({ url: '/api/admin/students/987654', headers: owner })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ detail: STUDENT_MESSAGES.notFound })
    expect((await t.app.inject({ url: '/api/admin/students', headers: bearer(await studentToken()) })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/admin/students' })).statusCode).toBe(401)
  })

  it('edits only what is sent; a new password signs the student out', async () => {
    const s = await makeStudent(t.app, owner, { level: 'Débutant' })
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${s.id}`, headers: owner, payload: { phone: '0700000000' } })
    expect(edited.json()).toMatchObject({ phone: '+212700000000', level: 'Débutant', name: s.name })
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${s.id}`, headers: owner, payload: { level: '' } })
    expect(cleared.json().level).toBeNull()
  })

  it('refuses to delete a student the admin does not control, with the reason', async () => {
    const theirs = await makeStudent(t.app, other)
    const hidden = await t.app.inject({ method: 'DELETE', url: `/api/admin/students/${theirs.id}`, headers: owner })
    expect(hidden.statusCode).toBe(404)
    const enrolledHere = await makeStudent(t.app, other)
    await inviteByEmail(owner, enrolledHere.email, (await makeCourse(t.app, owner)).id)
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/admin/students/${enrolledHere.id}`, headers: owner })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: `${STUDENT_CONTROL_MESSAGES.refusals.delete} ${STUDENT_CONTROL_MESSAGES.notes.otherAdmin}` })

    const shared = await makeStudent(t.app, owner)
    await inviteByEmail(other, shared.email, (await makeCourse(t.app, other)).id)
    const sharedRefused = await t.app.inject({ method: 'DELETE', url: `/api/admin/students/${shared.id}`, headers: owner })
    expect(sharedRefused.json()).toEqual({ detail: `${STUDENT_CONTROL_MESSAGES.refusals.delete} ${STUDENT_CONTROL_MESSAGES.notes.shared}` })

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/students/${shared.id}`, headers: root })
    expect(deleted.json()).toEqual({ message: STUDENT_MESSAGES.deleted })
    expect(await t.services.db.selectFrom('accesses').select('id').where('student_id', '=', shared.id).execute()).toEqual([])
  })

  it('invites an existing student to another course without a new account', async () => {
    const s = await makeStudent(t.app, owner)
    const course = await makeCourse(t.app, owner)
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: owner, payload: { name: 'peu importe', email: s.email, course_id: course.id } })
    expect(invite.json()).toMatchObject({ already_existed: true, set_password_url: null, message: STUDENT_MESSAGES.invited })
  })
})

describe('an address a regular admin may not learn about (DESIGN §4 "See")', () => {
  const create = (headers: Record<string, string>, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/students', headers, payload: { name: 'Essai', email, password: 'mot-de-passe-essai' } })
  const row = (id: number) => t.services.db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('`new` with the email of an account they cannot see answers exactly like one they can; nothing of it changes', async () => {
    const hidden = await makeStudent(t.app, other, { name: 'Yasmine Cachée', phone: '0611223344' })
    const visible = await makeStudent(t.app, owner)
    const before = await row(hidden.id)

    const probe = await create(owner, hidden.email.toUpperCase())
    const legit = await create(owner, visible.email)
    expect([probe.statusCode, probe.body]).toEqual([legit.statusCode, legit.body])
    expect(probe.json()).toEqual({ detail: STUDENT_MESSAGES.emailUnavailable })
    expect(probe.body).not.toContain('Yasmine')
    // the same over tRPC
    const viaTrpc = await trpc('students.create', owner, { name: 'Essai', email: hidden.email, password: 'mot-de-passe-essai' })
    expect([viaTrpc.statusCode, viaTrpc.json().error.message]).toEqual([409, STUDENT_MESSAGES.emailUnavailable])
    expect(await row(hidden.id)).toEqual(before)
    // still hidden: the refusal made nothing visible
    expect((await t.app.inject({ url: `/api/admin/students/${hidden.id}`, headers: owner })).statusCode).toBe(404)
  })

  it('changing one of their students’ email to that address answers the same, and changes nothing', async () => {
    const hidden = await makeStudent(t.app, other)
    const mine = await makeStudent(t.app, owner)
    const visible = await makeStudent(t.app, owner)
    const edit = (email: string) => t.app.inject({ method: 'PUT', url: `/api/admin/students/${mine.id}`, headers: owner, payload: { email } })
    const probe = await edit(hidden.email)
    const legit = await edit(visible.email)
    expect([probe.statusCode, probe.body]).toEqual([legit.statusCode, legit.body])
    expect(probe.json()).toEqual({ detail: STUDENT_MESSAGES.emailUnavailable })
    expect((await row(mine.id)).email).toBe(mine.email)
  })

  it('a super admin, who sees every account, is told the address is a student’s', async () => {
    const theirs = await makeStudent(t.app, other)
    const refused = await create(root, theirs.email)
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: STUDENT_MESSAGES.duplicateEmail }])
  })

  it('an invite of an account they cannot see answers with the status and shape of a new one, without a link, and changes nothing', async () => {
    const course = await makeCourse(t.app, owner)
    const hidden = await makeStudent(t.app, other, { level: 'Avancé' })
    const before = await row(hidden.id)
    const invite = (email: string) => t.app.inject({ method: 'POST', url: '/api/admin/students', headers: owner, payload: { name: 'Nom tapé', email, course_id: course.id } })
    const existing = await invite(hidden.email)
    const fresh = await invite(`nouvelle-${Date.now()}@example.ma`)
    expect(existing.statusCode).toBe(fresh.statusCode)
    expect(Object.keys(existing.json()).sort()).toEqual(Object.keys(fresh.json()).sort())
    expect(Object.keys(existing.json().student).sort()).toEqual(Object.keys(fresh.json().student).sort())
    expect(existing.json()).toMatchObject({ set_password_url: null, whatsapp_url: null, message: STUDENT_MESSAGES.invited })
    expect(fresh.json().set_password_url).toEqual(expect.any(String))
    expect(await row(hidden.id)).toEqual(before)
  })
})

describe('accesses (admin)', () => {
  it('grants, then extends instead of duplicating', async () => {
    const s = await makeStudent(t.app, owner)
    const course = await makeCourse(t.app, owner)
    const first = await grant(t.app, owner, { student_id: s.id, course_id: course.id, access_type: 'full', duration_days: 30 })
    expect(first).toMatchObject({ extended: false, message: ACCESS_MESSAGES.granted, access: { access_type: 'full', is_active: true, duration_days: 30 } })
    const second = await grant(t.app, owner, { student_id: s.id, course_id: course.id, duration_days: 10 })
    expect(second).toMatchObject({ extended: true, message: ACCESS_MESSAGES.extended })
    expect(second.access.id).toBe(first.access.id)
    const days = (Date.parse(second.access.expires_at ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(39.9)
    expect(days).toBeLessThanOrEqual(40)
  })

  it('validates: duration ≥ 1 on create, ≥ 0 on edit, 0 = unlimited; course and student fixed', async () => {
    const s = await makeStudent(t.app, owner)
    const course = await makeCourse(t.app, owner)
    const zero = await t.app.inject({ method: 'POST', url: '/api/admin/accesses', headers: owner, payload: { student_id: s.id, course_id: course.id, duration_days: 0 } })
    expect(zero.statusCode).toBe(400)
    const { access } = await grant(t.app, owner, { student_id: s.id, course_id: course.id })
    const unlimited = await t.app.inject({ method: 'PUT', url: `/api/admin/accesses/${access.id}`, headers: owner, payload: { duration_days: 0, course_id: 999 } })
    expect(unlimited.statusCode).toBe(200)
    expect(unlimited.json()).toMatchObject({ expires_at: null, duration_days: 0, course_id: course.id })
    const negative = await t.app.inject({ method: 'PUT', url: `/api/admin/accesses/${access.id}`, headers: owner, payload: { duration_days: -1 } })
    expect(negative.statusCode).toBe(400)
    const inactive = await t.app.inject({ method: 'PUT', url: `/api/admin/accesses/${access.id}/`, headers: owner, payload: { is_active: false } })
    expect(inactive.json().is_active).toBe(false)
  })

  it('belong to the course owner: others get 403; 404 in French', async () => {
    const s = await makeStudent(t.app, owner)
    const { access } = await grant(t.app, owner, { student_id: s.id, course_id: (await makeCourse(t.app, owner)).id })
    expect((await t.app.inject({ url: `/api/admin/accesses/${access.id}`, headers: other })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/accesses/${access.id}`, headers: other })).statusCode).toBe(403)
    const list = (await t.app.inject({ url: '/api/admin/accesses', headers: other })).json<{ id: number }[]>()
    expect(list.map((a) => a.id)).not.toContain(access.id)
    const listed = (await t.app.inject({ url: '/api/admin/accesses', headers: owner })).json<{ id: number; student_email: string; course_title: string }[]>()
    expect(listed.find((a) => a.id === access.id)).toMatchObject({ student_email: s.email, course_title: 'Cours de test' })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/accesses/${access.id}`, headers: owner })).json()).toEqual({ message: ACCESS_MESSAGES.deleted })
    expect((await t.app.inject({ url: `/api/admin/accesses/${access.id}`, headers: owner })).json()).toEqual({ detail: ACCESS_MESSAGES.notFound })
  })

  it('cannot grant on another admin’s course', async () => {
    const s = await makeStudent(t.app, owner)
    const theirs = await makeCourse(t.app, other)
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/accesses', headers: owner, payload: { student_id: s.id, course_id: theirs.id } })).statusCode).toBe(403)
  })
})

describe('students list paging (DESIGN §20)', () => {
  const list = async (headers: Record<string, string>, query: string) => {
    const response = await t.app.inject({ url: `/api/admin/students?${query}`, headers })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ id: number; name: string }[]>()
  }

  it('pages by keyset: every student once, newest first, while others are being added', async () => {
    const admin = await adminHeaders(t.app, await createAdmin(t.services))
    const course = await makeCourse(t.app, admin)
    const made: number[] = []
    for (let i = 0; i < 11; i++) made.push((await makeStudent(t.app, admin, { name: `Page ${i}` })).id)
    // one the admin reaches through an access to their course, not by creating it
    const enrolled = await makeStudent(t.app, root, { name: 'Inscrit ailleurs' })
    await grant(t.app, root, { student_id: enrolled.id, course_id: course.id })
    made.push(enrolled.id)
    for (const headers of [admin, root]) {
      const seen: number[] = []
      let after: number | undefined
      for (;;) {
        const page = await list(headers, `limit=4${after ? `&after=${after}` : ''}`)
        seen.push(...page.map((s) => s.id))
        if (page.length < 4) break
        after = page.at(-1)?.id
        await makeStudent(t.app, admin, { name: 'Arrivé pendant la lecture' })
      }
      const mine = seen.filter((id) => made.includes(id))
      expect(mine).toEqual([...made].sort((a, b) => b - a))
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen.every((id, i) => i === 0 || id < (seen[i - 1] ?? 0))).toBe(true)
    }
    expect((await list(admin, 'limit=3&offset=3')).map((s) => s.id)).toEqual((await list(admin, 'limit=6')).slice(3).map((s) => s.id))
    expect((await t.app.inject({ url: '/api/admin/students?after=abc', headers: admin })).statusCode).toBe(400)
  })
})
