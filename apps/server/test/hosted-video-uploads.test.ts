import { HOSTED_VIDEO_MESSAGES as M, MESSAGES, VIDEO_UPLOAD } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepOrphans } from '../src/files/sweep.ts'
import { adminHeaders, bearer, createAdmin, createTestApp, makeCourse, makeStudent, multipartBody, PNG_1PX, studentLogin, type TestApp } from './helpers.ts'
import { createUpload, headUpload, patchUpload, upload, uploadVideo } from './hosted-video-helpers.ts'
import { startS3Server } from './s3-server.ts'
import { mp4, webm } from './video-fixtures.ts'

// Issue 28 (DESIGN §17): resumable uploads of hosted videos, on the local disk and on S3.

type Headers = Record<string, string>
const MAX = 4 * 1024 * 1024

describe.each([
  ['local disk', false],
  ['S3', true],
])('hosted video uploads on %s', (_label, onS3) => {
  let t: TestApp
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined
  let admin: Headers
  let otherAdmin: Headers
  let courseId: number
  let otherCourseId: number

  beforeAll(async () => {
    s3 = onS3 ? await startS3Server() : undefined
    t = await createTestApp({ ...s3?.env, VIDEO_MAX_BYTES: String(MAX), VIDEO_UPLOADS_PER_ADMIN: '3', LOGIN_RATE_PER_MINUTE: '1000' })
    admin = await adminHeaders(t.app, await createAdmin(t.services))
    otherAdmin = await adminHeaders(t.app, await createAdmin(t.services))
    courseId = (await makeCourse(t.app, admin, 'Thermodynamique')).id
    otherCourseId = (await makeCourse(t.app, otherAdmin, 'Optique')).id
  })
  afterAll(async () => {
    await t.close()
    await s3?.close()
  })

  const files = () => t.services.videoFiles
  const idOf = (location: string) => location.split('/').at(-1) ?? ''
  const clearUploads = () => t.services.db.deleteFrom('video_uploads').execute()

  it('takes an upload interrupted half-way: HEAD gives the offset, the rest resumes, the video exists with its size and type', async () => {
    const bytes = mp4({ payloadBytes: 300_000 })
    const created = await createUpload(t, admin, bytes.length, { course_id: courseId, title: 'Premier principe', filename: 'cours.mp4', module_name: 'Bases', duration_seconds: 754 })
    expect(created.statusCode, created.body).toBe(201)
    const location = String(created.headers.location)
    expect(location).toMatch(new RegExp(`^${VIDEO_UPLOAD.endpoint}/[0-9a-f]{32}$`))
    // a part, then the connection drops: the client asks where the server stands
    const first = await patchUpload(t, admin, location, 0, bytes.subarray(0, 120_000))
    expect(first.statusCode, first.body).toBe(204)
    const head = await headUpload(t, admin, location)
    expect(head.statusCode).toBe(200)
    const offset = Number(head.headers['upload-offset'])
    expect(offset).toBe(120_000)
    expect(head.headers['upload-length']).toBe(String(bytes.length))
    const rest = await patchUpload(t, admin, location, offset, bytes.subarray(offset))
    expect(rest.statusCode, rest.body).toBe(204)
    const videoId = Number(rest.headers['video-id'])
    expect(videoId).toBeGreaterThan(0)

    const listed = (await t.app.inject({ url: `/api/admin/courses/${courseId}/videos`, headers: admin })).json<Record<string, unknown>[]>()
    expect(listed.find((v) => v.id === videoId)).toMatchObject({
      title: 'Premier principe',
      module_name: 'Bases',
      source: 'file',
      drive_url: null,
      is_free: false,
      file: { size_bytes: bytes.length, mime_type: 'video/mp4', duration_seconds: 754, poster_url: null },
    })
    expect(await files().size(idOf(location))).toBe(bytes.length)
    expect(Buffer.from(await files().readRange(idOf(location), 0, 64))).toEqual(bytes.subarray(0, 64))
    expect(await t.services.db.selectFrom('video_uploads').select('id').execute()).toEqual([])
  })

  it('places a finished upload after the course’s last video and accepts WebM', async () => {
    const first = await uploadVideo(t, admin, courseId, mp4(), 'A')
    const second = await uploadVideo(t, admin, courseId, webm(), 'B')
    const rows = await t.services.db.selectFrom('videos').select(['id', 'order_in_course', 'file_mime']).where('id', 'in', [first, second]).orderBy('id').execute()
    expect(rows[1]?.order_in_course).toBeGreaterThan(rows[0]?.order_in_course ?? Infinity)
    expect(rows[1]?.file_mime).toBe('video/webm')
  })

  it.each([
    ['text named .mp4', Buffer.from('Ceci n’est pas une vidéo. '.repeat(200)), M.notAVideo],
    ['an MP4 in HEVC', mp4({ video: 'hvc1' }), M.badCodecs],
    ['an MP4 with Opus sound', mp4({ audio: 'Opus' }), M.badCodecs],
    ['a PNG', PNG_1PX, M.notAVideo],
  ])('refuses %s by its bytes, in French, and deletes them', async (_name, bytes, message) => {
    const { location, response } = await upload(t, admin, courseId, bytes)
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ detail: message })
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(await files().size(idOf(location))).toBeUndefined()
    expect(await t.services.db.selectFrom('video_uploads').select('id').where('id', '=', idOf(location)).execute()).toEqual([])
    expect((await headUpload(t, admin, location)).statusCode).toBe(404)
  })

  it('refuses a file over VIDEO_MAX_BYTES before a byte is stored: 413 in French', async () => {
    const response = await createUpload(t, admin, MAX + 1, { course_id: courseId, title: 'Trop long', filename: 'long.mp4' })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: M.tooLarge(MAX) })
    expect(await t.services.db.selectFrom('video_uploads').select('id').execute()).toEqual([])
  })

  it('refuses more bytes than announced (tus’s own 413, said in French)', async () => {
    const created = await createUpload(t, admin, 100, { course_id: courseId, title: 'Menteur', filename: 'x.mp4' })
    const response = await patchUpload(t, admin, String(created.headers.location), 0, mp4())
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: M.tooLarge(MAX) })
    await clearUploads()
  })

  it('refuses another admin’s course, a missing one and bad metadata, and keeps no row', async () => {
    const other = await createUpload(t, admin, 1000, { course_id: otherCourseId, title: 'Intrus', filename: 'x.mp4' })
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ detail: expect.stringContaining('vos propres cours') })
    expect((await createUpload(t, admin, 1000, { course_id: 999_999, title: 'X', filename: 'x.mp4' })).statusCode).toBe(404)
    const noTitle = await createUpload(t, admin, 1000, { course_id: courseId, filename: 'x.mp4' })
    expect(noTitle.statusCode).toBe(400)
    expect(noTitle.json().detail).toBe('Le titre est requis.')
    const badDuration = await createUpload(t, admin, 1000, { course_id: courseId, title: 'X', filename: 'x.mp4', duration_seconds: 99_999 })
    expect(badDuration.json().detail).toBe('La durée ne peut pas dépasser 12 heures.')
    const deferred = await t.app.inject({ method: 'POST', url: VIDEO_UPLOAD.endpoint, headers: { ...admin, 'tus-resumable': '1.0.0', 'upload-defer-length': '1' } })
    expect(deferred.json()).toEqual({ detail: M.lengthRequired })
    expect(await t.services.db.selectFrom('video_uploads').select('id').execute()).toEqual([])
  })

  it('answers every tus request only to the admin who started the upload (401 without a token, 403 for a student)', async () => {
    const created = await createUpload(t, admin, 5000, { course_id: courseId, title: 'Privé', filename: 'x.mp4' })
    const location = String(created.headers.location)
    const student = await makeStudent(t.app, admin)
    const studentHeaders = bearer((await studentLogin(t.app, student.email, student.password)).access_token)
    expect((await createUpload(t, {}, 1000, { course_id: courseId, title: 'X', filename: 'x.mp4' })).json()).toEqual({ detail: MESSAGES.unauthenticated })
    for (const [headers, status] of [
      [{}, 401],
      [bearer('not-a-token'), 401],
      [studentHeaders, 403],
      [otherAdmin, 404],
    ] as const) {
      expect((await headUpload(t, headers, location)).statusCode).toBe(status)
      expect((await patchUpload(t, headers, location, 0, mp4())).statusCode).toBe(status)
      expect((await t.app.inject({ method: 'DELETE', url: location, headers: { ...headers, 'tus-resumable': '1.0.0' } })).statusCode).toBe(status)
      expect((await createUpload(t, headers, 1000, { course_id: courseId, title: 'X', filename: 'x.mp4' })).statusCode).toBe(status === 404 ? 403 : status)
    }
    expect((await headUpload(t, admin, `${VIDEO_UPLOAD.endpoint}/..%2F..%2Fsecret`)).statusCode).toBe(404)
    // the owner terminates it (tus-js-client's abort): row and bytes go
    expect((await t.app.inject({ method: 'DELETE', url: location, headers: { ...admin, 'tus-resumable': '1.0.0' } })).statusCode).toBe(204)
    expect((await headUpload(t, admin, location)).statusCode).toBe(404)
  })

  it('caps the unfinished uploads of one admin (429 in French), not the others’', async () => {
    await clearUploads()
    for (let i = 0; i < 3; i += 1) expect((await createUpload(t, admin, 1000, { course_id: courseId, title: `U${i}`, filename: 'x.mp4' })).statusCode).toBe(201)
    const refused = await createUpload(t, admin, 1000, { course_id: courseId, title: 'U4', filename: 'x.mp4' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ detail: M.tooManyUploads(3) })
    expect((await createUpload(t, otherAdmin, 1000, { course_id: otherCourseId, title: 'Autre', filename: 'x.mp4' })).statusCode).toBe(201)
    await clearUploads()
  })

  it('sweeps an upload unfinished for 24 h with its bytes, keeps a fresh one and the hosted videos', async () => {
    const kept = await uploadVideo(t, admin, courseId, mp4(), 'Gardée')
    const keptKey = (await t.services.db.selectFrom('videos').select('file_key').where('id', '=', kept).executeTakeFirstOrThrow()).file_key ?? ''
    const oldUpload = await createUpload(t, admin, 50_000, { course_id: courseId, title: 'Abandonnée', filename: 'x.mp4' })
    const freshUpload = await createUpload(t, admin, 50_000, { course_id: courseId, title: 'En cours', filename: 'x.mp4' })
    const [oldId, freshId] = [idOf(String(oldUpload.headers.location)), idOf(String(freshUpload.headers.location))]
    for (const location of [oldUpload.headers.location, freshUpload.headers.location]) await patchUpload(t, admin, String(location), 0, mp4().subarray(0, 2000))
    const dayAgo = new Date(Date.now() - (VIDEO_UPLOAD.abandonedAfterHours * 3600 + 60) * 1000).toISOString()
    await t.services.db.updateTable('video_uploads').set({ created_at: dayAgo }).where('id', '=', oldId).execute()

    const { removed } = await sweepOrphans(t.services.db, t.services, Date.now(), 0)
    expect(removed).toContain(`videos/${oldId}`)
    expect(removed).not.toContain(`videos/${freshId}`)
    expect(removed).not.toContain(`videos/${keptKey}`)
    expect((await headUpload(t, admin, String(oldUpload.headers.location))).statusCode).toBe(404)
    expect(Number((await headUpload(t, admin, String(freshUpload.headers.location))).headers['upload-offset'])).toBe(2000)
    expect(await files().size(keptKey)).toBeGreaterThan(0)
    const left: string[] = []
    for await (const entry of files().list()) left.push(entry.id)
    expect(left).not.toContain(oldId)
    await clearUploads()
  })

  it('deletes a hosted video’s bytes and poster with it, and a course’s with the course', async () => {
    const videoId = await uploadVideo(t, admin, courseId, mp4(), 'À supprimer')
    const poster = multipartBody('file', 'poster.png', 'image/png', PNG_1PX)
    const withPoster = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${videoId}/poster`, headers: { ...admin, ...poster.headers }, payload: poster.payload })
    expect(withPoster.statusCode, withPoster.body).toBe(200)
    const posterUrl: string = withPoster.json().file.poster_url
    expect(posterUrl).toMatch(/^\/uploads\/posters\/[0-9a-f-]{36}\.png$/)
    expect((await t.app.inject({ url: posterUrl })).statusCode).toBe(200)
    const { file_key } = await t.services.db.selectFrom('videos').select('file_key').where('id', '=', videoId).executeTakeFirstOrThrow()
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${videoId}`, headers: admin })).statusCode).toBe(200)
    expect(await files().size(file_key ?? '')).toBeUndefined()
    expect((await t.app.inject({ url: posterUrl })).statusCode).toBe(404)

    const doomed = (await makeCourse(t.app, admin, 'Éphémère')).id
    const inDoomed = await uploadVideo(t, admin, doomed, webm())
    const key = (await t.services.db.selectFrom('videos').select('file_key').where('id', '=', inDoomed).executeTakeFirstOrThrow()).file_key ?? ''
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${doomed}`, headers: admin })).statusCode).toBe(200)
    expect(await files().size(key)).toBeUndefined()
  })

  it('sets a poster and a duration only on hosted videos of the admin’s own courses', async () => {
    const videoId = await uploadVideo(t, admin, courseId, mp4(), 'Durée')
    const poster = multipartBody('file', 'poster.png', 'image/png', PNG_1PX)
    const intruder = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${videoId}/poster`, headers: { ...otherAdmin, ...poster.headers }, payload: poster.payload })
    expect(intruder.statusCode).toBe(403)
    const notImage = multipartBody('file', 'poster.png', 'image/png', Buffer.from('pas une image'))
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${videoId}/poster`, headers: { ...admin, ...notImage.headers }, payload: notImage.payload })
    expect(refused.statusCode).toBe(415)

    const update = (id: number, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/admin/videos/${id}`, headers: admin, payload })
    const corrected = await update(videoId, { duration_seconds: 61.6 })
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(corrected.json().file.duration_seconds).toBe(62)
    expect((await update(videoId, { duration_seconds: 0 })).json().detail).toBe('La durée doit être d’au moins une seconde.')
    expect((await update(videoId, { drive_url: 'https://drive.google.com/file/d/abcdefghijklmnop/view' })).json()).toEqual({ detail: M.hostedHasNoDriveUrl })
  })
})
