import { existsSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepOrphans } from '../../src/files/sweep.ts'
import { adminHeaders, createAdmin, createTestApp, formBody, PNG_1PX, type TestApp, TINY_PDF } from '../helpers.ts'
import { apply, createOffer } from '../recruitment-helpers.ts'

let t: TestApp
let root: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '1000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

const HOUR = 60 * 60 * 1000
const publicPath = (key: string) => join(t.config.DATA_DIR, 'uploads', key)
const privatePath = (key: string) => join(t.config.DATA_DIR, 'private', key)
/** Ages a stored file past the sweep's grace period. */
const age = (path: string, ms = 2 * HOUR) => {
  const then = new Date(Date.now() - ms)
  utimesSync(path, then, then)
}
/** What the image-variant work writes beside an original: `<kind>/<uuid>.w<width>.webp`. */
const variantOf = (key: string, width = 640) => {
  const variant = key.replace(/\.[a-z0-9]+$/, `.w${width}.webp`)
  writeFileSync(publicPath(variant), 'webp')
  return variant
}

async function announcementWithImage(title: string) {
  const body = formBody({ title, description: 'Affiche', price: '100 DH', is_active: 'true' }, { field: 'image', filename: 'a.png', type: 'image/png', bytes: PNG_1PX })
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/announcements/', headers: { ...root, ...body.headers }, payload: body.payload })
  expect(response.statusCode, response.body).toBe(201)
  const { id, image_url } = response.json<{ id: number; image_url: string }>()
  return { id, key: image_url.replace(/^\/uploads\//, '') }
}

describe('orphan sweep', () => {
  it('removes old unreferenced files in both stores, keeps referenced ones, their variants and fresh files', async () => {
    const live = await announcementWithImage('Annonce vivante')
    const liveVariant = variantOf(live.key)
    const deleted = await announcementWithImage('Annonce supprimée')
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${deleted.id}`, headers: root })).statusCode).toBe(200)
    // a copy the delete failed to remove (the disk said no): the sweep's to catch
    const deletedVariant = variantOf(deleted.key, 320)
    const offer = await createOffer(t.app, root)
    expect((await apply(t.app, { job_offer_id: offer.id })).statusCode).toBe(201)
    const [application] = await t.services.db.selectFrom('job_applications').select('cv_path').execute()
    if (!application) throw new Error('the application was not stored')

    // what a crash between the file write and the row insert leaves behind
    const orphanImage = await t.services.files.put('announcements', 'png', PNG_1PX)
    const orphanCv = await t.services.privateFiles.put('cv', 'pdf', TINY_PDF)
    const uploadInFlight = await t.services.files.put('free-courses', 'pdf', TINY_PDF)
    for (const key of [live.key, liveVariant, deletedVariant, orphanImage]) age(publicPath(key))
    for (const key of [application.cv_path, orphanCv]) age(privatePath(key))

    const result = await sweepOrphans(t.services.db, t.services)

    expect(result.removed.sort()).toEqual([deletedVariant, orphanImage, orphanCv].sort())
    expect(result.checked).toBe(7)
    for (const key of [live.key, liveVariant, uploadInFlight]) expect(existsSync(publicPath(key)), key).toBe(true)
    expect(existsSync(privatePath(application.cv_path))).toBe(true)
    for (const key of [deletedVariant, orphanImage]) expect(existsSync(publicPath(key)), key).toBe(false)
    expect(existsSync(privatePath(orphanCv))).toBe(false)
    // the live announcement still serves its image
    expect((await t.app.inject({ url: `/uploads/${live.key}` })).statusCode).toBe(200)
  })

  it('knows the teachers’ photos of a formation page: an unsaved one goes after the grace period, a saved one stays (issue 31)', async () => {
    const uploadPhoto = async () => {
      const body = formBody({}, { field: 'image', filename: 'prof.png', type: 'image/png', bytes: PNG_1PX })
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/announcements/teacher-photos', headers: { ...root, ...body.headers }, payload: body.payload })
      expect(response.statusCode, response.body).toBe(201)
      const url = response.json<{ photo_url: string }>().photo_url
      return { url, key: url.replace(/^\/uploads\//, '') }
    }
    const saved = await uploadPhoto()
    const abandoned = await uploadPhoto() // the form was left without « Enregistrer »
    const teachers = JSON.stringify([{ name: 'Pr. Alaoui', bio: '', photo_url: saved.url }, { name: 'Pr. Sans photo', bio: '' }, { name: 'Pr. Ailleurs', photo_url: 'https://exemple.ma/p.jpg' }])
    const body = formBody({ title: 'Formation avec enseignants', description: 'Page', price: '100 DH', is_active: 'true', teachers })
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/announcements/', headers: { ...root, ...body.headers }, payload: body.payload })
    expect(created.statusCode, created.body).toBe(201)
    for (const { key } of [saved, abandoned]) age(publicPath(key))

    const result = await sweepOrphans(t.services.db, t.services)

    expect(result.removed).toContain(abandoned.key)
    expect(result.removed).not.toContain(saved.key)
    expect(existsSync(publicPath(abandoned.key))).toBe(false)
    expect((await t.app.inject({ url: saved.url })).statusCode).toBe(200)
  })

  it('keeps a file of the grace period exactly, and ignores files that are not shaped like keys', async () => {
    const young = await t.services.files.put('courses', 'png', PNG_1PX)
    age(publicPath(young), HOUR - 60_000)
    writeFileSync(join(t.config.DATA_DIR, 'uploads', 'courses', 'notes.txt'), 'posé à la main par un opérateur')
    const result = await sweepOrphans(t.services.db, t.services)
    expect(result.removed).not.toContain(young)
    expect(existsSync(publicPath(young))).toBe(true)
    expect(existsSync(join(t.config.DATA_DIR, 'uploads', 'courses', 'notes.txt'))).toBe(true)
  })
})
