// DESIGN §10: the student chooses channels (WhatsApp needs consent and a number); the link at the
// foot of a message stops a channel without signing in, and cannot be made for anyone else.
import { createHmac } from 'node:crypto'
import { createOutboxWorker, type OutgoingMessage } from '@tutorat/api'
import { MESSAGES, NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'

let t: TestApp
let admin: Record<string, string>
const FORM_LIMIT = 5

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000', FORM_RATE_PER_10_MINUTES: String(FORM_LIMIT) })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

async function signedIn(fields: Record<string, unknown> = {}) {
  const account = await makeStudent(t.app, admin)
  if (Object.keys(fields).length > 0) await t.services.db.updateTable('students').set(fields).where('id', '=', account.id).execute()
  return { ...account, headers: bearer((await studentLogin(t.app, account.email, account.password)).access_token) }
}

const preferences = (headers: Record<string, string>) => t.app.inject({ url: '/api/student/notification-preferences', headers })
const save = (headers: Record<string, string>, body: object) => t.app.inject({ method: 'PUT', url: '/api/student/notification-preferences', headers, payload: body })
const ALL_ON = { email_opt_in: true, whatsapp_opt_in: true, whatsapp_consent: true }

describe('preferences', () => {
  it('start with email on and WhatsApp waiting for consent and a number', async () => {
    const me = await signedIn()
    expect((await preferences(me.headers)).json()).toEqual({
      email_opt_in: true,
      whatsapp_opt_in: true,
      whatsapp_consent: false,
      phone: null,
      email_invalid: false,
      phone_invalid: false,
    })
  })

  it('store the number in E.164 and keep it when the next save leaves it out', async () => {
    const me = await signedIn()
    const saved = await save(me.headers, { ...ALL_ON, phone: '06 12-34 56 78' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ phone: '+212612345678', whatsapp_consent: true, message: NOTIFICATION_MESSAGES.preferencesSaved })
    const emailOff = await save(me.headers, { ...ALL_ON, email_opt_in: false })
    expect(emailOff.json()).toMatchObject({ phone: '+212612345678', email_opt_in: false, whatsapp_consent: true })
  })

  it('refuse WhatsApp without consent and a number, and a number that is not a mobile, in French', async () => {
    const me = await signedIn({ whatsapp_opt_in: false })
    const cases: [object, string][] = [
      [{ ...ALL_ON }, NOTIFICATION_MESSAGES.whatsappNeedsConsent],
      [{ ...ALL_ON, phone: null }, NOTIFICATION_MESSAGES.whatsappNeedsConsent],
      [{ ...ALL_ON, phone: '' }, NOTIFICATION_MESSAGES.whatsappNeedsConsent],
      // switched on, but the student has not agreed
      [{ ...ALL_ON, whatsapp_consent: false, phone: '0612345678' }, NOTIFICATION_MESSAGES.whatsappNeedsConsent],
      [{ ...ALL_ON, phone: '0522123456' }, NOTIFICATION_MESSAGES.invalidPhone],
      [{ ...ALL_ON, phone: 'pas un numéro' }, NOTIFICATION_MESSAGES.invalidPhone],
    ]
    for (const [body, detail] of cases) {
      const response = await save(me.headers, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().detail, JSON.stringify(body)).toBe(detail)
    }
    const tooLong = await save(me.headers, { ...ALL_ON, phone: '0'.repeat(31) })
    expect(tooLong.statusCode).toBe(400)
    const notBoolean = await save(me.headers, { ...ALL_ON, email_opt_in: 'oui', phone: '0612345678' })
    expect(notBoolean.statusCode).toBe(400)
    // nothing of the refused saves was kept
    expect((await preferences(me.headers)).json()).toMatchObject({ whatsapp_opt_in: false, whatsapp_consent: false, phone: null })
    // without consent, leaving WhatsApp as it was is fine: the student only turns email off
    expect((await save(me.headers, { email_opt_in: false, whatsapp_opt_in: false, whatsapp_consent: false })).statusCode).toBe(200)
  })

  it('a new number clears its bounce mark; the same number keeps it; the email mark is the address’s', async () => {
    const marked = new Date().toISOString()
    const me = await signedIn({ phone: '+212612345678', whatsapp_consent: true, phone_invalid_at: marked, email_invalid_at: marked })
    const same = await save(me.headers, { ...ALL_ON, phone: '0612345678' })
    expect(same.json()).toMatchObject({ phone_invalid: true, email_invalid: true })
    const changed = await save(me.headers, { ...ALL_ON, phone: '+212 7 00 11 22 33' })
    expect(changed.json()).toMatchObject({ phone: '+212700112233', phone_invalid: false, email_invalid: true })
  })

  it('are the student’s own: an id in the body changes nobody else', async () => {
    const me = await signedIn()
    const other = await signedIn()
    const response = await save(me.headers, { email_opt_in: false, whatsapp_opt_in: true, whatsapp_consent: false, id: other.id, student_id: other.id })
    expect(response.statusCode).toBe(200)
    expect((await preferences(other.headers)).json().email_opt_in).toBe(true)
    expect((await preferences(me.headers)).json().email_opt_in).toBe(false)
    expect((await preferences({})).statusCode).toBe(401)
    expect((await save(admin, ALL_ON)).statusCode).toBe(403)
  })
})

/** What the worker hands the channels: the unsubscribe links come from there, as in a real mail. */
async function deliveredTo(studentId: number) {
  const sent: OutgoingMessage[] = []
  const record = { send: async (message: OutgoingMessage) => void sent.push(message) }
  const worker = createOutboxWorker({ db: t.services.db, jwtSecret: t.config.JWT_SECRET, publicUrl: 'https://tutorat.example.ma', channels: { email: record, whatsapp: record }, log: { info: () => {}, warn: () => {} } })
  await worker.drain()
  const mine = await t.services.db.selectFrom('notifications').select('id').where('student_id', '=', studentId).execute()
  const ids = new Set(mine.map((row) => row.id))
  return sent.filter((message) => ids.has(message.id))
}

const tokenOf = (url: string | null | undefined) => new URL(url ?? 'https://x.invalid/').pathname.split('/unsubscribe/')[1] ?? ''
let address = 0
/** Each call from its own address, so the per-IP limit only bites in the test that is about it. */
const unsubscribe = (token: string, remoteAddress = `10.1.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', remoteAddress, payload: { token } })

describe('unsubscribe, signed out', () => {
  it('stops the channel of the link, answers the same when opened again, and the next message skips it', async () => {
    const me = await signedIn({ phone: '+212612345678', whatsapp_consent: true })
    await grant(t.app, admin, { student_id: me.id, course_id: (await makeCourse(t.app, admin)).id })
    const delivered = await deliveredTo(me.id)
    const mail = delivered.find((message) => message.recipient === me.email)
    const token = tokenOf(mail?.unsubscribeUrl)
    expect(token).not.toBe('')

    const first = await unsubscribe(token)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ message: NOTIFICATION_MESSAGES.unsubscribed, channel: 'email' })
    expect((await unsubscribe(token)).json()).toEqual(first.json())
    expect((await preferences(me.headers)).json()).toMatchObject({ email_opt_in: false, whatsapp_opt_in: true })

    await grant(t.app, admin, { student_id: me.id, course_id: (await makeCourse(t.app, admin)).id })
    const rows = await t.services.db.selectFrom('notifications').select('channel').where('student_id', '=', me.id).where('template', '=', 'access_granted').execute()
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'in_app', 'in_app', 'whatsapp', 'whatsapp'])
  })

  it('accepts the one-click form of a mail client (RFC 8058): the token in the query, a form body', async () => {
    const me = await signedIn({ phone: '+212612345678', whatsapp_consent: true })
    await grant(t.app, admin, { student_id: me.id, course_id: (await makeCourse(t.app, admin)).id })
    const whatsapp = (await deliveredTo(me.id)).find((message) => message.recipient === '+212612345678')
    const token = tokenOf(whatsapp?.unsubscribeUrl)
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      remoteAddress: '10.2.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().channel).toBe('whatsapp')
    expect((await preferences(me.headers)).json()).toMatchObject({ email_opt_in: true, whatsapp_opt_in: false })
    // other content types stay refused on this path as everywhere
    const text = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', remoteAddress: '10.2.0.2', headers: { 'content-type': 'text/plain' }, payload: token })
    expect(text.statusCode).toBe(415)
  })

  it('refuses an altered or forged token: another student’s id cannot be written without the key', async () => {
    const me = await signedIn()
    const victim = await signedIn()
    await grant(t.app, admin, { student_id: me.id, course_id: (await makeCourse(t.app, admin)).id })
    const token = tokenOf((await deliveredTo(me.id))[0]?.unsubscribeUrl)
    const [, kind, signature = ''] = token.split('.')
    expect(signature).toHaveLength(43)
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const forged = createHmac('sha256', 'not-the-server-key').update(`${victim.id}.e`).digest('base64url')
    const attempts = [
      `${victim.id}.${kind}.${signature}`,
      `${me.id}.w.${signature}`,
      `${me.id}.${kind}.${flipped}`,
      `${victim.id}.e.${forged}`,
      `${me.id}.e.${signature}.extra`,
      `0${me.id}.${kind}.${signature}`,
      'pas-un-jeton-valide',
    ]
    for (const attempt of attempts) {
      const response = await unsubscribe(attempt)
      expect(response.statusCode, attempt).toBe(400)
      expect(response.json().detail).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid)
    }
    for (const body of [{}, { token: 'court' }, { token: 'x'.repeat(1001) }, { token: 42 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', remoteAddress: `10.3.0.${++address}`, payload: body })
      expect(response.statusCode, JSON.stringify(body).slice(0, 30)).toBe(400)
      expect(typeof response.json().detail).toBe('string')
    }
    expect((await preferences(victim.headers)).json().email_opt_in).toBe(true)
    expect((await preferences(me.headers)).json()).toMatchObject({ email_opt_in: true, whatsapp_opt_in: true })
  })

  it('is limited per address like the other public forms, valid or not', async () => {
    const answers = await Promise.all(Array.from({ length: FORM_LIMIT + 2 }, () => unsubscribe('pas-un-jeton-valide', '10.9.9.9')))
    const statuses = answers.map((response) => response.statusCode).sort()
    expect(statuses.filter((status) => status === 400)).toHaveLength(FORM_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(2)
    const limited = answers.find((response) => response.statusCode === 429)
    expect(limited?.json().detail).toContain(MESSAGES.tooManyRequests)
  })
})
