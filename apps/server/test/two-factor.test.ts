import { MESSAGES, TWO_FACTOR_MESSAGES } from '@tutorat/contracts'
import { SignJWT } from 'jose'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, TEST_SECRET, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

// Two-factor sign-in for admins (issue 13), on PGlite or PostgreSQL (TEST_DATABASE_URL).

let t: TestApp
let gated: TestApp
type Headers = Record<string, string>

// the per-IP sign-in limit has its own test below; here it would stop a file that signs in often
const UNLIMITED = { LOGIN_RATE_PER_MINUTE: '100000' }

beforeAll(async () => {
  t = await createTestApp(UNLIMITED)
  gated = await createTestApp({ ...UNLIMITED, REQUIRE_ADMIN_2FA: '1' })
})
afterAll(async () => {
  await t.close()
  await gated.close()
})

/** The code of the step `offset` steps from now (±1 is accepted); waits out a step's last second and a half. */
async function codeAt(secret: string, offset = 0) {
  while (Date.now() % 30_000 > 28_500) await new Promise((resolve) => setTimeout(resolve, 100))
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })
}

async function trpc(on: TestApp, path: string, headers: Headers, input?: unknown) {
  const response = await on.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input ?? {}) })
  const body = response.json()
  return { status: response.statusCode, data: body.result?.data, message: body.error?.message as string | undefined }
}

async function status(on: TestApp, headers: Headers) {
  const response = await on.app.inject({ url: '/trpc/twoFactor.status', headers })
  return response.json().result?.data
}

const login = (on: TestApp, email: string, password: string) => on.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
const secondStep = (on: TestApp, challenge_token: string, code: string) =>
  on.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge_token, code } })

/** An admin who turned two-factor sign-in on with the code of the previous step (so later steps stay usable). */
async function enrolledAdmin(on: TestApp = t, options: { superAdmin?: boolean } = {}) {
  const account = await createAdmin(on.services, options)
  const headers = await adminHeaders(on.app, account)
  const setup = await trpc(on, 'twoFactor.start', headers)
  expect(setup.status).toBe(200)
  const secret: string = setup.data.manual_key
  const confirmed = await trpc(on, 'twoFactor.confirm', headers, { code: await codeAt(secret, -1) })
  expect(confirmed.status).toBe(200)
  // turning it on ended the session it was turned on from: the answer carries the new token
  return { account, headers: bearer(confirmed.data.access_token), secret, recoveryCodes: confirmed.data.recovery_codes as string[] }
}

async function challengeFor(on: TestApp, account: { email: string; password: string }) {
  const response = await login(on, account.email, account.password)
  expect(response.statusCode).toBe(200)
  return response.json<{ challenge_token: string }>().challenge_token
}

describe('enrolment from « Mon profil »', () => {
  it('shows a QR code and a key once, enables on a right code, gives 10 recovery codes, keeps the secret sealed', async () => {
    const account = await createAdmin(t.services)
    const headers = await adminHeaders(t.app, account)
    expect((await status(t, headers))).toEqual({ enabled: false, required: false, recovery_codes_left: 0 })

    const setup = await trpc(t, 'twoFactor.start', headers)
    expect(setup.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Tutorat%20Maroc:/)
    expect(setup.data.otpauth_url).toContain(`secret=${setup.data.manual_key}`)
    expect(setup.data.otpauth_url).toContain('issuer=Tutorat%20Maroc')
    expect(setup.data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)

    const wrong = await trpc(t, 'twoFactor.confirm', headers, { code: '000000' })
    expect(wrong).toMatchObject({ status: 400, message: TWO_FACTOR_MESSAGES.invalidCode })
    const confirmed = await trpc(t, 'twoFactor.confirm', headers, { code: await codeAt(setup.data.manual_key) })
    expect(confirmed.status).toBe(200)
    expect(confirmed.data.recovery_codes).toHaveLength(10)
    expect(new Set(confirmed.data.recovery_codes).size).toBe(10)
    for (const code of confirmed.data.recovery_codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/)
    const renewed = bearer(confirmed.data.access_token)

    const enabled = await status(t, renewed)
    expect(enabled).toEqual({ enabled: true, required: false, recovery_codes_left: 10 })
    expect(JSON.stringify(enabled)).not.toContain(setup.data.manual_key)
    expect(await trpc(t, 'twoFactor.start', renewed)).toMatchObject({ status: 409, message: TWO_FACTOR_MESSAGES.alreadyEnabled })

    const stored = await t.services.db.selectFrom('admin_two_factor').select('secret_ciphertext').where('admin_id', '=', account.id).executeTakeFirstOrThrow()
    expect(stored.secret_ciphertext).not.toContain(setup.data.manual_key)
    const hashes = await t.services.db.selectFrom('admin_recovery_codes').select('code_hash').where('admin_id', '=', account.id).execute()
    const plain = confirmed.data.recovery_codes.map((code: string) => code.replace('-', ''))
    expect(hashes.map((row) => row.code_hash).filter((hash) => plain.some((code: string) => hash.includes(code)))).toEqual([])
  })

  it('refuses to confirm before a start, and a code that is not 6 digits with a French message', async () => {
    const headers = await adminHeaders(t.app, await createAdmin(t.services))
    expect(await trpc(t, 'twoFactor.confirm', headers, { code: '123456' })).toMatchObject({ status: 400, message: TWO_FACTOR_MESSAGES.notStarted })
    expect(await trpc(t, 'twoFactor.confirm', headers, { code: '12a456' })).toMatchObject({ status: 400, message: TWO_FACTOR_MESSAGES.codeFormat })
    expect(await trpc(t, 'twoFactor.confirm', headers, { code: '1'.repeat(65) })).toMatchObject({ status: 400, message: TWO_FACTOR_MESSAGES.codeTooLong })
    expect(await trpc(t, 'twoFactor.confirm', headers, {})).toMatchObject({ status: 400, message: TWO_FACTOR_MESSAGES.codeRequired })
  })
})

