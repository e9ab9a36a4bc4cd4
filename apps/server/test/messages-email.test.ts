import { notifyStudent } from '@tutorat/api'
import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import type { DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../src/config.ts'
import { type ClosableChannel, smtpChannel, smtpFailure } from '../src/messages/email.ts'
import { messageChannels, startMessages } from '../src/messages/index.ts'
import { startServer } from '../src/server.ts'
import { createServices } from '../src/services.ts'
import { TEST_SECRET, testConfig } from './helpers.ts'
import { addCourse, addStudent, liveLink, notificationRow, notificationRows, PUBLIC_URL, recordingChannel, testClock, testWorker } from './messages-helpers.ts'
import { headerLine, startSmtpServer, type TestSmtpServer } from './smtp-server.ts'

// DESIGN §10, email over SMTP: a real SMTP server in this process receives what nodemailer sends.

const site = { name: 'Tutorat Maroc', contactEmail: 'contact@tutorat-maroc.ma' }
const FROM = '"Tutorat Maroc" <no-reply@tutorat.example.ma>'

let handle: DbHandle
let smtp: TestSmtpServer
let email: ClosableChannel
let course: { id: number; title: string }

beforeAll(async () => {
  handle = await createTestDb()
  course = await addCourse(handle.db, 'Physique <avancée> & « mécanique »')
})
afterAll(() => handle.close())
beforeEach(async () => {
  smtp = await startSmtpServer()
  email = smtpChannel({ url: smtp.url, from: FROM, site, timeoutMs: 2000 })
})
afterEach(async () => {
  await email.close()
  await smtp.close()
})

const grantMessage = (studentId: number, name: string, key = `${Math.random()}`) =>
  notifyStudent(handle.db, TEST_SECRET, {
    studentId,
    template: 'access_granted',
    params: { name, course_title: course.title, course_id: course.id, expires_at: '2026-06-30T22:00:00.000Z' },
    eventKey: `access_granted:test:${key}`,
  })

const emailRows = async (studentId: number) => (await notificationRows(handle.db)).filter((row) => row.student_id === studentId && row.channel === 'email')

describe('email over SMTP', () => {
  it('sends the message in French, as HTML and text, with the link, and a one-click unsubscribe for a non-essential one', async () => {
    const student = await addStudent(handle.db, { name: 'Salma <b>Bennani</b>', phone: null })
    await grantMessage(student.id, student.name)
    expect(await testWorker(handle.db, { email }, testClock()).drain()).toBe(1)

    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]
    if (!mail) throw new Error('no mail')
    expect(mail.subject).toBe(`Accès ouvert\u202f: ${course.title}`)
    expect(mail.from?.text).toBe(FROM)
    expect(mail.text).toContain('Bonjour Salma <b>Bennani</b>,')
    expect(mail.text).toContain('jusqu’au 30 juin 2026')
    expect(mail.text).toContain(`Voir le cours\u202f: ${PUBLIC_URL}/student/course/${course.id}`)
    const html = mail.html || ''
    expect(html).toContain('lang="fr"')
    // what the student typed stays text: no markup of theirs reaches the mail
    expect(html).toContain('Salma &lt;b&gt;Bennani&lt;/b&gt;')
    expect(html).not.toContain('<b>Bennani</b>')
    expect(html).toContain('Physique &lt;avancée&gt; &amp; « mécanique »')
    expect(html).toContain(`href="${PUBLIC_URL}/student/course/${course.id}"`)
    expect(html).toContain('#1e3a8a')

    const [row] = await emailRows(student.id)
    const unsubscribe = headerLine(mail, 'List-Unsubscribe')
    expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/api/notifications/unsubscribe\\?token=${student.id}\\.e\\.[\\w-]{43}>$`))
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toMatch(new RegExp(`Ne plus recevoir ces e-mails\u202f: ${PUBLIC_URL}/unsubscribe/${student.id}\\.e\\.`))
    expect(html).toContain('Se désinscrire')
    expect(row?.status).toBe('sent')
  })

  it('sends a password reset and an invite without any unsubscribe: they are essential', async () => {
    const student = await addStudent(handle.db, { phone: null })
    const invited = await addStudent(handle.db, { phone: null })
    await handle.db.updateTable('students').set({ email_opt_in: false }).where('id', 'in', [student.id, invited.id]).execute()
    await liveLink(handle.db, student.id, 'jeton-de-reinitialisation-123')
    await liveLink(handle.db, invited.id, 'jeton-invitation-456', 'invite')
    await notifyStudent(handle.db, TEST_SECRET, { studentId: student.id, template: 'password_reset', params: { name: student.name }, eventKey: `reset:${student.id}`, secret: 'jeton-de-reinitialisation-123' })
    await notifyStudent(handle.db, TEST_SECRET, {
      studentId: invited.id,
      template: 'student_invite',
      params: { name: student.name, course_title: null },
      eventKey: `invite:${student.id}`,
      secret: 'jeton-invitation-456',
    })
    expect(await testWorker(handle.db, { email }, testClock()).drain()).toBe(2)

    const reset = smtp.received.find((mail) => mail.subject === 'Réinitialisation de votre mot de passe')
    const invite = smtp.received.find((mail) => mail.subject === 'Votre accès est prêt\u202f: choisissez votre mot de passe')
    expect(reset?.text).toContain(`${PUBLIC_URL}/student/reset-password/jeton-de-reinitialisation-123`)
    expect(invite?.text).toContain(`${PUBLIC_URL}/student/set-password/jeton-invitation-456`)
    for (const mail of [reset, invite]) {
      if (!mail) throw new Error('missing mail')
      expect(headerLine(mail, 'List-Unsubscribe')).toBeUndefined()
      expect(headerLine(mail, 'List-Unsubscribe-Post')).toBeUndefined()
      expect(mail.text).not.toContain('Ne plus recevoir')
    }
    // once sent, the rows no longer hold the links
    for (const row of [...(await emailRows(student.id)), ...(await emailRows(invited.id))]) expect(row.params).not.toHaveProperty('secret')
  })

  it('retries a « 451 » answer 30 s later, and sends it then', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grantMessage(student.id, student.name)
    smtp.behaviour.dataReply = { code: 451, message: 'Local error in processing, try again later' }
    const clock = testClock()
    const worker = testWorker(handle.db, { email }, clock)
    expect(await worker.tick()).toBe(1)

    const [row] = await emailRows(student.id)
    if (!row) throw new Error('no row')
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row.last_error).toContain('451')
    expect(Date.parse(row.next_attempt_at ?? '') - clock.now().getTime()).toBe(30_000)
    // not due yet: nothing is sent again
    clock.advance(29_000)
    expect(await worker.tick()).toBe(0)

    smtp.behaviour.dataReply = undefined
    clock.advance(1_000)
    expect(await worker.tick()).toBe(1)
    expect(await notificationRow(handle.db, row.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
    expect(smtp.accepted()).toBe(1)
  })

  it('marks a bounced address (550 on RCPT TO) dead and the student’s email invalid; their other channels still work', async () => {
    const student = await addStudent(handle.db)
    smtp.behaviour.rejectRecipient = (address) => (address === student.email ? { code: 550, message: '5.1.1 Mailbox does not exist' } : undefined)
    await grantMessage(student.id, student.name, 'bounce')
    const whatsapp = recordingChannel()
    expect(await testWorker(handle.db, { email, whatsapp }, testClock()).drain()).toBe(2)

    const [row] = await emailRows(student.id)
    expect(row).toMatchObject({ status: 'dead', attempts: 1 })
    expect(row?.last_error).toContain('adresse refusée')
    expect(row?.last_error).toContain('550')
    const after = await handle.db.selectFrom('students').select(['email_invalid_at', 'phone_invalid_at']).where('id', '=', student.id).executeTakeFirstOrThrow()
    expect(after.email_invalid_at).not.toBeNull()
    expect(after.phone_invalid_at).toBeNull()
    expect(whatsapp.sent.map((message) => message.recipient)).toEqual([student.phone])

    // the next message reaches the student in the app and on WhatsApp, not at the dead address
    await grantMessage(student.id, student.name, 'after-bounce')
    const channels = (await notificationRows(handle.db)).filter((r) => r.dedupe_key.includes('after-bounce')).map((r) => r.channel)
    expect(channels.sort()).toEqual(['in_app', 'whatsapp'])
  })

  it('keeps a refused message (554 at the end of DATA) dead, without marking the address', async () => {
    const student = await addStudent(handle.db, { phone: null })
    smtp.behaviour.dataReply = { code: 554, message: '5.7.1 Message rejected as spam' }
    await grantMessage(student.id, student.name)
    await testWorker(handle.db, { email }, testClock()).drain()
    const [row] = await emailRows(student.id)
    expect(row).toMatchObject({ status: 'dead', next_attempt_at: null })
    expect(row?.last_error).toContain('message refusé')
    const after = await handle.db.selectFrom('students').select('email_invalid_at').where('id', '=', student.id).executeTakeFirstOrThrow()
    expect(after.email_invalid_at).toBeNull()
  })

  it('loses nothing while the SMTP server is down, and delivers once it is back', async () => {
    // a port where nothing listens (yet)
    const probe = await startSmtpServer()
    const port = probe.port
    await probe.close()
    const down = smtpChannel({ url: `smtp://127.0.0.1:${port}`, from: FROM, site, timeoutMs: 2000 })
    const student = await addStudent(handle.db, { phone: null })
    await grantMessage(student.id, student.name)
    const clock = testClock()
    const worker = testWorker(handle.db, { email: down }, clock)
    expect(await worker.tick()).toBe(1)
    const [row] = await emailRows(student.id)
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row?.last_error).toContain('indisponible')

    const back = await startSmtpServer({}, port)
    try {
      clock.advance(30_000)
      expect(await worker.tick()).toBe(1)
      expect(back.received.map((mail) => mail.subject)).toEqual([`Accès ouvert\u202f: ${course.title}`])
      expect(await notificationRow(handle.db, row?.id ?? 0)).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      await down.close()
      await back.close()
    }
  })

  it('gives up on a server slower than the timeout and retries later', async () => {
    const impatient = smtpChannel({ url: smtp.url, from: FROM, site, timeoutMs: 300 })
    smtp.behaviour.delayMs = 1500
    const student = await addStudent(handle.db, { phone: null })
    await grantMessage(student.id, student.name)
    const started = performance.now()
    try {
      await testWorker(handle.db, { email: impatient }, testClock()).tick()
    } finally {
      await impatient.close()
    }
    expect(performance.now() - started).toBeLessThan(1400)
    const [row] = await emailRows(student.id)
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row?.last_error).toContain('indisponible')
  })

  it('answers a message whose channel is missing with « aucun canal configuré »', async () => {
    const student = await addStudent(handle.db, { phone: null })
    await grantMessage(student.id, student.name)
    await testWorker(handle.db, {}, testClock()).drain()
    const [row] = await emailRows(student.id)
    expect(row).toMatchObject({ status: 'no_channel', last_error: NOTIFICATION_MESSAGES.noChannel, next_attempt_at: null })
  })
})

