import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'

// Nothing listens on port 1: Redis is configured but unreachable (no Redis server needed).
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_PER_MINUTE: '1', FORM_RATE_PER_10_MINUTES: '1' })
})
afterAll(() => t.close())

it('answers sign-ins with a French 503, quickly, on REST and tRPC (the account lockout cannot be checked)', async () => {
  const started = Date.now()
  const rest = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.ma', password: 'xxxxxxxx' } })
  // two commands refused after one reconnection attempt each (~0.5 s), not a hang
  expect(Date.now() - started).toBeLessThan(3000)
  expect(rest.statusCode).toBe(503)
  expect(rest.json()).toEqual({ detail: MESSAGES.serviceUnavailable })
  const student = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email: 'a@example.ma', password: 'xxxxxxxx' } })
  expect(student.statusCode).toBe(503)
  const trpc = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: 'a@example.ma', password: 'xxxxxxxx' } })
  expect(trpc.statusCode).toBe(503)
  expect(trpc.json().error.message).toBe(MESSAGES.serviceUnavailable)
})

it('lets public forms through without the per-IP limit (fail open), never a 500', async () => {
  const body = { nom: 'Sara', ecole: 'ENCG', comment: 'Merci' }
  // the limit is 1: a second and third submission pass because the limit cannot be counted
  for (let i = 0; i < 3; i++) {
    expect((await t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: body })).statusCode).toBe(201)
  }
})