describe('turning it on ends the admin’s other sessions (DESIGN §15)', () => {
  it('two sessions of one admin: after one turns it on, the other is refused on REST and tRPC; the new token works', async () => {
    const account = await createAdmin(t.services)
    const enrolling = await adminHeaders(t.app, account)
    // say, one left open on a shared computer, or opened by whoever learnt the password
    const other = await adminHeaders(t.app, account)
    expect((await t.app.inject({ url: '/api/admin/courses', headers: other })).statusCode).toBe(200)

    const setup = await trpc(t, 'twoFactor.start', enrolling)
    const confirmed = await trpc(t, 'twoFactor.confirm', enrolling, { code: await codeAt(setup.data.manual_key) })
    expect(confirmed.status).toBe(200)
    expect(confirmed.data.access_token).toEqual(expect.any(String))

    for (const stale of [other, enrolling]) {
      const rest = await t.app.inject({ url: '/api/admin/courses', headers: stale })
      expect([rest.statusCode, rest.json()]).toEqual([401, { detail: MESSAGES.sessionExpired }])
      expect(await trpc(t, 'courses.create', stale, { title: 'X', subject: 'Y', level: 'Débutant' })).toMatchObject({ status: 401, message: MESSAGES.sessionExpired })
    }
    const renewed = bearer(confirmed.data.access_token)
    expect((await t.app.inject({ url: '/api/admin/courses', headers: renewed })).statusCode).toBe(200)
    expect((await status(t, renewed)).enabled).toBe(true)
    expect(await trpc(t, 'courses.create', renewed, { title: 'Après activation', subject: 'Mathématiques', level: 'Débutant' })).toMatchObject({ status: 200 })
  })
})

