import { MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { signToken } from '@tutorat/api'
import { decodeJwt, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createAdmin, createTestApp, loginAs, makeCourse, makeStudent, studentLogin, TEST_SECRET, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

let t: TestApp
let admin: Awaited<ReturnType<typeof createAdmin>>

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.services, { superAdmin: true })
})
afterAll(() => t.close())

const login = (payload: unknown, url = '/api/auth/login', on: TestApp = t) =>
  on.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> })

describe('POST /api/auth/login', () => {
  it('returns a bearer token and the user without secrets', async () => {
    const response = await login({ email: admin.email.toUpperCase(), password: admin.password })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.token_type).toBe('bearer')
    expect(body.access_token).toMatch(/^ey/)
    expect(body.user).toEqual({
      id: admin.id,
      name: admin.name,
      email: admin.email,
      is_super_admin: true,
      is_active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    expect(response.body).not.toMatch(/password|hash|token_version/)
  })

  it('refuses a wrong password with 401 and the French message', async () => {
    const response = await login({ email: admin.email, password: 'pas-le-bon' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: MESSAGES.invalidCredentials })
  })

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await login({ email: 'personne@example.ma', password: 'pas-le-bon' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: MESSAGES.invalidCredentials })
  })

  it.each([
    [{ email: 'quelquun@example.ma' }, 'password'],
    [{ password: 'x' }, 'email'],
    [{ email: '', password: '' }, 'email'],
  ])('refuses a missing field with 400 and zod issues (%j)', async (payload, field) => {
    const response = await login(payload)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.detail).toBe(MESSAGES.fillAllFields)
    expect(body.errors.map((e: { path: string[] }) => e.path[0])).toContain(field)
  })

  it('accepts the path with a trailing slash', async () => {
    const response = await login({ email: admin.email, password: admin.password }, '/api/auth/login/')
    expect(response.statusCode).toBe(200)
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: MESSAGES.malformedJson })
  })

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 10) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: MESSAGES.payloadTooLarge })
  })

  it('answers a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().detail).toBe(MESSAGES.unsupportedMediaType)
  })
})

describe('GET /api/auth/me and /api/auth/verify', () => {
  it('return the signed-in admin', async () => {
    const token = await loginAs(t.app, admin.email, admin.password)
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: admin.id, email: admin.email, is_super_admin: true })
    const verify = await t.app.inject({ url: '/api/auth/verify/', headers: bearer(token) })
    expect(verify.statusCode).toBe(200)
    expect(verify.json()).toMatchObject({ valid: true, user: { id: admin.id } })
  })

  it('refuse a request without a token (401)', async () => {
    for (const url of ['/api/auth/me', '/api/auth/verify']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: MESSAGES.unauthenticated })
    }
  })

  it('refuse a token signed with another key', async () => {
    const forged = await signToken('another-secret-that-is-also-long-enough!!', { sub: admin.id, role: 'admin', ver: 0 }, '1h')
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(forged) })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: MESSAGES.invalidToken })
  })

  it("refuse an unsigned token (alg: none)", async () => {
    const unsigned = new UnsecuredJWT({ role: 'admin', ver: 0 }).setSubject(String(admin.id)).setExpirationTime('1h').encode()
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(unsigned) })
    expect(response.statusCode).toBe(401)
  })

  it('refuse an expired token with the session-expired message', async () => {
    const expired = await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_SECRET))
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(expired) })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: MESSAGES.sessionExpired })
  })

  it('refuse a student token on an admin path (403)', async () => {
    const studentToken = await signToken(TEST_SECRET, { sub: 1, role: 'student', ver: 0, sid: 'x' }, '1h')
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(studentToken) })
    expect(response.statusCode).toBe(403)
  })

  it('refuse a malformed Authorization header', async () => {
    const response = await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Basic abc' } })
    expect(response.statusCode).toBe(401)
  })
})

