import { runDueDailyJobs } from '@tutorat/api'
import { createDb, type DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEST_SECRET } from './helpers.ts'
import { addCourse, addStudent, idleOutbox, notificationRows, recordingChannel, testClock, testWorker } from './messages-helpers.ts'

// DESIGN §10: at 09:00 in Casablanca, once across all instances, the accesses ending in 3 days and
// those ending today get a reminder. Casablanca is UTC+1, UTC+0 during Ramadan (2026: 15 Feb – 22 Mar)
// and, with tzdata 2026c, UTC+0 for good from 20 September 2026.

let handle: DbHandle & { url?: string }
let course: { id: number; title: string }
beforeAll(async () => {
  handle = await createTestDb()
  course = await addCourse(handle.db, 'Biologie cellulaire')
})
afterAll(() => handle.close())
// each scenario has its own accesses, and an idle outbox
afterEach(async () => {
  await handle.db.updateTable('accesses').set({ is_active: false }).execute()
  await idleOutbox(handle.db)
})

async function access(expiresAt: string, options: { active?: boolean } = {}) {
  const student = await addStudent(handle.db)
  const row = await handle.db
    .insertInto('accesses')
    .values({ student_id: student.id, course_id: course.id, expires_at: expiresAt, is_active: options.active ?? true })
    .returning(['id'])
    .executeTakeFirstOrThrow()
  return { id: row.id, studentId: student.id }
}

/** The in-app reminders (one per access and event; email and WhatsApp rows go with them). */
async function reminders(...accesses: { studentId: number }[]) {
  const ids = new Set(accesses.map((a) => a.studentId))
  return (await notificationRows(handle.db))
    .filter((row) => row.channel === 'in_app' && ids.has(row.student_id ?? 0))
    // by student, then in the order written (within one run, accesses come in no set order)
    .sort((a, b) => (a.student_id ?? 0) - (b.student_id ?? 0) || a.id - b.id)
    .map((row) => ({ studentId: row.student_id, template: row.template, expires_at: (row.params as { expires_at: string }).expires_at }))
}

const run = (at: string) => runDueDailyJobs(handle.db, TEST_SECRET, new Date(at))

