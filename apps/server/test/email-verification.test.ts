// Issue 26 (DESIGN §15): self sign-up verifies the address. The pre-hijack (someone registers a
// student's address first) ends with the owner's Google sign-in; sign-up never says « existe déjà »;
// every link dies with an email change; an unverified student sees only their confirm screen.
import { createServer, type Server } from 'node:http'
import { MESSAGES, NOTIFICATION_MESSAGES, STUDENT_SPACE_MESSAGES, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'
import { recordingOutbox, tokenOf } from './outbox-helpers.ts'
import { mailedVerificationToken } from './verification-helpers.ts'

const CLIENT_ID = 'tutorat-test.apps.googleusercontent.com'
let t: TestApp
let admin: Record<string, string>
let superAdmin: Record<string, string>
let outbox: ReturnType<typeof recordingOutbox>
let jwks: Server
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  privateKey = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })))
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
  const address = jwks.address()
  const port = typeof address === 'object' && address ? address.port : 0
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    FORM_RATE_PER_10_MINUTES: '100000',
    LOGIN_RATE_PER_MINUTE: '100000',
  })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  outbox = recordingOutbox(t)
})
afterAll(async () => {
  await t.close()
  jwks.close()
})

let serial = 0
const address = (who: string) => `${who}${++serial}-${Date.now()}@example.ma`
const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Salma Idrissi',
  email,
  phone: '06 12 34 56 78',
  school: 'ENSA Tanger',
  level: 'Débutant',
  password: 'mot-de-passe-solide',
  whatsapp_consent: true,
  ...overrides,
})
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/student/register', payload })
const verifyEmail = (token: string) => t.app.inject({ method: 'POST', url: '/api/student/verify-email', payload: { token } })
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password } })
const me = (token: string) => t.app.inject({ url: '/api/student/verify', headers: bearer(token) })
const changeEmail = (token: string, email: string) => t.app.inject({ method: 'PUT', url: '/api/student/me/email', headers: bearer(token), payload: { email } })
const googleCredential = (email: string, sub: string) =>
  new SignJWT({ email, email_verified: true, name: 'La vraie Salma' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey)
const googleLogin = async (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credential: await googleCredential(email, `sub-${email}`) } })
const studentRow = (email: string) => t.services.db.selectFrom('students').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
const mailsTo = async (email: string, template: string) => (await outbox.deliver(email)).filter((s) => s.message.template === template)

/** A self-signed student, signed in by password, address not confirmed yet. */
async function unverifiedStudent(who = 'inscrit') {
  const email = address(who)
  expect((await register(form(email))).statusCode).toBe(202)
  const login = await signIn(email, 'mot-de-passe-solide')
  expect(login.statusCode).toBe(200)
  return { email, token: login.json<{ access_token: string }>().access_token }
}

