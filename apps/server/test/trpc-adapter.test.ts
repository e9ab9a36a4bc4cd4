import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'

// Issue 30: /trpc is answered by tRPC's own `resolveResponse` behind a thin handler of ours
// (plugins/trpc.ts) instead of tRPC's Fastify adapter: the protocol must not change.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value))

describe('tRPC over HTTP', () => {
  it('answers a query with its JSON envelope, the same data as the REST shim and the headers of a JSON answer', async () => {
    const trpc = await t.app.inject({ method: 'GET', url: `/trpc/testimonials.featured?input=${input({ limit: 3 })}` })
    const rest = await t.app.inject({ method: 'GET', url: '/api/testimonials/featured?limit=3' })
    expect(trpc.statusCode).toBe(200)
    expect(trpc.headers['content-type']).toMatch(/^application\/json/)
    expect(trpc.headers.vary).toMatch(/trpc-accept/)
    expect(trpc.headers['x-content-type-options']).toBe('nosniff')
    expect(trpc.json()).toEqual({ result: { data: rest.json() } })
  })

  it('answers a batch call by call: a bad input is a French 400 in its place, the others succeed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trpc/testimonials.featured,testimonials.featured?batch=1&input=${input({ 0: { limit: 2 }, 1: { limit: 'beaucoup' } })}`,
    })
    expect(response.statusCode).toBe(207)
    const [ok, bad] = response.json() as [{ result: { data: unknown[] } }, { error: { message: string; data: { httpStatus: number } } }]
    expect(Array.isArray(ok.result.data)).toBe(true)
    expect(bad.error.data.httpStatus).toBe(400)
    expect(bad.error.message).not.toMatch(/expected|invalid_type/i)
  })

  it('reads a mutation’s JSON body, and refuses a query sent as POST or an unknown procedure', async () => {
    const submitted = await t.app.inject({ method: 'POST', url: '/trpc/testimonials.submit', payload: { nom: '' } })
    expect(submitted.statusCode).toBe(400)
    expect((submitted.json() as { error: { message: string } }).error.message).toBeTruthy()
    expect((await t.app.inject({ method: 'POST', url: '/trpc/testimonials.active', payload: {} })).statusCode).toBe(405)
    expect((await t.app.inject({ method: 'GET', url: '/trpc/testimonials.nothing' })).statusCode).toBe(404)
  })

  it('streams a batch asked as JSON lines, as tRPC does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trpc/testimonials.active,freeCourses.list?batch=1&input=${input({ 0: undefined, 1: {} })}`,
      headers: { 'trpc-accept': 'application/jsonl' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['transfer-encoding']).toBe('chunked')
    expect(response.headers['content-length']).toBeUndefined()
    const lines = response.body.trim().split('\n')
    expect(lines.length).toBeGreaterThan(1)
    expect(() => lines.map((line) => JSON.parse(line) as unknown)).not.toThrow()
  })

  it('answers a URL that is not one with a French 400, never a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/testimonials.active?input=%E0%A4%A' })
    expect(response.statusCode).toBeLessThan(500)
  })
})
