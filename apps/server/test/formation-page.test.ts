import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ANNOUNCEMENT_MESSAGES, FORMATION_MESSAGES as FM, HOSTED_VIDEO_MESSAGES, instalmentsSumMismatch } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, formBody, makeCourse, makeStudent, makeVideo, PNG_1PX, studentToken, type TestApp } from './helpers.ts'
import { uploadVideo } from './hosted-video-helpers.ts'
import { mp4 } from './video-fixtures.ts'

// Issue 31 (DESIGN §18 « Formation page », « The contract »): what a formation says about itself,
// its seats, its instalment plan, its own testimonials, and the one free video a visitor may play.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let courseId: number
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '1000', PUBLIC_FORM_RATE_PER_MINUTE: '1000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  courseId = (await makeCourse(t.app, root, 'Analyse S1')).id
})
afterAll(() => t.close())

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, headers: Headers = root, file?: Buffer) => {
  const body = formBody(fields, file && { field: 'image', filename: 'photo.png', type: 'image/png', bytes: file })
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload })
}
const sale = (amount = 1200) => ({ course_id: String(courseId), amount_mad: String(amount), access_type: 'standard', duration_days: '30' })
const TEACHERS = [
  { name: 'Pr. Alaoui', bio: 'Agrégé de mathématiques.', photo_url: null },
  { name: 'Dr. Benjelloun', bio: '', photo_url: 'https://exemple.ma/photo.jpg' },
]
const FAQ = [{ question: 'Les séances sont-elles enregistrées ?', answer: 'Oui, toutes.' }]
const PAGE = {
  programme: '## Analyse\n- Suites\n- **Limites**',
  starts_on: '2027-01-11',
  schedule: 'Mardi et jeudi, 18 h 30 – 20 h',
  teachers: JSON.stringify(TEACHERS),
  faq: JSON.stringify(FAQ),
  capacity: '20',
  instalments: '[400, 400, 400]',
}

async function createFormation(fields: Record<string, string> = {}) {
  const response = await send('POST', '/api/admin/announcements', { title: 'Soutien S1', price: '1 200 DH', ...sale(), ...PAGE, ...fields })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number }>().id
}
const publicPage = (id: number) => t.app.inject({ url: `/api/announcements/${id}` })
const count = async () => (await t.services.db.selectFrom('announcements').select('id').execute()).length

