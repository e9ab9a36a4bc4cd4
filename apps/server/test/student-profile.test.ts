// Issue 29: « Mon profil ». A student changes their own name, phone, school and level, their
// address (re-verified by a link), and ends their own device sessions, never another student's;
// an unverified student gets the 403 of every other student procedure; bad input is a French 400.
import { MESSAGES, NOTIFICATION_MESSAGES, PROFILE_MESSAGES, STUDENT_MESSAGES, STUDENT_SPACE_MESSAGES, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trpcGet, trpcPost } from './exams-helpers.ts'
import { adminHeaders, bearer, createAdmin, createTestApp, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { recordingOutbox } from './outbox-helpers.ts'
import { mailedVerificationToken } from './verification-helpers.ts'

let t: TestApp
let admin: Record<string, string>
let outbox: ReturnType<typeof recordingOutbox>

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', FORM_RATE_PER_10_MINUTES: '100000', RESET_RATE_PER_EMAIL_PER_HOUR: '100' })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  outbox = recordingOutbox(t)
})
afterAll(() => t.close())

const PASSWORD = 'mot-de-passe-eleve'

/** A student an admin created (verified once they sign in with the password the admin set). */
async function student(overrides: Record<string, unknown> = {}) {
  const made = await makeStudent(t.app, admin, overrides)
  await t.services.db.updateTable('students').set({ email_verified: true }).where('id', '=', made.id).execute()
  const login = await studentLogin(t.app, made.email, PASSWORD, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1')
  return { ...made, headers: bearer(login.access_token) }
}

const errorOf = (response: { json: () => { error: { message: string } } }) => response.json().error.message
const row = (id: number) => t.services.db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const profileOf = async (headers: Record<string, string>) => (await trpcGet(t, 'student.profile', headers)).json().result.data
const updateProfile = (headers: Record<string, string>, input: unknown) => trpcPost(t, 'student.updateProfile', headers, input)

describe('« Mes informations »', () => {
  it('saves the name, the phone in E.164, the school and the level, and nothing else of the account', async () => {
    const me = await student({ phone: '', level: 'Débutant' })
    const before = await row(me.id)
    const saved = await updateProfile(me.headers, {
      name: '  Salma Idrissi ',
      phone: '06 12 34 56 78',
      school: 'ENSA Tanger',
      level: 'Avancé',
      // what the form does not have is ignored, never written
      email: 'autre@example.ma',
      email_verified: false,
      token_version: 99,
      created_by: null,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().result.data).toMatchObject({ name: 'Salma Idrissi', phone: '+212612345678', school: 'ENSA Tanger', level: 'Avancé', message: PROFILE_MESSAGES.saved })
    expect(await row(me.id)).toMatchObject({
      name: 'Salma Idrissi',
      phone: '+212612345678',
      school: 'ENSA Tanger',
      level: 'Avancé',
      email: before.email,
      email_verified: true,
      token_version: before.token_version,
      created_by: before.created_by,
    })
    expect(await profileOf(me.headers)).toEqual({
      name: 'Salma Idrissi',
      email: before.email,
      pending_email: null,
      phone: '+212612345678',
      school: 'ENSA Tanger',
      level: 'Avancé',
      has_password: true,
    })
    // still signed in: nothing of the session changed
    expect((await trpcGet(t, 'student.verify', me.headers)).statusCode).toBe(200)
  })

  it('answers bad input with the admin form’s French messages, never a 500', async () => {
    const me = await student()
    const cases: [unknown, string][] = [
      [{ name: '   ' }, STUDENT_MESSAGES.nameRequired],
      [{ name: 'A', phone: '05 22 00 00 00' }, NOTIFICATION_MESSAGES.invalidPhone],
      [{ name: 'A', phone: 'pas un numéro' }, NOTIFICATION_MESSAGES.invalidPhone],
      [{ name: 'A', level: 'Expert' }, 'Niveau invalide'],
      [{ name: 'A', school: 'x'.repeat(121) }, '120 caractères au maximum'],
      [{ name: 'x'.repeat(121) }, 'Le nom ne doit pas dépasser 120 caractères'],
    ]
    for (const [input, message] of cases) {
      const response = await updateProfile(me.headers, input)
      expect(response.statusCode, JSON.stringify(input)).toBe(400)
      expect(errorOf(response)).toContain(message.replace(/\.$/, ''))
    }
    expect((await row(me.id)).name).toBe(me.name)
  })

  it('keeps the WhatsApp number while WhatsApp is consented to; removes it once it is not', async () => {
    const me = await student({ phone: '0612345678' })
    expect((await row(me.id)).whatsapp_consent).toBe(true)
    const refused = await updateProfile(me.headers, { name: me.name, phone: '' })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused)).toBe(PROFILE_MESSAGES.phoneNeededForWhatsapp)
    expect((await row(me.id)).phone).toBe('+212612345678')

    await t.services.db.updateTable('students').set({ whatsapp_consent: false, whatsapp_opt_in: false }).where('id', '=', me.id).execute()
    expect((await updateProfile(me.headers, { name: me.name, phone: '' })).statusCode).toBe(200)
    expect((await row(me.id)).phone).toBeNull()
  })

  it('clears the bounce mark of a number that changed, not of one that did not', async () => {
    const me = await student({ phone: '0612345678' })
    const marked = new Date().toISOString()
    await t.services.db.updateTable('students').set({ phone_invalid_at: marked }).where('id', '=', me.id).execute()
    await updateProfile(me.headers, { name: me.name, phone: '+212 6 12 34 56 78', school: 'EMI' })
    expect((await row(me.id)).phone_invalid_at).not.toBeNull()
    await updateProfile(me.headers, { name: me.name, phone: '0712345678' })
    expect((await row(me.id)).phone_invalid_at).toBeNull()
  })
})

