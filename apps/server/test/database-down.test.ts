import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('answers 503 in French, on REST and tRPC, when the database is gone', async () => {
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200)
  await t.handle.db.destroy()

  const health = await t.app.inject({ url: '/api/health' })
  expect(health.statusCode).toBe(503)
  expect(health.json()).toEqual({ detail: MESSAGES.serviceUnavailable })

  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.ma', password: 'xxxxxxxx' } })
  expect(login.statusCode).toBe(503)

  const trpc = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: 'a@b.ma', password: 'xxxxxxxx' } })
  expect(trpc.statusCode).toBe(503)
  expect(trpc.json().error.message).toBe(MESSAGES.serviceUnavailable)
})
