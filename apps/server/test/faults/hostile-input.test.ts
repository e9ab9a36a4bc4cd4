import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EXAM_RULES, MESSAGES } from '@tutorat/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, DRIVE_URL, formBody, PNG_1PX, type TestApp, TINY_PDF } from '../helpers.ts'
import { OFFER } from '../recruitment-helpers.ts'
import { ROUTES } from './random-requests.ts'

const BODY_LIMIT = 16_384
let t: TestApp
let root: Record<string, string>
let courseId: string
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT), LOGIN_RATE_PER_MINUTE: '100000', FORM_RATE_PER_10_MINUTES: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  // a course that exists, so the image upload reaches its form
  const course = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: root, payload: { title: 'Cours', subject: 'Mathématiques', level: 'Débutant' } })
  courseId = String(course.json<{ id: number }>().id)
})
afterAll(() => t.close())

const MULTIPART = new Set(['POST /api/admin/announcements', 'PUT /api/admin/announcements/{id}', 'POST /api/admin/cours-gratuits', 'PUT /api/admin/cours-gratuits/{id}', 'POST /api/admin/courses/{id}/upload-image', 'POST /api/applications'])
const WITH_BODY = ROUTES.filter((route) => route.method === 'POST' || route.method === 'PUT')
const JSON_ROUTES = WITH_BODY.filter((route) => !MULTIPART.has(`${route.method} ${route.path}`))
const FORM_ROUTES = WITH_BODY.filter((route) => MULTIPART.has(`${route.method} ${route.path}`))
const urlOf = (path: string, id = courseId) => path.replace('{id}', id)
/** A pasted CSV series is read as text, up to its own limit (4 bytes a character), not the JSON body limit. */
const CSV_IMPORT = 'POST /api/admin/exams/import-questions'
/** A question file (GIFT, Aiken, CSV) is read up to its own limit too (DESIGN §19). */
const QUESTIONS_IMPORT = 'POST /api/admin/questions/import'
const OWN_LIMITS: Record<string, number> = { [CSV_IMPORT]: EXAM_RULES.csvMaxChars * 4, [QUESTIONS_IMPORT]: EXAM_RULES.importMaxChars * 4 }
const bodyLimitOf = (route: { method: string; path: string }) => OWN_LIMITS[`${route.method} ${route.path}`] ?? BODY_LIMIT

function expectRefused(response: LightMyRequestResponse, status: number, detail?: string) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(status)
  const body = response.json<{ detail: unknown }>()
  expect(typeof body.detail).toBe('string')
  if (detail) expect(body.detail).toBe(detail)
}