describe('« Adresse e-mail »: a verified student moves to a new address', () => {
  const change = (headers: Record<string, string>, input: unknown) => trpcPost(t, 'student.requestEmailChange', headers, input)

  it('keeps the confirmed address until the link mailed to the new one is opened', async () => {
    const me = await student()
    const next = `nouvelle-${Date.now()}@example.ma`
    const asked = await change(me.headers, { email: next.toUpperCase(), current_password: PASSWORD })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().result.data).toEqual({ email: next, message: PROFILE_MESSAGES.emailLinkSent(next) })
    expect(await row(me.id)).toMatchObject({ email: me.email, email_verified: true })
    expect(await profileOf(me.headers)).toMatchObject({ email: me.email, pending_email: next })
    // the space stays open meanwhile
    expect((await trpcGet(t, 'student.myCourses', me.headers)).statusCode).toBe(200)

    const token = await mailedVerificationToken(outbox, next)
    const opened = await t.app.inject({ method: 'POST', url: '/api/student/verify-email', payload: { token } })
    expect(opened.statusCode).toBe(200)
    expect(await row(me.id)).toMatchObject({ email: next, email_verified: true })
    expect(await profileOf(me.headers)).toMatchObject({ email: next, pending_email: null })
  })

  it('asks the current password, and says in French when it is missing or wrong', async () => {
    const me = await student()
    const missing = await change(me.headers, { email: `x-${Date.now()}@example.ma` })
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing)).toBe(PROFILE_MESSAGES.currentPasswordRequired)
    const wrong = await change(me.headers, { email: `y-${Date.now()}@example.ma`, current_password: 'pas-le-bon' })
    expect(wrong.statusCode).toBe(400)
    expect(errorOf(wrong)).toBe(STUDENT_SPACE_MESSAGES.wrongCurrentPassword)
    const invalid = await change(me.headers, { email: 'pas-une-adresse', current_password: PASSWORD })
    expect(invalid.statusCode).toBe(400)
    expect(errorOf(invalid)).toBe(STUDENT_MESSAGES.invalidEmail)
    const same = await change(me.headers, { email: me.email, current_password: PASSWORD })
    expect(same.statusCode).toBe(400)
    expect(errorOf(same)).toBe(PROFILE_MESSAGES.sameEmail)
    expect((await profileOf(me.headers)).pending_email).toBeNull()
  })

  it('answers a taken address like a free one: no link goes there, its owner hears that someone tried', async () => {
    const owner = await student()
    const me = await student()
    await outbox.deliver()
    const asked = await change(me.headers, { email: owner.email, current_password: PASSWORD })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().result.data.message).toBe(PROFILE_MESSAGES.emailLinkSent(owner.email))
    const mails = await outbox.deliver(owner.email)
    expect(mails.map((m) => m.message.template)).toEqual(['account_exists'])
    expect((await row(me.id)).email).toBe(me.email)
  })
})

