import { DeliveryError, type MessageChannel, notifyStudent, retryDelayMs } from '@tutorat/api'
import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { createDb, type Database, type DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEST_SECRET } from './helpers.ts'
import { addCourse, addStudent, idleOutbox, liveLink, notificationRow, notificationRows, recordingChannel, testClock, testWorker } from './messages-helpers.ts'

// DESIGN §10, the outbox's worker: claims with FOR UPDATE SKIP LOCKED and a lease, backoff, dead
// after about a day, one send per row across instances (the real test runs on PostgreSQL:
// TEST_DATABASE_URL; on PGlite both workers share the one embedded connection).

let handle: DbHandle & { url?: string }
let course: { id: number; title: string }
beforeAll(async () => {
  handle = await createTestDb()
  course = await addCourse(handle.db)
})
afterAll(() => handle.close())
// each test starts with an idle outbox
afterEach(async () => {
  await idleOutbox(handle.db)
})

let events = 0
async function grant(db: Database, studentId: number, options: { eventKey?: string; secret?: string } = {}) {
  events += 1
  if (options.secret) await liveLink(db, studentId, options.secret)
  await notifyStudent(db, TEST_SECRET, {
    studentId,
    template: options.secret ? 'password_reset' : 'access_granted',
    params: { name: 'Imane', course_title: course.title, course_id: course.id, expires_at: null },
    eventKey: options.eventKey ?? `event:${events}`,
    ...(options.secret ? { secret: options.secret } : {}),
  })
}

const emailRowsOf = async (studentId: number) => (await notificationRows(handle.db)).filter((r) => r.student_id === studentId && r.channel === 'email')

