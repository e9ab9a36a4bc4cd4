// DESIGN §10 back office: super admins read the log (filters, the failure's reason) and re-send a
// failed or dead message, one or all failed; a one-time link that no longer works is never re-sent.
import { createOutboxWorker, DeliveryError, type MessageChannels, type OutgoingMessage } from '@tutorat/api'
import { MESSAGES, NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { apply, createOffer } from './recruitment-helpers.ts'

let t: TestApp
let root: Record<string, string>
let admin: Record<string, string>

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', FORM_RATE_PER_10_MINUTES: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

interface LogEntry {
  id: number
  student_id: number | null
  student_name: string | null
  channel: string
  recipient: string | null
  template: string
  status: string
  attempts: number
  last_error: string | null
}
interface Log {
  items: LogEntry[]
  total: number
  total_capped: boolean
  counts: { pending: number; failed: number; dead: number; no_channel: number }
}

const log = async (query: Record<string, string | number> = {}) => {
  const response = await t.app.inject({ url: `/api/admin/notifications?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, headers: root })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Log>()
}
const retry = (id: number | string, headers = root) => t.app.inject({ method: 'POST', url: `/api/admin/notifications/${id}/retry`, headers })
const retryFailed = (headers = root) => t.app.inject({ method: 'POST', url: '/api/admin/notifications/retry-failed', headers })
const row = (id: number) => t.services.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const setRow = (id: number, values: Record<string, unknown>) => t.services.db.updateTable('notifications').set(values).where('id', '=', id).execute()

/** A student with a granted access: an in-app row (sent) and an email row (pending). */
async function granted(overrides: Record<string, unknown> = {}) {
  const student = await makeStudent(t.app, root, overrides)
  await grant(t.app, root, { student_id: student.id, course_id: (await makeCourse(t.app, root)).id })
  const rows = await t.services.db.selectFrom('notifications').select(['id', 'channel']).where('student_id', '=', student.id).orderBy('id').execute()
  const email = rows.find((r) => r.channel === 'email')?.id ?? 0
  return { student, email, inApp: rows.find((r) => r.channel === 'in_app')?.id ?? 0 }
}

/** A set-password link sent by email: its row holds the sealed link until it is sent or dead. */
async function inviteRow() {
  const student = await makeStudent(t.app, root)
  expect((await t.app.inject({ method: 'POST', url: `/api/admin/students/${student.id}/invite-link`, headers: root })).statusCode).toBe(201)
  const found = await t.services.db.selectFrom('notifications').select('id').where('student_id', '=', student.id).where('template', '=', 'student_invite').executeTakeFirstOrThrow()
  return { student, id: found.id }
}

const silent = { info: () => {}, warn: () => {} }
/** Delivers every due row through `channels` (a channel that throws makes rows fail). */
async function drain(channels: MessageChannels) {
  await createOutboxWorker({ db: t.services.db, jwtSecret: t.config.JWT_SECRET, publicUrl: 'https://tutorat.example.ma', channels, log: silent }).drain()
}
const refusing = (failure: 'permanent' | 'retry') => ({
  send: async () => {
    throw new DeliveryError('550 rejeté par le serveur', failure)
  },
})

describe('the log', () => {
  it('is for super admins only', async () => {
    const student = await makeStudent(t.app, admin)
    const studentHeaders = bearer((await studentLogin(t.app, student.email, student.password)).access_token)
    for (const [headers, status] of [[{}, 401], [admin, 403], [studentHeaders, 403]] as const) {
      expect((await t.app.inject({ url: '/api/admin/notifications', headers })).statusCode).toBe(status)
      expect((await retry(1, headers)).statusCode).toBe(status)
      expect((await retryFailed(headers)).statusCode).toBe(status)
    }
    expect((await t.app.inject({ url: '/api/admin/notifications', headers: admin })).json().detail).toBe(MESSAGES.superAdminOnly)
  })

  it('lists newest first with the student, the reason of a failure, and never the params', async () => {
    const { student, email, inApp } = await granted()
    await setRow(email, { status: 'failed', attempts: 2, last_error: '451 boîte pleine' })
    const { items } = await log({ limit: 5 })
    expect(items.slice(0, 2).map((entry) => entry.id)).toEqual([email, inApp].sort((a, b) => b - a))
    const failed = items.find((entry) => entry.id === email)
    expect(failed).toMatchObject({ student_id: student.id, student_name: student.name, channel: 'email', recipient: student.email, status: 'failed', attempts: 2, last_error: '451 boîte pleine' })
    for (const entry of items) expect(Object.keys(entry)).not.toContain('params')
  })

  it('filters by status, channel, template, and pages with a total', async () => {
    const { email } = await granted()
    await setRow(email, { status: 'dead', last_error: 'modèle refusé' })
    const dead = await log({ status: 'dead' })
    expect(dead.items.every((entry) => entry.status === 'dead')).toBe(true)
    expect(dead.items.map((entry) => entry.id)).toContain(email)
    expect((await log({ channel: 'in_app' })).items.every((entry) => entry.channel === 'in_app')).toBe(true)
    const combined = await log({ status: 'dead', channel: 'email', template: 'access_granted' })
    expect(combined.items.map((entry) => entry.id)).toContain(email)
    expect((await log({ status: 'dead', template: 'password_reset' })).items).toEqual([])

    const all = await log({ limit: 200 })
    const page = await log({ limit: 2, offset: 1 })
    expect(page.total).toBe(all.total)
    expect(page.items.map((entry) => entry.id)).toEqual(all.items.slice(1, 3).map((entry) => entry.id))
  })

  it('counts what waits, failed and was given up, whatever the filters', async () => {
    const before = (await log()).counts
    const { email } = await granted()
    expect((await log({ channel: 'in_app' })).counts).toEqual({ ...before, pending: before.pending + 1 })
    await setRow(email, { status: 'failed' })
    expect((await log()).counts).toEqual({ ...before, failed: before.failed + 1 })
  })

  it('searches the recipient, the student’s name and email; % and _ are letters, not wildcards', async () => {
    const percent = await granted({ name: 'Remise 100% Sara' })
    const lookalike = await granted({ name: 'Remise 1000 Sara' })
    const underscore = await granted({ name: 'Nom_souligné' })
    const other = await granted({ name: 'NomXsouligné' })
    const names = async (recipient: string) => new Set((await log({ recipient, limit: 200 })).items.map((entry) => entry.student_id))

    expect(await names('100%')).toEqual(new Set([percent.student.id]))
    expect(await names('nom_s')).toEqual(new Set([underscore.student.id]))
    expect(await names('%')).toEqual(new Set([percent.student.id]))
    expect(await names(lookalike.student.email.toUpperCase())).toEqual(new Set([lookalike.student.id]))
    expect((await names('NomX')).has(other.student.id)).toBe(true)

    // a candidate has no account: found by the address the mail went to
    const offer = await createOffer(t.app, root)
    const candidate = `cand_${Date.now()}@example.ma`
    const applied = await apply(t.app, { job_offer_id: offer.id, email: candidate })
    await t.app.inject({ method: 'PUT', url: `/api/admin/applications/${applied.json().application_id}`, headers: root, payload: { status: 'examinee' } })
    const found = await log({ recipient: candidate })
    expect(found.items.map((entry) => [entry.recipient, entry.student_id, entry.template])).toEqual([[candidate, null, 'application_status']])
  })

  it('leaves out a row of a template this version does not know, rather than failing', async () => {
    await t.services.db.insertInto('notifications').values({ channel: 'email', recipient: 'ancien@example.ma', template: 'retired_template', dedupe_key: `retired:${Date.now()}`, status: 'sent' }).execute()
    expect((await log({ recipient: 'ancien@example.ma' })).items).toEqual([])
  })

  it('refuses filters past their bounds, in French', async () => {
    for (const query of ['status=envoye', 'channel=sms', 'template=inconnu', 'limit=201', 'limit=0', 'offset=-1', `recipient=${'a'.repeat(255)}`]) {
      const response = await t.app.inject({ url: `/api/admin/notifications?${query}`, headers: root })
      expect(response.statusCode, query).toBe(400)
      expect(response.json().detail, query).not.toMatch(/expected|Invalid/)
    }
  })
})

describe('re-sending one message', () => {
  it('puts a row held back for want of a channel back in the queue, due now, keeping its attempts and last reason; the worker then sends it', async () => {
    const { email } = await granted()
    await drain({})
    expect(await row(email)).toMatchObject({ status: 'no_channel', last_error: NOTIFICATION_MESSAGES.noChannel, next_attempt_at: null, attempts: 1 })

    const response = await retry(email)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: NOTIFICATION_MESSAGES.retried })
    const queued = await row(email)
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, last_error: NOTIFICATION_MESSAGES.noChannel, locked_until: null })
    expect(Math.abs(Date.parse(queued.next_attempt_at ?? '') - Date.now())).toBeLessThan(5000)

    // pressed twice: the row already waits
    const again = await retry(email)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(NOTIFICATION_MESSAGES.notRetriable)

    const sent: OutgoingMessage[] = []
    await drain({ email: { send: async (message) => void sent.push(message) } })
    expect(sent.map((message) => message.id)).toContain(email)
    expect(await row(email)).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
  })

  it('pressed twice at once: one re-queue, one refusal', async () => {
    const { email } = await granted()
    await setRow(email, { status: 'failed' })
    const statuses = (await Promise.all([retry(email), retry(email)])).map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 409])
  })

  it('re-sends a dead row that had no link', async () => {
    const { email } = await granted()
    await drain({ email: refusing('permanent') })
    expect((await row(email)).status).toBe('dead')
    expect((await retry(email)).statusCode).toBe(200)
    expect((await row(email)).status).toBe('pending')
  })

  it('refuses what is not failed or dead, what a worker is sending, and what does not exist', async () => {
    const { email, inApp } = await granted()
    for (const id of [email, inApp]) {
      const response = await retry(id)
      expect(response.statusCode).toBe(409)
      expect(response.json().detail).toBe(NOTIFICATION_MESSAGES.notRetriable)
    }
    await setRow(email, { status: 'failed', locked_until: new Date(Date.now() + 60_000).toISOString() })
    const busy = await retry(email)
    expect(busy.statusCode).toBe(409)
    expect(busy.json().detail).toBe(NOTIFICATION_MESSAGES.retryBusy)
    expect((await row(email)).status).toBe('failed')
    // a lease that ran out is a crashed worker's: the row may go again
    await setRow(email, { locked_until: new Date(Date.now() - 1000).toISOString() })
    expect((await retry(email)).statusCode).toBe(200)

    const missing = await retry(2_000_000_000)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().detail).toBe(NOTIFICATION_MESSAGES.notificationNotFound)
    for (const id of ['abc', '0', '-1', String(2 ** 31), '1.5']) expect((await retry(id)).statusCode, id).toBe(400)
  })

  it('re-sends a failed invite while its link works, never one whose link is dead, used, expired or erased', async () => {
    const live = await inviteRow()
    await setRow(live.id, { status: 'failed', last_error: NOTIFICATION_MESSAGES.noChannel })
    expect((await retry(live.id)).statusCode).toBe(200)
    const sent: OutgoingMessage[] = []
    await drain({ email: { send: async (message) => void sent.push(message) } })
    expect(sent.find((message) => message.id === live.id)?.actionUrl).toMatch(/\/student\/set-password\/[\w-]{20,}$/)

    const expired = await inviteRow()
    await setRow(expired.id, { status: 'failed' })
    await t.services.db.updateTable('student_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('student_id', '=', expired.student.id).execute()
    const refused = await retry(expired.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(NOTIFICATION_MESSAGES.linkGone)

    // a newer link replaces the old one: the old message must not go out
    const replaced = await inviteRow()
    await setRow(replaced.id, { status: 'failed' })
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/students/${replaced.student.id}/invite-link`, headers: root })).statusCode).toBe(201)
    expect((await retry(replaced.id)).json().detail).toBe(NOTIFICATION_MESSAGES.linkGone)

    // given up: the sealed link was erased with it
    const dead = await inviteRow()
    await drain({ email: refusing('permanent') })
    expect(await row(dead.id)).toMatchObject({ status: 'dead', params: { name: dead.student.name, course_title: null } })
    expect((await retry(dead.id)).json().detail).toBe(NOTIFICATION_MESSAGES.linkGone)
    expect((await row(dead.id)).status).toBe('dead')
  })
})