describe('« Appareils connectés »', () => {
  const devices = async (headers: Record<string, string>) =>
    (await trpcGet(t, 'student.devices', headers)).json().result.data as { id: string; current: boolean; user_agent: string | null }[]

  it('lists the student’s own devices, marks this one, and signs out another', async () => {
    const me = await student()
    const laptop = bearer((await studentLogin(t.app, me.email, PASSWORD, 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0')).access_token)
    const list = await devices(me.headers)
    expect(list).toHaveLength(2)
    expect(list.filter((d) => d.current)).toHaveLength(1)
    const other = list.find((d) => !d.current)
    expect(other?.user_agent).toContain('Windows')

    const ended = await trpcPost(t, 'student.signOutDevice', me.headers, { id: other?.id })
    expect(ended.statusCode).toBe(200)
    expect(ended.json().result.data).toEqual({ message: PROFILE_MESSAGES.deviceSignedOut, signed_out: 1 })
    const gone = await trpcGet(t, 'student.verify', laptop)
    expect(gone.statusCode).toBe(401)
    expect(errorOf(gone)).toBe(MESSAGES.sessionExpired)
    expect((await trpcGet(t, 'student.verify', me.headers)).statusCode).toBe(200)
    expect(await devices(me.headers)).toHaveLength(1)
    // an ended session cannot be ended twice
    expect((await trpcPost(t, 'student.signOutDevice', me.headers, { id: other?.id })).statusCode).toBe(404)
  })

  it('refuses another student’s session as « introuvable », and it stays signed in', async () => {
    const me = await student()
    const victim = await student()
    const [victimDevice] = await devices(victim.headers)
    const refused = await trpcPost(t, 'student.signOutDevice', me.headers, { id: victimDevice?.id })
    expect(refused.statusCode).toBe(404)
    expect(errorOf(refused)).toBe(PROFILE_MESSAGES.deviceNotFound)
    // an id that names no session answers the same: nothing tells the two apart
    const unknown = await trpcPost(t, 'student.signOutDevice', me.headers, { id: '6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4' })
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown)).toBe(PROFILE_MESSAGES.deviceNotFound)
    expect((await trpcGet(t, 'student.verify', victim.headers)).statusCode).toBe(200)
    // « the others » are the caller's others only
    expect((await trpcPost(t, 'student.signOutOtherDevices', me.headers, {})).json().result.data.signed_out).toBe(0)
    expect((await trpcGet(t, 'student.verify', victim.headers)).statusCode).toBe(200)
  })

  it('answers a malformed device id with a French 400, never a database error', async () => {
    const me = await student()
    for (const id of ['1', "'; drop table students; --", 42, null]) {
      const response = await trpcPost(t, 'student.signOutDevice', me.headers, { id })
      expect(response.statusCode, String(id)).toBe(400)
      expect(errorOf(response)).toBe(PROFILE_MESSAGES.deviceInvalid)
    }
  })

  it('« Déconnecter les autres appareils » ends every session but this one', async () => {
    const me = await student()
    const other = bearer((await studentLogin(t.app, me.email, PASSWORD, 'Firefox/130.0')).access_token)
    const ended = await trpcPost(t, 'student.signOutOtherDevices', me.headers, {})
    expect(ended.json().result.data).toEqual({ message: PROFILE_MESSAGES.othersSignedOut(1), signed_out: 1 })
    expect((await trpcGet(t, 'student.verify', other)).statusCode).toBe(401)
    expect((await trpcGet(t, 'student.verify', me.headers)).statusCode).toBe(200)
    expect((await devices(me.headers)).map((d) => d.current)).toEqual([true])
  })
})

describe('who may call the profile procedures', () => {
  const CALLS: [string, 'get' | 'post', unknown][] = [
    ['student.profile', 'get', undefined],
    ['student.updateProfile', 'post', { name: 'Intrus' }],
    ['student.requestEmailChange', 'post', { email: 'intrus@example.ma', current_password: 'x' }],
    ['student.devices', 'get', undefined],
    ['student.signOutDevice', 'post', { id: '6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4' }],
    ['student.signOutOtherDevices', 'post', {}],
  ]
  const call = (path: string, method: 'get' | 'post', headers: Record<string, string>, input: unknown) =>
    method === 'get' ? trpcGet(t, path, headers, input) : trpcPost(t, path, headers, input)

  it('an unverified student gets the 403 « Confirmez votre adresse » and changes nothing', async () => {
    const email = `inscrite-${Date.now()}@example.ma`
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/student/register',
      payload: { name: 'Inscrite', email, phone: '0612345678', school: 'FST', level: 'Débutant', password: PASSWORD },
    })
    expect(registered.statusCode).toBe(202)
    const headers = bearer((await studentLogin(t.app, email, PASSWORD)).access_token)
    for (const [path, method, input] of CALLS) {
      const response = await call(path, method, headers, input)
      expect(response.statusCode, path).toBe(403)
      expect(errorOf(response)).toBe(VERIFICATION_MESSAGES.unverified)
    }
    const stored = await t.services.db.selectFrom('students').select(['name']).where('email', '=', email).executeTakeFirstOrThrow()
    expect(stored.name).toBe('Inscrite')
  })

  it('a visitor and an admin are refused', async () => {
    for (const [path, method, input] of CALLS) {
      expect((await call(path, method, {}, input)).statusCode, path).toBe(401)
      expect([401, 403], path).toContain((await call(path, method, admin, input)).statusCode)
    }
  })
})

describe('limits', () => {
  it('past PROFILE_RATE_PER_HOUR a French 429, counted per student', async () => {
    const limited = await createTestApp({ PROFILE_RATE_PER_HOUR: '2', LOGIN_RATE_PER_MINUTE: '100000' })
    try {
      const headers = await adminHeaders(limited.app, await createAdmin(limited.services))
      const signIn = async () => {
        const made = await makeStudent(limited.app, headers)
        await limited.services.db.updateTable('students').set({ email_verified: true }).where('id', '=', made.id).execute()
        return { ...made, headers: bearer((await studentLogin(limited.app, made.email, PASSWORD)).access_token) }
      }
      const me = await signIn()
      const save = (who: { name: string; headers: Record<string, string> }) => trpcPost(limited, 'student.updateProfile', who.headers, { name: who.name })
      expect((await save(me)).statusCode).toBe(200)
      expect((await trpcPost(limited, 'student.signOutOtherDevices', me.headers, {})).statusCode).toBe(200)
      const third = await save(me)
      expect(third.statusCode).toBe(429)
      expect(errorOf(third)).toMatch(/Trop de/)
      expect((await save(await signIn())).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
