import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { moroccoDayIn, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { demoJobOffers } from '../src/seed/demo-recruitment.ts'
import { createAdmin, createTestApp, type TestApp } from './helpers.ts'
import { apply, createOffer, OFFER, type Role, ROLES, roleHeaders, storedCvs, SUPER_ONLY } from './recruitment-helpers.ts'

type Headers = Record<string, string>
type Offer = { id: number; title: string; is_active: boolean; is_open: boolean; applications_count: number; deadline: string | null }

let t: TestApp
let as: Record<Role, Headers>
let root: Headers

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '1000' })
  as = await roleHeaders(t)
  root = as.super
})
afterAll(() => t.close())

const publicIds = async (query = '') => (await t.app.inject({ url: `/api/recruitment/${query}` })).json<Offer[]>().map((o) => o.id)

describe('who may do what on job offers (REST)', () => {
  const requests: { name: string; ok?: number; run: (id: number, h: Headers) => Promise<LightMyRequestResponse> }[] = [
    { name: 'GET /api/admin/recruitment/', run: (_id, h) => t.app.inject({ url: '/api/admin/recruitment/', headers: h }) },
    { name: 'POST /api/admin/recruitment/', ok: 201, run: (_id, h) => t.app.inject({ method: 'POST', url: '/api/admin/recruitment/', headers: h, payload: OFFER }) },
    { name: 'GET /api/admin/recruitment/stats', run: (_id, h) => t.app.inject({ url: '/api/admin/recruitment/stats', headers: h }) },
    { name: 'GET /api/admin/recruitment/{id}', run: (id, h) => t.app.inject({ url: `/api/admin/recruitment/${id}`, headers: h }) },
    { name: 'PUT /api/admin/recruitment/{id}', run: (id, h) => t.app.inject({ method: 'PUT', url: `/api/admin/recruitment/${id}`, headers: h, payload: { salary: '4 000 DH' } }) },
    { name: 'PUT /api/admin/recruitment/{id}/toggle', run: (id, h) => t.app.inject({ method: 'PUT', url: `/api/admin/recruitment/${id}/toggle`, headers: h }) },
    { name: 'DELETE /api/admin/recruitment/{id}', run: (id, h) => t.app.inject({ method: 'DELETE', url: `/api/admin/recruitment/${id}`, headers: h }) },
  ]
  for (const request of requests) {
    for (const role of ROLES) {
      it(`${request.name} as ${role} → ${SUPER_ONLY[role] === 200 ? (request.ok ?? 200) : SUPER_ONLY[role]}`, async () => {
        const offer = await createOffer(t.app, root)
        const response = await request.run(offer.id, as[role])
        expect(response.statusCode, response.body).toBe(SUPER_ONLY[role] === 200 ? (request.ok ?? 200) : SUPER_ONLY[role])
        if (response.statusCode >= 400) expect(response.json().detail).toEqual(expect.any(String))
      })
    }
  }

  for (const role of ROLES) {
    it(`the public list and an offer are open to ${role}`, async () => {
      const offer = await createOffer(t.app, root)
      for (const url of ['/api/recruitment', '/api/recruitment/', `/api/recruitment/${offer.id}`, `/api/recruitment/${offer.id}/`]) {
        expect((await t.app.inject({ url, headers: as[role] })).statusCode, url).toBe(200)
      }
    })
  }
})

describe('who may do what on job offers (tRPC)', () => {
  const query = (path: string, input: unknown, h: Headers) =>
    t.app.inject({ url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers: h })
  const mutation = (path: string, input: unknown, h: Headers) => t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: h, payload: input as object })
  const procedures: { name: string; run: (id: number, h: Headers) => Promise<LightMyRequestResponse>; public?: boolean }[] = [
    { name: 'recruitment.list', public: true, run: (_id, h) => query('recruitment.list', {}, h) },
    { name: 'recruitment.get', public: true, run: (id, h) => query('recruitment.get', { id }, h) },
    { name: 'recruitment.adminList', run: (_id, h) => query('recruitment.adminList', {}, h) },
    { name: 'recruitment.adminGet', run: (id, h) => query('recruitment.adminGet', { id }, h) },
    { name: 'recruitment.stats', run: (_id, h) => query('recruitment.stats', undefined, h) },
    { name: 'recruitment.create', run: (_id, h) => mutation('recruitment.create', OFFER, h) },
    { name: 'recruitment.update', run: (id, h) => mutation('recruitment.update', { id, title: 'Renommée' }, h) },
    { name: 'recruitment.toggle', run: (id, h) => mutation('recruitment.toggle', { id }, h) },
    { name: 'recruitment.delete', run: (id, h) => mutation('recruitment.delete', { id }, h) },
  ]
  for (const procedure of procedures) {
    for (const role of ROLES) {
      const status = procedure.public ? 200 : SUPER_ONLY[role]
      it(`${procedure.name} as ${role} → ${status}`, async () => {
        const offer = await createOffer(t.app, root)
        const response = await procedure.run(offer.id, as[role])
        expect(response.statusCode, response.body).toBe(status)
      })
    }
  }
})