describe('« aucun canal configuré » (issue 29)', () => {
  it('is its own neutral state: not counted, listed or re-sent as a failure', async () => {
    await drain({ email: { send: async () => {} } })
    const before = (await log()).counts
    const { email } = await granted()
    await drain({})
    expect(await row(email)).toMatchObject({ status: 'no_channel', last_error: NOTIFICATION_MESSAGES.noChannel, next_attempt_at: null })

    expect((await log()).counts).toEqual({ ...before, no_channel: before.no_channel + 1 })
    expect((await log({ status: 'failed', limit: 200 })).items.map((entry) => entry.id)).not.toContain(email)
    expect((await log({ status: 'no_channel', limit: 200 })).items.map((entry) => entry.id)).toContain(email)

    // « Renvoyer tous les échecs » leaves it alone: with no channel it would only come back as it was
    const all = await retryFailed()
    expect(all.statusCode, all.body).toBe(200)
    expect(all.json()).toEqual({ count: 0, message: 'Aucun message en échec à renvoyer.' })
    expect((await row(email)).status).toBe('no_channel')
    // and no worker round picks it up by itself
    await drain({ email: { send: async () => expect.unreachable('a message without a channel was sent on its own') } })
    expect((await row(email)).status).toBe('no_channel')
  })
})

