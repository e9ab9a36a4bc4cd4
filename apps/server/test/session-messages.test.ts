import { createCaller, createContextInner, type RouterInputs, remindSessions, renderMessage, type TemplateParams } from '@tutorat/api'
import { studentJoinPath } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, DRIVE_URL, TEST_SECRET, type TestApp } from './helpers.ts'
import { addStudent, recordingChannel, testClock, testWorker } from './messages-helpers.ts'
import { recordingOutbox } from './outbox-helpers.ts'
import { casablancaInstant, localIn, sessionBody } from './sessions-helpers.ts'

// DESIGN §10 and §12: a session's events (scheduled, changed, cancelled, recording) and its
// reminders (the day before from 18:00 Casablanca, an hour before) reach the students who may
// join it, on each channel they accept, pointing at the join page: never the Meet link.

let t: TestApp
let root: Record<string, string>
let courseId: number
beforeAll(async () => {
  t = await createTestApp()
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  courseId = await newCourse()
})
afterAll(() => t.close())

const admin = () => createCaller(createContextInner(t.services, { authorization: root.authorization, ip: '127.0.0.1' })).sessions
const db = () => t.services.db

async function newCourse() {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: root, payload: { title: 'Analyse — Terminale', subject: 'Mathématiques', level: 'Débutant' } })
  return response.json<{ id: number }>().id
}

async function withAccess(course: number, access: { type?: string; expires_at?: string | null; active?: boolean } = {}, student: { email?: boolean; whatsapp?: boolean } = {}) {
  const row = await addStudent(db())
  if (student.email === false || student.whatsapp === false) {
    await db().updateTable('students').set({ email_opt_in: student.email !== false, whatsapp_opt_in: student.whatsapp !== false }).where('id', '=', row.id).execute()
  }
  await db()
    .insertInto('accesses')
    .values({ student_id: row.id, course_id: course, access_type: access.type ?? 'standard', expires_at: access.expires_at ?? null, is_active: access.active ?? true })
    .execute()
  return row
}

/** The rows of one event of one session, as `studentId:channel`, sorted. */
async function delivered(template: string, sessionId: number) {
  const rows = await db().selectFrom('notifications').select(['student_id', 'channel', 'params', 'dedupe_key']).where('template', '=', template).where('dedupe_key', 'like', `${template}:${sessionId}:%`).execute()
  return { rows, who: rows.map((row) => `${row.student_id}:${row.channel}`).sort() }
}
const channels = (id: number, ...list: string[]) => list.map((channel) => `${id}:${channel}`)
const of = (student: { id: number }) => (row: string) => row.startsWith(`${student.id}:`)

type CreateInput = RouterInputs['sessions']['create']
const create = (overrides: Record<string, unknown> = {}) => admin().create(sessionBody({ course_id: courseId, ...overrides }) as CreateInput)
/** A row's params, as the templates read them. */
const paramsOf = (row: { params: unknown } | undefined) => row?.params as TemplateParams['session_scheduled']