describe('the outbox worker', () => {
  it('retries with a growing delay: 30 s, 1 min, 2 min, 4 min …, then hourly', async () => {
    expect([1, 2, 3, 4, 7, 8, 30].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000])
    const student = await addStudent(handle.db, { phone: null })
    await grant(handle.db, student.id)
    const email = recordingChannel()
    email.fail = new DeliveryError('serveur de messagerie indisponible', 'retry')
    const clock = testClock()
    const worker = testWorker(handle.db, { email }, clock)
    for (const expected of [30_000, 60_000, 120_000, 240_000]) {
      expect(await worker.tick()).toBe(1)
      const [row] = await emailRowsOf(student.id)
      expect(Date.parse(row?.next_attempt_at ?? '') - clock.now().getTime()).toBe(expected)
      // one millisecond early: not due
      clock.advance(expected - 1)
      expect(await worker.tick()).toBe(0)
      clock.advance(1)
    }
    email.fail = undefined
    expect(await worker.tick()).toBe(1)
    const [row] = await emailRowsOf(student.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 5, last_error: null, next_attempt_at: null })
  })

  it('gives up after about a day: dead, with the last reason', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grant(handle.db, student.id)
    const [created] = await emailRowsOf(student.id)
    const email = recordingChannel()
    email.fail = new Error('ECONNREFUSED 127.0.0.1:25')
    const clock = testClock(new Date(created?.created_at ?? ''))
    const worker = testWorker(handle.db, { email }, clock)
    let row = created
    let rounds = 0
    while (row?.status !== 'dead' && rounds < 100) {
      rounds += 1
      // + 1 ms: PostgreSQL keeps microseconds, the ISO strings we read only milliseconds
      clock.set(Date.parse(row?.next_attempt_at ?? '') + 1)
      expect(await worker.tick()).toBe(1)
      row = await notificationRow(handle.db, created?.id ?? 0)
    }
    expect(row).toMatchObject({ status: 'dead', next_attempt_at: null, last_error: 'ECONNREFUSED 127.0.0.1:25' })
    const lastTry = clock.now().getTime() - Date.parse(created?.created_at ?? '')
    expect(lastTry).toBeGreaterThan(22 * 3_600_000)
    expect(lastTry).toBeLessThanOrEqual(24 * 3_600_000)
    // 8 tries in the first two hours, then one an hour
    expect(rounds).toBeGreaterThan(25)
    expect(rounds).toBeLessThan(35)
  })

  it('leaves a message with no channel « aucun canal configuré », untouched until « Renvoyer »', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grant(handle.db, student.id)
    const clock = testClock()
    expect(await testWorker(handle.db, {}, clock).tick()).toBe(1)
    const [row] = await emailRowsOf(student.id)
    expect(row).toMatchObject({ status: 'no_channel', last_error: NOTIFICATION_MESSAGES.noChannel, next_attempt_at: null, attempts: 1 })

    const email = recordingChannel()
    clock.advance(7 * 86_400_000)
    expect(await testWorker(handle.db, { email }, clock).tick()).toBe(0)
    // what « Renvoyer » does (notifications.retry): due again now
    await handle.db.updateTable('notifications').set({ status: 'pending', next_attempt_at: clock.now().toISOString() }).where('id', '=', row?.id ?? 0).execute()
    expect(await testWorker(handle.db, { email }, clock).tick()).toBe(1)
    expect(email.sent.map((message) => message.id)).toEqual([row?.id])
  })

  it('writes one row per channel for an event, however often it is replayed', async () => {
    const student = await addStudent(handle.db)
    await Promise.all([grant(handle.db, student.id, { eventKey: 'access:replayed' }), grant(handle.db, student.id, { eventKey: 'access:replayed' })])
    await grant(handle.db, student.id, { eventKey: 'access:replayed' })
    const rows = (await notificationRows(handle.db)).filter((r) => r.student_id === student.id)
    expect(rows.map((r) => r.dedupe_key).sort()).toEqual(['access:replayed:email', 'access:replayed:in_app', 'access:replayed:whatsapp'])
    const email = recordingChannel()
    const whatsapp = recordingChannel()
    await testWorker(handle.db, { email, whatsapp }, testClock()).drain()
    expect(email.sent).toHaveLength(1)
    expect(whatsapp.sent).toHaveLength(1)
  })

  it('keeps a link sealed in the row, hands it to the channel, and erases it once sent', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grant(handle.db, student.id, { secret: 'jeton-secret-abcdef' })
    const [before] = await emailRowsOf(student.id)
    expect(JSON.stringify(before?.params)).not.toContain('jeton-secret-abcdef')
    expect(before?.params).toHaveProperty('secret')
    const email = recordingChannel()
    await testWorker(handle.db, { email }, testClock()).drain()
    expect(email.sent[0]?.actionUrl).toBe('https://tutorat.example.ma/student/reset-password/jeton-secret-abcdef')
    const [after] = await emailRowsOf(student.id)
    expect(after?.status).toBe('sent')
    expect(after?.params).not.toHaveProperty('secret')
    expect(after?.params).toMatchObject({ name: 'Imane' })
  })

  it('never sends a link that died while the message waited (an outage past the 30 minutes): dead, with the reason', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grant(handle.db, student.id, { secret: 'jeton-perime-pendant-la-panne' })
    await handle.db.updateTable('student_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('student_id', '=', student.id).execute()
    const email = recordingChannel()
    await testWorker(handle.db, { email }, testClock()).drain()
    expect(email.sent).toHaveLength(0)
    const [row] = await emailRowsOf(student.id)
    expect(row).toMatchObject({ status: 'dead' })
    expect(row?.last_error).toContain('lien expiré')
    expect(row?.params).not.toHaveProperty('secret')
  })

  it('does not send a sealed link another key cannot open (JWT_SECRET changed): dead, and erased', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grant(handle.db, student.id, { secret: 'jeton-ancienne-cle' })
    const email = recordingChannel()
    await testWorker(handle.db, { email }, testClock(), { jwtSecret: 'une-autre-cle-bien-assez-longue-pour-hs256!!' }).drain()
    expect(email.sent).toHaveLength(0)
    const [row] = await emailRowsOf(student.id)
    expect(row).toMatchObject({ status: 'dead' })
    expect(row?.last_error).toContain('lien scellé illisible')
    expect(row?.params).not.toHaveProperty('secret')
  })

  it('sends again a row whose worker died between the send and the mark, once the lease is over (the at-least-once window)', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grant(handle.db, student.id)
    const clock = testClock()
    const sentBy: string[] = []
    // sends, then never comes back: the process died before marking the row
    const dying: MessageChannel = {
      send: async () => {
        sentBy.push('first')
        await new Promise(() => {})
      },
    }
    void testWorker(handle.db, { email: dying }, clock).tick()
    await expect.poll(() => sentBy).toEqual(['first'])
    const other = recordingChannel()
    const second = testWorker(handle.db, { email: other }, clock)
    // the lease (2 min) holds the row
    clock.advance(119_000)
    expect(await second.tick()).toBe(0)
    clock.advance(2_000)
    expect(await second.tick()).toBe(1)
    expect(other.sent).toHaveLength(1)
    const [row] = await emailRowsOf(student.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('shares 200 messages between two workers on two connection pools: each sent exactly once', async () => {
    const secondPool = handle.url ? await createDb({ databaseUrl: handle.url, poolSize: 4 }) : undefined
    try {
      const students = await Promise.all(Array.from({ length: 200 }, () => addStudent(handle.db, { phone: null })))
      for (const student of students) await grant(handle.db, student.id)
      const sent: number[] = []
      const slowChannel = (): MessageChannel => ({
        async send(message) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 4))
          sent.push(message.id)
        },
      })
      const clock = testClock()
      const first = testWorker(handle.db, { email: slowChannel() }, clock, { batchSize: 7 })
      const second = testWorker(secondPool?.db ?? handle.db, { email: slowChannel() }, clock, { batchSize: 7 })
      const [a, b] = await Promise.all([first.drain(), second.drain()])
      expect(a + b).toBe(200)
      // both took a share (on PostgreSQL they run side by side)
      expect(a).toBeGreaterThan(0)
      expect(b).toBeGreaterThan(0)
      expect(new Set(sent).size).toBe(200)
      expect(sent).toHaveLength(200)
      const ids = new Set(students.map((s) => s.id))
      const rows = (await notificationRows(handle.db)).filter((r) => r.channel === 'email' && ids.has(r.student_id ?? 0))
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    } finally {
      await secondPool?.close()
    }
  })
})