describe('the contract: form-data with JSON text, validated in French', () => {
  it('round-trips every field through the admin form (POST then a partial PUT)', async () => {
    const created = await send('POST', '/api/admin/announcements/', { title: 'Soutien S1', ...sale(), ...PAGE })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ ...PAGE, capacity: 20, teachers: TEACHERS, faq: FAQ, instalments: [400, 400, 400], seats_left: 20, preview_video_id: null })
    const id = created.json<{ id: number }>().id
    // absent fields are unchanged; '' empties a list or the capacity (unlimited)
    const edited = await send('PUT', `/api/admin/announcements/${id}`, { schedule: 'Samedi matin', faq: '', capacity: '' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ programme: PAGE.programme, schedule: 'Samedi matin', faq: [], capacity: null, seats_left: null, teachers: TEACHERS, instalments: [400, 400, 400] })
    const admin = (await t.app.inject({ url: '/api/admin/announcements/admin', headers: root })).json<{ id: number }[]>().find((row) => row.id === id)
    expect(admin).toMatchObject({ schedule: 'Samedi matin', starts_on: '2027-01-11' })
    // parts given as {amount_mad} objects are read too (scripts), and answered as amounts
    const objects = await send('PUT', `/api/admin/announcements/${id}`, { instalments: '[{"amount_mad":600},{"amount_mad":600}]' })
    expect(objects.json()).toMatchObject({ instalments: [600, 600] })
  })

  it('refuses text that is not JSON, lists of the wrong shape, and says which field', async () => {
    const before = await count()
    const cases: [Record<string, string>, string, string][] = [
      [{ teachers: '[{"name": "A",' }, 'teachers', FM.teachersInvalid],
      [{ teachers: '"Pr. Alaoui"' }, 'teachers', FM.teachersInvalid],
      [{ teachers: '[{"bio": "sans nom"}]' }, 'teachers.0.name', FM.teacherNameRequired],
      [{ teachers: '[{"name": "X", "photo_url": "javascript:alert(1)"}]' }, 'teachers.0.photo_url', FM.photoUrlInvalid],
      [{ teachers: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ name: `P${i}` }))) }, 'teachers', FM.teachersTooMany],
      [{ faq: 'question ? réponse' }, 'faq', FM.faqInvalid],
      [{ faq: '[{"question": "Quand ?"}]' }, 'faq.0.answer', FM.faqAnswerRequired],
      [{ instalments: '400, 400, 400' }, 'instalments', FM.instalmentsInvalid],
      [{ instalments: '{"parts": 3}' }, 'instalments', FM.instalmentsInvalid],
      [{ instalments: '[1200]' }, 'instalments', FM.instalmentsCount],
      [{ instalments: '[240, 240, 240, 240, 240]' }, 'instalments', FM.instalmentsCount],
      [{ instalments: '[600, 599.5, 0.5]' }, 'instalments.1', FM.instalmentAmount],
      [{ instalments: '[1300, -100]' }, 'instalments.1', FM.instalmentAmount],
      [{ capacity: '0' }, 'capacity', FM.capacityInvalid],
      [{ capacity: 'trente' }, 'capacity', FM.capacityInvalid],
      [{ starts_on: '2027-02-30' }, 'starts_on', FM.startsOnInvalid],
      [{ preview_video_id: 'abc' }, 'preview_video_id', FM.previewVideoInvalid],
    ]
    for (const [fields, path, message] of cases) {
      const response = await send('POST', '/api/admin/announcements', { title: 'X', ...sale(), ...fields })
      expect(response.statusCode, JSON.stringify(fields)).toBe(400)
      expect(response.json().errors?.[0], JSON.stringify(fields)).toMatchObject({ path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message })
    }
    expect(await count()).toBe(before)
  })

  it('asks the parts to add up to the amount sold online, on create and on every later change', async () => {
    const before = await count()
    const wrong = await send('POST', '/api/admin/announcements', { title: 'X', ...sale(1200), instalments: '[500, 500]' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ detail: instalmentsSumMismatch(1000, 1200), errors: [{ path: ['instalments'], message: instalmentsSumMismatch(1000, 1200) }] })
    expect(wrong.json().detail).toBe('La somme des échéances (1\u202f000 DH) doit être égale au montant de la formation (1\u202f200 DH)')
    const unsold = await send('POST', '/api/admin/announcements', { title: 'X', instalments: '[600, 600]' })
    expect(unsold.json()).toMatchObject({ detail: FM.instalmentsNeedAmount })
    expect(await count()).toBe(before)

    const id = await createFormation()
    // a new amount with the old plan, or a new plan with the old amount: the sum is checked against what will be stored
    const newAmount = await send('PUT', `/api/admin/announcements/${id}`, sale(1500))
    expect(newAmount.json()).toMatchObject({ detail: instalmentsSumMismatch(1200, 1500) })
    const newPlan = await send('PUT', `/api/admin/announcements/${id}`, { instalments: '[700, 700]' })
    expect(newPlan.json()).toMatchObject({ detail: instalmentsSumMismatch(1400, 1200) })
    const noLongerSold = await send('PUT', `/api/admin/announcements/${id}`, { course_id: '', amount_mad: '', access_type: '', duration_days: '' })
    expect(noLongerSold.json()).toMatchObject({ detail: FM.instalmentsNeedAmount })
    const both = await send('PUT', `/api/admin/announcements/${id}`, { ...sale(1500), instalments: '[500, 500, 500]' })
    expect(both.json()).toMatchObject({ amount_mad: 1500, instalments: [500, 500, 500] })
    const dropped = await send('PUT', `/api/admin/announcements/${id}`, { instalments: '' })
    expect(dropped.json()).toMatchObject({ instalments: [] })
  })
})

