import { FREE_COURSE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, formBody, PNG_1PX, TINY_PDF, type TestApp } from './helpers.ts'

let t: TestApp
let root: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, fields: Record<string, string>, file?: Buffer) => {
  const body = formBody(fields, file && { field: 'file', filename: 'annales.pdf', type: 'application/pdf', bytes: file })
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload })
}

describe('free courses', () => {
  it('adds a PDF (checked by bytes) or an external link; visitors see active ones', async () => {
    const pdf = await send('POST', '/api/admin/cours-gratuits/', root, { title: 'Annales CNC Maths', category: 'concours', school: 'CPGE', level: 'Bac+2' }, TINY_PDF)
    expect(pdf.statusCode, pdf.body).toBe(201)
    expect(pdf.json().file_url).toMatch(/^\/uploads\/free-courses\/.+\.pdf$/)
    expect((await t.app.inject({ url: pdf.json().file_url })).statusCode).toBe(200)
    const link = await send('POST', '/api/admin/cours-gratuits', root, { title: 'TD Thermodynamique', category: 'td', external_url: 'https://example.ma/td.pdf', is_active: 'false' })
    expect(link.json()).toMatchObject({ external_url: 'https://example.ma/td.pdf', file_url: null, is_active: false })
    const visible = (await t.app.inject({ url: '/api/cours-gratuits/' })).json<{ id: number }[]>().map((c) => c.id)
    expect(visible).toContain(pdf.json().id)
    expect(visible).not.toContain(link.json().id)
  })

  it('refuses a non-PDF (415), no content (400), a bad category (400)', async () => {
    expect((await send('POST', '/api/admin/cours-gratuits', root, { title: 'X', category: 'cours' }, PNG_1PX)).json()).toEqual({ detail: FREE_COURSE_MESSAGES.pdfInvalid })
    expect((await send('POST', '/api/admin/cours-gratuits', root, { title: 'X', category: 'cours' })).json()).toEqual({ detail: FREE_COURSE_MESSAGES.contentRequired })
    expect((await send('POST', '/api/admin/cours-gratuits', root, { title: 'X', category: 'magie', external_url: 'https://a.ma' })).json().detail).toBe(FREE_COURSE_MESSAGES.categoryInvalid)
  })

  it('edits and deletes; regular admins are refused', async () => {
    const created = (await send('POST', '/api/admin/cours-gratuits', root, { title: 'Cours', category: 'cours', external_url: 'https://a.ma/x' })).json()
    const edited = await send('PUT', `/api/admin/cours-gratuits/${created.id}`, root, { title: 'Cours modifié' })
    expect(edited.json()).toMatchObject({ title: 'Cours modifié', external_url: 'https://a.ma/x' })
    expect((await send('PUT', `/api/admin/cours-gratuits/${created.id}`, admin, { title: 'Volé' })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/admin/cours-gratuits', headers: admin })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/cours-gratuits/${created.id}`, headers: root })).json()).toEqual({ message: FREE_COURSE_MESSAGES.deleted })
  })

  it('a resource that is only a link travels as JSON too (DESIGN §6 "Bodies")', async () => {
    const json = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = root) => t.app.inject({ method, url, headers, payload: payload as object })
    const created = await json('POST', '/api/admin/cours-gratuits/', { title: 'Lien JSON', category: 'td', external_url: 'https://example.ma/td.pdf', is_active: false })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ title: 'Lien JSON', external_url: 'https://example.ma/td.pdf', file_url: null, is_active: false })

    const edited = await json('PUT', `/api/admin/cours-gratuits/${created.json().id}/`, { title: 'Lien JSON modifié', is_active: true })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ title: 'Lien JSON modifié', external_url: 'https://example.ma/td.pdf', is_active: true })

    // JSON carries no file: without a link it is refused in French, and a `file` field is no file
    for (const body of [{ title: 'Sans lien', category: 'cours' }, { title: 'Faux fichier', category: 'cours', file: 'JVBERi0xLjQ=' }]) {
      const refused = await json('POST', '/api/admin/cours-gratuits', body)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ detail: FREE_COURSE_MESSAGES.contentRequired })
    }
    const unlinked = await json('PUT', `/api/admin/cours-gratuits/${created.json().id}`, { external_url: '' })
    expect(unlinked.json()).toEqual({ detail: FREE_COURSE_MESSAGES.contentRequired })
    expect((await json('POST', '/api/admin/cours-gratuits', ['pas', 'un', 'objet'])).statusCode).toBe(400)
    expect((await json('POST', '/api/admin/cours-gratuits', { title: 'Volé', category: 'td', external_url: 'https://a.ma' }, admin)).statusCode).toBe(403)
    expect((await json('POST', '/api/admin/cours-gratuits', { title: 'Anonyme', category: 'td', external_url: 'https://a.ma' }, {})).statusCode).toBe(401)
  })
})
