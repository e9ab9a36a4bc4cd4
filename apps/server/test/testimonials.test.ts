import { moroccoMonthStart } from '@tutorat/api'
import { TESTIMONIAL_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, studentToken, type TestApp } from './helpers.ts'

let t: TestApp
let root: Record<string, string>
let admin: Record<string, string>

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '100' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

const submit = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: body })

describe('public testimonials', () => {
  it('a submission is public only after a super admin activates it', async () => {
    const response = await submit({ nom: 'Hamza', ecole: 'ENSA Tanger', comment: 'Très clair, merci !', rating: 4 })
    expect(response.statusCode).toBe(201)
    const { testimonial_id, message } = response.json()
    expect(message).toBe(TESTIMONIAL_MESSAGES.received)
    const activeIds = async () => (await t.app.inject({ url: '/api/testimonials/active' })).json<{ id: number }[]>().map((x) => x.id)
    expect(await activeIds()).not.toContain(testimonial_id)
    const toggled = await t.app.inject({ method: 'PUT', url: `/api/admin/testimonials/${testimonial_id}/toggle-status`, headers: root })
    expect(toggled.json().is_active).toBe(true)
    expect(await activeIds()).toContain(testimonial_id)
    const publicBody = (await t.app.inject({ url: '/api/testimonials/active' })).body
    expect(publicBody).not.toContain('is_active')
  })

  it('requires nom, ecole and comment, defaults the rating to 5, bounds it to 1–5', async () => {
    for (const body of [{ ecole: 'EMI', comment: 'x' }, { nom: 'A', comment: 'x' }, { nom: 'A', ecole: 'EMI', comment: '  ' }]) {
      const response = await submit(body)
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toBe(TESTIMONIAL_MESSAGES.fillRequired)
    }
    expect((await submit({ nom: 'A', ecole: 'EMI', comment: 'x', rating: 6 })).json().detail).toBe(TESTIMONIAL_MESSAGES.ratingRange)
    const created = await submit({ nom: 'Défaut', ecole: 'FST', comment: 'Bien' })
    const row = await t.services.db.selectFrom('testimonials').select('rating').where('id', '=', created.json().testimonial_id).executeTakeFirstOrThrow()
    expect(row.rating).toBe(5)
  })

  it('drops a bot that fills the honeypot, answering like a success', async () => {
    const before = await t.services.db.selectFrom('testimonials').select('id').execute()
    const response = await submit({ nom: 'Bot', ecole: 'Spam', comment: 'buy now', website: 'http://spam.example' })
    expect(response.statusCode).toBe(201)
    expect(response.json().testimonial_id).toBeNull()
    expect(await t.services.db.selectFrom('testimonials').select('id').execute()).toHaveLength(before.length)
  })

  it('featured: featured first, then best rated, up to the limit (default 10)', async () => {
    await t.services.db.deleteFrom('testimonials').execute()
    const rows = [
      { nom: 'A', rating: 3, is_featured: true },
      { nom: 'B', rating: 5, is_featured: false },
      { nom: 'C', rating: 4, is_featured: false },
      { nom: 'D', rating: 5, is_featured: false, is_active: false },
    ]
    for (const r of rows) await t.services.db.insertInto('testimonials').values({ ecole: 'ENSAM', comment: 'ok', is_active: true, ...r }).execute()
    const featured = (await t.app.inject({ url: '/api/testimonials/featured?limit=2' })).json<{ nom: string }[]>()
    expect(featured.map((x) => x.nom)).toEqual(['A', 'B'])
    expect((await t.app.inject({ url: '/api/testimonials/featured' })).json()).toHaveLength(3)
  })
})

describe('testimonials admin', () => {
  it('filters, searches and sorts as asked', async () => {
    await t.services.db.deleteFrom('testimonials').execute()
    const seed = [
      { nom: 'zineb', ecole: 'EMI', comment: 'Excellent', rating: 5, is_active: true, created_at: '2026-01-01T00:00:00Z' },
      { nom: 'Amine', ecole: 'ENSA Fès', comment: 'Bien', rating: 3, is_active: false, created_at: '2026-03-01T00:00:00Z' },
      { nom: 'Karim', ecole: 'FST Settat', comment: 'Top prof', rating: 4, is_active: true, created_at: '2026-02-01T00:00:00Z' },
    ]
    for (const r of seed) await t.services.db.insertInto('testimonials').values(r).execute()
    const names = async (query: string) => (await t.app.inject({ url: `/api/admin/testimonials/?${query}`, headers: root })).json<{ nom: string }[]>().map((x) => x.nom)
    expect(await names('')).toEqual(['Amine', 'Karim', 'zineb'])
    expect(await names('sort_order=asc')).toEqual(['zineb', 'Karim', 'Amine'])
    expect(await names('sort_by=rating&sort_order=desc')).toEqual(['zineb', 'Karim', 'Amine'])
    expect(await names('sort_by=nom&sort_order=asc')).toEqual(['Amine', 'Karim', 'zineb'])
    expect(await names('status=active')).toEqual(['Karim', 'zineb'])
    expect(await names('status=inactive')).toEqual(['Amine'])
    expect(await names('search=fst')).toEqual(['Karim'])
    expect(await names('search=excellent')).toEqual(['zineb'])
    const bad = await t.app.inject({ url: '/api/admin/testimonials?sort_by=password', headers: root })
    expect(bad.statusCode).toBe(400)
    const stats = (await t.app.inject({ url: '/api/admin/testimonials/stats', headers: root })).json()
    expect(stats).toMatchObject({ total: 3, active: 2, average_rating: 4 })
  })

  it('counts "Ce mois" from the 1st at midnight in Morocco, not in UTC', async () => {
    await t.services.db.deleteFrom('testimonials').execute()
    const monthStart = moroccoMonthStart().getTime()
    const at = (offsetMs: number) => new Date(monthStart + offsetMs).toISOString()
    const row = (nom: string, created_at: string) => ({ nom, ecole: 'ENSAM Casablanca', comment: 'Merci', rating: 5, created_at })
    await t.services.db.insertInto('testimonials').values([row('Avant minuit', at(-60_000)), row('Après minuit', at(60_000))]).execute()
    const stats = (await t.app.inject({ url: '/api/admin/testimonials/stats', headers: root })).json()
    expect(stats).toMatchObject({ total: 2, this_month: 1 })
  })

  it('edits in place, features, deletes', async () => {
    const id = (await submit({ nom: 'Old', ecole: 'EHTP', comment: 'x' })).json().testimonial_id
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/testimonials/${id}`, headers: root, payload: { nom: 'Nouveau', rating: 2, is_featured: true } })
    expect(edited.json()).toMatchObject({ nom: 'Nouveau', ecole: 'EHTP', rating: 2, is_featured: true })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${id}`, headers: root })).json()).toEqual({ message: TESTIMONIAL_MESSAGES.deleted })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${id}`, headers: root })).statusCode).toBe(404)
  })

  it('is for super admins only', async () => {
    const student = bearer(await studentToken())
    for (const [method, url] of [['GET', '/api/admin/testimonials'], ['GET', '/api/admin/testimonials/stats'], ['PUT', '/api/admin/testimonials/1/toggle-status'], ['DELETE', '/api/admin/testimonials/1']] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401)
      expect((await t.app.inject({ method, url, headers: student })).statusCode, url).toBe(403)
      expect((await t.app.inject({ method, url, headers: admin })).statusCode, url).toBe(403)
    }
  })
})
