import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'

// Issue 13: the refusals tRPC raises itself (before or around a procedure) reach the client in
// French, with their status, over raw HTTP — the same as a REST path would answer.

let t: TestApp
let root: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

interface Shape {
  method: 'GET' | 'POST'
  url: string
  body?: string
  signedIn?: boolean
}

const json = { 'content-type': 'application/json' }
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value))
const batchOf = (procedure: string, n: number) => Array.from({ length: n }, () => procedure).join(',')

async function call({ method, url, body, signedIn }: Shape) {
  const headers = { ...(signedIn ? root : {}), ...(body === undefined ? {} : json) }
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) })
}

/** Every error of a response (a batch answers an array), as `{message, status}`. */
function errorsOf(body: unknown): { message: string; status: number }[] {
  const list = Array.isArray(body) ? body : [body]
  return list.flatMap((entry: { error?: { message: string; data: { httpStatus: number } } }) =>
    entry.error ? [{ message: entry.error.message, status: entry.error.data.httpStatus }] : [],
  )
}

describe('tRPC’s own errors are French', () => {
  it.each<[string, Shape, number, string]>([
    ['a body that is not JSON', { method: 'POST', url: '/trpc/auth.login', body: '{"email": ' }, 400, MESSAGES.malformedJson],
    ['a body that is not JSON, in a batch', { method: 'POST', url: '/trpc/auth.login,testimonials.submit?batch=1', body: '{0:' }, 400, MESSAGES.malformedJson],
    ['an `input` query parameter that is not JSON', { method: 'GET', url: '/trpc/courses.get?input=%7Bid%3A', signedIn: true }, 400, MESSAGES.malformedJson],
    ['a batch `input` that is not an object', { method: 'GET', url: `/trpc/courses.get,courses.get?batch=1&input=${input([1, 2])}`, signedIn: true }, 400, MESSAGES.batchInputNotObject],
    ['GET on a mutation', { method: 'GET', url: '/trpc/auth.login' }, 405, MESSAGES.methodNotAllowed],
    ['GET on a mutation, with its input', { method: 'GET', url: `/trpc/auth.login?input=${input({ email: 'a@b.ma', password: 'x' })}` }, 405, MESSAGES.methodNotAllowed],
    ['POST on a query', { method: 'POST', url: '/trpc/site.settings', body: '{}' }, 405, MESSAGES.methodNotAllowed],
    ['POST on a query, signed in', { method: 'POST', url: '/trpc/courses.list', body: '{}', signedIn: true }, 405, MESSAGES.methodNotAllowed],
    ['an unknown procedure', { method: 'GET', url: '/trpc/courses.nexistepas' }, 404, MESSAGES.apiNotFound],
    ['an unknown procedure (POST)', { method: 'POST', url: '/trpc/admin.takeover', body: '{}' }, 404, MESSAGES.apiNotFound],
    // one call served, one refused: 207 Multi-Status
    ['an unknown procedure in a batch', { method: 'GET', url: '/trpc/site.settings,nope.nope?batch=1' }, 207, MESSAGES.apiNotFound],
    ['a batch of 11 (limit 10)', { method: 'GET', url: `/trpc/${batchOf('site.settings', 11)}?batch=1` }, 400, MESSAGES.batchTooLarge],
    ['a batch of 11 mutations', { method: 'POST', url: `/trpc/${batchOf('auth.login', 11)}?batch=1`, body: '{}' }, 400, MESSAGES.batchTooLarge],
    ['an id past PostgreSQL integer', { method: 'GET', url: `/trpc/courses.get?input=${input({ id: 2 ** 31 })}`, signedIn: true }, 400, MESSAGES.invalidId],
  ])('%s', async (_label, shape, status, message) => {
    const response = await call(shape)
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status)
    const errors = errorsOf(response.json())
    expect(errors.length).toBeGreaterThan(0)
    expect(errors.map((error) => error.message)).toContain(message)
    for (const error of errors) expect(error.message, 'no English sentence of tRPC').not.toMatch(/procedure|request|batch|JSON at|Unexpected|expected|Unsupported|No /)
    expect(response.body).not.toMatch(/stack|at .*\.m?js:\d+/)
  })

  it('a batch of exactly 10 is served', async () => {
    const response = await call({ method: 'GET', url: `/trpc/${batchOf('site.settings', 10)}?batch=1` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toHaveLength(10)
  })
})
