import type { AdminLiveSession, StudentLiveSession } from '@tutorat/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { grant, type TestApp } from './helpers.ts'
import { newStudent, type TestStudent } from './payments-helpers.ts'

// The live sessions tests' common ground (DESIGN §12): Casablanca wall clocks computed with Intl
// alone (not the server's code), sessions made through the back office then moved in time in
// the database, and what a join answers.

type Headers = Record<string, string>
const MINUTE = 60_000

const wallClock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Casablanca', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
/** The wall clock in Casablanca at `at`, as a `datetime-local` input sends it (`YYYY-MM-DDTHH:mm`). */
export const casablancaLocal = (at: Date | number) => wallClock.format(new Date(at)).replace(' ', 'T')

/** The instant a Casablanca wall-clock time names, whatever the offset the runtime's tz data gives it. */
export function casablancaInstant(local: string): Date {
  const asUtc = Date.parse(`${local}:00Z`)
  for (const hours of [0, 1, -1, 2, -2]) if (casablancaLocal(asUtc - hours * 3_600_000) === local) return new Date(asUtc - hours * 3_600_000)
  throw new Error(`${local}: no such time in Casablanca`)
}

/** A start `minutes` from now as the form sends it (the next whole minute, so never in the past). */
export const localIn = (minutes: number) => casablancaLocal(Date.now() + (minutes + 1) * MINUTE)

let meetCounter = 0
const letter = (n: number) => String.fromCharCode(97 + (Math.floor(n) % 26))
/** A Meet link of its own for each session, so a redirect names the right one. */
export function newMeetUrl() {
  meetCounter += 1
  return `https://meet.google.com/${letter(meetCounter / 676)}${letter(meetCounter / 26)}${letter(meetCounter)}-defg-hij`
}

export const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'groupe',
  title: 'Révision : suites numériques',
  starts_at_local: localIn(24 * 60),
  duration_minutes: 60,
  meet_url: newMeetUrl(),
  ...overrides,
})

export const postSession = (t: TestApp, headers: Headers, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/sessions', headers, payload: body })

/** A session planned through the back office (201). */
export async function newSession(t: TestApp, headers: Headers, overrides: Record<string, unknown> = {}): Promise<AdminLiveSession> {
  const response = await postSession(t, headers, sessionBody(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ session: AdminLiveSession }>().session
}

export const putSession = (t: TestApp, headers: Headers, id: number, action = '', payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/sessions/${id}${action}`, headers, ...(payload ? { payload } : {}) })

/** Moves the session's start `minutes` from now (negative: already started), as if time had passed; returns the start. */
export async function startIn(t: TestApp, id: number, minutes: number): Promise<Date> {
  const start = new Date(Date.now() + minutes * MINUTE)
  await t.services.db.updateTable('live_sessions').set({ starts_at: start.toISOString() }).where('id', '=', id).execute()
  return start
}

/** A session planned, then moved to have started 5 minutes ago: open to join. */
export async function openSession(t: TestApp, headers: Headers, overrides: Record<string, unknown> = {}) {
  const session = await newSession(t, headers, overrides)
  await startIn(t, session.id, -5)
  return session
}

export const joinAs = (t: TestApp, headers: Headers, id: number, query = '') => t.app.inject({ url: `/api/student/sessions/${id}/join${query}`, headers })

export async function mySessionIds(t: TestApp, student: TestStudent, url = '/api/student/sessions') {
  const response = await t.app.inject({ url, headers: student.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<StudentLiveSession[]>().map((session) => session.id)
}

/** A refusal: its status and its French message. */
export function expectRefused(response: LightMyRequestResponse, status: number, detail: string) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.json<{ detail: string }>().detail).toBe(detail)
}

/** A join that worked: 302 to the session's Meet link, neither cached nor passed on as a referrer. */
export function expectRedirect(response: LightMyRequestResponse, meetUrl: string) {
  expect(response.statusCode, response.body).toBe(302)
  expect(response.headers.location).toBe(meetUrl)
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
}

export type AccessState = 'valid' | 'expired' | 'deactivated'

/** A signed-in student with one access to the course, of this type, in this state. */
export async function studentWith(t: TestApp, root: Headers, courseId: number, access_type: string, state: AccessState = 'valid'): Promise<TestStudent> {
  const student = await newStudent(t, root)
  const { access } = await grant(t.app, root, { student_id: student.id, course_id: courseId, access_type, is_active: state !== 'deactivated' })
  if (state === 'expired') await t.services.db.updateTable('accesses').set({ expires_at: new Date(Date.now() - 24 * 60 * MINUTE).toISOString() }).where('id', '=', access.id).execute()
  return student
}

export const attendanceRow = (t: TestApp, sessionId: number, studentId: number) =>
  t.services.db.selectFrom('session_attendance').selectAll().where('session_id', '=', sessionId).where('student_id', '=', studentId).executeTakeFirst()
