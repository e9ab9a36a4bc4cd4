import { MESSAGES, SESSION_MESSAGES, studentJoinPath } from '@tutorat/contracts'
import ICAL from 'ical.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, grant, makeCourse, type TestApp } from './helpers.ts'
import type { TestStudent } from './payments-helpers.ts'
import { casablancaInstant, newSession, putSession, studentWith } from './sessions-helpers.ts'

// DESIGN §12: the student's private calendar feed, read back with a real iCalendar parser
// (ical.js): the events the student may see, in Africa/Casablanca with its VTIMEZONE, pointing at
// the join page (never Meet), cancellations kept, and a token that a renewal kills.

let t: TestApp
let root: Record<string, string>
let courseId: number
beforeAll(async () => {
  t = await createTestApp()
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  courseId = (await makeCourse(t.app, root, 'Physique — Mécanique')).id
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

async function feedUrl(student: TestStudent) {
  const response = await t.app.inject({ url: '/api/student/calendar', headers: student.headers })
  expect(response.statusCode, response.body).toBe(200)
  return new URL(response.json<{ url: string }>().url).pathname
}

/** The feed parsed: its calendar and its events by UID; the VTIMEZONE registered as a calendar app would. */
async function readFeed(path: string) {
  const response = await t.app.inject({ url: path })
  expect(response.statusCode, response.body).toBe(200)
  const calendar = new ICAL.Component(ICAL.parse(response.body))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  const events = new Map(calendar.getAllSubcomponents('vevent').map((component) => [String(component.getFirstPropertyValue('uid')), component]))
  return { response, calendar, zone, events }
}

const host = () => new URL(t.services.settings.publicUrl).hostname
const uid = (id: number) => `session-${id}@${host()}`
const wallClock = (time: ICAL.Time) => `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}T${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`

describe('the calendar feed', () => {
  it('one event per visible session, in Africa/Casablanca with its VTIMEZONE, pointing at the join page', async () => {
    // a fixed today, so that a summer and a Ramadan 2027 session can be planned (a year ahead at most)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') })
    const student = await studentWith(t, root, courseId, 'standard')
    const other = await studentWith(t, root, courseId, 'standard')
    const otherCourse = (await makeCourse(t.app, root, 'Chimie')).id
    const summer = await newSession(t, root, { course_id: courseId, starts_at_local: '2027-07-15T10:00', duration_minutes: 90, description: 'Chapitre 4' })
    const ramadan = await newSession(t, root, { course_id: courseId, starts_at_local: '2027-02-20T21:30', is_free: true })
    const theirSolo = await newSession(t, root, { kind: 'solo', student_id: other.id, starts_at_local: '2027-01-10T18:00' })
    const elsewhere = await newSession(t, root, { course_id: otherCourse, starts_at_local: '2027-01-11T18:00' })

    // a server in another time zone writes the same wall clocks
    const serverZone = process.env.TZ
    process.env.TZ = 'America/New_York'
    const { response, calendar, zone, events } = await readFeed(await feedUrl(student)).finally(() => {
      process.env.TZ = serverZone
    })
    // stamps are UTC instants (a floating DTSTAMP is invalid)
    expect(response.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m)
    expect(response.body).toMatch(/^LAST-MODIFIED:\d{8}T\d{6}Z\r$/m)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['cache-control']).toBe('private, max-age=300')
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="seances\.ics"/)
    expect(response.body).not.toContain('meet.google.com')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Séances — ${t.services.settings.site.name}`)
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H')
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Africa/Casablanca')

    expect([...events.keys()].sort()).toEqual([uid(summer.id), uid(ramadan.id)].sort())
    expect(events.has(uid(theirSolo.id)) || events.has(uid(elsewhere.id))).toBe(false)
    for (const [session, local] of [
      [summer, '2027-07-15T10:00'],
      [ramadan, '2027-02-20T21:30'],
    ] as const) {
      const event = new ICAL.Event(events.get(uid(session.id)))
      const joinUrl = `${t.services.settings.publicUrl}${studentJoinPath(session.id)}`
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Africa/Casablanca')
      expect(event.startDate.zone.tzid).toBe('Africa/Casablanca')
      // the wall clock entered, and the very instant the server stored: the VTIMEZONE agrees with the server
      expect(wallClock(event.startDate)).toBe(local)
      expect(event.startDate.toJSDate().toISOString()).toBe(casablancaInstant(local).toISOString())
      expect(event.startDate.toJSDate().toISOString()).toBe(session.starts_at)
      expect(event.endDate.toJSDate().toISOString()).toBe(session.ends_at)
      expect(event.summary).toBe(session.title)
      expect(event.description).toContain(`Rejoindre la séance : ${joinUrl}`)
      expect(event.component.getFirstPropertyValue('url')).toBe(joinUrl)
      expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    }
    expect(new ICAL.Event(events.get(uid(summer.id))).description).toContain('Chapitre 4')
  })

  it('a change raises the SEQUENCE; a cancelled session stays, STATUS:CANCELLED', async () => {
    const student = await studentWith(t, root, courseId, 'full')
    const moved = await newSession(t, root, { course_id: courseId })
    const cancelled = await newSession(t, root, { course_id: courseId })
    const path = await feedUrl(student)
    const before = (await readFeed(path)).events
    const sequence = (events: Map<string, ICAL.Component>, id: number) => Number(events.get(uid(id))?.getFirstPropertyValue('sequence'))

    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await putSession(t, root, moved.id, '', { duration_minutes: 120 })).statusCode).toBe(200)
    expect((await putSession(t, root, cancelled.id, '/cancel')).statusCode).toBe(200)
    const after = (await readFeed(path)).events
    expect(sequence(after, moved.id)).toBeGreaterThan(sequence(before, moved.id))
    expect(new ICAL.Event(after.get(uid(moved.id))).endDate.toJSDate().getTime() - Date.parse(moved.starts_at)).toBe(120 * 60_000)
    expect(after.get(uid(cancelled.id))?.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(sequence(after, cancelled.id)).toBeGreaterThan(sequence(before, cancelled.id))
  })

  it('an access that ends takes its sessions out of the feed', async () => {
    const student = await studentWith(t, root, courseId, 'standard')
    const session = await newSession(t, root, { course_id: courseId })
    const path = await feedUrl(student)
    expect((await readFeed(path)).events.has(uid(session.id))).toBe(true)
    await t.services.db.updateTable('accesses').set({ is_active: false }).where('student_id', '=', student.id).execute()
    expect((await readFeed(path)).events.has(uid(session.id))).toBe(false)
  })
})

describe('the feed’s token', () => {
  const notFound = async (path: string) => {
    const response = await t.app.inject({ url: path })
    expect(response.statusCode, path).toBe(404)
    return response.json<{ detail: string }>().detail
  }

  it('renewed: the old link is a French 404, the new one works', async () => {
    const student = await studentWith(t, root, courseId, 'standard')
    const old = await feedUrl(student)
    const renewed = await t.app.inject({ method: 'POST', url: '/api/student/calendar', headers: student.headers })
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(renewed.json<{ message: string }>().message).toBe(SESSION_MESSAGES.calendarRenewed)
    expect(await notFound(old)).toBe(SESSION_MESSAGES.calendarNotFound)
    expect((await t.app.inject({ url: new URL(renewed.json<{ url: string }>().url).pathname })).statusCode).toBe(200)
  })

  it('forged, someone else’s, malformed or without .ics: 404', async () => {
    const student = await studentWith(t, root, courseId, 'standard')
    const other = await studentWith(t, root, courseId, 'standard')
    await grant(t.app, root, { student_id: other.id, course_id: courseId })
    const mine = (await feedUrl(student)).replace(/^\/api\/calendar\/|\.ics$/g, '')
    const mac = mine.split('-').slice(1).join('-')
    for (const token of [`${student.id}-${'A'.repeat(32)}`, `${other.id}-${mac}`, `${student.id}`, '../../etc/passwd', `${'9'.repeat(12)}-${mac}`]) {
      expect(await notFound(`/api/calendar/${encodeURIComponent(token)}.ics`)).toBe(SESSION_MESSAGES.calendarNotFound)
    }
    const bare = await t.app.inject({ url: `/api/calendar/${mine}` })
    expect(bare.statusCode).toBe(404)
    expect(bare.json<{ detail: string }>().detail).toBe(MESSAGES.apiNotFound)
  })
})
