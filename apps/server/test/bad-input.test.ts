import { MESSAGES } from '@tutorat/contracts'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathParam, ROUTES } from './faults/random-requests.ts'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'

let t: TestApp
let root: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', FORM_RATE_PER_10_MINUTES: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
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
