import { ACCESS_TYPES, type AdminLiveSession, type attendanceOutput, COURSE_MESSAGES, SESSION_MESSAGES as M, SESSION_RULES, STUDENT_MESSAGES, type StudentVideo } from '@tutorat/contracts'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { adminHeaders, bearer, createAdmin, createTestApp, DRIVE_URL, makeCourse, makeStudent, TEST_SECRET, type TestApp } from './helpers.ts'
import { newStudent, type TestStudent } from './payments-helpers.ts'
import {
  type AccessState,
  attendanceRow,
  casablancaInstant,
  casablancaLocal,
  expectRedirect,
  expectRefused,
  joinAs,
  localIn,
  mySessionIds,
  newMeetUrl,
  newSession,
  openSession,
  postSession,
  putSession,
  sessionBody,
  startIn,
  studentWith,
} from './sessions-helpers.ts'

// DESIGN §12, the server's side of live sessions: who sees and joins, the join window and its
// redirect, tickets, the Meet link kept from students, bad input, ownership, Casablanca time,
// recordings and the calendar link.

type Headers = Record<string, string>
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
let t: TestApp
let root: Headers

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

const newCourse = async (headers = root) => (await makeCourse(t.app, headers, 'Physique-Chimie 2 Bac')).id
const adminGet = (headers: Headers, id: number, path = '') => t.app.inject({ url: `/api/admin/sessions/${id}${path}`, headers })
const adminSession = async (id: number) => (await adminGet(root, id)).json<AdminLiveSession>()
const joinTicket = (student: TestStudent, id: number) => t.app.inject({ method: 'POST', url: `/api/student/sessions/${id}/join-ticket`, headers: student.headers })
const trpcGet = (path: string, headers: Headers, input?: unknown) =>
  t.app.inject({ url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
/** The opening time in the refusal: French, Casablanca's clock. */
const opening = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })

describe('who sees and joins a session', () => {
  let courseId: number
  let paid: AdminLiveSession
  let free: AdminLiveSession
  beforeAll(async () => {
    courseId = await newCourse()
    paid = await openSession(t, root, { course_id: courseId })
    free = await openSession(t, root, { course_id: courseId, is_free: true })
  })

  const states: AccessState[] = ['valid', 'expired', 'deactivated']
  const cells = ACCESS_TYPES.flatMap((type) => states.flatMap((state) => [false, true].map((isFree) => ({ type, state, isFree, seen: state === 'valid' && (type !== 'trial' || isFree) }))))
  it.each(cells)('$type access, $state, free session: $isFree → seen and joined: $seen', async ({ type, state, isFree, seen }) => {
    const student = await studentWith(t, root, courseId, type, state)
    const session = isFree ? free : paid
    expect((await mySessionIds(t, student)).includes(session.id)).toBe(seen)
    expect((await mySessionIds(t, student, `/api/student/course/${courseId}/sessions`)).includes(session.id)).toBe(seen)
    const response = await joinAs(t, student.headers, session.id)
    if (seen) expectRedirect(response, session.meet_url)
    else expectRefused(response, 403, M.joinNoAccess)
  })

  it.each([
    ['their own', true],
    ['another student’s, on a course they have a valid access to', false],
  ])('a solo session, %s → seen and joined: %s', async (_label, own) => {
    const owner = await newStudent(t, root)
    const other = await studentWith(t, root, courseId, 'full')
    const solo = await openSession(t, root, { kind: 'solo', student_id: owner.id, course_id: courseId })
    const student = own ? owner : other
    expect((await mySessionIds(t, student)).includes(solo.id)).toBe(own)
    const response = await joinAs(t, student.headers, solo.id)
    if (own) expectRedirect(response, solo.meet_url)
    else expectRefused(response, 403, M.joinNoAccess)
  })
})

