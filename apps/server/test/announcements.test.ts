import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, formBody, makeCourse, PNG_1PX, studentToken, type TestApp } from './helpers.ts'

let t: TestApp
let root: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, fields: Record<string, string>, image?: Buffer) => {
  const body = formBody(fields, image && { field: 'image', filename: 'affiche.png', type: 'image/png', bytes: image })
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload })
}
const stored = (imageUrl: string) => existsSync(join(t.config.DATA_DIR, imageUrl))

describe('announcements', () => {
  it('a super admin creates one with an image (form-data); visitors see it at once', async () => {
    const response = await send('POST', '/api/admin/announcements/', root, { title: 'Préparation CNC 2027', description: 'Maths et physique, 12 semaines.', price: '1200 DH', is_active: 'true' }, PNG_1PX)
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({ title: 'Préparation CNC 2027', price: '1200 DH', is_active: true, image_url: expect.stringMatching(/^\/uploads\/announcements\/.+\.png$/) })
    expect(stored(created.image_url)).toBe(true)
    const visible = (await t.app.inject({ url: '/api/announcements/?active_only=true' })).json<{ id: number }[]>()
    expect(visible.map((a) => a.id)).toContain(created.id)

    await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${created.id}/toggle`, headers: root })
    expect((await t.app.inject({ url: '/api/announcements/?active_only=false' })).json<{ id: number }[]>().map((a) => a.id)).not.toContain(created.id)
    expect((await t.app.inject({ url: '/api/admin/announcements/admin', headers: root })).json<{ id: number }[]>().map((a) => a.id)).toContain(created.id)
  })

  it('edits with form-data, replaces the image and removes the old file; delete removes it too', async () => {
    const created = (await send('POST', '/api/admin/announcements', root, { title: 'Avant' }, PNG_1PX)).json()
    const edited = (await send('PUT', `/api/admin/announcements/${created.id}`, root, { title: 'Après', price: '' }, PNG_1PX)).json()
    expect(edited).toMatchObject({ title: 'Après', price: null, description: '' })
    expect(edited.image_url).not.toBe(created.image_url)
    expect(stored(created.image_url)).toBe(false)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${created.id}`, headers: root })).json()).toEqual({ message: ANNOUNCEMENT_MESSAGES.deleted })
    expect(stored(edited.image_url)).toBe(false)
  })

  it('checks the image by its bytes (415), its size (413), the title (400), leaving nothing behind', async () => {
    const before = await t.services.db.selectFrom('announcements').select('id').execute()
    const fake = await send('POST', '/api/admin/announcements', root, { title: 'X' }, Buffer.from('MZ\x90\x00 not an image'))
    expect(fake.statusCode).toBe(415)
    expect(fake.json()).toEqual({ detail: ANNOUNCEMENT_MESSAGES.imageInvalid })
    const big = await send('POST', '/api/admin/announcements', root, { title: 'X' }, Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]))
    expect(big.statusCode).toBe(413)
    const untitled = await send('POST', '/api/admin/announcements', root, { title: ' ' })
    expect(untitled.json().detail).toBe(ANNOUNCEMENT_MESSAGES.titleRequired)
    expect(await t.services.db.selectFrom('announcements').select('id').execute()).toHaveLength(before.length)
  })

  it('is managed by super admins only', async () => {
    const student = bearer(await studentToken())
    for (const headers of [{}, student, admin]) {
      const status = (await send('POST', '/api/admin/announcements', headers, { title: 'X' })).statusCode
      expect(status).toBe(Object.keys(headers).length ? 403 : 401)
      expect((await t.app.inject({ url: '/api/admin/announcements/admin', headers })).statusCode).toBe(Object.keys(headers).length ? 403 : 401)
    }
  })
})

