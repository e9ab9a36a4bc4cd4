import { COURSE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminHeaders,
  bearer,
  createAdmin,
  createTestApp,
  multipartBody,
  PNG_1PX,
  studentToken,
  type TestApp,
} from './helpers.ts'

let t: TestApp
let owner: Record<string, string>
let other: Record<string, string>
let superAdmin: Record<string, string>
let student: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  owner = await adminHeaders(t.app, await createAdmin(t.services))
  other = await adminHeaders(t.app, await createAdmin(t.services))
  superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  student = bearer(await studentToken())
})
afterAll(() => t.close())

const validCourse = { title: 'Analyse 1', subject: 'Mathématiques', level: 'Débutant', description: 'Suites et limites' }

async function createCourse(headers: Record<string, string>, body: Record<string, unknown> = validCourse) {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/courses/', headers, payload: body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number; access_code: string; created_by: number }>()
}

describe('who may do what on a course', () => {
  type Cell = 'visitor' | 'student' | 'owner' | 'other' | 'super'
  const headersOf = (cell: Cell) => ({ visitor: {}, student, owner, other, super: superAdmin })[cell]
  const expected: Record<Cell, number> = { visitor: 401, student: 403, owner: 200, other: 403, super: 200 }

  const requests = [
    { name: 'GET course', run: (id: number, h: Record<string, string>) => t.app.inject({ url: `/api/admin/courses/${id}`, headers: h }) },
    {
      name: 'PUT course',
      run: (id: number, h: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/api/admin/courses/${id}`, headers: h, payload: { title: 'Renommé' } }),
    },
    {
      name: 'generate-link',
      run: (id: number, h: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: `/api/admin/courses/${id}/generate-link`, headers: h, payload: { course_id: id, access_type: 'link', expires_days: 30 } }),
    },
    { name: 'GET videos', run: (id: number, h: Record<string, string>) => t.app.inject({ url: `/api/admin/courses/${id}/videos`, headers: h }) },
    {
      name: 'POST video',
      run: (id: number, h: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/courses/${id}/videos`,
          headers: h,
          payload: { title: 'Intro', drive_url: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view', course_id: id },
        }),
      ok: 201,
    },
    {
      name: 'upload-image',
      run: (id: number, h: Record<string, string>) => {
        const body = multipartBody('file', 'a.png', 'image/png', PNG_1PX)
        return t.app.inject({ method: 'POST', url: `/api/admin/courses/${id}/upload-image`, headers: { ...h, ...body.headers }, payload: body.payload })
      },
    },
    { name: 'DELETE course', run: (id: number, h: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${id}`, headers: h }) },
  ]

  for (const request of requests) {
    for (const cell of Object.keys(expected) as Cell[]) {
      it(`${request.name} as ${cell}`, async () => {
        const course = await createCourse(owner)
        const response = await request.run(course.id, headersOf(cell))
        const status = expected[cell] === 200 ? (request.ok ?? 200) : expected[cell]
        expect(response.statusCode, response.body).toBe(status)
        if (status >= 400) expect(response.json().detail).toEqual(expect.any(String))
        if (cell === 'other') expect(response.json().detail).toBe(COURSE_MESSAGES.notOwner)
      })
    }
  }

  it('lists only their own courses to a regular admin, all of them to a super admin', async () => {
    const mine = await createCourse(owner, { ...validCourse, title: 'Seulement à moi' })
    const theirs = await createCourse(other, { ...validCourse, title: 'Seulement à eux' })
    const ids = async (h: Record<string, string>) =>
      (await t.app.inject({ url: '/api/admin/courses?limit=200', headers: h })).json<{ id: number }[]>().map((c) => c.id)
    expect(await ids(owner)).toContain(mine.id)
    expect(await ids(owner)).not.toContain(theirs.id)
    expect(await ids(superAdmin)).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    expect((await t.app.inject({ url: '/api/admin/courses' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/admin/courses', headers: student })).statusCode).toBe(403)
  })

  it('answers 404 for a course that does not exist', async () => {
    const response = await t.app.inject({ url: '/api/admin/courses/999999', headers: superAdmin })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: COURSE_MESSAGES.notFound })
  })
})

describe('course validation', () => {
  it.each([
    [{ ...validCourse, title: '' }, 'Le titre est requis'],
    [{ ...validCourse, title: '   ' }, 'Le titre est requis'],
    [{ subject: 'Physique', level: 'Avancé' }, 'Le titre est requis'],
    [{ ...validCourse, subject: 'Astrologie' }, 'Matière invalide'],
    [{ ...validCourse, subject: undefined }, 'Matière invalide'],
    [{ ...validCourse, level: 'Expert' }, 'Niveau invalide'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: owner, payload: body })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(message)
  })

  it('gives every course a unique readable access code', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 15; i++) codes.add((await createCourse(owner, { ...validCourse, subject: 'Physique' })).access_code)
    expect(codes.size).toBe(15)
    for (const code of codes) expect(code).toMatch(/^PHYS-[A-HJKMNP-Z2-9]{6}$/)
  })

  it('keeps fields left out of an update, and clears a description sent empty', async () => {
    const course = await createCourse(owner)
    const response = await t.app.inject({ method: 'PUT', url: `/api/admin/courses/${course.id}/`, headers: owner, payload: { level: 'Avancé', description: '' } })
    expect(response.json()).toMatchObject({ title: 'Analyse 1', subject: 'Mathématiques', level: 'Avancé', description: null })
  })
})

describe('course image', () => {
  const upload = (id: number, bytes: Buffer, name = 'photo.png', type = 'image/png') => {
    const body = multipartBody('file', name, type, bytes)
    return t.app.inject({ method: 'POST', url: `/api/admin/courses/${id}/upload-image`, headers: { ...owner, ...body.headers }, payload: body.payload })
  }

  it('stores an image found by its bytes and serves it under /uploads', async () => {
    const course = await createCourse(owner)
    const response = await upload(course.id, PNG_1PX, 'nom-trompeur.txt', 'text/plain')
    expect(response.statusCode, response.body).toBe(200)
    const imageUrl = response.json().image_url as string
    expect(imageUrl).toMatch(/^\/uploads\/courses\/[0-9a-f-]{36}\.png$/)
    const served = await t.app.inject({ url: imageUrl })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true)
  })

  it('refuses bytes that are not an image with 415, whatever the name says', async () => {
    const course = await createCourse(owner)
    const response = await upload(course.id, Buffer.from('%PDF-1.4 pas une image'), 'photo.png', 'image/png')
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ detail: COURSE_MESSAGES.imageInvalid })
  })

  it('refuses an image over 5 MB with 413', async () => {
    const course = await createCourse(owner)
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)])
    const response = await upload(course.id, big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: COURSE_MESSAGES.imageTooLarge })
  })

  it('refuses a request without a file (400) or not multipart (415)', async () => {
    const course = await createCourse(owner)
    const empty = multipartBody('autre', 'x.png', 'image/png', PNG_1PX)
    const none = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/upload-image`, headers: { ...owner, ...empty.headers }, payload: empty.payload })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toEqual({ detail: COURSE_MESSAGES.fileMissing })
    const json = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/upload-image`, headers: owner, payload: { file: 'x' } })
    expect(json.statusCode).toBe(415)
  })
})

describe('generate-link', () => {
  it('returns a join URL valid 30 days by default', async () => {
    const course = await createCourse(owner)
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/generate-link`, headers: owner, payload: { course_id: course.id, access_type: 'link', expires_days: 30 } })
    expect(response.statusCode).toBe(200)
    const { access_url, expires_at } = response.json()
    expect(access_url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/student/join/ey[\\w-]+\\.[\\w-]+\\.[\\w-]+$`))
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })
})

describe('deleting a course', () => {
  it('removes its videos and accesses in one go', async () => {
    const course = await createCourse(owner)
    await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/videos`, headers: owner, payload: { title: 'V', drive_url: 'https://drive.google.com/open?id=1AbCdEfGhIjKlMnOp' } })
    const studentRow = await t.services.db.insertInto('students').values({ name: 'Salma', email: `salma${course.id}@example.ma` }).returning('id').executeTakeFirstOrThrow()
    await t.services.db.insertInto('accesses').values({ student_id: studentRow.id, course_id: course.id }).execute()
    const listed = (await t.app.inject({ url: `/api/admin/courses/${course.id}`, headers: owner })).json()
    expect(listed).toMatchObject({ video_count: 1, student_count: 1 })

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${course.id}`, headers: owner })
    expect(response.json()).toEqual({ message: COURSE_MESSAGES.deleted })
    const left = await t.services.db.selectFrom('videos').select('id').where('course_id', '=', course.id).execute()
    const accesses = await t.services.db.selectFrom('accesses').select('id').where('course_id', '=', course.id).execute()
    expect([left, accesses]).toEqual([[], []])
    // the student remains: only their access to this course went
    expect(await t.services.db.selectFrom('students').select('id').where('id', '=', studentRow.id).execute()).toHaveLength(1)
    expect((await t.app.inject({ url: `/api/admin/courses/${course.id}`, headers: owner })).statusCode).toBe(404)
  })

  it('answers an invalid id with 400, not 500', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin/courses/abc', headers: owner })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('Identifiant invalide')
  })
})
