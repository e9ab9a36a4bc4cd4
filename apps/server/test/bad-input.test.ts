import { MAX_ID, MESSAGES } from '@tutorat/contracts'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathParam, ROUTES } from './faults/random-requests.ts'
import { adminHeaders, bearer, createAdmin, createTestApp, makeStudent, studentLogin, type TestApp } from './helpers.ts'

let t: TestApp
let root: Record<string, string>
let student: Record<string, string>
beforeAll(async () => {
  // the limits have their own tests; here one student sends every route's fuzz, so none may run out
  t = await createTestApp({
    LOGIN_RATE_PER_MINUTE: '100000',
    FORM_RATE_PER_10_MINUTES: '100000',
    PAYMENT_RATE_PER_HOUR: '1000',
    EXAM_RATE_PER_MINUTE: '100000',
    PLAY_RATE_PER_MINUTE: '100000',
    PROFILE_RATE_PER_HOUR: '100000',
  })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  const account = await makeStudent(t.app, root)
  student = bearer((await studentLogin(t.app, account.email, account.password)).access_token)
})
afterAll(() => t.close())

const jsonValue = fc.jsonValue({ maxDepth: 3 })
const textField = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom('', ' ', '\u0000', '😀🇲🇦', 'é'.repeat(300), '<script>alert(1)</script>', "'; drop table admins; --"))