describe('seats left (« N places restantes »)', () => {
  let reference = 0
  async function request(announcementId: number, studentId: number | null, status: string) {
    reference += 1
    await t.services.db
      .insertInto('payment_requests')
      .values({
        reference: `TM-SEAT-${reference}`,
        student_id: studentId,
        student_name: 'Élève',
        student_email: 'eleve@example.ma',
        announcement_id: announcementId,
        formation_title: 'Soutien S1',
        course_id: courseId,
        course_title: 'Analyse S1',
        amount_mad: 400,
        access_type: 'standard',
        duration_days: 30,
        status,
        deadline_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute()
  }
  const seats = async (id: number) => (await publicPage(id)).json<{ seats_left: number | null }>().seats_left

  it('counts one seat per student with an open or validated request, never below zero', async () => {
    const id = await createFormation({ capacity: '4' })
    const students = await Promise.all(Array.from({ length: 6 }, () => makeStudent(t.app, root)))
    const [a, b, c, d, e, f] = students.map((student) => student.id)
    expect(await seats(id)).toBe(4)
    for (const status of ['refusee', 'expiree', 'annulee']) await request(id, a ?? null, status)
    expect(await seats(id)).toBe(4)
    await request(id, a ?? null, 'en_attente')
    await request(id, b ?? null, 'preuve_envoyee')
    await request(id, c ?? null, 'validee')
    // the same student's other parts (instalments) or a renewal hold no second seat
    await request(id, c ?? null, 'validee')
    await request(id, c ?? null, 'en_attente')
    expect(await seats(id)).toBe(1)
    // another formation's requests take none of this one's seats
    const other = await createFormation({ capacity: '2' })
    await request(other, d ?? null, 'validee')
    expect(await seats(id)).toBe(1)
    expect(await seats(other)).toBe(1)
    await request(id, d ?? null, 'validee')
    await request(id, e ?? null, 'en_attente')
    await request(id, f ?? null, 'preuve_envoyee')
    expect(await seats(id)).toBe(0)
    const listed = (await t.app.inject({ url: '/api/announcements' })).json<{ id: number; seats_left: number | null }[]>()
    expect(listed.find((row) => row.id === id)?.seats_left).toBe(0)
    // a deleted student's request frees the seat; no capacity: unlimited (null)
    await t.services.db.updateTable('payment_requests').set({ student_id: null }).where('student_id', '=', f ?? 0).execute()
    expect(await seats(id)).toBe(0)
    await t.services.db.updateTable('payment_requests').set({ student_id: null }).where('student_id', 'in', [e ?? 0, d ?? 0]).execute()
    expect(await seats(id)).toBe(1)
    const unlimited = await createFormation({ capacity: '' })
    await request(unlimited, a ?? null, 'validee')
    expect(await seats(unlimited)).toBeNull()
  })
})

describe('visitors never see a hidden formation', () => {
  it('the list, the page, the preview and its stream all answer as for a missing one', async () => {
    const video = await makeVideo(t.app, root, courseId, { title: 'Aperçu Drive', drive: 'HiddenPreviewDrive001', is_free: true })
    const id = await createFormation({ preview_video_id: String(video.id) })
    expect((await t.app.inject({ url: `/api/announcements/${id}/preview` })).statusCode).toBe(200)
    await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${id}/toggle`, headers: root })
    for (const url of [`/api/announcements/${id}`, `/api/announcements/${id}/preview`, `/api/announcements/${id}/preview/stream?exp=1&sig=x`]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('Soutien S1')
    }
    for (const query of ['', '?active_only=false']) {
      expect((await t.app.inject({ url: `/api/announcements${query}` })).json<{ id: number }[]>().map((row) => row.id)).not.toContain(id)
    }
    const page = (await publicPage(id)).json()
    expect(page).toEqual({ detail: ANNOUNCEMENT_MESSAGES.formationNotFound })
  })

  it('a visible formation shows its page but never its course, nor its plan when it cannot be bought', async () => {
    const id = await createFormation()
    const page = (await publicPage(id)).json<Record<string, unknown>>()
    expect(page).toMatchObject({ programme: PAGE.programme, teachers: TEACHERS, faq: FAQ, starts_on: '2027-01-11', instalments: [400, 400, 400], testimonials: [] })
    for (const secret of ['course_id', 'course_title', 'access_type', 'preview_video_id', 'preview_course_id', 'created_by']) expect(page).not.toHaveProperty(secret)
    const listed = (await t.app.inject({ url: '/api/announcements' })).json<Record<string, unknown>[]>().find((row) => row.id === id)
    expect(listed).toMatchObject({ starts_on: '2027-01-11', seats_left: 20, instalments: [400, 400, 400] })
    for (const long of ['programme', 'teachers', 'faq', 'preview_video']) expect(listed).not.toHaveProperty(long)
    // its course deleted: no longer sellable, so no amount and no plan on the page
    const course = await makeCourse(t.app, root, 'Éphémère')
    const orphan = await createFormation({ course_id: String(course.id) })
    await t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${course.id}`, headers: root })
    expect((await publicPage(orphan)).json()).toMatchObject({ sellable: false, amount_mad: null, instalments: [] })
  })
})