describe('sign-in with two factors', () => {
  it('answers the password with a challenge (no token), then the code with the session', async () => {
    const { account, secret } = await enrolledAdmin()
    const first = await login(t, account.email, account.password)
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(Object.keys(body).sort()).toEqual(['challenge_token', 'two_factor_required'])
    expect(body.two_factor_required).toBe(true)

    // the challenge is not an access token
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(body.challenge_token) })).statusCode).toBe(401)

    const second = await secondStep(t, body.challenge_token, await codeAt(secret))
    expect(second.statusCode).toBe(200)
    const session = second.json()
    expect(session).toMatchObject({ token_type: 'bearer', user: { id: account.id, email: account.email } })
    expect(second.body).not.toMatch(/password|hash|token_version|secret/)
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session.access_token) })).statusCode).toBe(200)
  })

  it('the same over tRPC (auth.login then auth.loginTwoFactor)', async () => {
    const { account, secret } = await enrolledAdmin()
    const first = await trpc(t, 'auth.login', {}, { email: account.email, password: account.password })
    expect(first.data).toEqual({ two_factor_required: true, challenge_token: expect.any(String) })
    const second = await trpc(t, 'auth.loginTwoFactor', {}, { challenge_token: first.data.challenge_token, code: await codeAt(secret) })
    expect(second.status).toBe(200)
    expect(second.data.access_token).toMatch(/^ey/)
  })

  it('refuses a replayed code, and a code older than the last one used', async () => {
    const { account, secret } = await enrolledAdmin()
    const code = await codeAt(secret, 1)
    expect((await secondStep(t, await challengeFor(t, account), code)).statusCode).toBe(200)
    const replay = await secondStep(t, await challengeFor(t, account), code)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.invalidCode })
    // the current step's code is older than the one just used (+1): refused too
    expect((await secondStep(t, await challengeFor(t, account), await codeAt(secret))).statusCode).toBe(401)
  })

  it('two requests racing with one code: only one signs in', async () => {
    const { account, secret } = await enrolledAdmin()
    const code = await codeAt(secret)
    const [a, b] = await Promise.all([challengeFor(t, account), challengeFor(t, account)])
    const results = await Promise.all([secondStep(t, a, code), secondStep(t, b, code)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('accepts the previous and next step (clock drift) but not two steps away', async () => {
    const { account, secret } = await enrolledAdmin()
    expect((await secondStep(t, await challengeFor(t, account), await codeAt(secret, 3))).statusCode).toBe(401)
    expect((await secondStep(t, await challengeFor(t, account), await codeAt(secret, 1))).statusCode).toBe(200)
  })

  it('a recovery code signs in once (typed in capitals, without its dash), then never again', async () => {
    const { account, headers, recoveryCodes } = await enrolledAdmin()
    const [code = ''] = recoveryCodes
    const typed = code.replace('-', '').toUpperCase()
    const first = await secondStep(t, await challengeFor(t, account), typed)
    expect(first.statusCode).toBe(200)
    const again = await secondStep(t, await challengeFor(t, account), code)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.invalidCode })
    expect((await status(t, headers)).recovery_codes_left).toBe(9)
  })

  it('a recovery code of another admin does not work', async () => {
    const one = await enrolledAdmin()
    const other = await enrolledAdmin()
    expect((await secondStep(t, await challengeFor(t, one.account), other.recoveryCodes[0] ?? '')).statusCode).toBe(401)
  })
})

describe.each(limitStores('two-factor'))('wrong codes and the lockout ($name store)', (store) => {
  let on: TestApp
  beforeAll(async () => {
    on = await createTestApp({ ...UNLIMITED, ...store.env })
  })
  afterAll(() => on.close())

  it('counts wrong codes as sign-in attempts: the pair locks within LOGIN_MAX_FAILURES, even the right code then waits', async () => {
    const { account, secret } = await enrolledAdmin(on)
    const challenge = await challengeFor(on, account)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await secondStep(on, challenge, i % 2 ? '000000' : 'aaaaa-bbbbb')).statusCode)
    // the password step was the first of the five attempts the pair is allowed
    expect(statuses).toEqual([401, 401, 401, 401, 429])
    const locked = await secondStep(on, challenge, await codeAt(secret))
    expect(locked.statusCode).toBe(429)
    expect(locked.json().detail).toMatch(/^Trop de tentatives de connexion/)
    // the password step is locked as well: a new challenge does not start the count afresh
    expect((await login(on, account.email, account.password)).statusCode).toBe(429)
  })

  it('a right password does not forgive wrong codes (no endless guessing between two password steps)', async () => {
    const { account } = await enrolledAdmin(on)
    const statuses: number[] = []
    for (let round = 0; round < 3; round++) {
      const first = await login(on, account.email, account.password)
      statuses.push(first.statusCode)
      if (first.statusCode !== 200) break
      statuses.push((await secondStep(on, first.json().challenge_token, '000000')).statusCode)
    }
    expect(statuses).toEqual([200, 401, 200, 401, 200, 429])
  })

  it('a right code forgives the pair: the next sign-in starts afresh', async () => {
    const { account, secret } = await enrolledAdmin(on)
    const challenge = await challengeFor(on, account)
    expect((await secondStep(on, challenge, '000000')).statusCode).toBe(401)
    expect((await secondStep(on, challenge, await codeAt(secret))).statusCode).toBe(200)
    // 3 attempts so far: without the forgiveness, these 4 more would pass the 5 allowed
    const again = await challengeFor(on, account)
    for (let i = 0; i < 3; i++) expect((await secondStep(on, again, '000000')).statusCode).toBe(401)
  })
})

