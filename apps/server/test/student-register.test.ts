// DESIGN §10 self sign-up (issue 15 item 1), verified by a mailed link (§15, issue 26): the student
// lands signed in once the link is opened; Moroccan numbers are stored in E.164; a taken email gets
// the answer of a new one without touching its account; bots and bursts get nothing.
import { MESSAGES, NOTIFICATION_MESSAGES, STUDENT_MESSAGES, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'
import { recordingOutbox } from './outbox-helpers.ts'
import { verifyByMail } from './verification-helpers.ts'

const REGISTER = '/api/student/register'
let serial = 0

function newcomer(overrides: Record<string, unknown> = {}) {
  serial += 1
  return {
    name: `Nouvelle Élève ${serial}`,
    email: `inscrite${serial}-${Date.now()}@example.ma`,
    phone: '06 12 34 56 78',
    school: 'ENSA Tanger',
    level: 'Intermédiaire',
    password: 'mot-de-passe-solide',
    whatsapp_consent: true,
    ...overrides,
  }
}

let t: TestApp
let admin: Record<string, string>
let outbox: ReturnType<typeof recordingOutbox>

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '100000', LOGIN_RATE_PER_MINUTE: '100000' })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  outbox = recordingOutbox(t)
})
afterAll(() => t.close())

const register = (payload: object, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: REGISTER, payload, remoteAddress })
const stored = (email: string) =>
  t.services.db
    .selectFrom('students')
    .select(['id', 'name', 'phone', 'school', 'level', 'whatsapp_consent', 'created_by', 'password_hash'])
    .where('email', '=', email.toLowerCase())
    .execute()

