import { MESSAGES, PLAY_MESSAGES, PLAY_RULES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, makeVideo, studentLogin, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

type Headers = Record<string, string>
interface Play {
  play_id: string
  embed_url: string | null
  open_in_drive_url: string | null
  stream_url: string | null
  watermark: { text: string; code: string }
  heartbeat_seconds: number
}

let t: TestApp
let admin: Headers
let otherAdmin: Headers
let superAdmin: Headers
let courseId: number
let otherCourseId: number
const ids = { free: 0, paidA: 0, paidB: 0, elsewhere: 0 }

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', PLAY_RATE_PER_MINUTE: '100000' })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  otherAdmin = await adminHeaders(t.app, await createAdmin(t.services))
  superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  courseId = (await makeCourse(t.app, admin, 'Mécanique')).id
  ids.free = (await makeVideo(t.app, admin, courseId, { title: 'Gratuite', drive: 'PlayFreeFREEfree01', is_free: true, module_name: 'Bases' })).id
  ids.paidA = (await makeVideo(t.app, admin, courseId, { title: 'Payante A', drive: 'PlaySecretAAAA0001', module_name: 'Forces' })).id
  ids.paidB = (await makeVideo(t.app, admin, courseId, { title: 'Payante B', drive: 'PlaySecretBBBB0002', module_name: 'Énergie' })).id
  otherCourseId = (await makeCourse(t.app, otherAdmin, 'Optique')).id
  ids.elsewhere = (await makeVideo(t.app, otherAdmin, otherCourseId, { title: 'Ailleurs', drive: 'PlayElsewhere00003' })).id
})
afterAll(() => t.close())

async function studentWith(access: Record<string, unknown> | null, overrides: Record<string, unknown> = {}) {
  const student = await makeStudent(t.app, admin, overrides)
  if (access) await grant(t.app, admin, { student_id: student.id, course_id: courseId, ...access })
  const { access_token } = await studentLogin(t.app, student.email, student.password, 'Appareil A')
  return { ...student, headers: { ...bearer(access_token), 'user-agent': 'Appareil A' } }
}

/** Another device of the same student: a second session. */
async function secondDevice(student: { email: string; password: string }) {
  return { ...bearer((await studentLogin(t.app, student.email, student.password, 'Appareil B')).access_token), 'user-agent': 'Appareil B' }
}