describe('the OpenAPI document', () => {
  it('lists the second step, the reset, and both answers of the password step', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login/two-factor', '/api/admin/management/{id}/reset-two-factor']))
    const answer = JSON.stringify(doc.paths['/api/auth/login'].post.responses['200'])
    expect(answer).toContain('access_token')
    expect(answer).toContain('two_factor_required')
  })
})

describe('the per-IP sign-in limit', () => {
  it('counts the second step like the password step, on every spelling of the path', async () => {
    const limitedApp = await createTestApp({ LOGIN_RATE_PER_MINUTE: '3' })
    try {
      const urls = ['/api/auth/login/two-factor', '/api/auth/login/two-factor/', '/trpc/auth.loginTwoFactor', '/trpc/auth.loginTwoFactor/']
      const statuses = []
      for (const url of urls) {
        const response = await limitedApp.app.inject({ method: 'POST', url, payload: { challenge_token: 'x', code: '123456' } })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([401, 401, 401, 429])
    } finally {
      await limitedApp.close()
    }
  })
})

describe('the challenge token', () => {
  const sign = (claims: Record<string, unknown>, secret = TEST_SECRET, exp: number | string = '5m') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience('admin-two-factor').setExpirationTime(exp).sign(new TextEncoder().encode(secret))

  it('expires after 5 minutes, cannot be forged, and is not an access token', async () => {
    const { account, secret } = await enrolledAdmin()
    const claims = { sub: String(account.id), ver: 0, purpose: 'admin-two-factor' }
    const expired = await sign(claims, TEST_SECRET, Math.floor(Date.now() / 1000) - 1)
    const forged = await sign(claims, 'an-attacker-secret-that-is-long-enough!!')
    const noExpiry = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience('admin-two-factor').sign(new TextEncoder().encode(TEST_SECRET))
    const accessToken = (await adminHeaders(t.app, await createAdmin(t.services))).authorization.replace('Bearer ', '')
    for (const token of [expired, forged, noExpiry, accessToken, 'pas-un-jeton']) {
      const response = await secondStep(t, token, await codeAt(secret))
      expect(response.statusCode, token).toBe(401)
      expect(response.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.challengeExpired })
    }
  })

  it('dies with a password change and with a deactivation', async () => {
    const { account, headers, secret } = await enrolledAdmin()
    const challenge = await challengeFor(t, account)
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/management/profile/me',
      headers,
      payload: { password: 'un-nouveau-mot-de-passe', current_password: account.password },
    })
    expect(changed.statusCode).toBe(200)
    expect((await secondStep(t, challenge, await codeAt(secret))).json()).toEqual({ detail: TWO_FACTOR_MESSAGES.challengeExpired })

    const other = await enrolledAdmin()
    const pending = await challengeFor(t, other.account)
    await t.services.db.updateTable('admins').set({ is_active: false }).where('id', '=', other.account.id).execute()
    expect((await secondStep(t, pending, await codeAt(other.secret))).statusCode).toBe(401)
  })

  it('refuses bad input in French, never a 500', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: {} })
    expect(missing.statusCode).toBe(400)
    const tooLong = await secondStep(t, 'x', '1'.repeat(100))
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().detail).toBe(TWO_FACTOR_MESSAGES.codeTooLong)
  })
})

describe('turning it off, new recovery codes', () => {
  it('off needs the current password and a code; then the password alone signs in', async () => {
    const { account, headers, secret } = await enrolledAdmin()
    expect(await trpc(t, 'twoFactor.disable', headers, { current_password: 'faux', code: await codeAt(secret) })).toMatchObject({
      status: 400,
      message: TWO_FACTOR_MESSAGES.currentPasswordWrong,
    })
    expect(await trpc(t, 'twoFactor.disable', headers, { current_password: account.password, code: '000000' })).toMatchObject({
      status: 400,
      message: TWO_FACTOR_MESSAGES.invalidCode,
    })
    expect((await trpc(t, 'twoFactor.disable', headers, { current_password: account.password, code: await codeAt(secret) })).status).toBe(200)
    expect((await login(t, account.email, account.password)).json().access_token).toMatch(/^ey/)
    expect(await t.services.db.selectFrom('admin_recovery_codes').select('id').where('admin_id', '=', account.id).execute()).toEqual([])
  })

  it('new recovery codes need a code and kill the old ones', async () => {
    const { account, headers, secret, recoveryCodes } = await enrolledAdmin()
    expect((await trpc(t, 'twoFactor.regenerateRecoveryCodes', headers, { code: '000000' })).status).toBe(400)
    const fresh = await trpc(t, 'twoFactor.regenerateRecoveryCodes', headers, { code: await codeAt(secret) })
    expect(fresh.data.recovery_codes).toHaveLength(10)
    expect((await secondStep(t, await challengeFor(t, account), recoveryCodes[0] ?? '')).statusCode).toBe(401)
    expect((await secondStep(t, await challengeFor(t, account), fresh.data.recovery_codes[0])).statusCode).toBe(200)
  })
})

