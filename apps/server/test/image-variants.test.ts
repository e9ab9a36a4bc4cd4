import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { backfillImageVariants } from '@tutorat/api'
import { COURSE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, formBody, grant, makeCourse, makeStudent, studentLogin, bearer, type TestApp } from './helpers.ts'
import { animatedGif, picture, pngBomb, widthOf } from './image-fixtures.ts'

let t: TestApp
let root: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

interface Pictured {
  id: number
  image_url: string | null
  image_srcset: string | null
  image_width: number | null
  image_height: number | null
}

const uploads = () => join(t.config.DATA_DIR, 'uploads')
const onDisk = (url: string) => join(t.config.DATA_DIR, url)
/** Every file stored for one picture: the original and its copies share its uuid. */
const filesOf = (imageUrl: string) => {
  const [kind, name] = imageUrl.replace('/uploads/', '').split('/')
  const uuid = name?.split('.')[0] ?? ''
  return readdirSync(join(uploads(), kind ?? '')).filter((file) => file.startsWith(uuid)).sort()
}
const srcsetUrls = (srcset: string | null) => (srcset ?? '').split(', ').filter(Boolean).map((entry) => entry.split(' ')[0] ?? '')
const trpcQuery = async <T>(path: string, headers: Record<string, string>, input?: unknown) => {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`
  const response = await t.app.inject({ url: `/trpc/${path}${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ result: { data: T } }>().result.data
}

const sendAnnouncement = (method: 'POST' | 'PUT', url: string, image: { bytes: Buffer; type: string } | undefined, fields: Record<string, string> = { title: 'Stage intensif' }) => {
  const body = formBody(fields, image && { field: 'image', filename: 'affiche', type: image.type, bytes: image.bytes })
  return t.app.inject({ method, url, headers: { ...root, ...body.headers }, payload: body.payload })
}
const uploadCourseImage = (courseId: number, bytes: Buffer, type = 'image/png') => {
  const body = formBody({}, { field: 'file', filename: 'cours', type, bytes })
  return t.app.inject({ method: 'POST', url: `/api/admin/courses/${courseId}/upload-image`, headers: { ...root, ...body.headers }, payload: body.payload })
}