describe('session events', () => {
  it('scheduled: everyone who may join, on every channel they accept, with the join page and no Meet link', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const standard = await withAccess(courseId)
    const trial = await withAccess(courseId, { type: 'trial' })
    const endsBefore = await withAccess(courseId, { expires_at: new Date(Date.now() + 86_400_000).toISOString() })
    const suspended = await withAccess(courseId, { active: false })
    const elsewhere = await withAccess(await newCourse())
    const optedOut = await withAccess(courseId, { expires_at: inThreeDays }, { email: false, whatsapp: false })

    const paid = (await create({ starts_at_local: localIn(2 * 24 * 60) })).session
    const free = (await create({ starts_at_local: localIn(2 * 24 * 60 + 120), is_free: true })).session
    const paidRows = await delivered('session_scheduled', paid.id)
    const freeRows = await delivered('session_scheduled', free.id)
    // not the trial on a paid session, not an access ending before the start, not a suspended one, not another course
    expect(paidRows.who).toEqual([...channels(standard.id, 'email', 'in_app', 'whatsapp'), ...channels(optedOut.id, 'in_app')].sort())
    expect(freeRows.who).toEqual([...channels(standard.id, 'email', 'in_app', 'whatsapp'), ...channels(trial.id, 'email', 'in_app', 'whatsapp'), ...channels(optedOut.id, 'in_app')].sort())
    for (const excluded of [endsBefore, suspended, elsewhere]) expect(freeRows.who.join()).not.toContain(`${excluded.id}:`)

    const params = paidRows.rows.find((row) => row.student_id === standard.id)?.params
    expect(params).toEqual({ name: standard.name, session_id: paid.id, title: paid.title, starts_at: paid.starts_at, course_id: courseId, course_title: 'Analyse — Terminale' })
    expect(JSON.stringify([...paidRows.rows, ...freeRows.rows])).not.toContain('meet.google.com')

    const sent = await recordingOutbox(t).deliver(standard.email)
    const email = sent.find((s) => s.message.template === 'session_scheduled' && s.message.rendered.lines.join().includes(paid.title))
    expect(email?.message.actionUrl).toBe(`${t.services.settings.publicUrl}${studentJoinPath(paid.id)}`)
    expect(JSON.stringify(sent)).not.toContain('meet.google.com')
  })

  it('changed: a new time tells again (essential: past the opt-outs), a new title alone does not; cancelled likewise', async () => {
    const optedOut = await withAccess(courseId, {}, { email: false, whatsapp: false })
    const { session } = await create()
    // not essential: in the app only for them
    expect((await delivered('session_scheduled', session.id)).who.filter(of(optedOut))).toEqual(channels(optedOut.id, 'in_app'))

    await admin().update({ id: session.id, title: 'Nouveau titre' })
    expect((await delivered('session_changed', session.id)).rows).toHaveLength(0)
    await admin().update({ id: session.id, starts_at_local: localIn(3 * 24 * 60) })
    await admin().update({ id: session.id, duration_minutes: 90 })
    const changed = await delivered('session_changed', session.id)
    // two changes, two messages; the student who turned email and WhatsApp off still gets both
    expect(changed.who.filter(of(optedOut))).toEqual(channels(optedOut.id, 'email', 'email', 'in_app', 'in_app', 'whatsapp', 'whatsapp'))

    await admin().cancel({ id: session.id })
    const cancelled = await delivered('session_cancelled', session.id)
    expect(cancelled.who.filter(of(optedOut))).toEqual(channels(optedOut.id, 'email', 'in_app', 'whatsapp'))
    const rendered = renderMessage('session_cancelled', paramsOf(cancelled.rows[0]))
    expect(rendered.action?.path).toBe('/student/sessions')
    expect(JSON.stringify([...changed.rows, ...cancelled.rows])).not.toContain('meet.google.com')
  })

  it('solo: only its student, whatever the courses of the others', async () => {
    const mine = await addStudent(db())
    const groupmate = await withAccess(courseId)
    const { session } = await admin().create(sessionBody({ kind: 'solo', student_id: mine.id }) as CreateInput)
    expect((await delivered('session_scheduled', session.id)).who).toEqual(channels(mine.id, 'email', 'in_app', 'whatsapp'))
    expect((await delivered('session_scheduled', session.id)).who.join()).not.toContain(`${groupmate.id}:`)
  })

  it('recording: the course’s students and whoever attended, once per link, leading to the course', async () => {
    const student = await withAccess(courseId)
    const trial = await withAccess(courseId, { type: 'trial' })
    const attendee = await withAccess(courseId, { type: 'trial' })
    const { session } = await create()
    await db().updateTable('live_sessions').set({ starts_at: new Date(Date.now() - 3 * 3_600_000).toISOString() }).where('id', '=', session.id).execute()
    await db().insertInto('session_attendance').values({ session_id: session.id, student_id: attendee.id }).execute()

    await admin().recording({ id: session.id, drive_url: DRIVE_URL('enregistrement-1') })
    await admin().recording({ id: session.id, drive_url: DRIVE_URL('enregistrement-1') })
    const once = await delivered('session_recording', session.id)
    expect(once.who.filter((c) => !c.endsWith(':in_app'))).toEqual(expect.arrayContaining([...channels(student.id, 'email', 'whatsapp'), ...channels(attendee.id, 'email', 'whatsapp')]))
    expect(once.who.filter(of(student))).toHaveLength(3)
    expect(once.who.join()).not.toContain(`${trial.id}:`)
    const rendered = renderMessage('session_recording', paramsOf(once.rows[0]))
    expect(rendered.action?.path).toBe(`/student/course/${courseId}`)

    await admin().recording({ id: session.id, drive_url: DRIVE_URL('enregistrement-2') })
    expect((await delivered('session_recording', session.id)).rows.length).toBe(once.rows.length * 2)
  })

  it('a course of 300 students: one message each, within the admin’s request', async () => {
    const big = await newCourse()
    const students = await db()
      .insertInto('students')
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `Élève ${i}`, email: `grand-cours-${i}-${Date.now()}@example.ma` })))
      .returning('id')
      .execute()
    await db().insertInto('accesses').values(students.map((s) => ({ student_id: s.id, course_id: big }))).execute()
    const { session } = await create({ course_id: big })
    const rows = await delivered('session_scheduled', session.id)
    expect(rows.who.filter((c) => c.endsWith(':in_app'))).toHaveLength(300)
    expect(new Set(rows.rows.map((row) => row.student_id)).size).toBe(300)
  })
})