describe('the join window and the attendance', () => {
  let courseId: number
  let student: TestStudent
  beforeAll(async () => {
    courseId = await newCourse()
    student = await studentWith(t, root, courseId, 'standard')
  })

  it('opens 15 minutes before the start: 16 minutes before, a 403 with the opening time in Casablanca', async () => {
    const session = await newSession(t, root, { course_id: courseId })
    const start = await startIn(t, session.id, 16)
    const opensAt = new Date(start.getTime() - SESSION_RULES.joinOpensMinutesBefore * MINUTE)
    expectRefused(await joinAs(t, student.headers, session.id), 403, M.joinTooEarly(opening.format(opensAt)))
    expect(await attendanceRow(t, session.id, student.id)).toBeUndefined()
    await startIn(t, session.id, 15 - 1 / 60)
    expectRedirect(await joinAs(t, student.headers, session.id), session.meet_url)
  })

  it.each([
    ['during the session', -30, null],
    ['at its end', -60, M.joinEnded],
    ['a day after', -24 * 60, M.joinEnded],
  ])('%s (start %i minutes from now) → refusal: %s', async (_label, minutes, refusal) => {
    const session = await newSession(t, root, { course_id: courseId, duration_minutes: 60 })
    await startIn(t, session.id, minutes)
    const response = await joinAs(t, student.headers, session.id)
    if (refusal) expectRefused(response, 403, refusal)
    else expectRedirect(response, session.meet_url)
  })

  it('a cancelled session → 403, even in its slot; an unknown one → 404; no token nor ticket → 401', async () => {
    const session = await newSession(t, root, { course_id: courseId })
    expect((await putSession(t, root, session.id, '/cancel')).statusCode).toBe(200)
    await startIn(t, session.id, -5)
    expectRefused(await joinAs(t, student.headers, session.id), 403, M.joinCancelled)
    expectRefused(await joinAs(t, student.headers, 999_999), 404, M.notFound)
    expect((await joinAs(t, {}, session.id)).statusCode).toBe(401)
  })

  it('records each student once (first join kept, joins counted) and lists them with the expected count', async () => {
    const session = await openSession(t, root, { course_id: courseId })
    const other = await studentWith(t, root, courseId, 'full')
    const trial = await studentWith(t, root, courseId, 'trial') // not expected at a paid session, nor let in
    await studentWith(t, root, courseId, 'standard', 'expired')
    expectRedirect(await joinAs(t, student.headers, session.id), session.meet_url)
    const first = await attendanceRow(t, session.id, student.id)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expectRedirect(await joinAs(t, student.headers, session.id), session.meet_url)
    expectRedirect(await joinAs(t, other.headers, session.id), session.meet_url)
    expectRefused(await joinAs(t, trial.headers, session.id), 403, M.joinNoAccess)

    const again = await attendanceRow(t, session.id, student.id)
    expect(again).toMatchObject({ joins: 2, first_joined_at: first?.first_joined_at })
    expect(Date.parse(again?.last_joined_at ?? '')).toBeGreaterThan(Date.parse(first?.last_joined_at ?? ''))
    const response = await adminGet(root, session.id, '/attendance')
    expect(response.statusCode, response.body).toBe(200)
    const attendance = response.json<z.infer<typeof attendanceOutput>>()
    expect(attendance.attendees.map(({ student_id, joins }) => ({ student_id, joins }))).toEqual([
      { student_id: student.id, joins: 2 },
      { student_id: other.id, joins: 1 },
    ])
    expect(attendance.expected).toBe(2)
    expect(attendance.session.attendance_count).toBe(2)
  })
})