describe('re-sending all failed', () => {
  it('re-queues every failed row not being sent, skips dead ones and dead links, and says how many', async () => {
    // this test's world: whatever earlier tests left waiting or failed is settled first
    await drain({ email: { send: async () => {} } })
    await t.services.db.updateTable('notifications').set({ status: 'sent' }).where('status', '=', 'failed').execute()
    const a = await granted()
    const b = await granted()
    const leased = await granted()
    const dead = await granted()
    const link = await inviteRow()
    await drain({ email: refusing('retry') })
    await setRow(dead.email, { status: 'dead' })
    await setRow(leased.email, { locked_until: new Date(Date.now() + 60_000).toISOString() })
    await t.services.db.updateTable('student_invites').set({ used_at: new Date().toISOString() }).where('student_id', '=', link.student.id).execute()

    const response = await retryFailed()
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ count: 2, message: NOTIFICATION_MESSAGES.retriedAll(2, 1) })
    expect(response.json().message).toBe('2 message(s) seront renvoyés dans un instant. 1 message(s) au lien expiré ou déjà utilisé ne sont pas renvoyés : envoyez un nouveau lien.')
    expect((await row(a.email)).status).toBe('pending')
    expect((await row(b.email)).status).toBe('pending')
    expect((await row(leased.email)).status).toBe('failed')
    expect((await row(dead.email)).status).toBe('dead')
    expect((await row(link.id)).status).toBe('failed')

    await setRow(leased.email, { status: 'sent', locked_until: null })
    await setRow(link.id, { status: 'sent' })
    const nothing = await retryFailed()
    expect(nothing.json()).toEqual({ count: 0, message: 'Aucun message en échec à renvoyer.' })
  })
})

describe('the log at scale (DESIGN §20)', () => {
  it('counts exactly up to 10,000 and says « more » past it, never counting the whole table', async () => {
    await t.services.db
      .insertInto('notifications')
      .columns(['channel', 'recipient', 'template', 'dedupe_key', 'status'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ g: number }>`generate_series(1, 10001)`.as('g'))
          .select([sql.lit('email').as('channel'), sql<string>`'masse' || g || '@example.ma'`.as('recipient'), sql.lit('access_granted').as('template'), sql<string>`'masse:' || g`.as('dedupe_key'), sql.lit('sent').as('status')]),
      )
      .execute()
    const all = await log({ limit: 5 })
    expect(all).toMatchObject({ total: 10_000, total_capped: true })
    expect(all.items).toHaveLength(5)
    const one = await log({ recipient: 'masse4242@' })
    expect(one).toMatchObject({ total: 1, total_capped: false })
    expect(one.items.map((entry) => entry.recipient)).toEqual(['masse4242@example.ma'])
    const few = await log({ status: 'dead' })
    expect(few.total_capped).toBe(false)
    expect(few.total).toBe(few.counts.dead)
  })
})
