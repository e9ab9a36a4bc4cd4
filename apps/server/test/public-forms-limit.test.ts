import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

describe.each(limitStores('public-forms-limit'))('public forms limit ($name store)', (store) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '2', ...store.env })
  })
  afterAll(() => t.close())

  it('limits testimonial submissions per IP across REST and tRPC', async () => {
    const body = { nom: 'Sara', ecole: 'ENCG', comment: 'Merci' }
    expect((await t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: body })).statusCode).toBe(201)
    expect((await t.app.inject({ method: 'POST', url: '/trpc/testimonials.submit', payload: body })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: body })).statusCode).toBe(429)
    expect((await t.app.inject({ method: 'POST', url: '/trpc/testimonials.submit', payload: body })).statusCode).toBe(429)
  })
})