describe('join tickets', () => {
  let courseId: number
  let student: TestStudent
  let session: AdminLiveSession
  let elsewhere: AdminLiveSession
  beforeAll(async () => {
    courseId = await newCourse()
    student = await studentWith(t, root, courseId, 'standard')
    session = await openSession(t, root, { course_id: courseId })
    elsewhere = await openSession(t, root, { course_id: courseId })
  })
  const ticketUrl = async (who: TestStudent, id: number) => {
    const response = await joinTicket(who, id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.body).not.toContain('meet.google.com')
    return response.json<{ url: string }>().url
  }
  const forged = (claims: { sid: unknown; sub: string; exp: number }, secret = `session-join:${TEST_SECRET}`) =>
    new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setExpirationTime(claims.exp).sign(new TextEncoder().encode(secret))
  const inAMinute = () => Math.floor(Date.now() / 1000) + 60

  it('is a URL that joins without any bearer, as the student it names', async () => {
    const url = await ticketUrl(student, session.id)
    expect(url).toMatch(new RegExp(`^/api/student/sessions/${session.id}/join\\?ticket=`))
    expectRedirect(await t.app.inject({ url }), session.meet_url)
    expect(await attendanceRow(t, session.id, student.id)).toMatchObject({ joins: 1 })
  })

  it('does not open another session', async () => {
    const url = await ticketUrl(student, session.id)
    expectRefused(await t.app.inject({ url: url.replace(`/sessions/${session.id}/`, `/sessions/${elsewhere.id}/`) }), 403, M.joinLinkInvalid)
  })

  it('a ticket forged right is let in (so the refusals below are about the fault each one has)', async () => {
    const ticket = await forged({ sid: session.id, sub: String(student.id), exp: inAMinute() })
    expectRedirect(await joinAs(t, {}, session.id, `?ticket=${ticket}`), session.meet_url)
  })

  it.each([
    ['expired', () => forged({ sid: session.id, sub: String(student.id), exp: Math.floor(Date.now() / 1000) - 1 })],
    ['signed with another secret', () => forged({ sid: session.id, sub: String(student.id), exp: inAMinute() }, 'session-join:another-secret-long-enough-for-hs256')],
    ['signed with the sign-in tokens’ key', () => forged({ sid: session.id, sub: String(student.id), exp: inAMinute() }, TEST_SECRET)],
    ['naming the session as text', () => forged({ sid: String(session.id), sub: String(student.id), exp: inAMinute() })],
    ['naming no student', () => forged({ sid: session.id, sub: 'x', exp: inAMinute() })],
    ['not a token at all', async () => 'abc.def.ghi'],
  ])('%s → 403', async (_label, ticket) => {
    expectRefused(await joinAs(t, {}, session.id, `?ticket=${encodeURIComponent(await ticket())}`), 403, M.joinLinkInvalid)
  })

  it('is refused to a student who may not join: another’s solo session, a course without access', async () => {
    const outsider = await newStudent(t, root)
    const solo = await openSession(t, root, { kind: 'solo', student_id: student.id })
    expectRefused(await joinTicket(outsider, solo.id), 403, M.joinNoAccess)
    expectRefused(await joinTicket(outsider, session.id), 403, M.joinNoAccess)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/sessions/${session.id}/join-ticket` })).statusCode).toBe(401)
  })

  it('is checked again when used: an access closed in the meantime → 403', async () => {
    const leaving = await studentWith(t, root, courseId, 'standard')
    const url = await ticketUrl(leaving, session.id)
    await t.services.db.updateTable('accesses').set({ is_active: false }).where('student_id', '=', leaving.id).execute()
    expectRefused(await t.app.inject({ url }), 403, M.joinNoAccess)
    expect(await attendanceRow(t, session.id, leaving.id)).toBeUndefined()
  })

  it('is not given before the window opens', async () => {
    const later = await newSession(t, root, { course_id: courseId })
    const start = await startIn(t, later.id, 60)
    expectRefused(await joinTicket(student, later.id), 403, M.joinTooEarly(opening.format(new Date(start.getTime() - 15 * MINUTE))))
  })
})

describe('the Meet link never reaches a student', () => {
  it('is in no list, tRPC answer, calendar feed nor message, only in the join’s redirect', async () => {
    const courseId = await newCourse()
    const student = await studentWith(t, root, courseId, 'standard')
    const group = await openSession(t, root, { course_id: courseId, title: 'Séance ouverte', description: 'Apportez vos exercices.' })
    const changed = await newSession(t, root, { course_id: courseId, title: 'Séance déplacée' })
    expect((await putSession(t, root, changed.id, '', { starts_at_local: localIn(2 * 24 * 60), meet_url: newMeetUrl() })).statusCode).toBe(200)
    const cancelled = await newSession(t, root, { course_id: courseId, title: 'Séance annulée' })
    expect((await putSession(t, root, cancelled.id, '/cancel')).statusCode).toBe(200)
    await newSession(t, root, { kind: 'solo', student_id: student.id, course_id: courseId, title: 'Séance solo' })
    const titles = ['Séance ouverte', 'Séance déplacée', 'Séance annulée', 'Séance solo']

    const feed = (await t.app.inject({ url: '/api/student/calendar', headers: student.headers })).json<{ url: string }>()
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(feed.url)?.[1]
    const answers = {
      'GET /api/student/sessions': await t.app.inject({ url: '/api/student/sessions', headers: student.headers }),
      'GET /api/student/course/{id}/sessions': await t.app.inject({ url: `/api/student/course/${courseId}/sessions`, headers: student.headers }),
      'tRPC sessions.mine': await trpcGet('sessions.mine', student.headers),
      'tRPC sessions.forCourse': await trpcGet('sessions.forCourse', student.headers, { course_id: courseId }),
      'tRPC sessions.calendarFeed': await trpcGet('sessions.calendarFeed', {}, { token }),
    }
    for (const [label, response] of Object.entries(answers)) {
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200)
      for (const title of titles) expect(response.body, `${label} lists « ${title} »`).toContain(title)
      expect(response.body, label).not.toContain('meet.google.com')
    }
    const inbox = await t.app.inject({ url: '/api/student/notifications', headers: student.headers })
    expect(inbox.statusCode).toBe(200)
    expect(inbox.body).not.toContain('meet.google.com')
    const messages = await t.services.db.selectFrom('notifications').select(['template', 'params']).where('student_id', '=', student.id).execute()
    expect(messages.map((message) => message.template)).toEqual(expect.arrayContaining(['session_scheduled', 'session_changed', 'session_cancelled']))
    expect(JSON.stringify(messages)).not.toContain('meet.google.com')

    expect((await adminGet(root, group.id)).body).toContain(group.meet_url) // the check above could see it
    expectRedirect(await joinAs(t, student.headers, group.id), group.meet_url)
  })
})

describe('bad input', () => {
  let courseId: number
  beforeAll(async () => {
    courseId = await newCourse()
  })
  const sessionCount = async () => Number((await t.services.db.selectFrom('live_sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
  /** A 400 naming the field and its French reason, and nothing stored. */
  async function refusedAt(body: Record<string, unknown>, field: string, message: string) {
    const before = await sessionCount()
    const response = await postSession(t, root, sessionBody({ course_id: courseId, ...body }))
    expectRefused(response, 400, message)
    expect(response.json<{ errors: { path: string[]; message: string }[] }>().errors).toContainEqual({ path: [field], message })
    expect(await sessionCount()).toBe(before)
  }

  it.each([
    'http://meet.google.com/abc-defg-hij',
    'https://meet.google.co/abc-defg-hij',
    'https://meet.google.com.evil.ma/abc-defg-hij',
    'https://meet.google.com@evil.ma/abc-defg-hij',
    'https://evil.ma/https://meet.google.com/abc-defg-hij',
    'https://meet.google.com/',
    'https://meet.google.com/abc-defg-hijk',
    'https://meet.google.com/lookup/abcdefg',
    'javascript:alert(1)//https://meet.google.com/abc-defg-hij',
    '',
  ])('the Meet link %j → 400', (meet_url) => refusedAt({ meet_url }, 'meet_url', M.meetUrlInvalid))

  it('keeps a Meet link in its short form, and refuses a bad one on edit too', async () => {
    const session = await newSession(t, root, { course_id: courseId, meet_url: ' https://meet.google.com/ABC-DEFG-HIJ?authuser=0&hs=122 ' })
    expect(session.meet_url).toBe('https://meet.google.com/abc-defg-hij')
    expectRefused(await putSession(t, root, session.id, '', { meet_url: 'https://meet.google.com.evil.ma/abc-defg-hij' }), 400, M.meetUrlInvalid)
    expect((await adminSession(session.id)).meet_url).toBe('https://meet.google.com/abc-defg-hij')
  })

  it.each<[string, () => string, string]>([
    ['in the past', () => casablancaLocal(Date.now() - 5 * MINUTE), M.startInPast],
    ['more than a year ahead', () => casablancaLocal(Date.now() + (SESSION_RULES.maxDaysAhead + 1) * DAY), M.startTooFar],
    ['30 February', () => '2027-02-30T10:00', M.startInvalid],
    ['24:00', () => '2027-01-01T24:00', M.startInvalid],
    ['a French date', () => '24/12/2026 18:00', M.startInvalid],
    ['empty', () => '', M.startRequired],
  ])('a start %s → 400', (_label, start, message) => refusedAt({ starts_at_local: start() }, 'starts_at_local', message))

  it.each([0, -5, 14, 481, 'abc', 60.5, null])('a duration of %j → 400', (duration_minutes) => refusedAt({ duration_minutes }, 'duration_minutes', M.durationInvalid))

  it('a group session needs a course, a solo session a student', async () => {
    await refusedAt({ kind: 'groupe', course_id: null }, 'course_id', M.courseRequired)
    await refusedAt({ kind: 'solo', course_id: null, student_id: null }, 'student_id', M.studentRequired)
    expectRefused(await postSession(t, root, sessionBody({ course_id: 999_999 })), 404, COURSE_MESSAGES.notFound)
    expectRefused(await postSession(t, root, sessionBody({ kind: 'solo', student_id: 999_999 })), 404, STUDENT_MESSAGES.notFound)
  })

  it('one student is in one solo session at a time (cancelled ones do not count, edits are checked)', async () => {
    const student = await newStudent(t, root)
    const at = Date.now() + 2 * DAY
    const solo = (minutes: number, title: string) => sessionBody({ kind: 'solo', student_id: student.id, title, starts_at_local: casablancaLocal(at + minutes * MINUTE) })
    const first = await newSession(t, root, solo(0, 'Solo de 10 h'))
    await refusedAt(solo(30, 'Solo qui chevauche'), 'starts_at_local', M.soloOverlap('Solo de 10 h'))
    const next = await newSession(t, root, solo(60, 'Solo juste après'))
    await newSession(t, root, { ...solo(30, 'Un autre élève'), student_id: (await newStudent(t, root)).id })
    await newSession(t, root, { ...solo(30, 'Séance de groupe'), kind: 'groupe', course_id: courseId, student_id: null })

    expect((await putSession(t, root, first.id, '/cancel')).statusCode).toBe(200)
    const moved = await newSession(t, root, solo(-30, 'Solo à la place'))
    const edit = await putSession(t, root, moved.id, '', { starts_at_local: casablancaLocal(at + 90 * MINUTE) })
    expectRefused(edit, 400, M.soloOverlap('Solo juste après'))
    expect((await adminSession(moved.id)).starts_at).toBe(moved.starts_at)
    expectRefused(await putSession(t, root, moved.id, '', { duration_minutes: 120 }), 400, M.soloOverlap('Solo juste après'))
    expect((await adminSession(next.id)).status).toBe('planifiee')
  })

  it('a cancelled session cannot be edited nor cancelled again (409)', async () => {
    const session = await newSession(t, root, { course_id: courseId })
    const cancel = await putSession(t, root, session.id, '/cancel')
    expect(cancel.json<{ message: string; session: AdminLiveSession }>()).toMatchObject({ message: M.cancelled, session: { status: 'annulee' } })
    expectRefused(await putSession(t, root, session.id, '', { title: 'Reprise' }), 409, M.cancelledNoEdit)
    expectRefused(await putSession(t, root, session.id, '/cancel'), 409, M.alreadyCancelled)
    expect((await adminSession(session.id)).title).toBe(session.title)
  })
})

describe('ownership', () => {
  let owner: Headers
  let intruder: Headers
  let courseId: number
  let session: AdminLiveSession
  beforeAll(async () => {
    owner = await adminHeaders(t.app, await createAdmin(t.services))
    intruder = await adminHeaders(t.app, await createAdmin(t.services))
    courseId = await newCourse(owner)
    session = await newSession(t, owner, { course_id: courseId })
    await startIn(t, session.id, -120) // over: a recording would be accepted from its owner
  })
  const unchanged = async () => {
    const now = await adminSession(session.id)
    expect({ title: now.title, status: now.status, recording_video_id: now.recording_video_id }).toEqual({ title: session.title, status: 'planifiee', recording_video_id: null })
  }

  it.each([
    ['GET', '', undefined],
    ['PUT', '', { title: 'Piratée' }],
    ['PUT', '/cancel', undefined],
    ['PUT', '/recording', { drive_url: DRIVE_URL('IntruderRecording01') }],
    ['GET', '/attendance', undefined],
    ['DELETE', '', undefined],
  ] as const)('%s /api/admin/sessions/{id}%s by another admin → 404, nothing changed', async (method, path, payload) => {
    const response = await t.app.inject({ method, url: `/api/admin/sessions/${session.id}${path}`, headers: intruder, ...(payload ? { payload } : {}) })
    expectRefused(response, 404, M.notFound)
    await unchanged()
  })

  it('is left out of another admin’s list; a super admin sees and edits it', async () => {
    const list = (headers: Headers) => t.app.inject({ url: '/api/admin/sessions?when=past', headers })
    expect((await list(intruder)).json<{ items: AdminLiveSession[] }>().items.map((item) => item.id)).not.toContain(session.id)
    expect((await list(owner)).json<{ items: AdminLiveSession[] }>().items.map((item) => item.id)).toContain(session.id)
    expect((await list(root)).json<{ items: AdminLiveSession[] }>().items.map((item) => item.id)).toContain(session.id)
    const edit = await putSession(t, root, session.id, '', { description: 'Revue par la direction.' })
    expect(edit.statusCode, edit.body).toBe(200)
    expect((await adminSession(session.id)).description).toBe('Revue par la direction.')
  })

  it('another admin plans nothing on a course not theirs, nor for a student they do not see', async () => {
    expectRefused(await postSession(t, intruder, sessionBody({ course_id: courseId })), 403, COURSE_MESSAGES.notOwner)
    const ownStudent = await makeStudent(t.app, owner)
    expectRefused(await postSession(t, intruder, sessionBody({ kind: 'solo', student_id: ownStudent.id })), 404, STUDENT_MESSAGES.notFound)
    const solo = await newSession(t, owner, { kind: 'solo', student_id: ownStudent.id })
    expectRefused(await adminGet(intruder, solo.id), 404, M.notFound)
    expect((await adminGet(owner, solo.id)).statusCode).toBe(200)
  })

  it('the owner deletes a session made by mistake', async () => {
    const mistake = await newSession(t, owner, { course_id: courseId })
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/sessions/${mistake.id}`, headers: owner })
    expect(response.json()).toEqual({ message: M.deleted })
    expectRefused(await adminGet(owner, mistake.id), 404, M.notFound)
  })
})