describe('random input never causes a server error', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r]))('%s', async (_label, route) => {
    await fc.assert(
      fc.asyncProperty(pathParam, jsonValue, fc.dictionary(fc.string(), textField, { maxKeys: 4 }), fc.boolean(), async (param, body, query, asAdmin) => {
        const url = `${route.path.replace('{id}', encodeURIComponent(param))}?${new URLSearchParams(query)}`
        const withBody = route.method === 'POST' || route.method === 'PUT'
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { ...(asAdmin ? root : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { payload: JSON.stringify(body) } : {}),
        })
        expect(response.statusCode, `${route.method} ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500)
        if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
          expect(typeof response.json().detail).toBe('string')
        }
      }),
      { numRuns: 15 },
    )
  })

  it('a NUL character in a text field is refused with 400, not stored, not a 500', async () => {
    const course = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: root, payload: { title: 'a\u0000b', subject: 'Autre', level: 'Avancé' } })
    expect(course.statusCode).toBe(400)
    expect(course.json().detail).toBe(MESSAGES.invalidCharacters)
    const testimonial = await t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: { nom: 'a\u0000', ecole: 'x', comment: 'y' } })
    expect(testimonial.statusCode).toBe(400)
  })

  it('raw bytes as a JSON body answer 400, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), async (bytes) => {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: Buffer.from(bytes) })
        expect(response.statusCode).toBeLessThan(500)
      }),
      { numRuns: 50 },
    )
  })

  it('unicode and emoji survive the round trip', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0), async (title) => {
        const created = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: root, payload: { title, subject: 'Autre', level: 'Avancé' } })
        expect(created.statusCode).toBe(201)
        const read = await t.app.inject({ url: `/api/admin/courses/${created.json().id}`, headers: root })
        expect(read.json().title).toBe(title.trim())
      }),
      { numRuns: 25 },
    )
  })
})

// Issue 13: an id is a PostgreSQL `integer`. Drawn across the whole number line and beyond
// (2^31, 2^53, bigints, floats, 1e309), an invalid one is a French 400/404 for everyone, a valid
// one at worst a French refusal: never a 500, never a stack.
const numberText = (value: number | bigint) => {
  if (typeof value === 'bigint' || Number.isFinite(value)) return String(value)
  return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}1e309`
}
const idText = fc.oneof(
  fc.integer().map(numberText),
  fc.bigInt().map(numberText),
  fc.double().map(numberText),
  fc.integer({ min: MAX_ID - 3, max: MAX_ID + 3 }).map(numberText),
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 31), 0, -1, 0.5, 1.5, 1e21).map(numberText),
  fc.constantFrom('1e309', '-1e309', '9'.repeat(400), '2147483648.0', '1e3', '00000000002147483648'),
)
const isValidId = (text: string) => Number.isInteger(Number(text)) && Number(text) >= 1 && Number(text) <= MAX_ID
const who = fc.constantFrom('visitor', 'admin', 'student')
const headersOf = (name: string) => (name === 'admin' ? root : name === 'student' ? student : {})

function expectFrenchRefusal(response: LightMyRequestResponse, id: string, label: string) {
  const context = `${label} id=${id} → ${response.statusCode} ${response.body.slice(0, 200)}`
  if (!isValidId(id)) expect([400, 401, 403, 404], context).toContain(response.statusCode)
  expect(response.statusCode, context).toBeLessThan(500)
  if (response.statusCode < 400) return
  const body = response.json<{ detail?: unknown; error?: { message?: unknown } }>()
  const detail = body.detail ?? body.error?.message
  expect(typeof detail, context).toBe('string')
  expect(String(detail), context).not.toMatch(/expected|received|invalid input|out of range|integer|stack/i)
}

describe('ids across the whole integer range and beyond', () => {
  it.each(ROUTES.filter((r) => r.path.includes('{id}')).map((r) => [`${r.method} ${r.path}`, r]))('path id of %s', async (_label, route) => {
    await fc.assert(
      fc.asyncProperty(idText, who, async (id, name) => {
        const withBody = route.method === 'POST' || route.method === 'PUT'
        const response = await t.app.inject({
          method: route.method,
          url: route.path.replace('{id}', encodeURIComponent(id)),
          headers: { ...headersOf(name), ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { payload: '{}' } : {}),
        })
        expectFrenchRefusal(response, id, `${route.method} ${route.path} as ${name}`)
      }),
      { numRuns: 25 },
    )
  })

  const BODY_IDS: [string, 'GET' | 'POST' | 'PUT', (id: string) => string, ((id: string) => string) | undefined, string][] = [
    ['access form', 'POST', () => '/api/admin/accesses', (id) => `{"student_id": ${id}, "course_id": ${id}}`, 'admin'],
    ['invite', 'POST', () => '/api/admin/students', (id) => `{"name": "Élève", "email": "eleve-id@example.ma", "course_id": ${id}}`, 'admin'],
    ['generate-link', 'POST', () => '/api/admin/courses/1/generate-link', (id) => `{"course_id": ${id}}`, 'admin'],
    ['new video', 'POST', (id) => `/api/admin/courses/${encodeURIComponent(id)}/videos`, () => '{"title": "V", "drive_url": "https://drive.google.com/file/d/abcdefghij1234567890/view"}', 'admin'],
    ['access filters', 'GET', (id) => `/api/admin/accesses?course_id=${encodeURIComponent(id)}&student_id=${encodeURIComponent(id)}`, undefined, 'admin'],
    ['application filter', 'GET', (id) => `/api/admin/applications?job_offer_id=${encodeURIComponent(id)}`, undefined, 'admin'],
    ['application export', 'GET', (id) => `/api/admin/applications/export?job_offer_id=${encodeURIComponent(id)}`, undefined, 'admin'],
    ['tRPC courses.get', 'GET', (id) => `/trpc/courses.get?input=${encodeURIComponent(`{"id": ${id}}`)}`, undefined, 'admin'],
    ['tRPC recruitment.get (visitors)', 'GET', (id) => `/trpc/recruitment.get?input=${encodeURIComponent(`{"id": ${id}}`)}`, undefined, 'visitor'],
    ['tRPC accesses.create', 'POST', () => '/trpc/accesses.create', (id) => `{"student_id": ${id}, "course_id": ${id}}`, 'admin'],
    ['tRPC videos.reorder', 'POST', () => '/trpc/videos.reorder', (id) => `{"course_id": ${id}, "module_name": null, "video_ids": [${id}]}`, 'admin'],
    ['tRPC student.markSeen', 'POST', () => '/trpc/student.markSeen', (id) => `{"video_id": ${id}}`, 'student'],
    ['tRPC student.course', 'GET', (id) => `/trpc/student.course?input=${encodeURIComponent(`{"id": ${id}}`)}`, undefined, 'student'],
  ]

  it.each(BODY_IDS)('ids in a body or a query: %s', async (label, method, url, body, name) => {
    await fc.assert(
      fc.asyncProperty(idText, async (id) => {
        const payload = body?.(id)
        const response = await t.app.inject({
          method,
          url: url(id),
          headers: { ...headersOf(name), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(payload === undefined ? {} : { payload }),
        })
        expectFrenchRefusal(response, id, label)
      }),
      { numRuns: 40 },
    )
  })

  it('2^31 is refused in French before the database sees it, for a visitor too', async () => {
    const response = await t.app.inject({ url: `/api/recruitment/${2 ** 31}` })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(MESSAGES.invalidId)
  })
})