describe('reminders with a fake clock', () => {
  /** A session planned at a Casablanca wall-clock time, written straight in the database (any date). */
  async function plannedAt(local: string, values: { status?: string; course?: number } = {}) {
    const row = await db()
      .insertInto('live_sessions')
      .values({ kind: 'groupe', course_id: values.course ?? courseId, title: `Séance du ${local}`, starts_at: casablancaInstant(local).toISOString(), duration_minutes: 60, meet_url: 'https://meet.google.com/abc-defg-hij', status: values.status ?? 'planifiee' })
      .returning(['id', 'starts_at'])
      .executeTakeFirstOrThrow()
    return row
  }
  const tick = (local: string) => remindSessions(db(), TEST_SECRET, casablancaInstant(local))
  const reminded = async (template: string, id: number) => (await delivered(template, id)).who.filter((c) => c.endsWith(':in_app')).length

  it('spring 2026 (UTC+1): the day before from 18:00, never for a day already begun, once; cancelled: never', async () => {
    const course = await newCourse()
    const student = await withAccess(course)
    const tomorrow = await plannedAt('2026-04-16T10:00', { course })
    const tomorrowMidnight = await plannedAt('2026-04-16T00:30', { course })
    const tonight = await plannedAt('2026-04-15T21:00', { course })
    const inTwoDays = await plannedAt('2026-04-17T00:00', { course })
    const cancelled = await plannedAt('2026-04-16T11:00', { course, status: 'annulee' })

    await tick('2026-04-15T17:59')
    expect(await reminded('session_reminder_day_before', tomorrow.id)).toBe(0)
    await tick('2026-04-15T18:00')
    await tick('2026-04-15T18:01')
    await tick('2026-04-15T23:59')
    expect(await reminded('session_reminder_day_before', tomorrow.id)).toBe(1)
    expect(await reminded('session_reminder_day_before', tomorrowMidnight.id)).toBe(1)
    for (const none of [tonight, inTwoDays, cancelled]) expect(await reminded('session_reminder_day_before', none.id)).toBe(0)
    // tonight's session gets its hour reminder, still no day-before one
    await tick('2026-04-15T20:00')
    expect(await reminded('session_reminder_hour', tonight.id)).toBe(1)
    expect(await reminded('session_reminder_day_before', tonight.id)).toBe(0)

    const row = (await delivered('session_reminder_day_before', tomorrow.id)).rows.find((r) => r.channel === 'in_app')
    expect(row?.student_id).toBe(student.id)
    const rendered = renderMessage('session_reminder_day_before', paramsOf(row))
    expect(rendered.whatsapp?.body).toEqual([student.name, 'Séance du 2026-04-16T10:00', '10 h 00'])
    expect(rendered.lines.join(' ')).toContain('demain, le jeudi 16 avril 2026 à 10 h 00 (heure du Maroc)')
  })

  it('UTC+0 (December 2026): nothing at H-61, the hour reminder at H-60, once; a moved session is reminded again', async () => {
    const course = await newCourse()
    await withAccess(course)
    const session = await plannedAt('2026-12-10T10:00', { course })
    const cancelled = await plannedAt('2026-12-10T10:30', { course, status: 'annulee' })

    await tick('2026-12-10T08:59')
    expect(await reminded('session_reminder_hour', session.id)).toBe(0)
    // two instances at once: one reminder
    const both = await Promise.all([tick('2026-12-10T09:00'), tick('2026-12-10T09:00')])
    expect(both[0] + both[1]).toBe(1)
    await tick('2026-12-10T09:30')
    expect(await reminded('session_reminder_hour', session.id)).toBe(1)
    expect(await reminded('session_reminder_hour', cancelled.id)).toBe(0)
    expect(await tick('2026-12-10T09:59')).toBe(0)

    await db().updateTable('live_sessions').set({ starts_at: casablancaInstant('2026-12-10T12:00').toISOString() }).where('id', '=', session.id).execute()
    await tick('2026-12-10T10:59')
    expect(await reminded('session_reminder_hour', session.id)).toBe(1)
    await tick('2026-12-10T11:00')
    expect(await reminded('session_reminder_hour', session.id)).toBe(2)
  })

  it('the outbox worker checks them every minute', async () => {
    const course = await newCourse()
    const student = await withAccess(course)
    const session = await plannedAt('2026-12-20T18:00', { course })
    const clock = testClock(casablancaInstant('2026-12-20T17:15'))
    const worker = testWorker(db(), { email: recordingChannel() }, clock)
    worker.start()
    try {
      await vi.waitFor(async () => expect(await reminded('session_reminder_hour', session.id)).toBe(1), { timeout: 5000 })
    } finally {
      await worker.stop()
    }
    expect((await delivered('session_reminder_hour', session.id)).rows[0]?.student_id).toBe(student.id)
  })
})