describe('REQUIRE_ADMIN_2FA=1', () => {
  it('a super admin without it signs in, reads themself, enrols; everything else is a French 403 until then', async () => {
    const account = await createAdmin(gated.services, { superAdmin: true })
    const headers = await adminHeaders(gated.app, account)
    expect((await gated.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200)
    expect((await gated.app.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(200)
    const refused = await gated.app.inject({ url: '/api/admin/management', headers })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.setupRequired })
    expect(await trpc(gated, 'courses.create', headers, { title: 'X', subject: 'Y', level: 'Débutant' })).toMatchObject({ status: 403, message: TWO_FACTOR_MESSAGES.setupRequired })
    expect((await gated.app.inject({ url: '/trpc/dashboard.stats', headers })).statusCode).toBe(403)
    expect((await status(gated, headers))).toEqual({ enabled: false, required: true, recovery_codes_left: 0 })

    const setup = await trpc(gated, 'twoFactor.start', headers)
    const confirmed = await trpc(gated, 'twoFactor.confirm', headers, { code: await codeAt(setup.data.manual_key) })
    expect(confirmed.status).toBe(200)
    expect((await gated.app.inject({ url: '/api/admin/management', headers: bearer(confirmed.data.access_token) })).statusCode).toBe(200)
  })

  it('regular admins are not affected', async () => {
    const headers = await adminHeaders(gated.app, await createAdmin(gated.services))
    expect((await gated.app.inject({ url: '/api/admin/dashboard/stats', headers })).statusCode).toBe(200)
    expect((await status(gated, headers)).required).toBe(false)
  })

  it('without the setting, a super admin without it uses everything', async () => {
    const headers = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    expect((await t.app.inject({ url: '/api/admin/management', headers })).statusCode).toBe(200)
  })
})

describe('lost phone: a super admin resets another admin', () => {
  const reset = (id: number | string, headers: Headers) => t.app.inject({ method: 'PUT', url: `/api/admin/management/${id}/reset-two-factor`, headers })

  it('turns it off and ends the target’s sessions; the password alone signs in again', async () => {
    const target = await enrolledAdmin()
    const superAdmin = await enrolledAdmin(t, { superAdmin: true })
    const code = await codeAt(target.secret)
    const session = (await secondStep(t, await challengeFor(t, target.account), code)).json().access_token
    const response = await reset(target.account.id, superAdmin.headers)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: TWO_FACTOR_MESSAGES.resetDone })
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401)
    expect((await login(t, target.account.email, target.account.password)).json().access_token).toMatch(/^ey/)
  })

  it('a regular admin cannot reset anyone; a super admin not themself; unknown and absurd ids are 404/400', async () => {
    const target = await enrolledAdmin()
    const regular = await adminHeaders(t.app, await createAdmin(t.services))
    const refused = await reset(target.account.id, regular)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: MESSAGES.superAdminOnly })
    expect((await trpc(t, 'admins.resetTwoFactor', regular, { id: target.account.id })).status).toBe(403)
    expect(await t.services.db.selectFrom('admin_two_factor').select('enabled_at').where('admin_id', '=', target.account.id).executeTakeFirst()).toBeTruthy()

    const superAccount = await createAdmin(t.services, { superAdmin: true })
    const superHeaders = await adminHeaders(t.app, superAccount)
    const self = await reset(superAccount.id, superHeaders)
    expect(self.statusCode).toBe(403)
    expect(self.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.resetNotYourself })
    expect((await reset(999_999, superHeaders)).statusCode).toBe(404)
    expect((await reset('99999999999999', superHeaders)).statusCode).toBeLessThan(500)
    expect((await reset('abc', superHeaders)).statusCode).toBe(400)
  })
})
