// Issue 26 (DESIGN §15): lockouts strangers cannot trigger. The account-wide bound counts unknown
// devices only; a browser holding a device token of the account (a sign-in in the last 30 days)
// is counted apart, so the owner signs in while an attacker's failures lock only the attacker.
import { hkdfSync } from 'node:crypto'
import { MESSAGES } from '@tutorat/contracts'
import { SignJWT } from 'jose'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, makeStudent, TEST_SECRET, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

const ADMIN_LOGIN = '/api/auth/login'
const STUDENT_LOGIN = '/api/student/login'
type LoginPath = typeof ADMIN_LOGIN | typeof STUDENT_LOGIN
interface Account {
  email: string
  password: string
}

// the defaults: 5 failures lock an (account, IP) pair or a device; 100 an hour, 50 per fixed window, the account
const MAX_FAILURES = 5
const ATTACKER_IPS = 10

let ipCounter = 0
const nextIp = () => {
  ipCounter += 1
  return `172.${16 + (Math.floor(ipCounter / 250) % 16)}.${ipCounter % 250}.${(ipCounter % 200) + 1}`
}

/** Signed like a real device token but with the given key and expiry (forged / expired ones). */
function handMadeDeviceToken(key: Uint8Array, account: string, expiresAt: number) {
  return new SignJWT({ dev: 'AAAAAAAAAAAAAAAAAAAAAA' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account)
    .setAudience('sign-in-device')
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key)
}
// the server's own key for device tokens (auth/device-token.ts), to make a genuine but expired one
const deviceKey = new Uint8Array(hkdfSync('sha256', TEST_SECRET, 'tutorat/admin-two-factor', 'sign-in-device-token', 32))

async function codeAt(secret: string, offset = 0) {
  while (Date.now() % 30_000 > 28_500) await new Promise((resolve) => setTimeout(resolve, 100))
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })
}