describe('Casablanca time', () => {
  let courseId: number
  beforeAll(async () => {
    courseId = await newCourse()
  })

  it('summer 2026 was UTC+1: 17:00Z reads 18:00, and 18:00 that day is now in the past', async () => {
    const session = await newSession(t, root, { course_id: courseId })
    await t.services.db.updateTable('live_sessions').set({ starts_at: '2026-07-10T17:00:00.000Z' }).where('id', '=', session.id).execute()
    expect((await adminSession(session.id)).starts_at_local).toBe('2026-07-10T18:00')
    expectRefused(await postSession(t, root, sessionBody({ course_id: courseId, starts_at_local: '2026-07-10T18:00' })), 400, M.startInPast)
  })

  /** The next 10 July at 18:00 that is ahead (within the year a session may be planned). */
  const nextJulyTenth = () => {
    const year = new Date(Date.now() + DAY).getUTCFullYear()
    const thisYear = `${year}-07-10T18:00`
    return casablancaInstant(thisYear).getTime() > Date.now() + DAY ? thisYear : `${year + 1}-07-10T18:00`
  }
  // expectations from the runtime's tz data (Intl), not hard-coded offsets: Morocco's rules change
  it.each([
    ['during Ramadan 2027', () => '2027-02-20T18:00'],
    ['on the next 10 July', nextJulyTenth],
    ['in two days', () => localIn(2 * 24 * 60)],
  ])('%s: the wall clock entered is the one read back, at the instant Intl gives it', async (_label, local) => {
    const wall = local()
    const instant = casablancaInstant(wall)
    const session = await newSession(t, root, { course_id: courseId })
    if (instant.getTime() > Date.now() + MINUTE) {
      const edit = await putSession(t, root, session.id, '', { starts_at_local: wall })
      expect(edit.statusCode, edit.body).toBe(200)
    } else {
      // the date has passed since this test was written: the reading direction still holds
      await t.services.db.updateTable('live_sessions').set({ starts_at: instant.toISOString() }).where('id', '=', session.id).execute()
    }
    const read = await adminSession(session.id)
    expect(read.starts_at).toBe(instant.toISOString())
    expect(read.starts_at_local).toBe(wall)
  })
})