describe('the free preview video', () => {
  let hostedId: number
  let paidHostedId: number
  const bytes = mp4({ payloadBytes: 50_000 })
  beforeAll(async () => {
    hostedId = await uploadVideo(t, root, courseId, bytes, 'Première séance')
    await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${hostedId}`, headers: root, payload: { is_free: true } })
    paidHostedId = await uploadVideo(t, root, courseId, mp4({ payloadBytes: 60_000 }), 'Séance payante')
  })
  const preview = (id: number) => t.app.inject({ url: `/api/announcements/${id}/preview` })

  it('must be an existing video marked free', async () => {
    const paid = await makeVideo(t.app, root, courseId, { title: 'Payante', drive: 'PaidDriveVideo000001' })
    const notFree = await send('POST', '/api/admin/announcements', { title: 'X', preview_video_id: String(paid.id) })
    expect(notFree.statusCode).toBe(400)
    expect(notFree.json()).toMatchObject({ detail: FM.previewVideoNotFree, errors: [{ path: ['preview_video_id'] }] })
    const unknown = await send('POST', '/api/admin/announcements', { title: 'X', preview_video_id: '999999' })
    expect(unknown.json()).toMatchObject({ detail: FM.previewVideoUnknown })
    const id = await createFormation()
    expect((await send('PUT', `/api/admin/announcements/${id}`, { preview_video_id: String(paidHostedId) })).statusCode).toBe(400)
    expect((await preview(id)).json()).toEqual({ detail: FM.previewNotFound })
  })

  it('a Drive preview is its frame; a hosted one streams to a visitor with no token, Range included', async () => {
    const drive = await makeVideo(t.app, root, courseId, { title: 'Présentation', drive: 'FreeDrivePreview0001', is_free: true })
    const driveFormation = await createFormation({ preview_video_id: String(drive.id) })
    expect((await publicPage(driveFormation)).json()).toMatchObject({ preview_video: { title: 'Présentation', source: 'drive' } })
    expect((await preview(driveFormation)).json()).toEqual({
      title: 'Présentation',
      embed_url: 'https://drive.google.com/file/d/FreeDrivePreview0001/preview',
      stream_url: null,
      stream_expires_at: null,
    })

    const id = await createFormation({ preview_video_id: String(hostedId) })
    const response = await preview(id)
    expect(response.headers['cache-control']).toBe('no-store')
    const answer = response.json<{ stream_url: string; embed_url: null }>()
    expect(answer.embed_url).toBeNull()
    expect(answer.stream_url).toMatch(new RegExp(`^/api/announcements/${id}/preview/stream\\?exp=\\d+&sig=`))
    const whole = await t.app.inject({ url: answer.stream_url })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['cache-control']).toBe('private, no-store')
    expect(whole.rawPayload.equals(bytes)).toBe(true)
    const part = await t.app.inject({ url: answer.stream_url, headers: { range: 'bytes=0-99' } })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true)
  })

  it('opens that one video only: other ids, tampered or old signatures, the students’ stream path', async () => {
    const id = await createFormation({ preview_video_id: String(hostedId) })
    const other = await createFormation()
    const { stream_url } = (await preview(id)).json<{ stream_url: string }>()
    const query = stream_url.slice(stream_url.indexOf('?'))
    const params = new URLSearchParams(query)
    const status = async (url: string) => (await t.app.inject({ url })).statusCode
    // another formation's id with this signature: that formation has no preview (404); one with the same video, a wrong signature (403)
    expect(await status(`/api/announcements/${other}/preview/stream${query}`)).toBe(404)
    const twin = await createFormation({ preview_video_id: String(hostedId) })
    expect(await status(`/api/announcements/${twin}/preview/stream${query}`)).toBe(403)
    const later = new URLSearchParams({ exp: String(Number(params.get('exp')) + 3600), sig: params.get('sig') ?? '' })
    expect(await status(`/api/announcements/${id}/preview/stream?${later}`)).toBe(403)
    expect(await status(`/api/announcements/${id}/preview/stream?exp=${params.get('exp')}&sig=${'A'.repeat(43)}`)).toBe(403)
    expect(await status(`/api/announcements/${id}/preview/stream`)).toBe(403)
    const expired = new URLSearchParams({ exp: '1000', sig: params.get('sig') ?? '' })
    expect(await status(`/api/announcements/${id}/preview/stream?${expired}`)).toBe(403)
    // the preview signature is no play's: the students' stream path refuses it
    expect(await status(`/api/student/streams/00000000-0000-4000-8000-000000000000${query}`)).toBeGreaterThanOrEqual(403)
    expect(await status(`/api/student/streams/${hostedId}${query}`)).toBeGreaterThanOrEqual(403)
    // the preview switched to the paid video is refused; unmarking the free one closes its address at once
    expect((await send('PUT', `/api/admin/announcements/${id}`, { preview_video_id: String(paidHostedId) })).statusCode).toBe(400)
    expect(await status(stream_url)).toBe(200)
    await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${hostedId}`, headers: root, payload: { is_free: false } })
    const closed = await t.app.inject({ url: stream_url })
    expect(closed.statusCode).toBe(404)
    expect(closed.json()).toEqual({ detail: HOSTED_VIDEO_MESSAGES.streamEnded })
    expect((await preview(id)).statusCode).toBe(404)
    expect((await publicPage(id)).json()).toMatchObject({ preview_video: null })
    await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${hostedId}`, headers: root, payload: { is_free: true } })
    // a new preview: the old address (signed for the other video) opens nothing
    const drive = await makeVideo(t.app, root, courseId, { title: 'Autre aperçu', drive: 'OtherFreePreview0001', is_free: true })
    await send('PUT', `/api/admin/announcements/${id}`, { preview_video_id: String(drive.id) })
    expect(await status(stream_url)).toBe(403)
    // deleting the video clears the preview, never the formation
    await t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${drive.id}`, headers: root })
    expect((await publicPage(id)).json()).toMatchObject({ id, preview_video: null })
  })
})