describe('bodies the server must refuse in French', () => {
  it.each(JSON_ROUTES.map((r) => [`${r.method} ${r.path}`, r]))('oversize JSON: %s → 413', async (_label, route) => {
    const payload = JSON.stringify({ title: 'x'.repeat(bodyLimitOf(route)) })
    expectRefused(await t.app.inject({ method: route.method, url: urlOf(route.path), headers: { ...root, 'content-type': 'application/json' }, payload }), 413, MESSAGES.payloadTooLarge)
  })

  it.each(WITH_BODY.map((r) => [`${r.method} ${r.path}`, r]))('wrong content type: %s → 415', async (_label, route) => {
    // a mail client's one-click unsubscribe (RFC 8058) posts a form: that one path takes it
    const oneClick = `${route.method} ${route.path}` === 'POST /api/notifications/unsubscribe'
    // a CSV series is pasted as text: that one path reads text/plain
    const csv = `${route.method} ${route.path}` === CSV_IMPORT
    for (const type of [...(csv ? [] : ['text/plain']), 'application/xml', ...(oneClick ? [] : ['application/x-www-form-urlencoded'])]) {
      const response = await t.app.inject({ method: route.method, url: urlOf(route.path), headers: { ...root, 'content-type': type }, payload: '<a>1</a>' })
      expectRefused(response, 415, MESSAGES.unsupportedMediaType)
    }
  })

  it.each(FORM_ROUTES.map((r) => [`${r.method} ${r.path}`, r]))('multipart with too many parts or files: %s → 413', async (_label, route) => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`champ${i}`, 'valeur']))
    const tooManyParts = formBody(fields)
    expectRefused(await t.app.inject({ method: route.method, url: urlOf(route.path), headers: { ...root, ...tooManyParts.headers }, payload: tooManyParts.payload }), 413, MESSAGES.payloadTooLarge)

    const boundary = 'plusieursfichiers'
    const file = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n${PNG_1PX.toString('latin1')}\r\n`
    const payload = Buffer.from(`${['file', 'image', 'cv'].map(file).join('')}--${boundary}--\r\n`, 'latin1')
    const headers = { ...root, 'content-type': `multipart/form-data; boundary=${boundary}` }
    expectRefused(await t.app.inject({ method: route.method, url: urlOf(route.path), headers, payload }), 413, MESSAGES.payloadTooLarge)
  })

  it.each(FORM_ROUTES.map((r) => [`${r.method} ${r.path}`, r]))('multipart cut short or without a boundary: %s → 400', async (_label, route) => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({ method: route.method, url: urlOf(route.path), headers: { ...root, 'content-type': type }, payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc' })
      expectRefused(response, 400, MESSAGES.malformedMultipart)
    }
  })
})

describe('path traversal', () => {
  const TRAVERSALS = ['../../../etc/passwd', '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e/%2e%2e/secret', '..\\..\\secret', '%252e%252e%252fsecret', '1/../../2', '....//....//secret', '%00../secret']

  it.each(ROUTES.filter((r) => r.path.includes('{id}')).map((r) => [`${r.method} ${r.path}`, r]))('in the path parameter of %s', async (_label, route) => {
    for (const id of TRAVERSALS) {
      const response = await t.app.inject({ method: route.method, url: urlOf(route.path, id), headers: root })
      expect([400, 401, 403, 404, 415], `${id} → ${response.statusCode} ${response.body.slice(0, 120)}`).toContain(response.statusCode)
      expect(typeof response.json().detail).toBe('string')
    }
  })

  it.each(['/api/%E0%A4%A', '/api/admin/courses/%E0%A4%A', '/uploads/%E0%A4%A.png', '/%E0%A4%A'])('a URL that is not valid percent-encoding: %s → French 400', async (url) => {
    expectRefused(await t.app.inject({ url, headers: root }), 400, MESSAGES.badRequest)
  })

  it('under /uploads, never reaches a private CV or a file beside the uploads', async () => {
    const cv = await t.services.privateFiles.put('cv', 'pdf', TINY_PDF)
    const image = await t.services.files.put('announcements', 'png', PNG_1PX)
    writeFileSync(join(t.config.DATA_DIR, 'secret'), 'canari-secret')
    expect((await t.app.inject({ url: `/uploads/${image}` })).statusCode).toBe(200)
    const name = cv.split('/')[1] ?? ''
    const urls = [
      `/uploads/../private/${cv}`,
      `/uploads/..%2fprivate%2f${cv.replace('/', '%2f')}`,
      `/uploads/%2e%2e/private/${cv}`,
      `/uploads/announcements/../../private/cv/${name}`,
      `/uploads/..%5cprivate%5ccv%5c${name}`,
      `/uploads/%252e%252e/private/${cv}`,
      '/uploads/../secret',
      '/uploads/%2e%2e/secret',
      '/uploads/..%2fsecret',
      '/uploads/%2e%2e%2fsecret',
      '/uploads/announcements/%00.png',
    ]
    for (const url of urls) {
      const response = await t.app.inject({ url })
      expect([400, 403, 404], `${url} → ${response.statusCode}`).toContain(response.statusCode)
      expect(response.body).not.toContain('canari-secret')
      expect(response.body).not.toContain('%PDF')
    }
  })
})

// one hard string per text field: emoji sequences, flags, Arabic, combining accents, astral planes, markup
const HARD = ['Ça marche 😀👩🏽‍💻🇲🇦', 'مرحبا بالطلاب في المغرب', 'e\u0301cole de\u0301composée', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠜎𠜱', 'Z̴̡̪a̷l̵g̶o ✨ «guillemets»', '"citation" <b>&amp;</b> \\ 🧪']
let next = 0
const hard = () => `${HARD[next++ % HARD.length]} #${next}`