describe('POST /api/student/register', () => {
  it('creates the account; the mailed link signs the student in: their (empty) dashboard answers', async () => {
    const form = newcomer({ email: `Majuscules${Date.now()}@Example.MA` })
    const response = await register(form)
    expect(response.statusCode).toBe(202)
    const email = form.email.toLowerCase()
    expect(response.json()).toEqual({ message: VERIFICATION_MESSAGES.linkSent(email), email })
    const token = await verifyByMail(t.app, outbox, email)
    const verified = await t.app.inject({ url: '/api/student/verify', headers: bearer(token) })
    expect(verified.json().user).toMatchObject({ name: form.name, email, phone: '+212612345678', level: 'Intermédiaire', has_password: true, email_verified: true })
    const courses = await t.app.inject({ url: '/api/student/my-courses', headers: bearer(token) })
    expect(courses.json()).toEqual([])

    const [row] = await stored(form.email)
    expect(row).toMatchObject({ school: 'ENSA Tanger', whatsapp_consent: true, created_by: null })
    // the password works on the ordinary sign-in
    expect((await studentLogin(t.app, form.email, form.password)).access_token).toBeTruthy()
  })

  it('answers the same over tRPC, and keeps the consent off unless it was given', async () => {
    const form = newcomer({ whatsapp_consent: undefined })
    const response = await t.app.inject({ method: 'POST', url: '/trpc/student.register', payload: form })
    expect(response.statusCode).toBe(200)
    expect(response.json().result.data.email).toBe(form.email)
    expect((await stored(form.email))[0]?.whatsapp_consent).toBe(false)
  })

  it.each([
    ['0612345678', '+212612345678'],
    ['06 12 34 56 78', '+212612345678'],
    ['06-12-34-56-78', '+212612345678'],
    ['06.12.34.56.78', '+212612345678'],
    ['07 61 23 45 67', '+212761234567'],
    ['+212 6 12 34 56 78', '+212612345678'],
    ['+212612345678', '+212612345678'],
    ['+212 (0) 6 12 34 56 78', '+212612345678'],
    ['00212 6 12 34 56 78', '+212612345678'],
    ['00212612345678', '+212612345678'],
    ['212612345678', '+212612345678'],
    ['212 7 61 23 45 67', '+212761234567'],
    ['  06 12 34 56 78  ', '+212612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('stores %j as %s', async (typed, e164) => {
    const form = newcomer({ phone: typed })
    const response = await register(form)
    expect(response.statusCode, response.body).toBe(202)
    expect((await stored(form.email))[0]?.phone).toBe(e164)
  })

  it.each([
    ['a Moroccan landline', '05 22 12 34 56'],
    ['an unassigned prefix', '08 12 34 56 78'],
    ['too few digits', '06 12 34 56 7'],
    ['too many digits', '+212 6 12 34 56 789'],
    ['words', 'appelez-moi'],
    ['a short code', '3535'],
    ['letters inside', '06 12 AB 56 78'],
  ])('refuses %s with a French 400 naming the phone field, and creates nothing', async (_case, phone) => {
    const form = newcomer({ phone })
    const response = await register(form)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: NOTIFICATION_MESSAGES.invalidPhone, errors: [{ path: ['phone'], message: NOTIFICATION_MESSAGES.invalidPhone }] })
    expect(await stored(form.email)).toEqual([])
  })

  it.each([
    ['no phone', { phone: '' }, NOTIFICATION_MESSAGES.phoneRequired],
    ['a phone past 30 characters', { phone: '0'.repeat(31) }, 'Le numéro'],
    ['no school', { school: '  ' }, NOTIFICATION_MESSAGES.schoolRequired],
    ['a school past 120 characters', { school: 'E'.repeat(121) }, 'L’établissement'],
    ['no level', { level: undefined }, NOTIFICATION_MESSAGES.levelRequired],
    ['an unknown level', { level: 'Expert' }, NOTIFICATION_MESSAGES.levelRequired],
    ['a short password', { password: 'court' }, STUDENT_MESSAGES.passwordMin],
    ['a password past 256 characters', { password: 'x'.repeat(257) }, 'Le mot de passe'],
    ['a bad email', { email: 'pas-un-email' }, STUDENT_MESSAGES.invalidEmail],
    ['no name', { name: '' }, 'Le nom est obligatoire.'],
    ['a consent that is not a yes/no', { whatsapp_consent: 'oui' }, ''],
  ])('refuses %s in French, field by field', async (_case, overrides, message) => {
    const form = newcomer(overrides)
    const response = await register(form)
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain(message)
    expect(response.json().errors?.[0]?.path).toHaveLength(1)
  })

  it('answers an email already taken, in another case, like a new one, and leaves that account as it was', async () => {
    const victim = await makeStudent(t.app, admin, { phone: '0611223344' })
    const before = (await stored(victim.email))[0]
    const response = await register(newcomer({ email: victim.email.toUpperCase(), password: 'le-mot-de-passe-du-pirate', name: 'Pirate' }))
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ message: VERIFICATION_MESSAGES.linkSent(victim.email), email: victim.email })
    expect(await stored(victim.email)).toEqual([before])
    expect((await studentLogin(t.app, victim.email, victim.password)).access_token).toBeTruthy()
    const stolen = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email: victim.email, password: 'le-mot-de-passe-du-pirate' } })
    expect(stolen.statusCode).toBe(401)
  })

  it('gives two simultaneous sign-ups of one email one account and two alike answers, never a 500', async () => {
    const email = `double-${Date.now()}@example.ma`
    const answers = await Promise.all([register(newcomer({ email })), register(newcomer({ email: email.toUpperCase() }))])
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202])
    expect(await stored(email)).toHaveLength(1)
  })

  it('answers a filled honeypot with the generic 400 of a malformed form, and creates nothing', async () => {
    const form = newcomer({ website: 'https://spam.example' })
    const response = await register(form)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: MESSAGES.badRequest })
    expect(await stored(form.email)).toEqual([])
  })

  it('makes an account no admin controls: only a super admin may act on it', async () => {
    const form = newcomer()
    expect((await register(form)).statusCode).toBe(202)
    const user = { id: (await stored(form.email))[0]?.id }
    const course = await makeCourse(t.app, admin)
    // enrolled by email on an admin's course, the account is visible to that admin but not theirs to control
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'x', email: form.email, course_id: course.id } })
    expect(invite.json()).toMatchObject({ already_existed: true, set_password_url: null })
    const seen = await t.app.inject({ url: `/api/admin/students/${user.id}`, headers: admin })
    expect(seen.json()).toMatchObject({ can_control: false })
    const link = await t.app.inject({ method: 'POST', url: `/api/admin/students/${user.id}/invite-link`, headers: admin })
    expect(link.statusCode).toBe(403)
  })
})

