import { signStream } from '@tutorat/api'
import { HOSTED_VIDEO_MESSAGES as M, MESSAGES, PLAY_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, makeVideo, studentLogin, TEST_SECRET, type TestApp } from './helpers.ts'
import { uploadVideo } from './hosted-video-helpers.ts'
import { startS3Server } from './s3-server.ts'
import { mp4 } from './video-fixtures.ts'

// Issue 28 (DESIGN §17): a hosted video's bytes reach only the play that was signed, for a few
// minutes, with Range; on S3 through a presigned redirect of the same lifetime.

type Headers = Record<string, string>
interface Play {
  play_id: string
  embed_url: string | null
  stream_url: string | null
  stream_expires_at: string | null
  resume_seconds: number
}
const TTL = 120

describe.each([
  ['local disk', false],
  ['S3', true],
])('hosted video streams on %s', (_label, onS3) => {
  let t: TestApp
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined
  let admin: Headers
  let courseId: number
  let videoId: number
  let driveVideoId: number
  const bytes = mp4({ payloadBytes: 200_000 })

  beforeAll(async () => {
    s3 = onS3 ? await startS3Server() : undefined
    t = await createTestApp({ ...s3?.env, STREAM_URL_TTL_SECONDS: String(TTL), LOGIN_RATE_PER_MINUTE: '1000', PLAY_RATE_PER_MINUTE: '1000' })
    admin = await adminHeaders(t.app, await createAdmin(t.services))
    courseId = (await makeCourse(t.app, admin, 'Électricité')).id
    videoId = await uploadVideo(t, admin, courseId, bytes, 'Loi d’Ohm')
    driveVideoId = (await makeVideo(t.app, admin, courseId, { title: 'Sur Drive', drive: 'StreamDriveVideo0001' })).id
  })
  afterAll(async () => {
    await t.close()
    await s3?.close()
  })

  async function student(device = 'Téléphone') {
    const account = await makeStudent(t.app, admin)
    const access = await grant(t.app, admin, { student_id: account.id, course_id: courseId })
    const login = async (agent: string) => ({ ...bearer((await studentLogin(t.app, account.email, account.password, agent)).access_token), 'user-agent': agent })
    return { ...account, accessId: access.access.id, headers: await login(device), login }
  }
  async function play(id: number, headers: Headers): Promise<Play> {
    const response = await t.app.inject({ method: 'POST', url: `/api/student/videos/${id}/play`, headers })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<Play>()
  }
  const beat = (playId: string, headers: Headers, position: number) =>
    t.app.inject({ method: 'POST', url: `/api/student/plays/${playId}/heartbeat`, headers, payload: { position_seconds: position } })
  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers })

  /** The bytes a stream address gives: read directly (disk) or through the presigned redirect (S3). */
  async function fetchBytes(url: string, range?: string) {
    const headers: Headers = range ? { range } : {}
    const response = await get(url, headers)
    if (!onS3) return { status: response.statusCode, headers: response.headers, body: response.rawPayload }
    expect(response.statusCode, response.body).toBe(302)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const presigned = new URL(String(response.headers.location))
    expect(presigned.origin).toBe(s3?.env.S3_ENDPOINT)
    expect(Number(presigned.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(TTL)
    const fetched = await fetch(presigned, { headers })
    return { status: fetched.status, headers: Object.fromEntries(fetched.headers), body: Buffer.from(await fetched.arrayBuffer()) }
  }

  /** A refusal: French JSON, never a byte of the video. */
  async function refused(url: string, status: number, detail: string) {
    const response = await get(url, { range: 'bytes=0-' })
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json()).toEqual({ detail })
    expect(response.headers.location).toBeUndefined()
    expect(response.rawPayload.includes(bytes.subarray(0, 32))).toBe(false)
  }

  it('answers a hosted play with its signed stream (no Drive frame) and the position saved last time', async () => {
    const s = await student()
    const first = await play(videoId, s.headers)
    expect(first.embed_url).toBeNull()
    expect(first.stream_url).toMatch(new RegExp(`^/api/student/streams/${first.play_id}\\?exp=\\d+&sig=[\\w-]{43}$`))
    expect(Math.abs(Date.parse(first.stream_expires_at ?? '') - (Date.now() + TTL * 1000))).toBeLessThan(5000)
    expect(first.resume_seconds).toBe(0)
    const beaten = await beat(first.play_id, s.headers, 754)
    expect(beaten.statusCode, beaten.body).toBe(200)
    // the heartbeat renews the address of this same play
    expect(beaten.json().stream_url).toMatch(new RegExp(`^/api/student/streams/${first.play_id}\\?`))
    expect((await play(videoId, s.headers)).resume_seconds).toBe(754)
    // a play opened and left before it played (a reload) saved no position: the point stays
    expect((await play(videoId, s.headers)).resume_seconds).toBe(754)
    // Drive videos resume too, and keep their frame
    const drive = await play(driveVideoId, s.headers)
    expect(drive).toMatchObject({ stream_url: null, stream_expires_at: null, resume_seconds: 0 })
    expect(drive.embed_url).toContain('StreamDriveVideo0001')

    const listed = (await t.app.inject({ url: `/api/student/course/${courseId}/videos`, headers: s.headers })).json<Record<string, unknown>[]>()
    expect(listed.find((v) => v.id === videoId)).toMatchObject({ source: 'file', duration_seconds: 754, poster_url: null })
    expect(listed.find((v) => v.id === driveVideoId)).toMatchObject({ source: 'drive', duration_seconds: null })
  })

  it('streams with Range: the whole file, the first bytes, a middle slice, an open end, a suffix; 416 past the end', async () => {
    const s = await student()
    const { stream_url } = await play(videoId, s.headers)
    const url = stream_url ?? ''
    const size = bytes.length
    const whole = await fetchBytes(url)
    expect(whole.status).toBe(200)
    expect(whole.body).toEqual(bytes)
    expect(whole.headers['content-type']).toBe('video/mp4')
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-50999', 1000, 50_999],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      // s3rver reads a suffix range as `0-500` (S3 itself follows RFC 9110): asked of our own streaming only
      ...(onS3 ? [] : ([['bytes=-500', size - 500, size - 1]] as const)),
    ] as const) {
      const part = await fetchBytes(url, range)
      expect(part.status, range).toBe(206)
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`)
      expect(part.body, range).toEqual(bytes.subarray(start, end + 1))
    }
    if (!onS3) {
      const local = await get(url, { range: 'bytes=0-0' })
      expect(local.headers['accept-ranges']).toBe('bytes')
      expect(local.headers['cache-control']).toBe('private, no-store')
      const beyond = await get(url, { range: `bytes=${size}-` })
      expect(beyond.statusCode).toBe(416)
      expect(beyond.headers['content-range']).toBe(`bytes */${size}`)
      expect(beyond.json()).toEqual({ detail: M.rangeInvalid })
    } else {
      expect((await fetchBytes(url, `bytes=${size}-`)).status).toBe(416)
    }
  })

  it('refuses a forged, missing, expired or borrowed signature (403) and an unknown play (404), with no bytes', async () => {
    const s = await student()
    const mine = await play(videoId, s.headers)
    const url = new URL(mine.stream_url ?? '', 'http://x')
    const sig = url.searchParams.get('sig') ?? ''
    const forged = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`
    await refused(forged, 403, M.streamInvalid)
    await refused(url.pathname, 403, M.streamInvalid)
    // a later expiry written by hand: the signature no longer matches
    await refused(`${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`, 403, M.streamInvalid)
    const keys = { jwtSecret: TEST_SECRET, ttlSeconds: TTL }
    await refused(signStream(keys, mine.play_id, Date.now() - (TTL + 5) * 1000).stream_url, 403, M.streamExpired)
    // another student's play: its signature does not open this one
    const other = await student()
    const theirs = new URL((await play(videoId, other.headers)).stream_url ?? '', 'http://x')
    await refused(`${url.pathname}${theirs.search}`, 403, M.streamInvalid)
    await refused(`/api/student/streams/00000000-0000-4000-8000-000000000000${url.search}`, 403, M.streamInvalid)
    await refused(`/api/student/streams/not-a-play${url.search}`, 404, M.streamEnded)
    // a play of a Drive video has no stream, even signed by us
    const drive = await play(driveVideoId, other.headers)
    await refused(signStream(keys, drive.play_id).stream_url, 404, M.streamEnded)
  })

  it('stops a stream when the play is replaced by another device, the device is signed out, or the access ends', async () => {
    const s = await student('Téléphone')
    const first = await play(videoId, s.headers)
    expect((await get(first.stream_url ?? '', { range: 'bytes=0-9' })).statusCode).toBe(onS3 ? 302 : 206)
    const laptop = await s.login('Ordinateur')
    const second = await play(videoId, laptop)
    await refused(first.stream_url ?? '', 404, M.streamEnded)
    expect((await get(second.stream_url ?? '', { range: 'bytes=0-9' })).statusCode).toBe(onS3 ? 302 : 206)

    await t.services.db.updateTable('student_sessions').set({ revoked_at: new Date().toISOString() }).where('user_agent', '=', 'Ordinateur').execute()
    await refused(second.stream_url ?? '', 404, M.streamEnded)

    const third = await play(videoId, s.headers)
    await t.app.inject({ method: 'DELETE', url: `/api/admin/accesses/${s.accessId}`, headers: admin })
    await refused(third.stream_url ?? '', 404, PLAY_MESSAGES.videoNotFound)
  })

  if (onS3) {
    it('answers a play with the French 503 while S3 cannot be reached, and records no play', async () => {
      const s = await student()
      await s3?.close()
      s3 = undefined
      const response = await t.app.inject({ method: 'POST', url: `/api/student/videos/${videoId}/play`, headers: s.headers })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: MESSAGES.serviceUnavailable })
      expect(await t.services.db.selectFrom('video_plays').select('id').where('student_id', '=', s.id).execute()).toEqual([])
    })
  }
})