const play = (videoId: number, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/student/videos/${videoId}/play`, headers })
const beat = (playId: string, headers: Headers, position?: number) =>
  t.app.inject({ method: 'POST', url: `/api/student/plays/${playId}/heartbeat`, headers, payload: position === undefined ? {} : { position_seconds: position } })
const trace = (code: string, headers: Headers) => t.app.inject({ url: `/api/admin/traces/${encodeURIComponent(code)}`, headers })

async function started(videoId: number, headers: Headers): Promise<Play> {
  const response = await play(videoId, headers)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Play>()
}

describe('play: only a video open to the student (DESIGN §5)', () => {
  const OPEN = 201
  it.each([
    ['standard', {}, { free: OPEN, paidA: OPEN, paidB: OPEN }],
    ['full', { access_type: 'full' }, { free: OPEN, paidA: OPEN, paidB: OPEN }],
    ['trial', { access_type: 'trial' }, { free: OPEN, paidA: 403, paidB: 403 }],
    ['partial', { access_type: 'partial', modules: ['Forces'] }, { free: OPEN, paidA: OPEN, paidB: 403 }],
    ['deactivated', { is_active: false }, { free: 404, paidA: 404, paidB: 404 }],
    ['none', null, { free: 404, paidA: 404, paidB: 404 }],
  ])('%s access', async (_name, access, statuses) => {
    const s = await studentWith(access)
    for (const [key, status] of Object.entries(statuses)) {
      const response = await play(ids[key as keyof typeof ids], s.headers)
      expect(response.statusCode, `${key}: ${response.body}`).toBe(status)
      if (status === OPEN) continue
      expect(response.body).not.toContain('PlaySecret')
      expect(response.json()).toEqual({ detail: status === 404 ? PLAY_MESSAGES.videoNotFound : PLAY_MESSAGES.locked })
    }
    expect(await t.services.db.selectFrom('video_plays').select('id').where('student_id', '=', s.id).execute()).toHaveLength(
      Object.values(statuses).filter((status) => status === OPEN).length,
    )
  })

  it('an expired access is refused with its reason; another course, an unknown video: 404', async () => {
    const s = await studentWith({})
    await t.services.db.updateTable('accesses').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('student_id', '=', s.id).execute()
    const expired = await play(ids.free, s.headers)
    expect(expired.statusCode).toBe(403)
    expect(expired.json()).toEqual({ detail: STUDENT_SPACE_MESSAGES.expired })
    const fresh = await studentWith({})
    expect((await play(ids.elsewhere, fresh.headers)).json()).toEqual({ detail: PLAY_MESSAGES.videoNotFound })
    expect((await play(999_999, fresh.headers)).statusCode).toBe(404)
    expect((await play(2 ** 31, fresh.headers)).statusCode).toBe(400)
  })

  it('answers the Drive frame, the watermark and the heartbeat rhythm; tRPC alike', async () => {
    const s = await studentWith({}, { phone: '06 12 34 56 78' })
    const body = await started(ids.paidA, s.headers)
    expect(body.embed_url).toBe('https://drive.google.com/file/d/PlaySecretAAAA0001/preview')
    expect(body.stream_url).toBeNull()
    // a « lien » course: no Drive link beside the frame
    expect(body.open_in_drive_url).toBeNull()
    expect(body.watermark.text).toBe(`${s.name} · 5678`)
    expect(body.watermark.code).toMatch(new RegExp(`^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{${PLAY_RULES.codeLength}}$`))
    expect(body.heartbeat_seconds).toBe(PLAY_RULES.heartbeatSeconds)
    expect(body.heartbeat_seconds).toBeLessThanOrEqual(30)
    const row = await t.services.db.selectFrom('video_plays').selectAll().where('id', '=', body.play_id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ student_id: s.id, video_id: ids.paidA, code: body.watermark.code, user_agent: 'Appareil A', ended_at: null })
    expect(row.session_id).toBeTruthy()

    const viaTrpc = await t.app.inject({ method: 'POST', url: '/trpc/plays.start', headers: { ...s.headers, 'content-type': 'application/json' }, payload: { id: ids.paidB } })
    expect(viaTrpc.statusCode).toBe(200)
    expect(viaTrpc.body).toContain('PlaySecretBBBB0002')
    const noPhone = await studentWith({})
    expect((await started(ids.free, noPhone.headers)).watermark.text).toBe(noPhone.name)
  })

  it('the course lists no longer carry any Drive id: the frame comes only from play', async () => {
    const s = await studentWith({})
    const videos = await t.app.inject({ url: `/api/student/course/${courseId}/videos`, headers: s.headers })
    expect(videos.statusCode).toBe(200)
    expect(videos.body).not.toMatch(/PlaySecret|PlayFree|drive\.google|embed_url/)
    expect(videos.json<{ locked: boolean }[]>().every((video) => !video.locked)).toBe(true)
    const trpc = await t.app.inject({ url: `/trpc/student.courseVideos?input=${encodeURIComponent(JSON.stringify({ id: courseId }))}`, headers: s.headers })
    expect(trpc.body).not.toMatch(/PlaySecret|PlayFree|drive\.google/)
    expect((await t.app.inject({ url: '/api/student/my-courses', headers: s.headers })).body).not.toMatch(/PlaySecret|drive\.google/)
  })
})

describe('one stream per account', () => {
  it('a second device playing ends the first: 409 there with the French message, 200 here', async () => {
    const s = await studentWith({})
    const deviceB = await secondDevice(s)
    const first = await started(ids.free, s.headers)
    expect((await beat(first.play_id, s.headers, 12)).statusCode).toBe(200)

    const second = await started(ids.paidA, deviceB)
    const stopped = await beat(first.play_id, s.headers, 30)
    expect(stopped.statusCode).toBe(409)
    expect(stopped.json()).toEqual({ detail: PLAY_MESSAGES.otherDevice })
    expect(PLAY_MESSAGES.otherDevice).toBe('Cette vidéo est en cours de lecture sur un autre appareil')
    const going = await beat(second.play_id, deviceB, 5)
    expect(going.statusCode).toBe(200)
    expect(going.json()).toEqual({ ok: true, heartbeat_seconds: PLAY_RULES.heartbeatSeconds })

    // « Reprendre ici » on the first device takes the stream back
    const resumed = await started(ids.free, s.headers)
    expect((await beat(second.play_id, deviceB)).statusCode).toBe(409)
    expect((await beat(resumed.play_id, s.headers)).statusCode).toBe(200)
    const rows = await t.services.db.selectFrom('video_plays').select(['id', 'ended_reason', 'position_seconds']).where('student_id', '=', s.id).execute()
    expect(rows.filter((row) => row.ended_reason === null).map((row) => row.id)).toEqual([resumed.play_id])
    expect(rows.find((row) => row.id === first.play_id)).toMatchObject({ ended_reason: 'replaced', position_seconds: 12 })
  })

  it('two devices starting at the same instant leave one live play', async () => {
    const s = await studentWith({})
    const deviceB = await secondDevice(s)
    const [a, b] = await Promise.all([started(ids.free, s.headers), started(ids.paidA, deviceB)])
    const statuses = [(await beat(a.play_id, s.headers)).statusCode, (await beat(b.play_id, deviceB)).statusCode].sort()
    expect(statuses).toEqual([200, 409])
  })

  it("another student's play, the same student's play from another device, unknown and malformed ids: 404", async () => {
    const owner = await studentWith({})
    const thief = await studentWith({})
    const mine = await started(ids.free, owner.headers)
    for (const [playId, headers] of [
      [mine.play_id, thief.headers],
      [mine.play_id, await secondDevice(owner)],
      ['00000000-0000-4000-8000-000000000000', owner.headers],
      ['pas-un-identifiant', owner.headers],
      ["1' or '1'='1", owner.headers],
    ] as const) {
      const response = await beat(playId, headers)
      expect(response.statusCode, playId).toBe(404)
      expect(response.json()).toEqual({ detail: PLAY_MESSAGES.playNotFound })
    }
    // the thief's attempts changed nothing: the owner's play goes on
    expect((await beat(mine.play_id, owner.headers)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/plays/${mine.play_id}/heartbeat`, headers: admin, payload: {} })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/plays/${mine.play_id}/heartbeat`, payload: {} })).statusCode).toBe(401)
  })

  it(`a play silent for ${PLAY_RULES.staleAfterSeconds} s is over: 404, and a new play does not call it « another device »`, async () => {
    const s = await studentWith({})
    const old = await started(ids.free, s.headers)
    const longAgo = new Date(Date.now() - (PLAY_RULES.staleAfterSeconds + 1) * 1000).toISOString()
    await t.services.db.updateTable('video_plays').set({ last_seen_at: longAgo }).where('id', '=', old.play_id).execute()
    const expired = await beat(old.play_id, s.headers)
    expect(expired.statusCode).toBe(404)
    expect(expired.json()).toEqual({ detail: PLAY_MESSAGES.playNotFound })
    expect((await beat(old.play_id, s.headers)).statusCode).toBe(404)

    const silent = await started(ids.free, s.headers)
    await t.services.db.updateTable('video_plays').set({ last_seen_at: longAgo }).where('id', '=', silent.play_id).execute()
    await started(ids.paidA, await secondDevice(s))
    expect((await beat(silent.play_id, s.headers)).statusCode).toBe(404)
  })

  it('an access that ends during the play stops it at the next heartbeat', async () => {
    const s = await studentWith({})
    const going = await started(ids.paidA, s.headers)
    await t.services.db.updateTable('accesses').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('student_id', '=', s.id).execute()
    const refused = await beat(going.play_id, s.headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: STUDENT_SPACE_MESSAGES.expired })
  })

  it('refuses a position out of range in French, never a 500', async () => {
    const s = await studentWith({})
    const going = await started(ids.free, s.headers)
    for (const position of [-1, 1e12, 'abc']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/student/plays/${going.play_id}/heartbeat`, headers: s.headers, payload: { position_seconds: position } })
      expect(response.statusCode, String(position)).toBe(400)
      expect(response.json<{ detail: string }>().detail).toMatch(/[a-zé]/)
    }
  })
})