describe('recordings', () => {
  let courseId: number
  let standard: TestStudent
  let trial: TestStudent
  beforeAll(async () => {
    courseId = await newCourse()
    standard = await studentWith(t, root, courseId, 'standard')
    trial = await studentWith(t, root, courseId, 'trial')
  })
  const record = (id: number, drive: string) => putSession(t, root, id, '/recording', { drive_url: DRIVE_URL(drive) })
  const videosOf = async (student: TestStudent) => {
    const response = await t.app.inject({ url: `/api/student/course/${courseId}/videos`, headers: student.headers })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<StudentVideo[]>()
  }
  const recordingsModule = async () =>
    t.services.db.selectFrom('videos').select(['id', 'drive_url', 'is_free', 'module_name']).where('course_id', '=', courseId).where('module_name', '=', SESSION_RULES.recordingsModule).execute()

  it('is refused before the end, then becomes a video of the course under its access rules', async () => {
    const session = await newSession(t, root, { course_id: courseId, title: 'Séance payante' })
    expectRefused(await record(session.id, 'RecordingTooEarly01'), 400, M.recordingBeforeEnd)
    await startIn(t, session.id, -90)
    const saved = await record(session.id, 'RecordingPaid00001')
    expect(saved.statusCode, saved.body).toBe(200)
    const videoId = saved.json<{ session: AdminLiveSession }>().session.recording_video_id
    expect(await recordingsModule()).toContainEqual(expect.objectContaining({ id: videoId, is_free: false }))
    expect((await videosOf(standard)).find((video) => video.id === videoId)).toMatchObject({ locked: false, module_name: SESSION_RULES.recordingsModule })
    expect((await videosOf(trial)).find((video) => video.id === videoId)).toMatchObject({ locked: true, pdf_url: null })

    const again = await record(session.id, 'RecordingPaid00002')
    expect(again.json<{ session: AdminLiveSession }>().session.recording_video_id).toBe(videoId)
    const videos = await recordingsModule()
    expect(videos.filter((video) => video.id === videoId)).toEqual([expect.objectContaining({ drive_url: expect.stringContaining('RecordingPaid00002') })])
  })

  it('of a free session is a free video a trial access plays', async () => {
    const session = await newSession(t, root, { course_id: courseId, is_free: true })
    await startIn(t, session.id, -90)
    const videoId = (await record(session.id, 'RecordingFree00001')).json<{ session: AdminLiveSession }>().session.recording_video_id
    expect((await videosOf(trial)).find((video) => video.id === videoId)).toMatchObject({ is_free: true, locked: false })
  })

  it('needs a course, a session not cancelled, and a Drive link', async () => {
    const student = await newStudent(t, root)
    const solo = await newSession(t, root, { kind: 'solo', student_id: student.id })
    await startIn(t, solo.id, -90)
    expectRefused(await record(solo.id, 'RecordingSolo00001'), 400, M.recordingNeedsCourse)
    const cancelled = await newSession(t, root, { course_id: courseId })
    expect((await putSession(t, root, cancelled.id, '/cancel')).statusCode).toBe(200)
    await startIn(t, cancelled.id, -90)
    expectRefused(await record(cancelled.id, 'RecordingGone00001'), 409, M.cancelledNoEdit)
    const ended = await newSession(t, root, { course_id: courseId })
    await startIn(t, ended.id, -90)
    expect((await putSession(t, root, ended.id, '/recording', { drive_url: 'https://evil.ma/video.mp4' })).statusCode).toBe(400)
    expect((await adminSession(ended.id)).recording_video_id).toBeNull()
  })
})

