import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

describe.each(limitStores('ip-rate-limit'))('per-IP sign-in limit ($name store)', (store) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '3', ...store.env })
  })
  afterAll(() => t.close())

  it('limits login attempts per IP across REST and tRPC, with a French 429', async () => {
    const attempt = (i: number) =>
      i % 2
        ? t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `x${i}@example.ma`, password: 'faux' } })
        : t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: `x${i}@example.ma`, password: 'faux' } })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await attempt(i)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 429])

    const rest = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'y@example.ma', password: 'faux' } })
    expect(rest.statusCode).toBe(429)
    expect(rest.json().detail).toContain(MESSAGES.tooManyRequests)

    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/auth.login?batch=1', payload: { 0: { email: 'z@example.ma', password: 'faux' } } })
    expect(trpc.statusCode).toBe(429)
    expect(trpc.json()[0].error.data.code).toBe('TOO_MANY_REQUESTS')

    // other endpoints are not limited
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200)
  })
})
