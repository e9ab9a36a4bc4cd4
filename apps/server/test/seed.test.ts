import { readFile } from 'node:fs/promises'
import { type PublicExam, type Question, TWO_FACTOR_MESSAGES } from '@tutorat/contracts'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_COURSES } from '../src/seed/demo-content.ts'
import { DEMO_HOSTED_VIDEO } from '../src/seed/demo-video.ts'
import { startServer } from '../src/server.ts'
import { createAdmin, createTestApp, type TestApp, testConfig } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('adds the French demo catalogue once, through the procedures', async () => {
  await createAdmin(t.services, { superAdmin: true })
  const log = { info: () => {} }
  await seedDemo(t.services, log)
  await seedDemo(t.services, log)
  const courses = await t.services.db.selectFrom('courses').select(['title', 'access_code']).execute()
  expect(courses.map((c) => c.title).sort()).toEqual(DEMO_COURSES.map((c) => c.course.title).sort())
  const videos = await t.services.db.selectFrom('videos').select(['drive_file_id', 'order_in_course', 'title', 'source', 'file_key', 'file_size', 'file_mime', 'is_free', 'course_id', 'poster_key']).orderBy('id').execute()
  const [hosted, ...drive] = [...videos.filter((v) => v.source === 'file'), ...videos.filter((v) => v.source === 'drive')]
  expect(drive).toHaveLength(DEMO_COURSES.reduce((n, c) => n + c.videos.length, 0))
  expect(drive.every((v) => v.drive_file_id?.startsWith('1Demo') && v.order_in_course >= 1)).toBe(true)
  // their files do not exist: they say so (issue 28)
  expect(drive.every((v) => v.title.startsWith('Exemple Google Drive — '))).toBe(true)
  // and one real video, hosted, first and free in the first course: its bytes are in the private store
  const bytes = await readFile(new URL('../src/seed/demo-video/bienvenue.mp4', import.meta.url))
  expect(hosted).toMatchObject({ title: DEMO_HOSTED_VIDEO.title, file_mime: 'video/mp4', file_size: bytes.length, is_free: true, order_in_course: 0 })
  expect(await t.services.videoFiles.size(hosted?.file_key ?? '')).toBe(bytes.length)
  // with the poster frame shown before play, a public picture like the thumbnails
  expect(hosted?.poster_key).toMatch(/^posters\//)
  expect(videos.filter((v) => v.source === 'file')).toHaveLength(1)
  // the public pages are not empty: announcements, published testimonials, free resources
  const announcements = (await t.app.inject({ url: '/api/announcements/?active_only=true' })).json<{ title: string; sellable: boolean; amount_mad: number | null }[]>()
  expect(announcements).toHaveLength(2)
  // one formation sells a demo course: « S'inscrire » shows on /courses
  expect(announcements.filter((a) => a.sellable)).toEqual([expect.objectContaining({ title: expect.stringContaining('Soutien S1'), amount_mad: 450 })])
  const sold = await t.services.db.selectFrom('announcements as a').innerJoin('courses as c', 'c.id', 'a.course_id').select('c.title').executeTakeFirstOrThrow()
  expect(sold.title).toBe(DEMO_COURSES[0]?.course.title)
  expect((await t.app.inject({ url: '/api/testimonials/featured' })).json()).toHaveLength(3)
  const freeCourses = (await t.app.inject({ url: '/api/cours-gratuits' })).json<{ title: string; file_url: string | null }[]>()
  expect(freeCourses).toHaveLength(3)
  // one with a real PDF, to open and to keep offline (issue 19)
  const sheet = freeCourses.find((course) => course.file_url !== null)
  expect(sheet?.title).toBe('Formulaire de trigonométrie')
  const pdf = await t.app.inject({ url: sheet?.file_url ?? '' })
  expect(pdf.statusCode).toBe(200)
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  // a free concours blanc for every signed-in student, and a quiz of the first course (DESIGN §13)
  const listed = await t.app.inject({ url: '/trpc/exams.publicList' })
  expect(listed.json<{ result: { data: PublicExam[] } }>().result.data).toEqual([
    expect.objectContaining({ title: 'Concours blanc ENSA — Mathématiques', time_limit_minutes: 20, question_count: 6, max_score: 9, review_policy: 'after_submission' }),
  ])
  expect(listed.body).not.toMatch(/correct|explanation/)
  const exams = await t.services.db
    .selectFrom('exams as e')
    .innerJoin('exam_versions as v', 'v.id', 'e.current_version_id')
    .leftJoin('courses as c', 'c.id', 'e.course_id')
    .select(['e.is_public', 'e.published', 'c.title as course', 'v.penalty', 'v.questions'])
    .orderBy('e.id')
    .execute()
  expect(exams.map(({ questions, ...exam }) => ({ ...exam, count: (questions as Question[]).length }))).toEqual([
    { is_public: true, published: true, course: null, penalty: 0.25, count: 6 },
    { is_public: false, published: true, course: DEMO_COURSES[0]?.course.title, penalty: 0, count: 3 },
  ])
  const concours = exams[0]?.questions as Question[]
  expect(new Set(concours.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'numeric']))
  // formulas (LaTeX commands between dollars) in the statements, the options and the explanations
  const latex = /\$[^$]*\\[a-zA-Z]+/
  expect(concours.every((q) => /\$[^$]+\$/.test(q.statement))).toBe(true)
  expect(concours.filter((q) => latex.test(q.statement)).length).toBeGreaterThanOrEqual(4)
  expect(concours.filter((q) => latex.test(q.explanation))).toHaveLength(6)
  expect(concours.flatMap((q) => q.options).filter((option) => latex.test(option)).length).toBeGreaterThan(5)
})

it('REQUIRE_ADMIN_2FA=1 with the demo content starts; the super admin still enrols before any other call', async () => {
  const admin = { email: 'racine@example.ma', password: 'motdepasse-solide' }
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '1', REQUIRE_ADMIN_2FA: '1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, MESSAGES_WORKER: '0' })
  const server = await startServer(config, await createTestDb())
  try {
    const courses = await server.app.inject({ url: '/api/announcements/?active_only=true' })
    expect(courses.json()).toHaveLength(2)
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: admin })
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` }
    const refused = await server.app.inject({ url: '/api/admin/courses', headers })
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: TWO_FACTOR_MESSAGES.setupRequired }])
    const viaTrpc = await server.app.inject({ url: `/trpc/courses.list?input=${encodeURIComponent('{}')}`, headers })
    expect(viaTrpc.statusCode).toBe(403)
  } finally {
    await server.stop()
  }
})
