import { VIDEO_FEEDBACK, VIDEO_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, studentToken, type TestApp } from './helpers.ts'

let t: TestApp
let owner: Record<string, string>
let other: Record<string, string>
let superAdmin: Record<string, string>
let courseId: number

const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQr/view?usp=sharing'

beforeAll(async () => {
  t = await createTestApp()
  owner = await adminHeaders(t.app, await createAdmin(t.services))
  other = await adminHeaders(t.app, await createAdmin(t.services))
  superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  const course = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: owner, payload: { title: 'Mécanique', subject: 'Physique', level: 'Intermédiaire' } })
  courseId = course.json().id
})
afterAll(() => t.close())

const addVideo = (payload: Record<string, unknown>, headers = owner, id = courseId) =>
  t.app.inject({ method: 'POST', url: `/api/admin/courses/${id}/videos/`, headers, payload: { course_id: id, ...payload } })

describe('adding videos', () => {
  it.each([
    'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQr/view?usp=sharing',
    'https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQr',
    'https://drive.google.com/uc?id=1AbCdEfGhIjKlMnOpQr&export=download',
    'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjKlMnOpQr',
  ])('accepts the Drive link shape %s', async (drive_url) => {
    const response = await addVideo({ title: 'Cinématique', drive_url })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().drive_url).toBe(drive_url)
  })

  it.each([
    'https://www.youtube.com/watch?v=abc',
    'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQr',
    'https://evil.example/file/d/1AbCdEfGhIjKlMnOpQr/view',
    'javascript:alert(1)',
    'pas une url',
  ])('refuses %s with "URL Google Drive invalide"', async (drive_url) => {
    const response = await addVideo({ title: 'X', drive_url })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(VIDEO_MESSAGES.invalidDriveUrl)
  })

  it('requires a title and a drive URL', async () => {
    for (const payload of [{ drive_url: DRIVE }, { title: 'Sans lien' }, { title: '', drive_url: DRIVE }]) {
      const response = await addVideo(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toBe(VIDEO_MESSAGES.titleAndUrlRequired)
    }
  })

  it('refuses an order below 0 and a pdf that is not a URL', async () => {
    const negative = await addVideo({ title: 'X', drive_url: DRIVE, order_in_course: -1 })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().detail).toBe(VIDEO_MESSAGES.orderMin)
    const pdf = await addVideo({ title: 'X', drive_url: DRIVE, pdf_url: 'ftp://x' })
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json().detail).toBe(VIDEO_MESSAGES.invalidPdfUrl)
  })

  it('defaults the order to the count plus one, and stores module and free flag', async () => {
    const fresh = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: owner, payload: { title: 'Optique', subject: 'Physique', level: 'Avancé' } })).json().id
    const first = (await addVideo({ title: 'Un', drive_url: DRIVE, module_name: 'Module 1', is_free: true }, owner, fresh)).json()
    const second = (await addVideo({ title: 'Deux', drive_url: DRIVE, module_name: '  ', pdf_url: '' }, owner, fresh)).json()
    expect(first).toMatchObject({ order_in_course: 1, module_name: 'Module 1', is_free: true })
    expect(second).toMatchObject({ order_in_course: 2, module_name: null, is_free: false, pdf_url: null })
  })

  it('is refused on another admin’s course, to visitors and to students', async () => {
    expect((await addVideo({ title: 'X', drive_url: DRIVE }, other)).statusCode).toBe(403)
    expect((await addVideo({ title: 'X', drive_url: DRIVE }, {})).statusCode).toBe(401)
    expect((await addVideo({ title: 'X', drive_url: DRIVE }, bearer(await studentToken()))).statusCode).toBe(403)
    expect((await addVideo({ title: 'X', drive_url: DRIVE }, superAdmin)).statusCode).toBe(201)
  })
})

describe('editing, listing and deleting videos', () => {
  it('edits only the fields sent, and checks the Drive link again', async () => {
    const video = (await addVideo({ title: 'Avant', drive_url: DRIVE, is_free: true, module_name: 'M' })).json()
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${video.id}`, headers: owner, payload: { title: 'Après' } })
    expect(edited.json()).toMatchObject({ title: 'Après', is_free: true, module_name: 'M', drive_url: DRIVE })
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${video.id}`, headers: owner, payload: { drive_url: 'https://x.com' } })
    expect(bad.statusCode).toBe(400)
    const empty = await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${video.id}`, headers: owner, payload: { title: '' } })
    expect(empty.json().detail).toBe(VIDEO_MESSAGES.titleAndUrlRequired)
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${video.id}`, headers: other, payload: { title: 'Volé' } })).statusCode).toBe(403)
  })

  it('lists all videos of one’s courses, and deletes with a message', async () => {
    const video = (await addVideo({ title: 'À supprimer', drive_url: DRIVE })).json()
    const mine = (await t.app.inject({ url: '/api/admin/videos/', headers: owner })).json<{ id: number }[]>()
    expect(mine.map((v) => v.id)).toContain(video.id)
    expect((await t.app.inject({ url: '/api/admin/videos', headers: other })).json()).toEqual([])
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${video.id}`, headers: other })).statusCode).toBe(403)
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${video.id}`, headers: owner })
    expect(deleted.json()).toEqual({ message: VIDEO_FEEDBACK.deleted })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${video.id}`, headers: owner })).statusCode).toBe(404)
  })
})

describe('reordering within a module', () => {
  it('persists the new order and keeps the module’s slots', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: owner, payload: { title: 'Ondes', subject: 'Physique', level: 'Avancé' } })).json().id
    const a = (await addVideo({ title: 'A', drive_url: DRIVE, module_name: 'M1' }, owner, id)).json()
    const other1 = (await addVideo({ title: 'Autre', drive_url: DRIVE, module_name: 'M2' }, owner, id)).json()
    const b = (await addVideo({ title: 'B', drive_url: DRIVE, module_name: 'M1' }, owner, id)).json()
    const c = (await addVideo({ title: 'C', drive_url: DRIVE, module_name: 'M1' }, owner, id)).json()

    const caller = await import('@tutorat/api')
    const ctx = caller.createContextInner(t.services, { authorization: owner.authorization, ip: '127.0.0.1' })
    const after = await caller.createCaller(ctx).videos.reorder({ course_id: id, module_name: 'M1', video_ids: [c.id, a.id, b.id] })
    const m1 = after.filter((v) => v.module_name === 'M1').map((v) => v.title)
    expect(m1).toEqual(['C', 'A', 'B'])
    expect(after.find((v) => v.id === other1.id)?.order_in_course).toBe(2)
    await expect(caller.createCaller(ctx).videos.reorder({ course_id: id, module_name: 'M1', video_ids: [c.id, a.id] })).rejects.toThrow(
      VIDEO_FEEDBACK.reorderMismatch,
    )
  })
})