describe('what a failed mail means', () => {
  const error = (fields: Record<string, unknown>) => Object.assign(new Error('échec'), fields)
  it.each([
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, permanent: true }, 'invalid_recipient'],
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 553, permanent: true }, 'invalid_recipient'],
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 552, permanent: true }, 'retry'],
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 450, permanent: false }, 'retry'],
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 554, permanent: true }, 'permanent'],
    [{ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550, permanent: true }, 'permanent'],
    [{ code: 'EENVELOPE', command: 'API', message: 'Invalid recipient "a@@b"' }, 'invalid_recipient'],
    [{ code: 'EMESSAGE', command: 'DATA', responseCode: 554, permanent: true }, 'permanent'],
    [{ code: 'EMESSAGE', command: 'DATA', responseCode: 451, permanent: false }, 'retry'],
    [{ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, permanent: true }, 'retry'],
    [{ code: 'ECONNECTION' }, 'retry'],
    [{ code: 'ETIMEDOUT' }, 'retry'],
    [{ code: 'EABORT' }, 'retry'],
  ])('%o → %s', (fields, failure) => {
    expect(smtpFailure(error(fields))).toBe(failure)
  })
})

describe('the channels the configuration gives', () => {
  const logged: { object: object; message: string }[] = []
  const log = { info: (object: object, message: string) => void logged.push({ object, message }), warn: () => {} }

  it('writes mails to the log outside production when SMTP_URL is unset, link included', async () => {
    const channels = messageChannels(testConfig({ NODE_ENV: 'development' }), log)
    expect(channels.whatsapp).toBeUndefined()
    expect(channels.summary).toContain('journal')
    const student = await addStudent(handle.db, { phone: null })
    await liveLink(handle.db, student.id, 'jeton-du-journal')
    await notifyStudent(handle.db, TEST_SECRET, { studentId: student.id, template: 'password_reset', params: { name: student.name }, eventKey: `log:${student.id}`, secret: 'jeton-du-journal' })
    await testWorker(handle.db, { email: channels.email }, testClock()).drain()
    const entry = logged.find((line) => line.message.includes('jeton-du-journal'))
    expect(entry?.object).toMatchObject({ to: student.email, subject: 'Réinitialisation de votre mot de passe' })
    expect(entry?.message).toContain(`${PUBLIC_URL}/student/reset-password/jeton-du-journal`)
    expect((await emailRows(student.id))[0]?.status).toBe('sent')
  })

  it('has no email channel in production without SMTP_URL, and never logs a link there', () => {
    const channels = messageChannels(testConfig({ NODE_ENV: 'production' }), log)
    expect(channels.email).toBeUndefined()
    expect(channels.summary).toContain('pas d’e-mail')
  })

  it('uses SMTP and WhatsApp when configured, and names the SMTP host without its password', async () => {
    const channels = messageChannels(
      testConfig({ SMTP_URL: 'smtps://user%40x.ma:motdepasse-smtp@smtp.example.ma:465', WHATSAPP_TOKEN: 'jeton', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' }),
      log,
    )
    expect(channels.email).toBeDefined()
    expect(channels.whatsapp).toBeDefined()
    expect(channels.summary).toBe('e-mail par smtp.example.ma:465, WhatsApp Cloud API')
    expect(channels.summary).not.toContain('motdepasse')
    await channels.close()
  })

  it('refuses half a WhatsApp configuration, and an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => testConfig({ WHATSAPP_TOKEN: 'jeton' })).toThrow(ConfigError)
    expect(() => testConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })).toThrow(/WHATSAPP_TOKEN et WHATSAPP_PHONE_NUMBER_ID vont ensemble/)
    expect(() => testConfig({ WHATSAPP_TOKEN: 'jeton', WHATSAPP_PHONE_NUMBER_ID: '+212 6' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/)
    expect(() => testConfig({ SMTP_URL: 'http://smtp.example.ma' })).toThrow(/SMTP_URL : adresse smtp:\/\/ ou smtps:\/\//)
  })

  it('signs mails with the site’s name at the public host unless MAIL_FROM says otherwise', () => {
    expect(testConfig({ PUBLIC_URL: 'https://www.tutorat.example.ma', SITE_NAME: 'Tutorat "Maroc"' }).MAIL_FROM).toBe('"Tutorat \\"Maroc\\"" <no-reply@tutorat.example.ma>')
    expect(testConfig({ MAIL_FROM: 'Tutorat <bonjour@example.ma>' }).MAIL_FROM).toBe('Tutorat <bonjour@example.ma>')
    expect(testConfig({}).MESSAGES_WORKER).toBe(true)
    expect(testConfig({ MESSAGES_WORKER: '0' }).MESSAGES_WORKER).toBe(false)
  })
})

describe('the server’s worker', () => {
  async function serverWith(env: NodeJS.ProcessEnv) {
    const database = await createTestDb()
    const config = testConfig({ PORT: '0', ADMIN_EMAIL: 'admin@example.ma', ADMIN_PASSWORD: 'motdepasse-solide', SEED_DEMO: '0', ...env })
    const server = await startServer(config, database)
    const student = await addStudent(database.db, { phone: null })
    await liveLink(database.db, student.id, 'jeton-serveur')
    await notifyStudent(database.db, TEST_SECRET, { studentId: student.id, template: 'password_reset', params: { name: student.name }, eventKey: 'reset:server', secret: 'jeton-serveur' })
    return server
  }

  it('starts after listen (links name the real port) and stops before the database closes', async () => {
    const server = await serverWith({ SMTP_URL: smtp.url })
    try {
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
      expect(smtp.received[0]?.text).toContain(`${server.url.replace('localhost', '127.0.0.1')}/student/reset-password/jeton-serveur`)
    } finally {
      await server.stop()
    }
  })

  it('sends nothing from an instance started with MESSAGES_WORKER=0', async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MESSAGES_WORKER: '0' })
    const said: string[] = []
    const messages = startMessages(config, await createServices(config, handle.db), { info: (_object, message) => void said.push(message), warn: () => {} })
    const student = await addStudent(handle.db, { phone: null })
    await grantMessage(student.id, student.name)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await messages.stop()
    expect(said).toEqual(['file des messages : pas d’envoi depuis cette instance (MESSAGES_WORKER=0)'])
    expect(smtp.received).toHaveLength(0)
    expect((await emailRows(student.id))[0]?.status).toBe('pending')
  })
})
