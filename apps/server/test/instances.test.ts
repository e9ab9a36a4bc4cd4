import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createTestApp, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

// DESIGN §8: behind a load balancer, consecutive requests land on different instances.
describe.each(limitStores('instances'))('two instances over one database ($name store)', (store) => {
  const shared = store.name === 'redis'
  const env = { LOGIN_RATE_PER_MINUTE: '3', LOGIN_MAX_FAILURES: '2', LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '4', ...store.env }
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await createTestApp(env)
    second = await createTestApp(env, { database: first.handle })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const login = (on: TestApp, ip: string, email: string, password: string) =>
    on.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } })

  it(`${shared ? 'share' : 'do not share'} the per-IP sign-in limit`, async () => {
    for (let i = 0; i < 3; i++) expect((await login(first, '203.0.113.7', `x${i}@example.ma`, 'faux')).statusCode).toBe(401)
    const next = await login(second, '203.0.113.7', 'y@example.ma', 'faux')
    expect(next.statusCode).toBe(shared ? 429 : 401)
    // another IP is not affected either way
    expect((await login(second, '203.0.113.8', 'y@example.ma', 'faux')).statusCode).toBe(401)
  })

  it(`${shared ? 'share' : 'do not share'} the lockout of an (account, IP) pair`, async () => {
    const target = await createAdmin(first.services)
    for (const password of ['faux-1', 'faux-2']) expect((await login(first, '198.51.100.1', target.email, password)).statusCode).toBe(401)
    const sameIp = await login(second, '198.51.100.1', target.email, target.password)
    expect(sameIp.statusCode).toBe(shared ? 429 : 200)
    if (shared) expect(sameIp.json()).toEqual({ detail: MESSAGES.tooManyLoginAttempts(first.config.LOGIN_LOCK_MINUTES) })
  })

  it(`${shared ? 'share' : 'do not share'} the account-wide bound, whatever the IP`, async () => {
    const target = await createAdmin(first.services)
    // LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR 4: two per fixed hour (login-throttle.ts), one on each instance
    expect((await login(first, '198.51.100.2', target.email, 'faux-1')).statusCode).toBe(401)
    expect((await login(second, '198.51.100.3', target.email, 'faux-2')).statusCode).toBe(401)
    const elsewhere = await login(second, '198.51.100.4', target.email, target.password)
    expect(elsewhere.statusCode).toBe(shared ? 429 : 200)
  })
})
