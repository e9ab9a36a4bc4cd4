import { createServer, type Server } from 'node:http'
import { MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, makeStudent, studentLogin, type TestApp } from './helpers.ts'

const CLIENT_ID = 'tutorat-test.apps.googleusercontent.com'
let t: TestApp
let admin: Record<string, string>
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
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`, MAX_STUDENT_DEVICES: '2' })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(async () => {
  await t.close()
  jwks.close()
})

describe('student sign-in', () => {
  it('logs in, verifies, and refuses a wrong password', async () => {
    const s = await makeStudent(t.app, admin)
    const { access_token } = await studentLogin(t.app, s.email.toUpperCase(), s.password)
    const verify = await t.app.inject({ url: '/api/student/verify', headers: bearer(access_token) })
    expect(verify.json()).toMatchObject({ valid: true, user: { id: s.id, email: s.email, has_password: true } })
    expect(verify.body).not.toMatch(/hash|token_version/)
    const wrong = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email: s.email, password: 'mauvais-mdp' } })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ detail: MESSAGES.invalidCredentials })
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(access_token) })).statusCode).toBe(403)
  })

  it('signs out the oldest device on the third sign-in, with a clear message', async () => {
    const s = await makeStudent(t.app, admin)
    const first = await studentLogin(t.app, s.email, s.password, 'Téléphone')
    const second = await studentLogin(t.app, s.email, s.password, 'Ordinateur')
    const third = await studentLogin(t.app, s.email, s.password, 'Tablette')
    expect([first.signed_out_devices, second.signed_out_devices, third.signed_out_devices]).toEqual([0, 0, 1])
    const revoked = await t.app.inject({ url: '/api/student/verify', headers: bearer(first.access_token) })
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json()).toEqual({ detail: MESSAGES.signedOutByAnotherDevice })
    for (const token of [second.access_token, third.access_token]) {
      expect((await t.app.inject({ url: '/api/student/verify', headers: bearer(token) })).statusCode).toBe(200)
    }
    const devices = (await t.app.inject({ url: `/trpc/students.devices?input=${encodeURIComponent(JSON.stringify({ id: s.id }))}`, headers: admin })).json().result.data
    expect(devices.map((d: { user_agent: string }) => d.user_agent).sort()).toEqual(['Ordinateur', 'Tablette'])
    await t.app.inject({ method: 'POST', url: '/trpc/students.resetDevices', headers: admin, payload: { id: s.id } })
    expect((await t.app.inject({ url: '/api/student/verify', headers: bearer(third.access_token) })).statusCode).toBe(401)
  })

  it('sets a password from a one-time invite link', async () => {
    const course = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: admin, payload: { title: 'Invit', subject: 'Autre', level: 'Avancé' } })).json()
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { name: 'Yassine', email: 'yassine.invite@example.ma', course_id: course.id } })
    expect(invite.statusCode).toBe(201)
    const body = invite.json()
    expect(body).toMatchObject({ already_existed: false, student: { has_password: false } })
    expect(body.whatsapp_url).toMatch(/^https:\/\/wa\.me\/\?text=/)
    const token = String(body.set_password_url).split('/student/set-password/')[1]
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email: 'yassine.invite@example.ma', password: 'quelconque' } })
    // the same answer as a wrong password: sign-in never tells which accounts have no password yet
    expect(noPassword.statusCode).toBe(401)
    expect(noPassword.json()).toEqual({ detail: MESSAGES.invalidCredentials })
    const set = await t.app.inject({ method: 'POST', url: '/trpc/student.setPassword', payload: { token, password: 'nouveau-mdp-123' } })
    expect(set.statusCode).toBe(200)
    expect(set.json().result.data.user.has_password).toBe(true)
    const again = await t.app.inject({ method: 'POST', url: '/trpc/student.setPassword', payload: { token, password: 'autre-mdp-1234' } })
    expect(again.json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidInvite)
    await studentLogin(t.app, 'yassine.invite@example.ma', 'nouveau-mdp-123')
  })
})

describe('Google sign-in', () => {
  const credential = (claims: Record<string, unknown>, options: { audience?: string; expiresIn?: string | number; key?: typeof privateKey } = {}) =>
    new SignJWT({ email: 'nadia@gmail.com', email_verified: true, name: 'Nadia Alaoui', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject('google-sub-123')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey)
  const post = async (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credential: token } })

  it('creates an unknown student and signs a known one in', async () => {
    const first = await post(await credential({}))
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().user).toMatchObject({ email: 'nadia@gmail.com', name: 'Nadia Alaoui', has_password: false })
    const second = await post(await credential({}))
    expect(second.json().user.id).toBe(first.json().user.id)
    const existing = await makeStudent(t.app, admin, { email: 'connu@gmail.com' })
    const known = await post(await credential({ email: 'Connu@gmail.com' }))
    expect(known.json().user.id).toBe(existing.id)
  })

  it('refuses a wrong audience, an expired token, an unverified email and another key', async () => {
    const other = (await generateKeyPair('RS256')).privateKey
    const cases = [
      [await credential({}, { audience: 'someone-else' }), STUDENT_SPACE_MESSAGES.googleFailed],
      [await credential({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }), STUDENT_SPACE_MESSAGES.googleFailed],
      [await credential({ email_verified: false }), STUDENT_SPACE_MESSAGES.googleEmailUnverified],
      [await credential({}, { key: other }), STUDENT_SPACE_MESSAGES.googleFailed],
    ] as const
    for (const [token, message] of cases) {
      const response = await post(token)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: message })
    }
  })
})