describe.each(limitStores('device-lockout'))('lockouts strangers cannot trigger ($name store)', (store) => {
  let t: TestApp
  let superAdmin: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', ...store.env })
    superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  })
  afterAll(() => t.close())

  const signIn = (path: LoginPath, ip: string, account: Account, password: string, device_token?: string) =>
    t.app.inject({ method: 'POST', url: path, remoteAddress: ip, payload: { email: account.email, password, ...(device_token ? { device_token } : {}) } })

  /** A successful sign-in from a fresh address: the device token this browser now holds. */
  async function deviceOf(path: LoginPath, account: Account, device_token?: string) {
    const response = await signIn(path, nextIp(), account, account.password, device_token)
    expect(response.statusCode).toBe(200)
    const token = response.json<{ device_token?: string }>().device_token
    expect(token).toEqual(expect.any(String))
    return token as string
  }

  /** The attack: 5 wrong passwords from each of 10 addresses (fewer when some were counted already). */
  async function lockFromTenAddresses(path: LoginPath, account: Account, addresses = ATTACKER_IPS) {
    const attackers = Array.from({ length: addresses }, nextIp)
    for (const ip of attackers) for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn(path, ip, account, `faux-${i}`)).statusCode).toBe(401)
    return attackers
  }

  const expectLocked = (response: Awaited<ReturnType<typeof signIn>>) => {
    expect(response.statusCode).toBe(429)
    expect(response.json()).toEqual({ detail: MESSAGES.tooManyLoginAttempts(t.config.LOGIN_LOCK_MINUTES) })
  }

  it.each([
    ['the super admin', ADMIN_LOGIN],
    ['a student', STUDENT_LOGIN],
  ] as const)('the lockout from 10 addresses while the owner’s device signs in: %s', async (_who, path) => {
    const owner = path === ADMIN_LOGIN ? await createAdmin(t.services, { superAdmin: true }) : await makeStudent(t.app, superAdmin)
    const device = await deviceOf(path, owner)
    const attackers = await lockFromTenAddresses(path, owner)

    // an unknown device of the owner is locked as before: the account-wide bound holds for it
    expectLocked(await signIn(path, nextIp(), owner, owner.password))
    // the owner's browser signs in at once, from anywhere, even behind an attacker's address
    const home = await signIn(path, nextIp(), owner, owner.password, device)
    expect(home.statusCode).toBe(200)
    const renewed = home.json<{ device_token: string }>().device_token
    expect((await signIn(path, attackers[0] as string, owner, owner.password, renewed)).statusCode).toBe(200)
    // the attacker is still locked out, on every address
    for (const ip of attackers) expectLocked(await signIn(path, ip, owner, owner.password))
  })

  it('treats a forged, expired, other account’s or access token as an unknown device', async () => {
    const owner = await createAdmin(t.services)
    const other = await createAdmin(t.services)
    const account = `admin:${owner.email.toLowerCase()}`
    const now = Math.floor(Date.now() / 1000)
    const student = await makeStudent(t.app, superAdmin, { email: owner.email })
    const fakes = {
      forged: await handMadeDeviceToken(new TextEncoder().encode('une-autre-clé-qui-n-est-pas-celle-du-serveur'), account, now + 3600),
      'signed with JWT_SECRET itself': await handMadeDeviceToken(new TextEncoder().encode(TEST_SECRET), account, now + 3600),
      expired: await handMadeDeviceToken(deviceKey, account, now - 60),
      'another admin’s': await deviceOf(ADMIN_LOGIN, other),
      'the student account’s of the same email': await deviceOf(STUDENT_LOGIN, student),
      'an access token': (await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password)).json<{ access_token: string }>().access_token,
      garbage: 'pas-un-jeton',
    }
    // genuine key, right account, not expired: the hand-made tokens differ from a real one only where named
    expect((await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password, await handMadeDeviceToken(deviceKey, account, now + 3600))).statusCode).toBe(200)

    // counted per (account, IP) as an unknown device: 5 failures with a fake lock that pair
    const pairIp = nextIp()
    for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn(ADMIN_LOGIN, pairIp, owner, 'faux', fakes.forged)).statusCode).toBe(401)
    expectLocked(await signIn(ADMIN_LOGIN, pairIp, owner, owner.password))

    await lockFromTenAddresses(ADMIN_LOGIN, owner, ATTACKER_IPS - 1)
    for (const [label, token] of Object.entries(fakes)) {
      const response = await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password, token)
      expect(response.statusCode, label).toBe(429)
    }
  })

  it('locks a device after LOGIN_MAX_FAILURES of its own failures, and only that device', async () => {
    const owner = await createAdmin(t.services, { superAdmin: true })
    const stolen = await deviceOf(ADMIN_LOGIN, owner)
    const laptop = await deviceOf(ADMIN_LOGIN, owner)
    // many addresses do not multiply its tries: the device is counted whatever the address
    for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn(ADMIN_LOGIN, nextIp(), owner, `faux-${i}`, stolen)).statusCode).toBe(401)
    expectLocked(await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password, stolen))
    expect((await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password, laptop)).statusCode).toBe(200)
    expect((await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password)).statusCode).toBe(200)
  })

  it('keeps failures of known devices out of the account-wide bound', async () => {
    const owner = await makeStudent(t.app, superAdmin)
    // 60 failures (more than the 50 of a window) from 12 of the owner's devices
    const devices = []
    for (let i = 0; i < 12; i++) devices.push(await deviceOf(STUDENT_LOGIN, owner))
    for (const device of devices) for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn(STUDENT_LOGIN, nextIp(), owner, 'faux', device)).statusCode).toBe(401)
    expect((await signIn(STUDENT_LOGIN, nextIp(), owner, owner.password)).statusCode).toBe(200)
  })

  it('counts each call of a parallel batch with a device token: it cannot outrun the device’s count', async () => {
    const owner = await createAdmin(t.services)
    const device = await deviceOf(ADMIN_LOGIN, owner)
    const BATCH = 10 // the most a batch may carry
    const url = `/trpc/${Array(BATCH).fill('auth.login').join(',')}?batch=1`
    const payload = Object.fromEntries(Array.from({ length: BATCH }, (_, i) => [String(i), { email: owner.email, password: `faux-${i}`, device_token: device }]))
    const calls = (await t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), payload })).json<{ error: { data: { httpStatus: number } } }[]>()
    const statuses = calls.map((call) => call.error.data.httpStatus)
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES)
    expect(statuses.filter((status) => status === 429)).toHaveLength(BATCH - MAX_FAILURES)
  })

  it('answers a device token on REST and tRPC that is no access token, and a super admin’s unlock frees the devices', async () => {
    const owner = await createAdmin(t.services)
    const viaTrpc = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', remoteAddress: nextIp(), payload: { email: owner.email, password: owner.password } })
    const device: string = viaTrpc.json().result.data.device_token
    expect(device).toEqual(expect.any(String))
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(device) })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/trpc/auth.me', headers: bearer(device) })).statusCode).toBe(401)

    for (let i = 0; i < MAX_FAILURES; i++) await signIn(ADMIN_LOGIN, nextIp(), owner, 'faux', device)
    expectLocked(await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password, device))
    const unlock = await t.app.inject({ method: 'PUT', url: '/api/admin/management/unlock-sign-in', headers: superAdmin, payload: { email: owner.email } })
    expect(unlock.statusCode).toBe(200)
    expect((await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password, device)).statusCode).toBe(200)
  })

  it('carries the device through the two-factor step: the owner of a locked account signs in with a code', async () => {
    const owner = await createAdmin(t.services, { superAdmin: true })
    const headers = await adminHeaders(t.app, owner)
    const trpc = (path: string, input: object) => t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input })
    const secret: string = (await trpc('twoFactor.start', {})).json().result.data.manual_key
    expect((await trpc('twoFactor.confirm', { code: await codeAt(secret, -1) })).statusCode).toBe(200)
    // one step of the app's codes per sign-in: a code is good once
    const secondStep = async (ip: string, step: number, device?: string) => {
      const first = await signIn(ADMIN_LOGIN, ip, owner, owner.password, device)
      expect(first.statusCode).toBe(200)
      const challenge_token: string = first.json().challenge_token
      return t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', remoteAddress: ip, payload: { challenge_token, code: await codeAt(secret, step) } })
    }
    const enrolled = await secondStep(nextIp(), 0)
    expect(enrolled.statusCode).toBe(200)
    const device: string = enrolled.json().device_token

    // (the two-factor sign-in above left one failure counted on the account: the attack needs one fewer)
    for (const ip of Array.from({ length: ATTACKER_IPS }, nextIp)) for (let i = 0; i < MAX_FAILURES; i++) await signIn(ADMIN_LOGIN, ip, owner, 'faux')
    expectLocked(await signIn(ADMIN_LOGIN, nextIp(), owner, owner.password))
    const session = await secondStep(nextIp(), 1, device)
    expect(session.statusCode).toBe(200)
    expect(session.json()).toMatchObject({ token_type: 'bearer', user: { email: owner.email }, device_token: expect.any(String) })
  })
})

describe('with the counters’ store down', () => {
  let down: TestApp
  // nothing listens on port 1: Redis is configured but unreachable
  beforeAll(async () => {
    down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })
  })
  afterAll(() => down.close())

  it('answers a sign-in with a valid device token by the French 503 too: a known device is no way around the lockout', async () => {
    const account = 'admin:proprietaire@example.ma'
    const device_token = await handMadeDeviceToken(deviceKey, account, Math.floor(Date.now() / 1000) + 3600)
    const response = await down.app.inject({ method: 'POST', url: ADMIN_LOGIN, payload: { email: 'proprietaire@example.ma', password: 'xxxxxxxx', device_token } })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ detail: MESSAGES.serviceUnavailable })
  })
})
