import { readFileSync } from 'node:fs'
import { notifyStudent, renderMessage, type TemplateParams } from '@tutorat/api'
import { NOTIFICATION_TEMPLATES } from '@tutorat/contracts'
import type { DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { whatsappChannel } from '../src/messages/whatsapp.ts'
import { TEST_SECRET } from './helpers.ts'
import { addCourse, addStudent, idleOutbox, liveLink, notificationRows, testClock, testWorker } from './messages-helpers.ts'

// DESIGN §10, WhatsApp Business Cloud API: msw stands in for Meta's Graph API (nothing leaves the
// machine; an unhandled request fails the test).

const API = 'https://graph.example.test/v26.0'
const PHONE_NUMBER_ID = '106540352242922'
const ENDPOINT = `${API}/${PHONE_NUMBER_ID}/messages`
const TOKEN = 'jeton-meta-de-test'

interface Sent {
  authorization: string | null
  body: unknown
}
const requests: Sent[] = []
const accepted = () => HttpResponse.json({ messaging_product: 'whatsapp', contacts: [{ input: '212612345678', wa_id: '212612345678' }], messages: [{ id: 'wamid.TEST' }] })
const graphError = (status: number, code: number, message: string, details = '') =>
  HttpResponse.json({ error: { message: `(#${code}) ${message}`, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: 'Atrace' } }, { status })

const server = setupServer()
let answer: () => Response | Promise<Response> = accepted

let handle: DbHandle
let course: { id: number; title: string }
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      requests.push({ authorization: request.headers.get('authorization'), body: await request.json() })
      return answer()
    }),
  )
  handle = await createTestDb()
  course = await addCourse(handle.db, 'Chimie organique')
})
afterEach(async () => {
  requests.length = 0
  answer = accepted
  // each test starts with an idle outbox: what an earlier one left to retry stays out of its rounds
  await idleOutbox(handle.db)
})
afterAll(async () => {
  server.close()
  await handle.close()
})

const whatsapp = (timeoutMs?: number) => whatsappChannel({ apiUrl: `${API}/`, token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, timeoutMs })

async function grantAndSend(options: { timeoutMs?: number; name?: string } = {}) {
  const student = await addStudent(handle.db, { phone: '+212612345678', name: options.name })
  await notifyStudent(handle.db, TEST_SECRET, {
    studentId: student.id,
    template: 'access_granted',
    params: { name: student.name, course_title: course.title, course_id: course.id, expires_at: null },
    eventKey: `access_granted:wa:${student.id}`,
  })
  const clock = testClock()
  const worker = testWorker(handle.db, { whatsapp: whatsapp(options.timeoutMs) }, clock)
  await worker.tick()
  const row = (await notificationRows(handle.db)).find((r) => r.student_id === student.id && r.channel === 'whatsapp')
  if (!row) throw new Error('no WhatsApp row')
  const marks = await handle.db.selectFrom('students').select(['phone_invalid_at', 'email_invalid_at']).where('id', '=', student.id).executeTakeFirstOrThrow()
  return { student, row, marks, worker, clock }
}