describe('the calendar link', () => {
  it('is stable until renewed; the old token then finds nothing (404)', async () => {
    const student = await newStudent(t, root)
    const calendar = () => t.app.inject({ url: '/api/student/calendar', headers: student.headers })
    const first = (await calendar()).json<{ url: string; webcal_url: string }>()
    expect(first.url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/api/calendar/[\\w-]+\\.ics$`))
    expect(first.webcal_url).toBe(first.url.replace(/^https?:/, 'webcal:'))
    expect((await calendar()).json()).toEqual(first)

    const renewed = await t.app.inject({ method: 'POST', url: '/api/student/calendar', headers: student.headers })
    expect(renewed.statusCode, renewed.body).toBe(200)
    const second = renewed.json<{ url: string; message: string }>()
    expect(second.message).toBe(M.calendarRenewed)
    expect(second.url).not.toBe(first.url)
    expect((await calendar()).json<{ url: string }>().url).toBe(second.url)

    const token = (url: string) => /\/api\/calendar\/(.+)\.ics$/.exec(url)?.[1] ?? ''
    const feed = (value: string) => trpcGet('sessions.calendarFeed', {}, { token: value })
    expect((await feed(token(second.url))).statusCode).toBe(200)
    const old = await feed(token(first.url))
    expect(old.statusCode).toBe(404)
    expect(old.json<{ error: { message: string } }>().error.message).toBe(M.calendarNotFound)
    // the id in a token is not enough: another student's number with this student's code finds nothing
    expect((await feed(token(second.url).replace(/^\d+/, String(student.id + 1)))).statusCode).toBe(404)
  })

  it('needs a student', async () => {
    expect((await t.app.inject({ url: '/api/student/calendar' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/student/calendar', headers: bearer('pas-un-jeton') })).statusCode).toBe(401)
  })
})