describe('publishing job offers', () => {
  it('creates, reads, edits (omitted fields kept, emptied ones cleared) and counts applications', async () => {
    const created = await createOffer(t.app, root)
    expect(created).toMatchObject({ ...OFFER, is_active: true, is_open: true, applications_count: 0 })
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/recruitment/${created.id}/`, headers: root, payload: { salary: '', contract_type: 'Alternance' } })
    expect(edited.json()).toMatchObject({ title: OFFER.title, salary: null, contract_type: 'Alternance', deadline: OFFER.deadline })
    expect((await apply(t.app, { job_offer_id: created.id })).statusCode).toBe(201)
    const listed = (await t.app.inject({ url: '/api/admin/recruitment?limit=200', headers: root })).json<Offer[]>()
    expect(listed.find((o) => o.id === created.id)?.applications_count).toBe(1)
  })

  it.each([
    [{ ...OFFER, title: ' ' }, RECRUITMENT_MESSAGES.titleRequired],
    [{ ...OFFER, company: undefined }, RECRUITMENT_MESSAGES.companyRequired],
    [{ ...OFFER, location: '' }, RECRUITMENT_MESSAGES.locationRequired],
    [{ ...OFFER, description: '' }, RECRUITMENT_MESSAGES.descriptionRequired],
    [{ ...OFFER, contract_type: 'Intérim' }, RECRUITMENT_MESSAGES.contractTypeInvalid],
    [{ ...OFFER, deadline: '31/12/2030' }, RECRUITMENT_MESSAGES.deadlineInvalid],
    [{ ...OFFER, deadline: '2030-02-30' }, RECRUITMENT_MESSAGES.deadlineInvalid],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/recruitment', headers: root, payload: body })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(message)
  })

  it('toggles an offer on and off; visitors see only open offers (active, deadline not passed)', async () => {
    const open = await createOffer(t.app, root)
    const lastDay = await createOffer(t.app, root, { deadline: moroccoDayIn(0) })
    const expired = await createOffer(t.app, root, { deadline: moroccoDayIn(-2) })
    const noDeadline = await createOffer(t.app, root, { deadline: null })
    const off = await t.app.inject({ method: 'PUT', url: `/api/admin/recruitment/${open.id}/toggle/`, headers: root })
    expect(off.json()).toMatchObject({ is_active: false, is_open: false })
    expect(expired.is_open).toBe(false)

    const visible = await publicIds('?active_only=true&limit=200')
    expect(visible).toEqual(expect.arrayContaining([lastDay.id, noDeadline.id]))
    expect(visible).not.toContain(open.id)
    expect(visible).not.toContain(expired.id)
    // active_only=false does not show inactive offers to a visitor
    expect(await publicIds('?active_only=false&limit=200')).not.toContain(open.id)
    expect((await t.app.inject({ url: `/api/recruitment/${open.id}` })).json()).toEqual({ detail: RECRUITMENT_MESSAGES.offerNotFound })
    // an expired offer's page still answers, showing it closed
    expect((await t.app.inject({ url: `/api/recruitment/${expired.id}` })).json()).toMatchObject({ id: expired.id, is_open: false })

    const on = await t.app.inject({ method: 'PUT', url: `/api/admin/recruitment/${open.id}/toggle`, headers: root })
    expect(on.json()).toMatchObject({ is_active: true, is_open: true })
    expect(await publicIds('?limit=200')).toContain(open.id)
  })

  it('filters the public list by contract type, city and a search over title, company and description', async () => {
    const pfe = await createOffer(t.app, root, { title: 'Stage PFE Data', company: 'OCP Digital', location: 'Benguerir', contract_type: 'Stage', description: 'Analyse de données minières' })
    const cdi = await createOffer(t.app, root, { title: 'Ingénieur réseau', company: 'Maroc Télécom', location: 'Rabat', contract_type: 'CDI', description: 'Exploitation du cœur de réseau' })
    const alt = await createOffer(t.app, root, { title: 'Alternance comptable', company: 'Souss Agro', location: 'Agadir', contract_type: 'Alternance', description: 'Clôtures mensuelles' })
    const only = async (query: string) => (await publicIds(`?limit=200&${query}`)).filter((id) => [pfe.id, cdi.id, alt.id].includes(id)).sort()
    expect(await only('contract_type=CDI')).toEqual([cdi.id])
    expect(await only('location=rabat')).toEqual([cdi.id])
    expect(await only('search=souss')).toEqual([alt.id])
    expect(await only('search=MINIÈRES')).toEqual([pfe.id])
    expect(await only('search=100%25')).toEqual([])
    expect(await only('contract_type=&location=&search=')).toEqual([pfe.id, cdi.id, alt.id].sort())
    expect((await t.app.inject({ url: '/api/recruitment?contract_type=Intérim' })).json().detail).toBe(RECRUITMENT_MESSAGES.contractTypeInvalid)
  })

  it('paginates with limit and offset', async () => {
    for (let i = 0; i < 3; i++) await createOffer(t.app, root)
    const all = (await t.app.inject({ url: '/api/admin/recruitment?limit=200', headers: root })).json<Offer[]>()
    const page = (await t.app.inject({ url: '/api/admin/recruitment?limit=2&offset=1', headers: root })).json<Offer[]>()
    expect(page.map((o) => o.id)).toEqual(all.slice(1, 3).map((o) => o.id))
    expect((await t.app.inject({ url: '/api/admin/recruitment?limit=500', headers: root })).statusCode).toBe(400)
  })

  it('answers 404 in French for an offer that does not exist', async () => {
    for (const [method, url] of [['GET', '/api/recruitment/999999'], ['GET', '/api/admin/recruitment/999999'], ['PUT', '/api/admin/recruitment/999999'], ['PUT', '/api/admin/recruitment/999999/toggle'], ['DELETE', '/api/admin/recruitment/999999']] as const) {
      const response = await t.app.inject({ method, url, headers: root, ...(method === 'PUT' ? { payload: {} } : {}) })
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ detail: RECRUITMENT_MESSAGES.offerNotFound })
    }
    expect((await t.app.inject({ url: '/api/recruitment/abc' })).statusCode).toBe(400)
  })
})

describe('deleting an offer', () => {
  it('deletes an offer without applications', async () => {
    const offer = await createOffer(t.app, root)
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/recruitment/${offer.id}/`, headers: root })
    expect(response.json()).toEqual({ message: RECRUITMENT_MESSAGES.offerDeleted, applications_deleted: 0 })
    expect((await t.app.inject({ url: `/api/admin/recruitment/${offer.id}`, headers: root })).statusCode).toBe(404)
  })

  it('deletes its applications and their CV files with it, and only those', async () => {
    const offer = await createOffer(t.app, root)
    const kept = await createOffer(t.app, root)
    for (let i = 0; i < 2; i++) expect((await apply(t.app, { job_offer_id: offer.id })).statusCode).toBe(201)
    expect((await apply(t.app, { job_offer_id: kept.id })).statusCode).toBe(201)
    const paths = async (id: number) =>
      (await t.services.db.selectFrom('job_applications').select('cv_path').where('job_offer_id', '=', id).execute()).map((r) => r.cv_path)
    const doomed = await paths(offer.id)
    const keptPaths = await paths(kept.id)
    const onDisk = (key: string) => existsSync(join(t.config.DATA_DIR, 'private', key))
    expect(doomed.every(onDisk)).toBe(true)

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/recruitment/${offer.id}`, headers: root })
    expect(response.json()).toEqual({ message: RECRUITMENT_MESSAGES.offerDeletedWithApplications(2), applications_deleted: 2 })
    expect(await paths(offer.id)).toEqual([])
    expect(doomed.some(onDisk)).toBe(false)
    expect(keptPaths.every(onDisk)).toBe(true)
    expect(storedCvs(t)).toEqual(expect.arrayContaining(keptPaths.map((p) => p.replace('cv/', ''))))
  })
})

describe('recruitment stats', () => {
  it('counts offers, active offers, applications and applications by status', async () => {
    const before = (await t.app.inject({ url: '/api/admin/recruitment/stats/', headers: root })).json()
    const offer = await createOffer(t.app, root)
    const inactive = await createOffer(t.app, root, { is_active: false })
    expect(inactive.is_active).toBe(false)
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await apply(t.app, { job_offer_id: offer.id })).json().application_id)
    await t.app.inject({ method: 'PUT', url: `/api/admin/applications/${ids[0]}`, headers: root, payload: { status: 'acceptee' } })
    await t.app.inject({ method: 'PUT', url: `/api/admin/applications/${ids[1]}`, headers: root, payload: { status: 'refusee' } })
    const after = (await t.app.inject({ url: '/api/admin/recruitment/stats', headers: root })).json()
    expect(after).toEqual({
      total_offers: before.total_offers + 2,
      active_offers: before.active_offers + 1,
      total_applications: before.total_applications + 3,
      by_status: {
        en_attente: before.by_status.en_attente + 1,
        examinee: before.by_status.examinee,
        acceptee: before.by_status.acceptee + 1,
        refusee: before.by_status.refusee + 1,
      },
    })
  })
})

describe('demo content', () => {
  it('SEED_DEMO adds open French job offers through the procedures', async () => {
    const fresh = await createTestApp()
    try {
      await createAdmin(fresh.services, { superAdmin: true })
      await seedDemo(fresh.services, { info: () => {} })
      const offers = (await fresh.app.inject({ url: '/api/recruitment' })).json<Offer[]>()
      expect(offers.map((o) => o.title).sort()).toEqual(demoJobOffers().map((o) => o.title).sort())
      expect(offers.every((o) => o.is_open)).toBe(true)
    } finally {
      await fresh.close()
    }
  })
})