describe('announcement pictures', () => {
  it('a JPEG gets WebP copies at each width up to its own, listed in a srcset (REST and tRPC)', async () => {
    const response = await sendAnnouncement('POST', '/api/admin/announcements', { bytes: await picture(1000, 750, 'jpeg'), type: 'image/jpeg' })
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json<Pictured>()
    expect(created).toMatchObject({ image_width: 1000, image_height: 750, image_url: expect.stringMatching(/\.jpg$/) })
    const base = (created.image_url ?? '').replace(/\.jpg$/, '')
    expect(created.image_srcset).toBe(`${base}.w320.webp 320w, ${base}.w640.webp 640w, ${base}.w960.webp 960w`)
    for (const url of srcsetUrls(created.image_srcset)) {
      const bytes = readFileSync(onDisk(url))
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP')
      expect(await widthOf(bytes)).toBe(Number(url.match(/\.w(\d+)\.webp$/)?.[1]))
    }

    const publicList = (await t.app.inject({ url: '/api/announcements/?active_only=true' })).json<Pictured[]>()
    expect(publicList.find((a) => a.id === created.id)).toMatchObject({ image_srcset: created.image_srcset, image_width: 1000, image_height: 750 })
    const viaTrpc = await trpcQuery<Pictured[]>('announcements.list', {}, { active_only: true })
    expect(viaTrpc.find((a) => a.id === created.id)).toMatchObject({ image_srcset: created.image_srcset, image_width: 1000, image_height: 750 })
    const admin = await trpcQuery<Pictured[]>('announcements.adminList', root)
    expect(admin.find((a) => a.id === created.id)?.image_srcset).toBe(created.image_srcset)
  })

  it('never upscales: a picture narrower than 320 px keeps only its original', async () => {
    const created = (await sendAnnouncement('POST', '/api/admin/announcements', { bytes: await picture(200, 120, 'png'), type: 'image/png' })).json<Pictured>()
    expect(created).toMatchObject({ image_srcset: null, image_width: 200, image_height: 120 })
    expect(filesOf(created.image_url ?? '')).toHaveLength(1)
  })

  it('an animated GIF keeps its animation: no still copy', async () => {
    const created = (await sendAnnouncement('POST', '/api/admin/announcements', { bytes: await animatedGif(800, 600), type: 'image/gif' })).json<Pictured>()
    expect(created).toMatchObject({ image_srcset: null, image_width: 800, image_height: 600, image_url: expect.stringMatching(/\.gif$/) })
    expect(filesOf(created.image_url ?? '')).toHaveLength(1)
  })

  it('replacing the picture removes the old copies; removing it or deleting the announcement removes the rest', async () => {
    const first = (await sendAnnouncement('POST', '/api/admin/announcements', { bytes: await picture(700, 500, 'png'), type: 'image/png' })).json<Pictured>()
    expect(filesOf(first.image_url ?? '')).toHaveLength(3)
    const replaced = (await sendAnnouncement('PUT', `/api/admin/announcements/${first.id}`, { bytes: await picture(1400, 700, 'jpeg'), type: 'image/jpeg' }, {})).json<Pictured>()
    expect(filesOf(first.image_url ?? '')).toEqual([])
    expect(srcsetUrls(replaced.image_srcset)).toHaveLength(4)
    expect(replaced).toMatchObject({ image_width: 1400, image_height: 700 })

    const cleared = (await sendAnnouncement('PUT', `/api/admin/announcements/${first.id}`, undefined, { remove_image: 'true' })).json<Pictured>()
    expect(cleared).toMatchObject({ image_url: null, image_srcset: null, image_width: null, image_height: null })
    expect(filesOf(replaced.image_url ?? '')).toEqual([])

    const other = (await sendAnnouncement('POST', '/api/admin/announcements', { bytes: await picture(700, 500, 'png'), type: 'image/png' })).json<Pictured>()
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${other.id}`, headers: root })).statusCode).toBe(200)
    expect(filesOf(other.image_url ?? '')).toEqual([])
  })

  it('refuses a decompression bomb with a French 413 and keeps nothing', async () => {
    const before = readdirSync(join(uploads(), 'announcements'))
    const response = await sendAnnouncement('POST', '/api/admin/announcements', { bytes: await pngBomb(), type: 'image/png' }, { title: 'Bombe' })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: COURSE_MESSAGES.imageTooManyPixels })
    expect(readdirSync(join(uploads(), 'announcements'))).toEqual(before)
    const list = (await t.app.inject({ url: '/api/admin/announcements/admin', headers: root })).json<{ title: string }[]>()
    expect(list.map((a) => a.title)).not.toContain('Bombe')
  })

  it('refuses a file that only starts like a PNG with a French 415', async () => {
    const fake = Buffer.concat([(await picture(10, 10, 'png')).subarray(0, 40), Buffer.alloc(200, 7)])
    const response = await sendAnnouncement('POST', '/api/admin/announcements', { bytes: fake, type: 'image/png' })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ detail: COURSE_MESSAGES.imageInvalid })
  })
})

describe('course pictures', () => {
  it('show their copies to the admin (REST, tRPC) and to a student with access; delete removes them', async () => {
    const course = await makeCourse(t.app, root, 'Analyse 1')
    const uploaded = await uploadCourseImage(course.id, await picture(1300, 731, 'png'))
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const withImage = uploaded.json<Pictured>()
    expect(withImage).toMatchObject({ image_width: 1300, image_height: 731 })
    expect(srcsetUrls(withImage.image_srcset).map((url) => url.match(/\.w(\d+)\.webp$/)?.[1])).toEqual(['320', '640', '960', '1280'])

    const adminList = await trpcQuery<Pictured[]>('courses.list', root, {})
    expect(adminList.find((c) => c.id === course.id)?.image_srcset).toBe(withImage.image_srcset)
    const student = await makeStudent(t.app, root)
    await grant(t.app, root, { student_id: student.id, course_id: course.id, access_type: 'standard', duration_days: 30 })
    const studentAuth = bearer((await studentLogin(t.app, student.email, student.password)).access_token)
    const mine = (await t.app.inject({ url: '/api/student/my-courses', headers: studentAuth })).json<Pictured[]>()
    expect(mine.find((c) => c.id === course.id)).toMatchObject({ image_srcset: withImage.image_srcset, image_width: 1300, image_height: 731 })
    const viewer = await trpcQuery<Pictured>('student.course', studentAuth, { id: course.id })
    expect(viewer.image_srcset).toBe(withImage.image_srcset)

    const replaced = (await uploadCourseImage(course.id, await picture(400, 300, 'jpeg'), 'image/jpeg')).json<Pictured>()
    expect(filesOf(withImage.image_url ?? '')).toEqual([])
    expect(srcsetUrls(replaced.image_srcset)).toHaveLength(1)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${course.id}`, headers: root })).statusCode).toBe(200)
    expect(filesOf(replaced.image_url ?? '')).toEqual([])
  })

  it('refuses a decompression bomb with a French 413', async () => {
    const course = await makeCourse(t.app, root, 'Bombe')
    const response = await uploadCourseImage(course.id, await pngBomb())
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: COURSE_MESSAGES.imageTooManyPixels })
  })
})

describe('backfill', () => {
  it('gives copies to pictures stored before copies existed, and remakes a copy gone from disk', async () => {
    const key = await t.services.files.put('announcements', 'png', await picture(900, 600, 'png'))
    const { id } = await t.services.db.insertInto('announcements').values({ title: 'Ancienne annonce', image_url: key }).returning('id').executeTakeFirstOrThrow()
    const row = () => t.services.db.selectFrom('announcements').select(['image_width', 'image_height', 'image_variant_widths']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(await row()).toEqual({ image_width: null, image_height: null, image_variant_widths: null })

    const first = await backfillImageVariants(t.services.db, t.services.files)
    expect(first.filled).toBeGreaterThanOrEqual(1)
    expect(await row()).toEqual({ image_width: 900, image_height: 600, image_variant_widths: [320, 640] })
    const copy = join(uploads(), key.replace('.png', '.w640.webp'))
    expect(existsSync(copy)).toBe(true)

    // nothing left to do: start-up looks at no picture at all
    expect(await backfillImageVariants(t.services.db, t.services.files)).toEqual({ checked: 0, filled: 0, missing: 0 })
    rmSync(copy)
    const verified = await backfillImageVariants(t.services.db, t.services.files, { verifyFiles: true })
    expect(verified.filled).toBe(1)
    expect(await widthOf(readFileSync(copy))).toBe(640)
  })
})