describe('the pre-hijack (issue 26, high)', () => {
  it('someone registers the address first; the owner signs in with Google: the squatter is out, the owner is in', async () => {
    const victim = address('victime')
    expect((await register(form(victim, { name: 'Squatteur', password: 'mot-de-passe-du-squatteur', phone: '07 61 23 45 67' }))).statusCode).toBe(202)
    const squatter = await signIn(victim, 'mot-de-passe-du-squatteur')
    expect(squatter.json().user).toMatchObject({ email: victim, email_verified: false })
    const squatterToken = squatter.json<{ access_token: string }>().access_token
    // the squatter's own correction, waiting for its link, dies with the takeover too
    expect((await changeEmail(squatterToken, address('squatteur'))).statusCode).toBe(200)
    const pendingLink = await mailedVerificationToken(outbox, (await me(squatterToken)).json().user.pending_email)

    const google = await googleLogin(victim)
    expect(google.statusCode).toBe(200)
    expect(google.json().user).toMatchObject({ email: victim, email_verified: true, pending_email: null })
    expect((await me(google.json().access_token)).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/student/my-courses', headers: bearer(google.json().access_token) })).statusCode).toBe(200)

    const old = await me(squatterToken)
    expect(old.statusCode).toBe(401)
    expect(old.json().detail).toBe(MESSAGES.sessionExpired)
    expect((await signIn(victim, 'mot-de-passe-du-squatteur')).statusCode).toBe(401)
    expect((await verifyEmail(pendingLink)).json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })
    const row = await studentRow(victim)
    expect(row).toMatchObject({ password_hash: null, email_verified: true, email: victim })
    // nothing the squatter typed stays: the owner's messages never reach the squatter's phone
    expect(row).toMatchObject({ name: 'La vraie Salma', phone: null, whatsapp_consent: false, school: null, level: null })
    const live = await t.services.db.selectFrom('student_sessions').select('revoked_reason').where('student_id', '=', row.id).where('revoked_at', 'is not', null).execute()
    expect(live.map((s) => s.revoked_reason)).toContain('google_takeover')
  })

  it('an access an admin grants to the squatted address is of no use to the squatter', async () => {
    const { email, token } = await unverifiedStudent('squat-acces')
    const course = await makeCourse(t.app, admin, 'Analyse 2')
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'x', email, course_id: course.id } })
    expect(invite.json()).toMatchObject({ already_existed: true, set_password_url: null })
    const course403 = await t.app.inject({ url: `/api/student/course/${course.id}`, headers: bearer(token) })
    expect(course403.statusCode).toBe(403)
    expect(course403.json()).toEqual({ detail: VERIFICATION_MESSAGES.unverified })
  })

  it('a verified account signs in with Google as before: its password and sessions stay', async () => {
    const s = await makeStudent(t.app, admin)
    const session = await studentLogin(t.app, s.email, s.password)
    expect((await googleLogin(s.email)).statusCode).toBe(200)
    expect((await me(session.access_token)).statusCode).toBe(200)
    expect((await signIn(s.email, s.password)).statusCode).toBe(200)
  })
})

describe('sign-up never says « existe déjà »', () => {
  it('answers a taken address exactly like a new one; the account is left as it was and its mailbox hears of it', async () => {
    const owner = await makeStudent(t.app, admin, { phone: '0611223344' })
    const before = await studentRow(owner.email)
    const fresh = address('nouveau')
    const free = await register(form(fresh))
    const taken = await register(form(owner.email.toUpperCase(), { password: 'le-mot-de-passe-du-pirate', name: 'Pirate' }))
    expect([free.statusCode, taken.statusCode]).toEqual([202, 202])
    expect(free.json()).toEqual({ message: VERIFICATION_MESSAGES.linkSent(fresh), email: fresh })
    expect(taken.json()).toEqual({ message: VERIFICATION_MESSAGES.linkSent(owner.email), email: owner.email })
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort())

    expect(await studentRow(owner.email)).toEqual(before)
    expect((await signIn(owner.email, 'le-mot-de-passe-du-pirate')).statusCode).toBe(401)
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200)
    const [tried] = await mailsTo(owner.email, 'account_exists')
    expect(tried?.message.rendered.title).toBe('Quelqu’un a essayé de créer un compte avec votre adresse')
    expect(tried?.message.actionUrl).toBe(`${t.services.settings.publicUrl}/student/forgot-password`)
    expect(await mailsTo(owner.email, 'email_verification')).toEqual([])
    // nothing went to the number on the account
    expect(outbox.sent.filter((s) => s.message.recipient === '+212611223344' && s.message.template === 'account_exists')).toEqual([])
  })

  it('answers the same over tRPC: no token, no id', async () => {
    const email = address('trpc')
    const response = await t.app.inject({ method: 'POST', url: '/trpc/student.register', payload: form(email) })
    expect(response.json().result.data).toEqual({ message: VERIFICATION_MESSAGES.linkSent(email), email })
  })

  it('gives two simultaneous sign-ups of one address one account and the same answer, never a 500', async () => {
    const email = address('double')
    const answers = await Promise.all([register(form(email)), register(form(email.toUpperCase()))])
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202])
    expect(await t.services.db.selectFrom('students').select('id').where('email', '=', email).execute()).toHaveLength(1)
  })
})

