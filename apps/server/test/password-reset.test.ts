// DESIGN §10 « Mot de passe oublié ? » (issue 15 item 2) and the invites sent to the student
// (item 5): the same answer whatever the email, a one-time 30-minute link read from the message the
// real worker delivered, every session and older link revoked, the message written with its event.
import { MESSAGES, NOTIFICATION_MESSAGES, STUDENT_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'
import { outboxRows, recordingOutbox, tokenOf } from './outbox-helpers.ts'

let t: TestApp
let admin: Record<string, string>
let outbox: ReturnType<typeof recordingOutbox>
let courseId: number

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '100000', LOGIN_RATE_PER_MINUTE: '100000' })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  outbox = recordingOutbox(t)
  courseId = (await makeCourse(t.app, admin, 'Analyse 1')).id
})
afterAll(() => t.close())

let ipSerial = 0
/** Each request from its own address, unless told: the per-email cap is what these tests look at. */
const ask = (email: string, remoteAddress = `10.20.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/student/password-reset', payload: { email }, remoteAddress })
const confirm = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/student/password-reset/confirm', payload: { token, password } })
const setPassword = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/trpc/student.setPassword', payload: { token, password } })
const verify = (token: string) => t.app.inject({ url: '/api/student/verify', headers: bearer(token) })
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password } })

/** Asks for a reset and returns the token of the link the student received by email. */
async function resetToken(email: string) {
  expect((await ask(email)).statusCode).toBe(200)
  const mails = (await outbox.deliver(email)).filter((s) => s.message.template === 'password_reset')
  expect(mails).toHaveLength(1)
  return tokenOf(mails[0]?.message.actionUrl)
}

const liveLinks = (studentId: number) =>
  t.services.db.selectFrom('student_invites').select(['id', 'purpose']).where('student_id', '=', studentId).where('used_at', 'is', null).execute()

describe('POST /api/student/password-reset', () => {
  it('sends a one-time link by email and WhatsApp; following it signs every device out and this one in', async () => {
    const s = await makeStudent(t.app, admin, { phone: '06 12 34 56 78' })
    const phone = await studentLogin(t.app, s.email, s.password, 'Téléphone')
    const laptop = await studentLogin(t.app, s.email, s.password, 'Ordinateur')

    const answer = await ask(s.email.toUpperCase())
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ message: NOTIFICATION_MESSAGES.resetSent })
    const sent = await outbox.deliver()
    const mail = sent.find((m) => m.channel === 'email' && m.message.recipient === s.email)
    const whatsapp = sent.find((m) => m.channel === 'whatsapp' && m.message.recipient === '+212612345678')
    expect(mail?.message).toMatchObject({ template: 'password_reset', unsubscribeUrl: null })
    expect(mail?.message.actionUrl).toMatch(new RegExp(`^${t.services.settings.publicUrl}/student/reset-password/[\\w-]{43}$`))
    expect(whatsapp?.message.actionUrl).toBe(mail?.message.actionUrl)

    const done = await confirm(tokenOf(mail?.message.actionUrl), 'nouveau-mot-de-passe')
    expect(done.statusCode).toBe(200)
    // the old sessions were revoked, not merely outvoted: nobody is counted as signed out by the device limit
    expect(done.json()).toMatchObject({ token_type: 'bearer', signed_out_devices: 0, message: NOTIFICATION_MESSAGES.passwordReset, user: { email: s.email } })
    expect((await verify(done.json().access_token)).statusCode).toBe(200)
    for (const old of [phone, laptop]) {
      const refused = await verify(old.access_token)
      expect(refused.statusCode).toBe(401)
      expect(refused.json().detail).toBe(MESSAGES.sessionExpired)
    }
    const sessions = await t.services.db.selectFrom('student_sessions').select(['revoked_reason']).where('student_id', '=', s.id).orderBy('created_at').execute()
    expect(sessions.map((x) => x.revoked_reason)).toEqual(['password_reset', 'password_reset', null])
    expect((await signIn(s.email, s.password)).statusCode).toBe(401)
    expect((await signIn(s.email, 'nouveau-mot-de-passe')).statusCode).toBe(200)
  })

  it('answers an unknown email exactly as a known one, and queues nothing', async () => {
    const s = await makeStudent(t.app, admin)
    const known = await ask(s.email)
    const unknown = await ask(`personne-${Date.now()}@example.ma`)
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body])
    const queued = await t.services.db.selectFrom('notifications').select('id').where('recipient', 'like', 'personne-%').execute()
    expect(queued).toEqual([])
  })

  it('lets a Google-only account (no password yet) choose one', async () => {
    const email = `google-${Date.now()}@example.ma`
    await t.services.db.insertInto('students').values({ name: 'Par Google', email, google_sub: `sub-${Date.now()}` }).execute()
    expect((await signIn(email, 'mon-premier-mot-de-passe')).statusCode).toBe(401)
    expect((await confirm(await resetToken(email), 'mon-premier-mot-de-passe')).statusCode).toBe(200)
    expect((await signIn(email, 'mon-premier-mot-de-passe')).statusCode).toBe(200)
  })

  it('sends the essential reset even to a student who turned every channel off', async () => {
    const s = await makeStudent(t.app, admin, { phone: '0661234567' })
    await t.services.db.updateTable('students').set({ email_opt_in: false, whatsapp_opt_in: false }).where('id', '=', s.id).execute()
    await ask(s.email)
    const rows = (await outboxRows(t, s.id)).filter((r) => r.template === 'password_reset')
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp'])
  })

  it('caps the mails per address (3 an hour, whatever the IP): past it the same 200, and nothing more is sent', async () => {
    const s = await makeStudent(t.app, admin)
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await ask(s.email))
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(new Set([`200 ${JSON.stringify({ message: NOTIFICATION_MESSAGES.resetSent })}`]))
    expect((await outboxRows(t, s.id)).filter((r) => r.template === 'password_reset')).toHaveLength(3)
    // each request replaced the link before it: only the last one still works, only it leaves
    expect((await outbox.deliver(s.email)).length).toBe(1)
    const dead = (await outboxRows(t, s.id)).filter((r) => r.template === 'password_reset' && r.channel === 'email' && r.status === 'dead')
    expect(dead).toHaveLength(2)
    // another address is not held back by this one
    const other = await makeStudent(t.app, admin)
    await ask(other.email)
    expect((await outboxRows(t, other.id)).filter((r) => r.template === 'password_reset')).toHaveLength(1)
  })

  it('refuses a malformed email in French (no account is looked up)', async () => {
    const response = await ask('pas-un-email')
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(STUDENT_MESSAGES.invalidEmail)
  })

  it('keeps the link in the row sealed, never in clear, and erases it once sent', async () => {
    const s = await makeStudent(t.app, admin)
    await ask(s.email)
    const [row] = (await outboxRows(t, s.id)).filter((r) => r.template === 'password_reset')
    const [mail] = await outbox.deliver(s.email)
    const token = tokenOf(mail?.message.actionUrl)
    expect(JSON.stringify(row?.params)).not.toContain(token)
    expect(JSON.stringify(row?.params)).toContain('secret')
    const [after] = (await outboxRows(t, s.id)).filter((r) => r.template === 'password_reset')
    expect(after?.status).toBe('sent')
    expect(JSON.stringify(after?.params)).not.toContain('secret')
  })
})

describe('POST /api/student/password-reset/confirm', () => {
  it('works once', async () => {
    const s = await makeStudent(t.app, admin)
    const token = await resetToken(s.email)
    expect((await confirm(token, 'premier-nouveau-mdp')).statusCode).toBe(200)
    const replay = await confirm(token, 'second-nouveau-mdp')
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ detail: NOTIFICATION_MESSAGES.resetInvalid })
    expect((await signIn(s.email, 'premier-nouveau-mdp')).statusCode).toBe(200)
  })

  it('refuses a link past its 30 minutes, and the password stays', async () => {
    const s = await makeStudent(t.app, admin)
    const token = await resetToken(s.email)
    const [link] = await liveLinks(s.id)
    const created = await t.services.db.selectFrom('student_invites').select(['created_at', 'expires_at']).where('id', '=', link?.id ?? 0).executeTakeFirstOrThrow()
    expect(Date.parse(created.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(Date.parse(created.expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60_000)
    await t.services.db.updateTable('student_invites').set({ expires_at: sql<string>`now() - interval '1 second'` }).where('id', '=', link?.id ?? 0).execute()
    expect((await confirm(token, 'trop-tard-mdp')).json()).toEqual({ detail: NOTIFICATION_MESSAGES.resetInvalid })
    expect((await signIn(s.email, s.password)).statusCode).toBe(200)
  })

  it('kills the older link when a new one is asked for', async () => {
    const s = await makeStudent(t.app, admin)
    const first = await resetToken(s.email)
    const second = await resetToken(s.email)
    expect(await liveLinks(s.id)).toHaveLength(1)
    expect((await confirm(first, 'avec-le-premier')).statusCode).toBe(400)
    expect((await confirm(second, 'avec-le-second')).statusCode).toBe(200)
  })

  it('keeps one live link when two requests race', async () => {
    const s = await makeStudent(t.app, admin)
    const answers = await Promise.all([ask(s.email), ask(s.email)])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(await liveLinks(s.id)).toHaveLength(1)
    await outbox.deliver(s.email)
  })

  it('a reset kills a pending invite; an invite link and a reset link work on their own page only', async () => {
    const email = `invite-reset-${Date.now()}@example.ma`
    const invited = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'Invitée', email, course_id: courseId } })
    const inviteToken = tokenOf(invited.json().set_password_url)
    const resetLink = await resetToken(email)
    expect((await setPassword(inviteToken, 'par-l-invitation')).json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidInvite)
    expect((await setPassword(resetLink, 'mauvaise-page-mdp')).json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidInvite)
    const fresh = await t.app.inject({ method: 'POST', url: `/api/admin/students/${invited.json().student.id}/invite-link`, headers: admin })
    expect((await confirm(tokenOf(fresh.json().set_password_url), 'mauvaise-page-mdp')).statusCode).toBe(400)
    expect((await setPassword(tokenOf(fresh.json().set_password_url), 'par-le-bon-lien')).statusCode).toBe(200)
    await outbox.deliver(email)
  })

  it.each([
    ['a token too short', { token: 'court', password: 'nouveau-mdp-123' }, undefined],
    ['a token past 500 characters', { token: 'x'.repeat(501), password: 'nouveau-mdp-123' }, 'Le lien'],
    ['a short password', { token: 'x'.repeat(43), password: 'court' }, STUDENT_MESSAGES.passwordMin],
    ['no body', {}, undefined],
  ])('refuses %s with a French 400', async (_case, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/student/password-reset/confirm', payload })
    expect(response.statusCode).toBe(400)
    if (message) expect(response.json().detail).toContain(message)
  })

  it('refuses a made-up token like a used one', async () => {
    expect((await confirm('x'.repeat(43), 'nouveau-mdp-123')).json()).toEqual({ detail: NOTIFICATION_MESSAGES.resetInvalid })
  })
})

describe('the message is written with its event', () => {
  /** Makes every insert into the outbox fail for as long as `run` lasts. */
  async function withBrokenOutbox(run: () => Promise<void>) {
    await sql`create function test_refuse_messages() returns trigger language plpgsql as $$ begin raise exception 'outbox refusé pour le test'; end $$`.execute(t.services.db)
    await sql`create trigger test_refuse_messages before insert on notifications for each row execute function test_refuse_messages()`.execute(t.services.db)
    try {
      await run()
    } finally {
      await sql`drop trigger test_refuse_messages on notifications`.execute(t.services.db)
      await sql`drop function test_refuse_messages()`.execute(t.services.db)
    }
  }

  it('a reset whose message cannot be written leaves no link, and the older link still works', async () => {
    const s = await makeStudent(t.app, admin)
    const older = await resetToken(s.email)
    await withBrokenOutbox(async () => {
      const response = await ask(s.email)
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ detail: MESSAGES.internalError })
    })
    expect(await liveLinks(s.id)).toHaveLength(1)
    expect((await outboxRows(t, s.id)).filter((r) => r.template === 'password_reset')).toHaveLength(1)
    expect((await confirm(older, 'avec-l-ancien-lien')).statusCode).toBe(200)
  })

  it('an invite whose message cannot be written creates no account', async () => {
    const email = `invite-echec-${Date.now()}@example.ma`
    await withBrokenOutbox(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'Perdue', email, course_id: courseId } })
      expect(response.statusCode).toBe(500)
    })
    expect(await t.services.db.selectFrom('students').select('id').where('email', '=', email).execute()).toEqual([])
  })
})

describe('invites are sent to the student', () => {
  it('an invite writes its email, and its WhatsApp when the admin typed a number; the mailed link is the one the admin sees', async () => {
    const email = `invitee-${Date.now()}@example.ma`
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: admin,
      payload: { name: 'Salma', email, phone: '07 61 23 45 67', course_id: courseId },
    })
    expect(response.statusCode).toBe(201)
    const { student, set_password_url } = response.json()
    const rows = (await outboxRows(t, student.id)).filter((r) => r.template === 'student_invite')
    expect(rows.map((r) => [r.channel, r.recipient, r.status])).toEqual([
      ['email', email, 'pending'],
      ['whatsapp', '+212761234567', 'pending'],
    ])
    const sent = (await outbox.deliver()).filter((s) => s.message.template === 'student_invite' && [email, '+212761234567'].includes(s.message.recipient))
    expect(sent.map((s) => s.message.actionUrl)).toEqual([set_password_url, set_password_url])
    expect(sent[0]?.message.rendered.lines.join(' ')).toContain('Analyse 1')
    expect((await setPassword(tokenOf(set_password_url), 'choisi-par-salma')).statusCode).toBe(200)
  })

  it('without a number, by email only', async () => {
    const email = `invitee-mail-${Date.now()}@example.ma`
    const { student } = (await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'Mail', email, course_id: courseId } })).json()
    expect((await outboxRows(t, student.id)).filter((r) => r.template === 'student_invite').map((r) => r.channel)).toEqual(['email'])
  })

  it('a fresh link is sent too, and the link mailed before it stops working', async () => {
    const email = `relance-${Date.now()}@example.ma`
    const { student } = (await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'Relance', email, course_id: courseId } })).json()
    const [first] = await outbox.deliver(email)
    const fresh = (await t.app.inject({ method: 'POST', url: `/api/admin/students/${student.id}/invite-link`, headers: admin })).json()
    const [second] = (await outbox.deliver(email)).filter((s) => s.message.template === 'student_invite')
    expect(second?.message.actionUrl).toBe(fresh.set_password_url)
    expect((await setPassword(tokenOf(first?.message.actionUrl), 'avec-l-ancien-lien')).statusCode).toBe(400)
    expect((await setPassword(tokenOf(second?.message.actionUrl), 'avec-le-nouveau')).statusCode).toBe(200)
  })

  it('enrolling an existing account sends no invite (it has its password)', async () => {
    const s = await makeStudent(t.app, admin)
    await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'x', email: s.email, course_id: courseId } })
    expect((await outboxRows(t, s.id)).filter((r) => r.template === 'student_invite')).toEqual([])
  })
})

describe.each(limitStores('password-reset'))('reset limits per IP ($name store)', (store) => {
  const LIMIT = 3
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ FORM_RATE_PER_10_MINUTES: String(LIMIT), LOGIN_RATE_PER_MINUTE: String(LIMIT), ...store.env })
  })
  afterAll(() => limited.close())

  const post = (url: string, payload: object, remoteAddress: string) => limited.app.inject({ method: 'POST', url, payload, remoteAddress })

  it('refuses a burst of requests from one IP in French; another IP goes on', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await post('/api/student/password-reset', { email: `rafale${i}@example.ma` }, '10.30.0.1')).statusCode).toBe(200)
    const refused = await post('/api/student/password-reset', { email: 'rafale@example.ma' }, '10.30.0.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toContain(MESSAGES.tooManyRequests)
    expect((await post('/api/student/password-reset', { email: 'rafale@example.ma' }, '10.30.0.2')).statusCode).toBe(200)
  })

  it('refuses a burst of guessed tokens from one IP', async () => {
    const guesses = []
    for (let i = 0; i <= LIMIT; i++) guesses.push(await post('/api/student/password-reset/confirm', { token: `${'g'.repeat(40)}${i}`, password: 'devine-mdp-123' }, '10.30.0.3'))
    expect(guesses.map((g) => g.statusCode)).toEqual([400, 400, 400, 429])
  })

  it('caps the mails of one address across IPs (the per-email count lives in the same store)', async () => {
    const s = await makeStudent(limited.app, await adminHeaders(limited.app, await createAdmin(limited.services)))
    for (let i = 0; i < 5; i++) expect((await post('/api/student/password-reset', { email: s.email }, `10.31.0.${i + 1}`)).statusCode).toBe(200)
    const rows = await limited.services.db.selectFrom('notifications').select('id').where('student_id', '=', s.id).where('template', '=', 'password_reset').execute()
    expect(rows).toHaveLength(3)
  })
})