describe('formations sold online (« vente en ligne »)', () => {
  const sale = (courseId: number | string, overrides: Record<string, string> = {}) => ({
    course_id: String(courseId),
    amount_mad: '1500',
    access_type: 'full',
    duration_days: '90',
    ...overrides,
  })
  const errorsOf = (body: { errors?: { path: string[]; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.path.join('.'), e.message]))
  const publicOne = (id: number) => t.app.inject({ url: `/api/announcements/${id}` })

  it('links a formation to a course; visitors see the amount and sellable, never the course', async () => {
    const course = await makeCourse(t.app, root, 'Analyse CNC')
    const response = await send('POST', '/api/admin/announcements', root, { title: 'CNC en ligne', price: '1500 DH', ...sale(course.id) })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ course_id: course.id, course_title: 'Analyse CNC', amount_mad: 1500, access_type: 'full', duration_days: 90, sellable: true })
    const id = response.json().id
    const one = await publicOne(id)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ id, title: 'CNC en ligne', sellable: true, amount_mad: 1500, duration_days: 90 })
    for (const secret of ['course_id', 'course_title', 'access_type', 'created_by']) expect(one.json()).not.toHaveProperty(secret)
    const listed = (await t.app.inject({ url: '/api/announcements' })).json<Record<string, unknown>[]>().find((a) => a.id === id)
    expect(listed).toMatchObject({ sellable: true, amount_mad: 1500 })
    expect(listed).not.toHaveProperty('course_id')
  })

  it('asks for the whole group (all or nothing), each missing field by name', async () => {
    const course = await makeCourse(t.app, root)
    const partial = await send('POST', '/api/admin/announcements', root, { title: 'X', course_id: String(course.id), amount_mad: '', access_type: 'standard' })
    expect(partial.statusCode).toBe(400)
    expect(errorsOf(partial.json())).toEqual({ amount_mad: ANNOUNCEMENT_MESSAGES.saleAmountRequired, duration_days: ANNOUNCEMENT_MESSAGES.saleDurationRequired })
    const noCourse = await send('POST', '/api/admin/announcements', root, { title: 'X', ...sale('') })
    expect(errorsOf(noCourse.json())).toEqual({ course_id: ANNOUNCEMENT_MESSAGES.saleCourseRequired })
    const none = await send('POST', '/api/admin/announcements', root, { title: 'Sans vente', course_id: '', amount_mad: '', access_type: '', duration_days: '' })
    expect(none.statusCode, none.body).toBe(201)
    expect(none.json()).toMatchObject({ course_id: null, amount_mad: null, access_type: null, duration_days: null, sellable: false })
    // an update that sends only part of the group changes nothing
    const half = await send('PUT', `/api/admin/announcements/${none.json().id}`, root, { amount_mad: '300' })
    expect(half.statusCode).toBe(400)
    expect(errorsOf(half.json())).toMatchObject({ course_id: ANNOUNCEMENT_MESSAGES.saleCourseRequired })
  })

  it('refuses an unknown course (400), amounts out of bounds, bad access types and durations', async () => {
    const course = await makeCourse(t.app, root)
    const before = await t.services.db.selectFrom('announcements').select('id').execute()
    const unknown = await send('POST', '/api/admin/announcements', root, { title: 'X', ...sale(999_999) })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ detail: ANNOUNCEMENT_MESSAGES.saleCourseUnknown })
    const cases: [Record<string, string>, string, string][] = [
      [{ amount_mad: '0' }, 'amount_mad', ANNOUNCEMENT_MESSAGES.saleAmountMin],
      [{ amount_mad: '-5' }, 'amount_mad', ANNOUNCEMENT_MESSAGES.saleAmountMin],
      [{ amount_mad: '1000001' }, 'amount_mad', ANNOUNCEMENT_MESSAGES.saleAmountMax],
      [{ amount_mad: '12.5' }, 'amount_mad', ANNOUNCEMENT_MESSAGES.saleAmountInvalid],
      [{ amount_mad: 'mille' }, 'amount_mad', ANNOUNCEMENT_MESSAGES.saleAmountInvalid],
      [{ access_type: 'vip' }, 'access_type', "Type d’accès invalide"],
      [{ duration_days: '-1' }, 'duration_days', 'La durée ne peut pas être négative'],
      [{ duration_days: '99999' }, 'duration_days', '10 ans au maximum'],
      [{ course_id: '2147483648' }, 'course_id', ANNOUNCEMENT_MESSAGES.saleCourseRequired],
    ]
    for (const [overrides, field, message] of cases) {
      const response = await send('POST', '/api/admin/announcements', root, { title: 'X', ...sale(course.id, overrides) })
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(errorsOf(response.json())[field], JSON.stringify(overrides)).toBe(message)
    }
    const edge = await send('POST', '/api/admin/announcements', root, { title: 'Bornes', ...sale(course.id, { amount_mad: '1000000', duration_days: '0' }) })
    expect(edge.json()).toMatchObject({ amount_mad: 1_000_000, duration_days: 0, sellable: true })
    expect(await t.services.db.selectFrom('announcements').select('id').execute()).toHaveLength(before.length + 1)
  })

  it('keeps the formation when its course is deleted: no longer sellable; unlinking clears the group', async () => {
    const course = await makeCourse(t.app, root, 'Éphémère')
    const created = (await send('POST', '/api/admin/announcements', root, { title: 'Orpheline', ...sale(course.id) })).json()
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${course.id}`, headers: root })).statusCode).toBe(200)
    const one = (await publicOne(created.id)).json()
    expect(one).toMatchObject({ id: created.id, sellable: false, amount_mad: null, duration_days: null })
    const adminView = (await t.app.inject({ url: '/api/admin/announcements/admin', headers: root })).json<{ id: number }[]>().find((a) => a.id === created.id)
    expect(adminView).toMatchObject({ course_id: null, course_title: null, amount_mad: 1500, sellable: false })
    const other = await makeCourse(t.app, root, 'Remplaçant')
    const relinked = (await send('PUT', `/api/admin/announcements/${created.id}`, root, sale(other.id, { amount_mad: '900' }))).json()
    expect(relinked).toMatchObject({ course_id: other.id, amount_mad: 900, sellable: true })
    const unlinked = (await send('PUT', `/api/admin/announcements/${created.id}`, root, { course_id: '', amount_mad: '', access_type: '', duration_days: '' })).json()
    expect(unlinked).toMatchObject({ course_id: null, amount_mad: null, access_type: null, duration_days: null, sellable: false })
    const untouched = (await send('PUT', `/api/admin/announcements/${created.id}`, root, { title: 'Renommée' })).json()
    expect(untouched).toMatchObject({ title: 'Renommée', sellable: false })
  })

  it('the public page and list never show an inactive or missing formation (404 in French)', async () => {
    const created = (await send('POST', '/api/admin/announcements', root, { title: 'Bientôt', is_active: 'false' })).json()
    for (const id of [created.id, 987_654]) {
      const response = await publicOne(id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: ANNOUNCEMENT_MESSAGES.formationNotFound })
    }
    expect((await t.app.inject({ url: '/api/announcements' })).json<{ id: number }[]>().map((a) => a.id)).not.toContain(created.id)
    for (const bad of ['abc', '0', '-1', '2147483648']) expect((await t.app.inject({ url: `/api/announcements/${bad}` })).statusCode).toBe(400)
    // activating it shows it at once (the cached 404 is dropped by the admin mutation)
    await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${created.id}/toggle`, headers: root })
    expect((await publicOne(created.id)).statusCode).toBe(200)
    await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${created.id}/toggle`, headers: root })
    expect((await publicOne(created.id)).statusCode).toBe(404)
  })

  it('an admin who is not super admin cannot link a formation (403), nor edit one', async () => {
    const course = await makeCourse(t.app, admin, 'Le cours de l’admin')
    const created = (await send('POST', '/api/admin/announcements', root, { title: 'Cible' })).json()
    expect((await send('POST', '/api/admin/announcements', admin, { title: 'X', ...sale(course.id) })).statusCode).toBe(403)
    expect((await send('PUT', `/api/admin/announcements/${created.id}`, admin, sale(course.id))).statusCode).toBe(403)
    expect((await publicOne(created.id)).json()).toMatchObject({ sellable: false })
  })
})