describe('the verification link', () => {
  it('is mailed (by email only), opens the space once, and signs the student in', async () => {
    const { email, token: before } = await unverifiedStudent()
    const [mail] = await mailsTo(email, 'email_verification')
    expect(mail?.message.actionUrl).toMatch(new RegExp(`^${t.services.settings.publicUrl}/student/verify-email/[\\w-]{43}$`))
    expect(outbox.sent.filter((s) => s.channel === 'whatsapp' && s.message.template === 'email_verification')).toEqual([])
    const link = tokenOf(mail?.message.actionUrl)

    const opened = await verifyEmail(link)
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toMatchObject({ token_type: 'bearer', message: VERIFICATION_MESSAGES.verified, user: { email, email_verified: true } })
    expect((await t.app.inject({ url: '/api/student/my-courses', headers: bearer(opened.json().access_token) })).json()).toEqual([])
    // the session opened before the confirmation goes on, now with the whole space
    expect((await t.app.inject({ url: '/api/student/my-courses', headers: bearer(before) })).statusCode).toBe(200)

    const again = await verifyEmail(link)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })
  })

  it('refuses a link past its 24 hours, and the address stays unconfirmed', async () => {
    const { email } = await unverifiedStudent('expire')
    const link = await mailedVerificationToken(outbox, email)
    const { id } = await studentRow(email)
    await t.services.db.updateTable('email_verifications').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('student_id', '=', id).execute()
    expect((await verifyEmail(link)).json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })
    expect((await studentRow(email)).email_verified).toBe(false)
  })

  it('dies when an admin changes the address', async () => {
    const { email } = await unverifiedStudent('change-admin')
    const link = await mailedVerificationToken(outbox, email)
    const { id } = await studentRow(email)
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${id}`, headers: superAdmin, payload: { email: address('corrigee') } })
    expect(edit.statusCode).toBe(200)
    expect((await verifyEmail(link)).json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })
    expect((await t.services.db.selectFrom('students').select('email_verified').where('id', '=', id).executeTakeFirstOrThrow()).email_verified).toBe(false)
  })

  it('is one page’s only: a reset link is refused there, and a verification link on the reset page', async () => {
    const { email } = await unverifiedStudent('croise')
    const verification = await mailedVerificationToken(outbox, email)
    const reset = await t.app.inject({ method: 'POST', url: '/api/student/password-reset/confirm', payload: { token: verification, password: 'autre-mot-de-passe' } })
    expect(reset.json()).toEqual({ detail: NOTIFICATION_MESSAGES.resetInvalid })
    await t.app.inject({ method: 'POST', url: '/api/student/password-reset', payload: { email } })
    const [mail] = await mailsTo(email, 'password_reset')
    expect((await verifyEmail(tokenOf(mail?.message.actionUrl))).json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })
    expect((await verifyEmail('x'.repeat(43))).json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })
  })

  it('cannot give an account an address another account took after it was sent', async () => {
    const { token } = await unverifiedStudent('course')
    const wanted = address('disputee')
    expect((await changeEmail(token, wanted)).statusCode).toBe(200)
    const link = await mailedVerificationToken(outbox, wanted)
    expect((await register(form(wanted))).statusCode).toBe(202)
    expect((await verifyEmail(link)).json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })
  })
})

describe('a signed-in student whose address is not confirmed', () => {
  it('signs in, reads their account, and gets a French 403 everywhere else (REST and tRPC)', async () => {
    const { email, token } = await unverifiedStudent('bloque')
    expect((await me(token)).json().user).toMatchObject({ email, email_verified: false, pending_email: null })
    for (const url of ['/api/student/my-courses', '/api/student/notifications', '/api/student/payments', '/api/student/sessions', '/api/student/exams']) {
      const refused = await t.app.inject({ url, headers: bearer(token) })
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, { detail: VERIFICATION_MESSAGES.unverified }])
    }
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/student.redeemCode', headers: bearer(token), payload: { code: 'ABCD1234' } })
    expect(trpc.statusCode).toBe(403)
    expect(trpc.json().error.message).toBe(VERIFICATION_MESSAGES.unverified)
    const password = await t.app.inject({
      method: 'POST',
      url: '/trpc/student.changePassword',
      headers: bearer(token),
      payload: { current_password: 'mot-de-passe-solide', new_password: 'autre-mot-de-passe' },
    })
    expect(password.statusCode).toBe(403)
  })

  it('asks the link again and corrects the address: old links die, the new address gets one and becomes the account’s once opened', async () => {
    const { email, token } = await unverifiedStudent('typo')
    const first = await mailedVerificationToken(outbox, email)
    const corrected = address('corrige')
    const answer = await changeEmail(token, corrected)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ message: VERIFICATION_MESSAGES.linkSent(corrected), email: corrected })
    expect((await me(token)).json().user).toMatchObject({ email, pending_email: corrected })
    expect((await verifyEmail(first)).json()).toEqual({ detail: VERIFICATION_MESSAGES.verifyInvalid })

    const opened = await verifyEmail(await mailedVerificationToken(outbox, corrected))
    expect(opened.json().user).toMatchObject({ email: corrected, email_verified: true, pending_email: null })
    expect((await signIn(corrected, 'mot-de-passe-solide')).statusCode).toBe(200)
    // once confirmed, the address changes no more by this door
    const late = await changeEmail(opened.json().access_token, address('encore'))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ detail: VERIFICATION_MESSAGES.alreadyVerified })
  })

  it('correcting to a taken address answers like a free one; the other account is untouched and hears of it', async () => {
    const owner = await makeStudent(t.app, admin)
    const before = await studentRow(owner.email)
    const a = await unverifiedStudent('vers-libre')
    const b = await unverifiedStudent('vers-prise')
    const free = address('libre')
    const toFree = await changeEmail(a.token, free)
    const toTaken = await changeEmail(b.token, owner.email)
    expect([toFree.statusCode, toTaken.statusCode]).toEqual([200, 200])
    expect(toTaken.json()).toEqual({ message: VERIFICATION_MESSAGES.linkSent(owner.email), email: owner.email })
    // the reads after it look alike too
    expect((await me(a.token)).json().user).toMatchObject({ email: a.email, pending_email: free })
    expect((await me(b.token)).json().user).toMatchObject({ email: b.email, pending_email: owner.email })
    expect(await studentRow(owner.email)).toEqual(before)
    expect(await mailsTo(owner.email, 'account_exists')).toHaveLength(1)
    expect(outbox.sent.filter((s) => s.message.recipient === owner.email && s.message.template === 'email_verification')).toEqual([])
  })

  it('a reset link proves the mailbox: it confirms the address and signs every session out (by email only)', async () => {
    const { email, token } = await unverifiedStudent('reset')
    await t.app.inject({ method: 'POST', url: '/api/student/password-reset', payload: { email } })
    const sent = await outbox.deliver()
    const resets = sent.filter((s) => s.message.template === 'password_reset' && s.message.recipient !== null)
    // the number was typed by whoever signed up: the link goes to the mailbox only
    expect(resets.map((s) => s.channel)).toEqual(['email'])
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/student/password-reset/confirm',
      payload: { token: tokenOf(resets[0]?.message.actionUrl), password: 'nouveau-mot-de-passe' },
    })
    expect(done.json().user).toMatchObject({ email_verified: true })
    expect((await me(token)).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/student/my-courses', headers: bearer(done.json().access_token) })).statusCode).toBe(200)
  })

  it('the public « Renvoyer le lien » answers the same for any address and mails only an unverified account', async () => {
    const { email } = await unverifiedStudent('renvoi')
    const first = await mailedVerificationToken(outbox, email)
    const verified = await makeStudent(t.app, admin)
    const ask = (address: string) => t.app.inject({ method: 'POST', url: '/api/student/verification/resend', payload: { email: address } })
    const answers = [await ask(email.toUpperCase()), await ask(verified.email), await ask(address('personne'))]
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(new Set([`200 ${JSON.stringify({ message: VERIFICATION_MESSAGES.resent })}`]))
    const second = await mailedVerificationToken(outbox, email)
    expect(second).not.toBe(first)
    expect((await verifyEmail(first)).statusCode).toBe(400)
    expect(outbox.sent.filter((s) => s.message.recipient === verified.email && s.message.template === 'email_verification')).toEqual([])
    expect((await verifyEmail(second)).statusCode).toBe(200)
  })
})

describe('links die when the address changes (issue 26, medium)', () => {
  it('an invite mailed to a mistyped address stops working once the admin corrects it', async () => {
    const course = await makeCourse(t.app, admin, 'Physique')
    const typo = address('faute-de-frappe')
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'Karim', email: typo, course_id: course.id } })
    const token = tokenOf(invite.json().set_password_url)
    const id = invite.json().student.id
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${id}`, headers: admin, payload: { email: address('corrigee') } })
    expect(edit.statusCode).toBe(200)
    const used = await t.app.inject({ method: 'POST', url: '/trpc/student.setPassword', payload: { token, password: 'mot-de-passe-du-lien' } })
    expect(used.statusCode).toBe(400)
    expect(used.json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidInvite)
    expect((await t.services.db.selectFrom('students').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash).toBeNull()
  })

  it('a reset link stops working once the address changes', async () => {
    const s = await makeStudent(t.app, admin)
    await t.app.inject({ method: 'POST', url: '/api/student/password-reset', payload: { email: s.email } })
    const [mail] = await mailsTo(s.email, 'password_reset')
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${s.id}`, headers: admin, payload: { email: address('nouvelle') } })
    expect(edit.statusCode).toBe(200)
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/student/password-reset/confirm',
      payload: { token: tokenOf(mail?.message.actionUrl), password: 'mot-de-passe-vole' },
    })
    expect(confirm.json()).toEqual({ detail: NOTIFICATION_MESSAGES.resetInvalid })
  })
})

describe.each(limitStores('email-verification'))('limits ($name store)', (store) => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ FORM_RATE_PER_10_MINUTES: '3', LOGIN_RATE_PER_MINUTE: '100000', ...store.env })
  })
  afterAll(() => limited.close())

  it('« Renvoyer le lien » is limited per IP (French 429) and mails an address at most 3 times an hour', async () => {
    const email = `limite-${Date.now()}@example.ma`
    const send = (remoteAddress: string) => limited.app.inject({ method: 'POST', url: '/api/student/verification/resend', payload: { email }, remoteAddress })
    expect((await limited.app.inject({ method: 'POST', url: '/api/student/register', payload: form(email), remoteAddress: '10.8.0.1' })).statusCode).toBe(202)
    for (const ip of ['10.8.0.2', '10.8.0.2', '10.8.0.2']) expect((await send(ip)).statusCode).toBe(200)
    const refused = await send('10.8.0.2')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toContain(MESSAGES.tooManyRequests)
    // from other addresses the answer stays 200, but the mailbox got 3 links this hour: no more
    for (const ip of ['10.8.1.1', '10.8.1.2']) expect((await send(ip)).statusCode).toBe(200)
    const rows = await limited.services.db.selectFrom('notifications').select('id').where('recipient', '=', email).where('template', '=', 'email_verification').execute()
    expect(rows).toHaveLength(3)
  })

  it('correcting the address is limited per student (French 429), whatever the IP', async () => {
    const email = `corrections-${Date.now()}@example.ma`
    await limited.app.inject({ method: 'POST', url: '/api/student/register', payload: form(email), remoteAddress: '10.7.0.1' })
    const login = await limited.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password: 'mot-de-passe-solide' } })
    const token = login.json<{ access_token: string }>().access_token
    const change = (n: number) =>
      limited.app.inject({ method: 'PUT', url: '/api/student/me/email', headers: bearer(token), payload: { email: `autre${n}-${email}` }, remoteAddress: `10.7.1.${n}` })
    for (const n of [1, 2, 3]) expect((await change(n)).statusCode).toBe(200)
    const refused = await change(4)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toContain(MESSAGES.tooManyRequests)
  })
})
