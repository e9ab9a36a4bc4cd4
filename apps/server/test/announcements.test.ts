import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, formBody, PNG_1PX, studentToken, type TestApp } from './helpers.ts'

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
