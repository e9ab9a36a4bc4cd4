import { createOutboxWorker, hashInviteToken, hashPassword, insertAdmin, type MessageChannel, type MessageChannels, type OutgoingMessage } from '@tutorat/api'
import type { Database } from '@tutorat/db'
import { TEST_SECRET } from './helpers.ts'

// The outbox tests' common ground: rows written straight into a test database, a worker with a
// clock the test moves, and a channel that records what it was handed.

export const PUBLIC_URL = 'https://tutorat.example.ma'
export const silentLog = { info: () => {}, warn: () => {} }

/**
 * A clock the test moves by hand; starts at the real time, as the rows' `created_at` does, plus
 * 1 ms: PostgreSQL stamps a row in microseconds, this clock reads milliseconds, and a row written
 * a moment ago must be due.
 */
export function testClock(start = new Date(Date.now() + 1)) {
  let at = start.getTime()
  return {
    now: () => new Date(at),
    set: (when: Date | string | number) => {
      at = new Date(when).getTime()
    },
    advance: (ms: number) => {
      at += ms
    },
  }
}

export type TestClock = ReturnType<typeof testClock>

export function testWorker(db: Database, channels: MessageChannels, clock: TestClock, options: { batchSize?: number; jwtSecret?: string } = {}) {
  return createOutboxWorker({ db, jwtSecret: options.jwtSecret ?? TEST_SECRET, publicUrl: PUBLIC_URL, channels, log: silentLog, now: clock.now, batchSize: options.batchSize })
}

/** Keeps every message it is handed; `fail` makes the next sends throw it instead. */
export function recordingChannel() {
  const sent: OutgoingMessage[] = []
  const channel: MessageChannel & { sent: OutgoingMessage[]; fail: Error | undefined } = {
    sent,
    fail: undefined,
    async send(message) {
      if (channel.fail) throw channel.fail
      sent.push(message)
    },
  }
  return channel
}

let counter = 0

export async function addStudent(db: Database, values: { email?: string; phone?: string | null; whatsapp?: boolean; name?: string } = {}) {
  counter += 1
  return db
    .insertInto('students')
    .values({
      name: values.name ?? `Élève ${counter}`,
      email: values.email ?? `eleve${counter}-${Date.now()}@example.ma`,
      phone: values.phone === undefined ? '+212612345678' : values.phone,
      whatsapp_consent: values.whatsapp ?? true,
    })
    .returning(['id', 'name', 'email', 'phone'])
    .executeTakeFirstOrThrow()
}

export async function addCourse(db: Database, title = 'Mathématiques — Analyse') {
  counter += 1
  const admin = await insertAdmin(db, { name: `Admin ${counter}`, email: `admin${counter}-${Date.now()}@example.ma`, passwordHash: await hashPassword('motdepasse-solide'), isSuperAdmin: true })
  return db
    .insertInto('courses')
    .values({ title, subject: 'Mathématiques', level: 'Débutant', access_code: `CODE${counter}${Date.now()}`.slice(0, 20), created_by: admin.id })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow()
}

export const notificationRows = (db: Database) =>
  db
    .selectFrom('notifications')
    .select(['id', 'student_id', 'channel', 'recipient', 'template', 'params', 'dedupe_key', 'status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at', 'created_at'])
    .orderBy('id')
    .execute()

export const notificationRow = (db: Database, id: number) =>
  db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** Marks what an earlier test left to retry as given up, so a test's rounds see only its own rows. */
export const idleOutbox = (db: Database) =>
  db.updateTable('notifications').set({ status: 'dead', next_attempt_at: null }).where('status', 'in', ['pending', 'failed']).execute()

/** A live one-time link for `token`, as the invite and reset procedures write it: the worker sends only live links. */
export async function liveLink(db: Database, studentId: number, token: string, purpose: 'invite' | 'reset' = 'reset') {
  await db
    .insertInto('student_invites')
    .values({ student_id: studentId, token_hash: hashInviteToken(token), purpose, expires_at: new Date(Date.now() + 3_600_000).toISOString() })
    .execute()
}