describe('WhatsApp over the Cloud API', () => {
  it('posts the approved template: name, French, body parameters and the URL button’s suffix', async () => {
    const { row } = await grantAndSend({ name: 'Youssef\n\tEl   Amrani' })
    expect(row.status).toBe('sent')
    expect(requests).toHaveLength(1)
    expect(requests[0]?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(requests[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '212612345678',
      type: 'template',
      template: {
        name: 'acces_accorde',
        language: { code: 'fr' },
        components: [
          // Meta refuses line breaks, tabs and long runs of spaces in a parameter
          { type: 'body', parameters: ['Youssef El Amrani', 'Chimie organique', 'sans limite de durée'].map((text) => ({ type: 'text', text })) },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: `student/course/${course.id}` }] },
        ],
      },
    })
  })

  it('sends the reset link’s path (token included) as the button of an essential template', async () => {
    const student = await addStudent(handle.db, { phone: '+212700000001' })
    await handle.db.updateTable('students').set({ whatsapp_opt_in: false }).where('id', '=', student.id).execute()
    await liveLink(handle.db, student.id, 'jeton-reset-789')
    await notifyStudent(handle.db, TEST_SECRET, { studentId: student.id, template: 'password_reset', params: { name: student.name }, eventKey: `reset:wa:${student.id}`, secret: 'jeton-reset-789' })
    await testWorker(handle.db, { whatsapp: whatsapp() }, testClock()).drain()
    const template = (requests[0]?.body as { template: { name: string; components: { type: string; parameters: { text: string }[] }[] } }).template
    expect(template.name).toBe('reinitialisation_mot_de_passe')
    expect(template.components[1]?.parameters[0]?.text).toBe('student/reset-password/jeton-reset-789')
    expect((requests[0]?.body as { to: string }).to).toBe('212700000001')
  })

  it('retries a 5xx, a 429 and Meta’s rate limits answered with 400', async () => {
    for (const reply of [
      () => HttpResponse.json({ error: { message: 'Service temporarily unavailable', code: 2 } }, { status: 503 }),
      () => graphError(429, 80007, 'Rate limit issues'),
      () => graphError(400, 130429, 'Rate limit hit', 'Cloud API message throughput has been reached.'),
      () => graphError(400, 131056, '(Business Account, Consumer Account) pair rate limit hit'),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ]) {
      answer = reply
      const { row, marks } = await grantAndSend()
      expect(row).toMatchObject({ status: 'failed', attempts: 1 })
      expect(row.next_attempt_at).not.toBeNull()
      expect(row.last_error).toContain('WhatsApp indisponible')
      expect(marks.phone_invalid_at).toBeNull()
    }
  })

  it('retries when Meta does not answer within the timeout', async () => {
    answer = async () => {
      await delay(1000)
      return accepted()
    }
    const started = performance.now()
    const { row } = await grantAndSend({ timeoutMs: 200 })
    expect(performance.now() - started).toBeLessThan(900)
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row.last_error).toContain('WhatsApp injoignable')
  })

  it('does not retry a rejected template (132001): dead with Meta’s reason', async () => {
    answer = () => graphError(400, 132001, 'Template name does not exist in the translation', 'template name (acces_accorde) does not exist in fr')
    const { row, marks, worker, clock } = await grantAndSend()
    expect(row).toMatchObject({ status: 'dead', next_attempt_at: null, attempts: 1 })
    expect(row.last_error).toContain('message refusé par WhatsApp')
    expect(row.last_error).toContain('#132001')
    expect(row.last_error).toContain('does not exist in fr')
    expect(marks.phone_invalid_at).toBeNull()
    // a day later, still not sent again
    clock.advance(86_400_000)
    expect(await worker.tick()).toBe(0)
    expect(requests).toHaveLength(1)
  })

  it('marks the phone, not the student, for a number that is not on WhatsApp (131026)', async () => {
    answer = () => graphError(400, 131026, 'Message Undeliverable', 'Unable to deliver message.')
    const { row, marks, student } = await grantAndSend()
    expect(row).toMatchObject({ status: 'dead' })
    expect(row.last_error).toContain('numéro injoignable')
    expect(marks.phone_invalid_at).not.toBeNull()
    expect(marks.email_invalid_at).toBeNull()
    // the email and in-app rows of the same event are still there, untouched
    const others = (await notificationRows(handle.db)).filter((r) => r.student_id === student.id && r.channel !== 'whatsapp')
    expect(others.map((r) => r.channel).sort()).toEqual(['email', 'in_app'])
  })

  it('reads 131009 as the number’s fault only when Meta names the number', async () => {
    answer = () => graphError(400, 131009, 'Parameter value is not valid', 'The phone number in the to field is invalid')
    expect((await grantAndSend()).marks.phone_invalid_at).not.toBeNull()
    answer = () => graphError(400, 131009, 'Parameter value is not valid', 'Button url parameter is too long')
    const other = await grantAndSend()
    expect(other.row.status).toBe('dead')
    expect(other.marks.phone_invalid_at).toBeNull()
  })

  it('retries an expired token (401): the operator renews it, nothing is lost', async () => {
    answer = () => graphError(401, 190, 'Error validating access token: Session has expired')
    const { row, worker, clock } = await grantAndSend()
    expect(row.status).toBe('failed')
    answer = accepted
    clock.advance(30_000)
    expect(await worker.tick()).toBe(1)
    expect((await notificationRows(handle.db)).find((r) => r.id === row.id)?.status).toBe('sent')
  })
})