describe('« Retrouver une fuite »: GET /api/admin/traces/{code}', () => {
  it('the owning admin and super admins find the student; anyone else learns nothing', async () => {
    const s = await studentWith({})
    const leaked = await started(ids.paidA, s.headers)
    const code = leaked.watermark.code

    for (const headers of [admin, superAdmin]) {
      const found = await trace(code, headers)
      expect(found.statusCode, found.body).toBe(200)
      expect(found.json()).toMatchObject({
        code,
        student: { id: s.id, name: s.name, email: s.email },
        video: { id: ids.paidA, title: 'Payante A', course_id: courseId, course_title: 'Mécanique' },
        user_agent: 'Appareil A',
        ended_at: null,
      })
      expect(found.json<{ ip: string | null; started_at: string }>().ip).toBeTruthy()
    }
    // read off a screenshot: lower case, spaces, a dash
    expect((await trace(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `, admin)).statusCode).toBe(200)

    const unknown = await trace('ZZZZZZZ', superAdmin)
    expect(unknown.statusCode).toBe(404)
    const hidden = await trace(code, otherAdmin)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.body).toBe(unknown.body)
    expect(hidden.json()).toEqual({ detail: PLAY_MESSAGES.traceNotFound })
    for (const forged of ['AAAAAAA', "' or 1=1 --", 'x'.repeat(40)]) expect((await trace(forged, superAdmin)).statusCode, forged).toBe(404)
    expect((await trace(code, s.headers)).statusCode).toBe(403)
    const visitor = await trace(code, {})
    expect(visitor.statusCode).toBe(401)
    expect(visitor.body).not.toContain(s.email)

    const viaTrpc = await t.app.inject({ url: `/trpc/plays.trace?input=${encodeURIComponent(JSON.stringify({ code }))}`, headers: otherAdmin })
    expect(viaTrpc.statusCode).toBe(404)
    expect(viaTrpc.body).not.toContain(s.email)
  })
})

describe("a student's watch history, for the admins who may see the student", () => {
  it('pages the latest plays; another admin sees only their courses, a stranger nothing', async () => {
    const s = await studentWith({})
    // another admin enrols the same account by its email (DESIGN §4 « Enrol »)
    const enrolled = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: otherAdmin, payload: { name: s.name, email: s.email, course_id: otherCourseId } })
    expect(enrolled.statusCode, enrolled.body).toBe(201)
    const first = await started(ids.free, s.headers)
    await beat(first.play_id, s.headers, 42)
    await started(ids.paidA, s.headers)
    await started(ids.elsewhere, s.headers)

    const history = async (headers: Headers, query = '') => t.app.inject({ url: `/api/admin/students/${s.id}/plays${query}`, headers })
    const own = await history(admin)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json<{ video_id: number }[]>().map((p) => p.video_id)).toEqual([ids.paidA, ids.free])
    expect(own.json<{ code: string; position_seconds: number }[]>()[1]).toMatchObject({ code: first.watermark.code, position_seconds: 42, ended_reason: 'replaced' })
    expect((await history(otherAdmin)).json<{ video_id: number }[]>().map((p) => p.video_id)).toEqual([ids.elsewhere])
    expect((await history(superAdmin)).json()).toHaveLength(3)
    expect((await history(superAdmin, '?limit=1&offset=1')).json<{ video_id: number }[]>().map((p) => p.video_id)).toEqual([ids.paidA])

    const stranger = await adminHeaders(t.app, await createAdmin(t.services))
    const refused = await history(stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.body).not.toContain(first.watermark.code)
    expect((await history(s.headers)).statusCode).toBe(403)
    expect((await history(admin, '?limit=100000')).statusCode).toBe(400)
  })
})

describe.each(limitStores('video-plays'))('play starts are limited per student ($name)', (store) => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ PLAY_RATE_PER_MINUTE: '3', LOGIN_RATE_PER_MINUTE: '100000', ...store.env })
  })
  afterAll(() => limited.close())

  it('past PLAY_RATE_PER_MINUTE a French 429 and no play is written; another student goes on', async () => {
    const headers = await adminHeaders(limited.app, await createAdmin(limited.services))
    const course = (await makeCourse(limited.app, headers)).id
    const video = (await makeVideo(limited.app, headers, course, { title: 'V', drive: 'PlayLimitedVideo01' })).id
    const signIn = async () => {
      const student = await makeStudent(limited.app, headers)
      await grant(limited.app, headers, { student_id: student.id, course_id: course })
      return { id: student.id, headers: bearer((await studentLogin(limited.app, student.email, student.password)).access_token) }
    }
    const s = await signIn()
    const start = (who: { headers: Headers }) => limited.app.inject({ method: 'POST', url: `/api/student/videos/${video}/play`, headers: who.headers })
    for (let i = 0; i < 3; i += 1) expect((await start(s)).statusCode).toBe(201)
    const refused = await start(s)
    expect(refused.statusCode).toBe(429)
    expect(refused.json<{ detail: string }>().detail).toContain(MESSAGES.tooManyRequests)
    expect(await limited.services.db.selectFrom('video_plays').select('id').where('student_id', '=', s.id).execute()).toHaveLength(3)
    expect((await start(await signIn())).statusCode).toBe(201)
  })
})