describe('the formation’s own testimonials', () => {
  const submit = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: { nom: 'Salma', ecole: 'ENSA', comment: 'Très clair.', rating: 5, ...body } })

  it('a visitor may name an active formation; once activated it shows on that page only', async () => {
    const id = await createFormation()
    const other = await createFormation()
    const sent = await submit({ announcement_id: id })
    expect(sent.statusCode, sent.body).toBe(201)
    const testimonialId = sent.json<{ testimonial_id: number }>().testimonial_id
    expect((await publicPage(id)).json()).toMatchObject({ testimonials: [] })
    await t.app.inject({ method: 'PUT', url: `/api/admin/testimonials/${testimonialId}/toggle-status`, headers: root })
    expect((await publicPage(id)).json()).toMatchObject({ testimonials: [{ id: testimonialId, nom: 'Salma', comment: 'Très clair.' }] })
    expect((await publicPage(other)).json()).toMatchObject({ testimonials: [] })
    const listed = (await t.app.inject({ url: '/api/admin/testimonials', headers: root })).json<{ id: number }[]>().find((row) => row.id === testimonialId)
    expect(listed).toMatchObject({ announcement_id: id, formation_title: 'Soutien S1' })
    // a super admin moves it to another formation, or unlinks it
    const moved = await t.app.inject({ method: 'PUT', url: `/api/admin/testimonials/${testimonialId}`, headers: root, payload: { announcement_id: other } })
    expect(moved.json()).toMatchObject({ announcement_id: other })
    expect((await publicPage(other)).json<{ testimonials: unknown[] }>().testimonials).toHaveLength(1)
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/testimonials/${testimonialId}`, headers: root, payload: { announcement_id: 999999 } })).statusCode).toBe(400)
  })

  it('refuses a hidden or unknown formation from a visitor, and a formation id that is not one', async () => {
    const hidden = await createFormation()
    await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${hidden}/toggle`, headers: root })
    const before = (await t.services.db.selectFrom('testimonials').select('id').execute()).length
    for (const announcement_id of [hidden, 999999, 'abc', 2 ** 31]) {
      const response = await submit({ announcement_id })
      expect(response.statusCode, String(announcement_id)).toBe(400)
      expect(response.json().detail).toBe(ANNOUNCEMENT_MESSAGES.formationNotFound)
    }
    expect((await t.services.db.selectFrom('testimonials').select('id').execute()).length).toBe(before)
    expect((await submit({ announcement_id: null })).statusCode).toBe(201)
  })
})