describe('docs/whatsapp-templates.md', () => {
  const INSTALMENT_SAMPLE = { name: 'Salma', formation_title: 'Prépa ENSA', part_number: 2, parts_count: 3, amount_mad: 400, reference: 'TM-7K3Q9P', due_on: '2026-12-02', pauses_on: '2026-12-06', payment_id: 41 }
  const SESSION_SAMPLE = { name: 'Salma', session_id: 7, title: 'Révision', starts_at: '2026-05-05T17:00:00.000Z', course_id: 12, course_title: 'Maths' }
  const SAMPLES: { [T in keyof TemplateParams]: TemplateParams[T] } = {
    access_granted: { name: 'Salma', course_title: 'Maths', course_id: 12, expires_at: '2026-06-30T22:00:00.000Z' },
    access_expiring: { name: 'Salma', course_title: 'Maths', course_id: 12, expires_at: '2026-04-18T09:00:00.000Z' },
    access_expires_today: { name: 'Salma', course_title: 'Maths', course_id: 12, expires_at: '2026-04-15T17:00:00.000Z' },
    student_invite: { name: 'Salma', course_title: null },
    password_reset: { name: 'Salma' },
    email_verification: { name: 'Salma' },
    account_exists: { name: 'Salma' },
    application_status: { name: 'Karim', offer_title: 'Professeur', status: 'examinee' },
    payment_validated: { name: 'Salma', reference: 'TM-7K3Q9P', amount_mad: 1200, course_title: 'Maths', course_id: 12, expires_at: null, payment_id: 41 },
    payment_refused: { name: 'Salma', reference: 'TM-7K3Q9P', formation_title: 'Prépa ENSA', reason: 'montant incomplet', payment_id: 41, new_proof_until: '2026-05-12T10:00:00.000Z' },
    payment_deadline: { name: 'Salma', reference: 'TM-7K3Q9P', formation_title: 'Prépa ENSA', amount_mad: 1200, deadline_at: '2026-12-02T10:00:00.000Z', payment_id: 41 },
    instalment_due_soon: INSTALMENT_SAMPLE,
    instalment_due_today: INSTALMENT_SAMPLE,
    session_scheduled: SESSION_SAMPLE,
    session_changed: SESSION_SAMPLE,
    session_cancelled: SESSION_SAMPLE,
    session_reminder_day_before: SESSION_SAMPLE,
    session_reminder_hour: SESSION_SAMPLE,
    session_recording: SESSION_SAMPLE,
  }
  const doc = readFileSync(new URL('../../../docs/whatsapp-templates.md', import.meta.url), 'utf8')

  // the messages about the mailbox itself (DESIGN §15) never go by WhatsApp: no template at Meta
  const EMAIL_ONLY = ['email_verification', 'account_exists']

  it.each(EMAIL_ONLY)('sends %s by email only: no WhatsApp template', (template) => {
    expect(renderMessage(template as 'account_exists', { name: 'Salma' }, 'jeton').whatsapp).toBeNull()
  })

  it.each(NOTIFICATION_TEMPLATES.filter((template) => !EMAIL_ONLY.includes(template)))('lists %s under its WhatsApp name, with as many variables as the server sends', (template) => {
    const rendered = renderMessage(template, SAMPLES[template], 'jeton')
    const whatsapp = rendered.whatsapp
    if (!whatsapp) throw new Error(`${template} has no WhatsApp template`)
    const section = doc.split('\n### ').find((part) => part.startsWith(`\`${whatsapp.name}\``))
    expect(section, `section for ${whatsapp.name}`).toBeDefined()
    const body = /```text\n([^\n]+)\n```/.exec(section ?? '')?.[1] ?? ''
    const variables = new Set(body.match(/\{\{\d+\}\}/g))
    expect(variables.size).toBe(whatsapp.body.length)
    expect([...variables]).toEqual(whatsapp.body.map((_, i) => `{{${i + 1}}}`))
    // Meta refuses a body that starts or ends with a variable
    expect(body).not.toMatch(/^\{\{|\}\}[.!]?$/)
    if (rendered.action) expect(section).toContain('Button:')
  })
})