describe('daily access reminders', () => {
  it('spring 2026 (UTC+1): nothing at 08:59, once at 09:00, the right template for each access', async () => {
    const inThreeDays = await access('2026-04-18T09:00:00.000Z') // 10:00 on the 18th in Casablanca
    const firstMinute = await access('2026-04-17T23:00:00.000Z') // 00:00 on the 18th
    const dayBefore = await access('2026-04-17T22:59:00.000Z') // 23:59 on the 17th: 2 days away
    const fourDays = await access('2026-04-18T23:00:00.000Z') // 00:00 on the 19th
    const laterToday = await access('2026-04-15T17:00:00.000Z') // 18:00 today
    const endedThisMorning = await access('2026-04-15T07:30:00.000Z') // 08:30 today: already over
    const inactive = await access('2026-04-18T09:00:00.000Z', { active: false })
    const all = [inThreeDays, firstMinute, dayBefore, fourDays, laterToday, endedThisMorning, inactive]

    expect(await run('2026-04-15T07:59:59.000Z')).toBe(false)
    expect(await reminders(...all)).toEqual([])

    expect(await run('2026-04-15T08:00:00.000Z')).toBe(true)
    expect(await run('2026-04-15T08:00:00.000Z')).toBe(false)
    expect(await run('2026-04-15T21:30:00.000Z')).toBe(false)
    expect(await reminders(...all)).toEqual([
      { studentId: inThreeDays.studentId, template: 'access_expiring', expires_at: '2026-04-18T09:00:00.000Z' },
      { studentId: firstMinute.studentId, template: 'access_expiring', expires_at: '2026-04-17T23:00:00.000Z' },
      { studentId: laterToday.studentId, template: 'access_expires_today', expires_at: '2026-04-15T17:00:00.000Z' },
    ])
    // every channel the student accepts: the app, email and WhatsApp
    const rows = (await notificationRows(handle.db)).filter((row) => row.student_id === inThreeDays.studentId)
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'in_app', 'whatsapp'])
  })

  it('runs once when two instances reach 09:00 together', async () => {
    const soon = await access('2026-04-19T12:00:00.000Z')
    const today = await access('2026-04-16T20:00:00.000Z')
    // on PostgreSQL a second pool, as another instance has
    const other = handle.url ? await createDb({ databaseUrl: handle.url, poolSize: 2 }) : undefined
    try {
      const at = new Date('2026-04-16T08:00:00.000Z')
      const results = await Promise.all([runDueDailyJobs(handle.db, TEST_SECRET, at), runDueDailyJobs(other?.db ?? handle.db, TEST_SECRET, at)])
      expect(results.filter(Boolean)).toHaveLength(1)
    } finally {
      await other?.close()
    }
    expect((await reminders(soon, today)).map((r) => r.template)).toEqual(['access_expiring', 'access_expires_today'])
    const runs = await handle.db.selectFrom('scheduled_runs').select(['job', 'run_on']).where('run_on', '=', '2026-04-16').execute()
    expect(runs).toEqual([{ job: 'access_reminders', run_on: '2026-04-16' }])
  })

  it('reminds an extended access again, for its new date', async () => {
    const extended = await access('2026-04-23T10:00:00.000Z')
    expect(await run('2026-04-20T08:00:00.000Z')).toBe(true)
    await handle.db.updateTable('accesses').set({ expires_at: '2026-05-02T10:00:00.000Z' }).where('id', '=', extended.id).execute()
    expect(await run('2026-04-23T08:00:00.000Z')).toBe(true) // the old date: nothing any more
    expect(await run('2026-04-29T08:00:00.000Z')).toBe(true)
    expect(await run('2026-05-02T08:00:00.000Z')).toBe(true)
    expect(await reminders(extended)).toEqual([
      { studentId: extended.studentId, template: 'access_expiring', expires_at: '2026-04-23T10:00:00.000Z' },
      { studentId: extended.studentId, template: 'access_expiring', expires_at: '2026-05-02T10:00:00.000Z' },
      { studentId: extended.studentId, template: 'access_expires_today', expires_at: '2026-05-02T10:00:00.000Z' },
    ])
  })

  it('Ramadan 2026 (UTC+0): 09:00 in Casablanca is 09:00 UTC', async () => {
    const soon = await access('2026-03-04T12:00:00.000Z')
    expect(await run('2026-03-01T08:59:00.000Z')).toBe(false)
    expect(await run('2026-03-01T09:00:00.000Z')).toBe(true)
    expect((await reminders(soon)).map((r) => r.template)).toEqual(['access_expiring'])
  })

  it('after 20 September 2026 (UTC+0 for good): the day and the hour follow', async () => {
    expect((process.versions.tz ?? '') >= '2026c', `tzdata ${process.versions.tz}: Node 24.21 brings 2026c`).toBe(true)
    const midnight = await access('2026-11-27T00:00:00.000Z') // 00:00 on the 27th in Casablanca
    const lateOnThe26th = await access('2026-11-26T23:30:00.000Z') // still the 26th
    const today = await access('2026-11-24T22:00:00.000Z')
    expect(await run('2026-11-24T08:59:59.000Z')).toBe(false)
    expect(await run('2026-11-24T09:00:00.000Z')).toBe(true)
    expect(await reminders(midnight, lateOnThe26th, today)).toEqual([
      { studentId: midnight.studentId, template: 'access_expiring', expires_at: '2026-11-27T00:00:00.000Z' },
      { studentId: today.studentId, template: 'access_expires_today', expires_at: '2026-11-24T22:00:00.000Z' },
    ])
  })

  it('is run by the worker’s loop, and its messages delivered by the same loop', async () => {
    const soon = await access('2026-12-04T12:00:00.000Z')
    const clock = testClock(new Date('2026-12-01T09:05:00.000Z'))
    const email = recordingChannel()
    const worker = testWorker(handle.db, { email }, clock)
    worker.start()
    try {
      await expect.poll(() => email.sent.length, { timeout: 5000 }).toBe(1)
    } finally {
      await worker.stop()
    }
    expect(email.sent[0]?.template).toBe('access_expiring')
    expect(email.sent[0]?.rendered.title).toBe('Votre accès à « Biologie cellulaire » expire dans 3 jours')
    expect((await reminders(soon)).map((r) => r.template)).toEqual(['access_expiring'])
  })
})