describe('teacher photos through the image pipeline', () => {
  const upload = (headers: Headers, bytes: Buffer) => send('POST', '/api/admin/announcements/teacher-photos', {}, headers, bytes)

  it('stores a checked image for super admins only; a photo no formation shows any more is removed', async () => {
    const admin = await adminHeaders(t.app, await createAdmin(t.services))
    for (const headers of [{}, bearer(await studentToken()), admin]) expect((await upload(headers, PNG_1PX)).statusCode).toBe(Object.keys(headers).length ? 403 : 401)
    const refused = await upload(root, Buffer.from('MZ not an image'))
    expect(refused.statusCode).toBe(415)
    const missing = await send('POST', '/api/admin/announcements/teacher-photos', { image: 'texte' })
    expect(missing.json()).toEqual({ detail: FM.photoMissing })

    const response = await upload(root, PNG_1PX)
    expect(response.statusCode, response.body).toBe(201)
    const { photo_url } = response.json<{ photo_url: string }>()
    expect(photo_url).toMatch(/^\/uploads\/teachers\/[\w.-]+$/)
    const onDisk = join(t.config.DATA_DIR, photo_url)
    expect(existsSync(onDisk)).toBe(true)
    const teachers = JSON.stringify([{ name: 'Pr. Alaoui', bio: '', photo_url }])
    const first = await createFormation({ teachers })
    const second = await createFormation({ teachers })
    await send('PUT', `/api/admin/announcements/${first}`, { teachers: '' })
    expect(existsSync(onDisk)).toBe(true) // the second formation still shows it
    await t.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${second}`, headers: root })
    expect(existsSync(onDisk)).toBe(false)
  })
})
