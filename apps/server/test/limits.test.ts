// DESIGN §6: limits are counted inside the procedures, so every spelling of a path, each call of
// a batch, REST and tRPC alike count; lockouts are per (account, IP) pair, with an account-wide bound.
import { randomUUID } from 'node:crypto'
import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, makeCourse, makeStudent, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

const LIMIT = 3
const BATCH = 10

let ipCounter = 0
/** A fresh client address for each row, so rows never share a per-IP count. */
const nextIp = () => {
  ipCounter += 1
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${(ipCounter % 200) + 1}`
}

type Headers = Record<string, string>
interface Client {
  ip: string
  headers: Headers
}

interface Call {
  status: number
  message: string | undefined
  retryAfter: string | undefined
}

interface Spelling {
  label: string
  /** One request; a batch carries BATCH calls and answers each. */
  send: (t: TestApp, client: Client, input: unknown) => Promise<Call[]>
}

const post = async (t: TestApp, client: Client, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, remoteAddress: client.ip, headers: client.headers, payload: payload as Record<string, unknown> })

function restSpelling(label: string, url: string): Spelling {
  return {
    label,
    send: async (t, client, input) => {
      const response = await post(t, client, url, input)
      return [{ status: response.statusCode, message: response.json<{ detail?: string }>().detail, retryAfter: response.headers['retry-after']?.toString() }]
    },
  }
}

function trpcSpelling(label: string, url: string): Spelling {
  return {
    label,
    send: async (t, client, input) => {
      const response = await post(t, client, url, input)
      const body = response.json<{ error?: { message: string } }>()
      return [{ status: response.statusCode, message: body.error?.message, retryAfter: response.headers['retry-after']?.toString() }]
    },
  }
}

function batchSpelling(procedure: string): Spelling {
  return {
    label: `tRPC batch of ${BATCH}`,
    send: async (t, client, input) => {
      const url = `/trpc/${Array(BATCH).fill(procedure).join(',')}?batch=1`
      const payload = Object.fromEntries(Array.from({ length: BATCH }, (_, i) => [String(i), input]))
      const response = await post(t, client, url, payload)
      const calls = response.json<{ error?: { message: string; data: { httpStatus: number } } }[]>()
      return calls.map((call) => ({ status: call.error?.data.httpStatus ?? 200, message: call.error?.message, retryAfter: response.headers['retry-after']?.toString() }))
    },
  }
}

function spellings(procedure: string, rest?: string): Spelling[] {
  const restPaths = rest ? [restSpelling(`REST ${rest}`, rest), restSpelling(`REST ${rest}/`, `${rest}/`), restSpelling(`REST ${rest}?x=1`, `${rest}?x=1`)] : []
  return [
    ...restPaths,
    trpcSpelling(`tRPC /trpc/${procedure}`, `/trpc/${procedure}`),
    trpcSpelling(`tRPC /trpc/${procedure}/`, `/trpc/${procedure}/`),
    trpcSpelling(`tRPC /trpc/${procedure}?x=1`, `/trpc/${procedure}?x=1`),
    batchSpelling(procedure),
  ]
}

interface LimitedCase {
  name: string
  procedure: string
  rest?: string
  /** A fresh input each call: sign-ins name a new email, so no lockout gets in the way of the per-IP limit. */
  input: () => unknown
  /** Redemption needs a signed-in student; others are visitors. */
  asStudent?: boolean
}

const CASES: LimitedCase[] = [
  { name: 'admin sign-in', procedure: 'auth.login', rest: '/api/auth/login', input: () => ({ email: `${randomUUID()}@example.ma`, password: 'pas-le-bon' }) },
  { name: 'student sign-in', procedure: 'student.login', rest: '/api/student/login', input: () => ({ email: `${randomUUID()}@example.ma`, password: 'pas-le-bon' }) },
  { name: 'Google sign-in', procedure: 'student.googleLogin', rest: '/api/auth/google-login', input: () => ({ credential: 'x'.repeat(60) }) },
  { name: 'set-password link', procedure: 'student.setPassword', input: () => ({ token: randomUUID(), password: 'nouveau-mdp-123' }) },
  { name: 'testimonial', procedure: 'testimonials.submit', rest: '/api/testimonials/submit', input: () => ({ nom: 'Sara', ecole: 'ENCG', comment: 'Merci' }) },
  { name: 'course code', procedure: 'student.redeemCode', input: () => ({ code: 'NEXISTEPAS' }), asStudent: true },
  { name: 'join link', procedure: 'student.join', input: () => ({ token: `${randomUUID()}.signature` }), asStudent: true },
]

const isRefused = (call: Call) => call.status === 429

describe.each(limitStores('limits'))('limits inside the procedures ($name store)', (store) => {
  let t: TestApp
  let admin: Headers

  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_PER_MINUTE: String(LIMIT),
      FORM_RATE_PER_10_MINUTES: String(LIMIT),
      REDEEM_RATE_PER_10_MINUTES: String(LIMIT),
      REDEEM_IP_RATE_PER_10_MINUTES: String(LIMIT),
      ...store.env,
    })
    admin = await adminHeaders(t.app, await createAdmin(t.services))
  })
  afterAll(() => t.close())

  /** A student's token, signed in from an address of its own (sign-in is limited per IP too). */
  async function studentClient(): Promise<Client> {
    const student = await makeStudent(t.app, admin)
    const login = await post(t, { ip: nextIp(), headers: {} }, '/api/student/login', { email: student.email, password: student.password })
    return { ip: nextIp(), headers: bearer(login.json<{ access_token: string }>().access_token) }
  }
  const client = async (limited: LimitedCase): Promise<Client> => (limited.asStudent ? studentClient() : { ip: nextIp(), headers: {} })

  const rows = CASES.flatMap((limited) => spellings(limited.procedure, limited.rest).map((spelling) => ({ ...limited, spelling })))

  it.each(rows)('$name, $spelling.label: counted per call, French 429 past the limit, another IP unaffected', async (row) => {
    const first = await client(row)
    const calls: Call[] = []
    // a batch is one request of BATCH calls: each is counted, so it alone goes past the limit
    while (calls.length <= LIMIT) calls.push(...(await row.spelling.send(t, first, row.input())))

    // the calls of a batch run side by side: which of them are refused is not ordered, how many is
    const refused = calls.filter(isRefused)
    expect(calls.length - refused.length).toBe(LIMIT)
    expect(refused.length).toBe(calls.length - LIMIT)
    for (const call of refused) {
      expect(call.status).toBe(429)
      expect(call.message).toContain(MESSAGES.tooManyRequests)
      expect(Number(call.retryAfter)).toBeGreaterThan(0)
    }

    const other = await client(row)
    const elsewhere = await row.spelling.send(t, other, row.input())
    expect(elsewhere.filter((call) => !isRefused(call))).toHaveLength(Math.min(LIMIT, elsewhere.length))
  })

  it('limits redemption per student whatever the IP, and per IP whoever the student', async () => {
    const redeem = (who: Client) => post(t, who, '/trpc/student.redeemCode', { code: 'NEXISTEPAS' })
    const student = await studentClient()
    for (let i = 0; i < LIMIT; i++) expect((await redeem({ ...student, ip: nextIp() })).statusCode).not.toBe(429)
    expect((await redeem({ ...student, ip: nextIp() })).statusCode).toBe(429)

    const sharedIp = nextIp()
    for (let i = 0; i < LIMIT; i++) expect((await redeem({ ...(await studentClient()), ip: sharedIp })).statusCode).not.toBe(429)
    expect((await redeem({ ...(await studentClient()), ip: sharedIp })).statusCode).toBe(429)
  })

  it('leaves other procedures unlimited', async () => {
    const ip = nextIp()
    for (let i = 0; i < LIMIT * 3; i++) expect((await t.app.inject({ url: '/api/testimonials/active', remoteAddress: ip })).statusCode).toBe(200)
  })
})

describe.each(limitStores('lockouts'))('sign-in lockouts ($name store)', (store) => {
  const MAX_FAILURES = 3
  const ACCOUNT_MAX = 14
  // half the bound per fixed hour, so that no sliding hour exceeds it (login-throttle.ts)
  const PER_WINDOW = ACCOUNT_MAX / 2
  let t: TestApp
  let superAdmin: Headers

  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: String(ACCOUNT_MAX),
      ...store.env,
    })
    superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  })
  afterAll(() => t.close())

  const signIn = (path: '/api/auth/login' | '/api/student/login', ip: string, email: string, password: string) =>
    post(t, { ip, headers: {} }, path, { email, password })
  const adminSignIn = (ip: string, account: { email: string }, password: string) => signIn('/api/auth/login', ip, account.email, password)

  it('locks the (account, IP) pair, not the owner signing in from another IP', async () => {
    const owner = await createAdmin(t.services)
    const stranger = nextIp()
    for (let i = 0; i < MAX_FAILURES; i++) expect((await adminSignIn(stranger, owner, `faux-${i}`)).statusCode).toBe(401)
    const locked = await adminSignIn(stranger, owner, owner.password)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().detail).toBe(MESSAGES.tooManyLoginAttempts(t.config.LOGIN_LOCK_MINUTES))
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await adminSignIn(nextIp(), owner, owner.password)).statusCode).toBe(200)
  })

  it('does the same for students, with one 401 for a wrong password and an account without one', async () => {
    const student = await makeStudent(t.app, superAdmin)
    const course = await makeCourse(t.app, superAdmin)
    const invited = { email: `invite-${randomUUID()}@example.ma` }
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: superAdmin, payload: { name: 'Invitée', ...invited, course_id: course.id } })
    expect(invite.statusCode).toBe(201)
    const stranger = nextIp()
    const noPassword = await signIn('/api/student/login', stranger, invited.email, 'quelconque')
    const wrong = await signIn('/api/student/login', stranger, student.email, 'quelconque')
    expect([noPassword.statusCode, wrong.statusCode]).toEqual([401, 401])
    expect(noPassword.json()).toEqual(wrong.json())
    for (let i = 1; i < MAX_FAILURES; i++) await signIn('/api/student/login', stranger, student.email, `faux-${i}`)
    expect((await signIn('/api/student/login', stranger, student.email, student.password)).statusCode).toBe(429)
    expect((await signIn('/api/student/login', nextIp(), student.email, student.password)).statusCode).toBe(200)
  })

  it('counts each call of a batch: parallel guesses cannot outrun the lock', async () => {
    const owner = await createAdmin(t.services)
    const url = `/trpc/${Array(BATCH).fill('auth.login').join(',')}?batch=1`
    const payload = Object.fromEntries(Array.from({ length: BATCH }, (_, i) => [String(i), { email: owner.email, password: `faux-${i}` }]))
    const calls = (await post(t, { ip: nextIp(), headers: {} }, url, payload)).json<{ error: { data: { httpStatus: number } } }[]>()
    const statuses = calls.map((call) => call.error.data.httpStatus)
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES)
    expect(statuses.filter((status) => status === 429)).toHaveLength(BATCH - MAX_FAILURES)
  })

  it('forgets the pair after a success', async () => {
    const owner = await createAdmin(t.services)
    const ip = nextIp()
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await adminSignIn(ip, owner, `faux-${i}`)).statusCode).toBe(401)
      expect((await adminSignIn(ip, owner, owner.password)).statusCode).toBe(200)
    }
  })

  it('locks the account from every IP past the hourly bound, and a locked pair adds nothing to it', async () => {
    const owner = await createAdmin(t.services)
    // hammering one locked pair does not count towards the account: its refusals are not attempts
    const hammer = nextIp()
    for (let i = 0; i < ACCOUNT_MAX * 2; i++) await adminSignIn(hammer, owner, `faux-${i}`)
    expect((await adminSignIn(nextIp(), owner, owner.password)).statusCode).toBe(200)

    // a botnet: one failure from each of many IPs, on top of the hammer's first (counted) ones
    const botnet = Array.from({ length: PER_WINDOW - MAX_FAILURES }, nextIp)
    for (const ip of botnet) expect((await adminSignIn(ip, owner, 'faux')).statusCode).toBe(401)
    const fresh = await adminSignIn(nextIp(), owner, owner.password)
    expect(fresh.statusCode).toBe(429)
    expect(fresh.json().detail).toBe(MESSAGES.tooManyLoginAttempts(t.config.LOGIN_LOCK_MINUTES))
  })

  it('lets a super admin unlock an email (REST and tRPC), every pair and the account', async () => {
    const owner = await createAdmin(t.services)
    const student = await makeStudent(t.app, superAdmin)
    const ip = nextIp()
    for (let i = 0; i <= MAX_FAILURES; i++) {
      await adminSignIn(ip, owner, 'faux')
      await signIn('/api/student/login', ip, student.email, 'faux')
    }
    for (const otherIp of Array.from({ length: ACCOUNT_MAX }, nextIp)) await adminSignIn(otherIp, owner, 'faux')
    expect((await adminSignIn(ip, owner, owner.password)).statusCode).toBe(429)
    expect((await adminSignIn(nextIp(), owner, owner.password)).statusCode).toBe(429)

    const unlock = await t.app.inject({ method: 'PUT', url: '/api/admin/management/unlock-sign-in', headers: superAdmin, payload: { email: owner.email.toUpperCase() } })
    expect(unlock.statusCode).toBe(200)
    expect(unlock.json().message).toEqual(expect.any(String))
    expect((await adminSignIn(ip, owner, owner.password)).statusCode).toBe(200)

    expect((await signIn('/api/student/login', ip, student.email, student.password)).statusCode).toBe(429)
    const viaTrpc = await t.app.inject({ method: 'POST', url: '/trpc/admins.unlockSignIn', headers: superAdmin, payload: { email: student.email } })
    expect(viaTrpc.statusCode).toBe(200)
    expect((await signIn('/api/student/login', ip, student.email, student.password)).statusCode).toBe(200)
  })

  it('refuses the unlock to a regular admin and to a visitor', async () => {
    const regular = await adminHeaders(t.app, await createAdmin(t.services))
    const url = '/api/admin/management/unlock-sign-in'
    const asRegular = await t.app.inject({ method: 'PUT', url, headers: regular, payload: { email: 'x@example.ma' } })
    expect(asRegular.statusCode).toBe(403)
    expect(asRegular.json()).toEqual({ detail: MESSAGES.superAdminOnly })
    expect((await t.app.inject({ method: 'PUT', url, payload: { email: 'x@example.ma' } })).statusCode).toBe(401)
  })
})