describe('a token without an expiry is refused, even signed with the right secret (issue 13)', () => {
  const resign = (claims: JWTPayload, expires: boolean) => {
    const { exp: _exp, ...rest } = claims
    const jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    return (expires ? jwt.setExpirationTime('1h') : jwt).sign(new TextEncoder().encode(TEST_SECRET))
  }

  it('admin token → 401', async () => {
    const claims = decodeJwt(await loginAs(t.app, admin.email, admin.password))
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(await resign(claims, true)) })).statusCode).toBe(200)
    const forever = await t.app.inject({ url: '/api/auth/me', headers: bearer(await resign(claims, false)) })
    expect(forever.statusCode).toBe(401)
    expect(forever.json()).toEqual({ detail: MESSAGES.invalidToken })
  })

  it('student token → 401', async () => {
    const root = bearer(await loginAs(t.app, admin.email, admin.password))
    const student = await makeStudent(t.app, root)
    const claims = decodeJwt((await studentLogin(t.app, student.email, student.password)).access_token)
    expect((await t.app.inject({ url: '/api/student/verify', headers: bearer(await resign(claims, true)) })).statusCode).toBe(200)
    const forever = await t.app.inject({ url: '/api/student/verify', headers: bearer(await resign(claims, false)) })
    expect(forever.statusCode).toBe(401)
  })

  it('course join link → French 400, and no access', async () => {
    const root = bearer(await loginAs(t.app, admin.email, admin.password))
    const course = await makeCourse(t.app, root)
    const link = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/generate-link`, headers: root, payload: { expires_days: 30 } })
    const claims = decodeJwt(String(link.json().access_url).split('/student/join/')[1] ?? '')
    const student = await makeStudent(t.app, root)
    const headers = bearer((await studentLogin(t.app, student.email, student.password)).access_token)
    const join = await t.app.inject({ method: 'POST', url: '/trpc/student.join', headers, payload: { token: await resign(claims, false) } })
    expect(join.statusCode).toBe(400)
    expect(join.json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidLink)
    expect((await t.app.inject({ url: `/api/student/course/${course.id}`, headers })).statusCode).toBe(403)
  })
})

describe('account state applies at once', () => {
  it('rejects the tokens of a deactivated admin, and refuses their login', async () => {
    const other = await createAdmin(t.services)
    const token = await loginAs(t.app, other.email, other.password)
    await t.services.db.updateTable('admins').set({ is_active: false }).where('id', '=', other.id).execute()
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })
    expect(me.statusCode).toBe(401)
    expect(me.json()).toEqual({ detail: MESSAGES.accountDisabled })
    const again = await login({ email: other.email, password: other.password })
    expect(again.statusCode).toBe(403)
    expect(again.json()).toEqual({ detail: MESSAGES.accountDisabled })
  })

  it('rejects tokens issued before a token-version bump', async () => {
    const other = await createAdmin(t.services)
    const token = await loginAs(t.app, other.email, other.password)
    await t.services.db.updateTable('admins').set({ token_version: 1 }).where('id', '=', other.id).execute()
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })
    expect(me.statusCode).toBe(401)
    expect(me.json()).toEqual({ detail: MESSAGES.sessionExpired })
  })
})

describe.each(limitStores('auth'))('brute force ($name store)', (store) => {
  let locking: TestApp
  beforeAll(async () => {
    locking = await createTestApp(store.env)
  })
  afterAll(() => locking.close())

  it('locks the (account, IP) pair after repeated failures (429 in French), even with the right password', async () => {
    const target = await createAdmin(locking.services)
    const max = locking.config.LOGIN_MAX_FAILURES
    for (let i = 0; i < max; i++) {
      expect((await login({ email: target.email, password: `faux-${i}` }, '/api/auth/login', locking)).statusCode).toBe(401)
    }
    const locked = await login({ email: target.email, password: target.password }, '/api/auth/login', locking)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().detail).toBe(MESSAGES.tooManyLoginAttempts(locking.config.LOGIN_LOCK_MINUTES))
  })

  it('forgets the failures after a successful sign-in', async () => {
    const target = await createAdmin(locking.services)
    const max = locking.config.LOGIN_MAX_FAILURES
    for (let i = 0; i < max - 1; i++) await login({ email: target.email, password: `faux-${i}` }, '/api/auth/login', locking)
    expect((await login({ email: target.email, password: target.password }, '/api/auth/login', locking)).statusCode).toBe(200)
    for (let i = 0; i < max - 1; i++) {
      expect((await login({ email: target.email, password: `faux-${i}` }, '/api/auth/login', locking)).statusCode).toBe(401)
    }
    expect((await login({ email: target.email, password: target.password }, '/api/auth/login', locking)).statusCode).toBe(200)
  })
})

describe('unknown paths', () => {
  it('answer unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nexiste/pas' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.json()).toEqual({ detail: MESSAGES.apiNotFound })
  })
})
