import { NOTIFICATION_MESSAGES, SESSION_MESSAGES, type SessionRequest, STUDENT_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, makeCourse, makeStudent, studentLogin, bearer, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'
import { localIn, newMeetUrl, newSession } from './sessions-helpers.ts'

// DESIGN §12 « Réserver ma séance d'évaluation gratuite »: the public form (French refusals, a
// honeypot, a rate limit), the admins' list and follow-up, and a request turned into a solo
// session: the person's account made and invited, or reused; a refusal leaves nothing behind.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let admin: Headers
let counter = 0
beforeAll(async () => {
  // many requests from one address here; the limit has its own app below
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '1000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

function form(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    kind: 'evaluation',
    name: 'Yasmine Alaoui',
    phone: '06 61 23 45 67',
    email: `Yasmine.Alaoui${counter}-${Date.now()}@Example.ma`,
    school: 'Lycée Moulay Youssef',
    level: 'Débutant',
    subject: 'Mathématiques',
    preferred_times: 'Le mercredi après 18 h',
    ...overrides,
  }
}

const submit = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/session-requests', payload: body })
const requestRow = (email: string) => t.services.db.selectFrom('session_requests').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()

/** A request sent through the public form; returns its row. */
async function sent(overrides: Record<string, unknown> = {}) {
  const body = form(overrides)
  expect((await submit(body)).statusCode).toBe(201)
  const row = await requestRow(String(body.email))
  if (!row) throw new Error('request not stored')
  return row
}

const slot = (minutes = 3 * 24 * 60) => ({ title: 'Séance d’évaluation', starts_at_local: localIn(minutes), duration_minutes: 45, meet_url: newMeetUrl() })
const schedule = (headers: Headers, id: number, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/admin/session-requests/${id}/schedule`, headers, payload: body })
const studentByEmail = (email: string) => t.services.db.selectFrom('students').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
const messagesOf = (studentId: number) => t.services.db.selectFrom('notifications').select(['template', 'channel']).where('student_id', '=', studentId).execute()

describe('the public form', () => {
  it('stores the request: phone in E.164, email lower-cased, answers in French', async () => {
    const body = form()
    const response = await submit(body)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.requestSent })
    expect(await requestRow(String(body.email))).toMatchObject({ phone: '+212661234567', email: String(body.email).toLowerCase(), status: 'nouvelle', kind: 'evaluation', student_id: null, session_id: null })
  })

  it.each([
    ['no name', { name: ' ' }, 'Le nom est obligatoire.'],
    ['a landline', { phone: '05 22 12 34 56' }, NOTIFICATION_MESSAGES.invalidPhone],
    ['a bad email', { email: 'yasmine@' }, STUDENT_MESSAGES.invalidEmail],
    ['no subject', { subject: '' }, SESSION_MESSAGES.subjectRequired],
    ['an unknown level', { level: 'Expert' }, 'Le niveau est obligatoire.'],
  ])('refuses %s in French, storing nothing', async (_label, overrides, detail) => {
    const body = form(overrides)
    const response = await submit(body)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json<{ detail: string }>().detail).toBe(detail)
    expect(await requestRow(String(body.email))).toBeUndefined()
  })

  it('a filled honeypot gets the same answer, and nothing is stored', async () => {
    const body = form({ website: 'https://spam.example' })
    const response = await submit(body)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.requestSent })
    expect(await requestRow(String(body.email))).toBeUndefined()
  })
})

describe.each(limitStores('session-requests-limit'))('the public form’s rate limit ($name store)', (store) => {
  let limitedApp: TestApp
  beforeAll(async () => {
    limitedApp = await createTestApp({ FORM_RATE_PER_10_MINUTES: '2', ...store.env })
  })
  afterAll(() => limitedApp.close())

  it('answers 429 in French past the limit, across REST and tRPC', async () => {
    const post = (url: string) => limitedApp.app.inject({ method: 'POST', url, payload: form() })
    expect((await post('/api/session-requests')).statusCode).toBe(201)
    expect((await post('/trpc/sessionRequests.submit')).statusCode).toBe(200)
    const refused = await post('/api/session-requests')
    expect(refused.statusCode).toBe(429)
    expect(refused.json<{ detail: string }>().detail).toMatch(/réessayez|trop/i)
  })
})

describe('the admins’ list and follow-up', () => {
  it('any admin sees every request, filters and searches them, changes status and note', async () => {
    const first = await sent({ name: 'Omar Tazi', subject: 'Physique-chimie' })
    const list = await t.app.inject({ url: '/api/admin/session-requests?search=tazi', headers: admin })
    expect(list.statusCode, list.body).toBe(200)
    const found = list.json<{ items: SessionRequest[]; total: number }>()
    expect(found.items.map((r) => r.id)).toEqual([first.id])
    expect(found.total).toBe(1)

    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/session-requests/${first.id}`, headers: admin, payload: { status: 'contactee', admin_note: 'Appelé sur WhatsApp' } })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ id: first.id, status: 'contactee', admin_note: 'Appelé sur WhatsApp' })
    const contacted = (await t.app.inject({ url: '/api/admin/session-requests?status=contactee', headers: root })).json<{ items: SessionRequest[] }>()
    expect(contacted.items.every((r) => r.status === 'contactee')).toBe(true)
    expect(contacted.items.map((r) => r.id)).toContain(first.id)
  })

  it('refuses visitors and students, an unknown status, an unknown request', async () => {
    const { id } = await sent()
    const student = await makeStudent(t.app, root)
    const studentHeaders = bearer((await studentLogin(t.app, student.email, student.password)).access_token)
    expect((await t.app.inject({ url: '/api/admin/session-requests' })).statusCode).toBe(401)
    expect([401, 403]).toContain((await t.app.inject({ url: '/api/admin/session-requests', headers: studentHeaders })).statusCode)
    expect([401, 403]).toContain((await schedule(studentHeaders, id, slot())).statusCode)
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/session-requests/${id}`, headers: admin, payload: { status: 'perdue' } })).statusCode).toBe(400)
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/session-requests/999999', headers: admin, payload: { status: 'close' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.json<{ detail: string }>().detail).toBe(SESSION_MESSAGES.requestNotFound)
    expect((await schedule(admin, 999999, slot())).json<{ detail: string }>().detail).toBe(SESSION_MESSAGES.requestNotFound)
  })
})

describe('turning a request into a solo session', () => {
  it('a new person: an account made for this admin, invited, a solo session, the request planned', async () => {
    const request = await sent()
    const response = await schedule(admin, request.id, slot())
    expect(response.statusCode, response.body).toBe(201)
    const out = response.json<{ message: string; request: SessionRequest; session: { id: number; kind: string; student_id: number }; student_created: boolean }>()
    expect(out.message).toBe(SESSION_MESSAGES.requestScheduled)
    expect(out.student_created).toBe(true)
    const student = await studentByEmail(request.email)
    expect(student).toMatchObject({ name: request.name, phone: '+212661234567', school: request.school, level: request.level, whatsapp_consent: true })
    expect(out.session).toMatchObject({ kind: 'solo', student_id: student?.id })
    expect(out.request).toMatchObject({ id: request.id, status: 'planifiee', student_id: student?.id, session_id: out.session.id })
    const invites = await t.services.db.selectFrom('student_invites').select('purpose').where('student_id', '=', student?.id ?? 0).execute()
    expect(invites).toEqual([{ purpose: 'invite' }])
    const messages = (await messagesOf(student?.id ?? 0)).map((m) => `${m.template}:${m.channel}`).sort()
    expect(messages).toEqual(expect.arrayContaining(['student_invite:email', 'student_invite:whatsapp', 'session_scheduled:in_app']))
  })

  it('an existing account (email in any case) is reused: no invite, the account unchanged', async () => {
    const existing = await makeStudent(t.app, admin, { name: 'Nadia Berrada', phone: '0611111111' })
    const request = await sent({ email: existing.email.toUpperCase(), name: 'Nadia B.', phone: '0622222222' })
    const response = await schedule(admin, request.id, slot())
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ student_created: boolean }>().student_created).toBe(false)
    expect(response.json<{ request: SessionRequest }>().request.student_id).toBe(existing.id)
    expect(await studentByEmail(existing.email)).toMatchObject({ id: existing.id, name: 'Nadia Berrada', phone: '+212611111111' })
    expect((await messagesOf(existing.id)).map((m) => m.template)).not.toContain('student_invite')
  })

  it('an overlap, a start in the past or a bad Meet link: a French 400, and nothing changes', async () => {
    const existing = await makeStudent(t.app, admin)
    const taken = await newSession(t, admin, { kind: 'solo', student_id: existing.id, starts_at_local: localIn(2 * 24 * 60) })
    const ofExisting = await sent({ email: existing.email })
    const overlap = await schedule(admin, ofExisting.id, { ...slot(), starts_at_local: localIn(2 * 24 * 60 + 15) })
    expect(overlap.statusCode).toBe(400)
    expect(overlap.json<{ detail: string }>().detail).toBe(SESSION_MESSAGES.soloOverlap(taken.title))

    const stranger = await sent()
    const past = await schedule(admin, stranger.id, { ...slot(), starts_at_local: '2020-01-01T10:00' })
    expect(past.statusCode).toBe(400)
    expect(past.json<{ detail: string }>().detail).toBe(SESSION_MESSAGES.startInPast)
    const badLink = await schedule(admin, stranger.id, { ...slot(), meet_url: 'https://zoom.us/j/123' })
    expect(badLink.json<{ detail: string }>().detail).toBe(SESSION_MESSAGES.meetUrlInvalid)

    for (const request of [ofExisting, stranger]) expect(await requestRow(request.email)).toEqual(request)
    // no account, no invite, no session for the stranger
    expect(await studentByEmail(stranger.email)).toBeUndefined()
    const sessions = await t.services.db.selectFrom('live_sessions').select('id').where('student_id', '=', existing.id).execute()
    expect(sessions.map((s) => s.id)).toEqual([taken.id])
  })

  it('an account another admin follows: a French 403, the request untouched; a super admin may', async () => {
    const theirs = await makeStudent(t.app, root)
    const request = await sent({ email: theirs.email })
    const refused = await schedule(admin, request.id, slot())
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ detail: string }>().detail).toBe(SESSION_MESSAGES.requestAccountHidden)
    expect(await requestRow(request.email)).toEqual(request)
    expect((await schedule(root, request.id, slot())).statusCode).toBe(201)
  })

  it('a course given must be the admin’s own', async () => {
    const othersCourse = (await makeCourse(t.app, root, 'Cours d’un autre')).id
    const request = await sent()
    const refused = await schedule(admin, request.id, { ...slot(), course_id: othersCourse })
    expect([403, 404]).toContain(refused.statusCode)
    expect(await requestRow(request.email)).toEqual(request)
    expect(await studentByEmail(request.email)).toBeUndefined()
  })
})