async function created(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(201)
  return response.json<Record<string, unknown> & { id: number }>()
}
const json = (method: 'POST', url: string, payload: object, headers = root) => t.app.inject({ method, url, headers, payload })
const form = (url: string, fields: Record<string, string>, file?: Parameters<typeof formBody>[1]) => {
  const body = formBody(fields, file)
  return t.app.inject({ method: 'POST', url, headers: { ...root, ...body.headers }, payload: body.payload })
}
async function readBack(url: string, id: number) {
  const body = (await t.app.inject({ url, headers: root })).json<unknown>()
  const found = Array.isArray(body) ? body.find((item: { id?: number }) => item.id === id) : body
  return found as Record<string, unknown>
}

describe('unicode and emoji survive the round trip in every text field', () => {
  it.each([
    ['course', async () => {
      const fields = { title: hard(), description: hard() }
      const { id } = await created(await json('POST', '/api/admin/courses', { ...fields, subject: 'Mathématiques', level: 'Débutant' }))
      return { fields, read: await readBack(`/api/admin/courses/${id}`, id) }
    }],
    ['video', async () => {
      const course = await created(await json('POST', '/api/admin/courses', { title: 'Cours vidéo', subject: 'Mathématiques', level: 'Débutant' }))
      const fields = { title: hard(), module_name: hard() }
      const { id } = await created(await json('POST', `/api/admin/courses/${course.id}/videos`, { ...fields, drive_url: DRIVE_URL('abcdefghij1234567890'), is_free: false }))
      return { fields, read: await readBack(`/api/admin/courses/${course.id}/videos`, id) }
    }],
    ['student', async () => {
      const fields = { name: hard() }
      const { id } = await created(await json('POST', '/api/admin/students', { ...fields, email: 'unicode@example.ma', password: 'mot-de-passe-eleve' }))
      return { fields, read: await readBack(`/api/admin/students/${id}`, id) }
    }],
    ['admin', async () => {
      const fields = { name: hard() }
      const { id } = await created(await json('POST', '/api/admin/management', { ...fields, email: 'admin-unicode@example.ma', password: 'motdepasse-solide' }))
      return { fields, read: await readBack(`/api/admin/management/${id}`, id) }
    }],
    ['testimonial', async () => {
      const fields = { nom: hard(), ecole: hard(), comment: hard() }
      const response = await json('POST', '/api/testimonials/submit', fields, {})
      const { testimonial_id } = response.json<{ testimonial_id: number }>()
      return { fields, read: await readBack('/api/admin/testimonials', testimonial_id) }
    }],
    ['job offer', async () => {
      const fields = { title: hard(), company: hard(), location: hard(), description: hard(), requirements: hard(), salary: hard() }
      const { id } = await created(await json('POST', '/api/admin/recruitment', { ...OFFER, ...fields }))
      return { fields, read: await readBack(`/api/admin/recruitment/${id}`, id) }
    }],
    ['application (multipart)', async () => {
      const offer = await created(await json('POST', '/api/admin/recruitment', OFFER))
      const fields = { full_name: hard(), school: hard(), message: hard() }
      const response = await form('/api/applications/', { ...fields, job_offer_id: String(offer.id), email: 'candidat-unicode@example.ma', phone: '0612345678' }, { field: 'cv', filename: 'CV Salmà 😀.pdf', type: 'application/pdf', bytes: TINY_PDF })
      expect(response.statusCode, response.body).toBe(201)
      const id = response.json<{ application_id: number }>().application_id
      return { fields: { ...fields, cv_original_name: 'CV Salmà 😀.pdf' }, read: await readBack(`/api/admin/applications/${id}`, id) }
    }],
    ['announcement (multipart)', async () => {
      const fields = { title: hard(), description: hard(), price: hard() }
      const { id } = await created(await form('/api/admin/announcements/', { ...fields, is_active: 'true' }, { field: 'image', filename: 'affiche.png', type: 'image/png', bytes: PNG_1PX }))
      return { fields, read: await readBack('/api/admin/announcements/admin', id) }
    }],
    ['free course (multipart)', async () => {
      const fields = { title: hard(), description: hard(), school: hard(), level: hard() }
      const { id } = await created(await form('/api/admin/cours-gratuits/', { ...fields, category: 'cours', is_active: 'true' }, { field: 'file', filename: 'td.pdf', type: 'application/pdf', bytes: TINY_PDF }))
      return { fields, read: await readBack('/api/admin/cours-gratuits', id) }
    }],
  ])('%s', async (_label, write) => {
    const { fields, read } = await write()
    for (const [name, value] of Object.entries(fields)) expect(read[name], name).toBe(value)
  })
})