describe('phones typed by admins', () => {
  it('are stored in E.164, and a number the admin typed is the WhatsApp opt-in', async () => {
    const s = await makeStudent(t.app, admin, { phone: '06-61-23-45-67' })
    expect(s).toMatchObject({ phone: '+212661234567' })
    expect((await stored(s.email))[0]?.whatsapp_consent).toBe(true)
    const without = await makeStudent(t.app, admin)
    expect((await stored(without.email))[0]?.whatsapp_consent).toBe(false)
  })

  it('refuse a landline or a word in the create, edit and invite forms', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: admin,
      payload: { name: 'Fixe', email: `fixe-${Date.now()}@example.ma`, password: 'mot-de-passe-eleve', phone: '0522123456' },
    })
    expect(create.statusCode).toBe(400)
    expect(create.json().errors).toEqual([{ path: ['phone'], message: NOTIFICATION_MESSAGES.invalidPhone }])

    const s = await makeStudent(t.app, admin)
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${s.id}`, headers: admin, payload: { phone: 'appelez-moi' } })
    expect(edit.json()).toMatchObject({ detail: NOTIFICATION_MESSAGES.invalidPhone })

    const course = await makeCourse(t.app, admin)
    const email = `invite-fixe-${Date.now()}@example.ma`
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'Fixe', email, phone: '0522', course_id: course.id } })
    expect(invite.statusCode).toBe(400)
    expect(await stored(email)).toEqual([])
  })

  it('an edit clears the number (empty) and lifts the bounce mark only when the number changes', async () => {
    const s = await makeStudent(t.app, admin, { phone: '0661234567' })
    const mark = () => t.services.db.updateTable('students').set({ phone_invalid_at: new Date().toISOString() }).where('id', '=', s.id).execute()
    const marked = async () => (await t.services.db.selectFrom('students').select('phone_invalid_at').where('id', '=', s.id).executeTakeFirstOrThrow()).phone_invalid_at !== null
    const edit = (phone: string) => t.app.inject({ method: 'PUT', url: `/api/admin/students/${s.id}`, headers: admin, payload: { phone } })

    await mark()
    expect((await edit('06 61 23 45 67')).json().phone).toBe('+212661234567')
    expect(await marked()).toBe(true)
    expect((await edit('07 61 23 45 67')).json().phone).toBe('+212761234567')
    expect(await marked()).toBe(false)
    await mark()
    expect((await edit('')).json().phone).toBeNull()
    expect(await marked()).toBe(false)
  })
})

describe.each(limitStores('student-register'))('sign-up limit per IP ($name store)', (store) => {
  const LIMIT = 3
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ FORM_RATE_PER_10_MINUTES: String(LIMIT), ...store.env })
  })
  afterAll(() => limited.close())

  it('refuses a burst past the limit in French (malformed attempts count too); another IP goes on', async () => {
    const send = (payload: object, remoteAddress: string) => limited.app.inject({ method: 'POST', url: REGISTER, payload, remoteAddress })
    expect((await send(newcomer(), '10.9.0.1')).statusCode).toBe(202)
    expect((await send({ name: 'incomplet' }, '10.9.0.1')).statusCode).toBe(400)
    expect((await send(newcomer({ website: 'x' }), '10.9.0.1')).statusCode).toBe(400)
    const refused = await send(newcomer(), '10.9.0.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toContain(MESSAGES.tooManyRequests)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const trpc = await limited.app.inject({ method: 'POST', url: '/trpc/student.register', payload: newcomer(), remoteAddress: '10.9.0.1' })
    expect(trpc.statusCode).toBe(429)
    expect((await send(newcomer(), '10.9.0.2')).statusCode).toBe(202)
  })
})
