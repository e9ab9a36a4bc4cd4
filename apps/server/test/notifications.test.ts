// DESIGN §10 events: every way of granting an access writes « accès accordé » in the transaction
// of the grant (one in-app row, one per channel the student allows); a changed application status
// mails the candidate. Replays write nothing more; a failed event leaves nothing.
import { ACCESS_MESSAGES, REDEMPTION_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'
import { apply, createOffer } from './recruitment-helpers.ts'

let t: TestApp
let admin: Record<string, string>
let root: Record<string, string>
const PHONE = '+212612345678'

beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_PER_MINUTE: '100000',
    FORM_RATE_PER_10_MINUTES: '100000',
    REDEEM_RATE_PER_10_MINUTES: '100000',
    REDEEM_IP_RATE_PER_10_MINUTES: '100000',
  })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

const messages = (studentId: number, template = 'access_granted') =>
  t.services.db
    .selectFrom('notifications')
    .select(['channel', 'recipient', 'status', 'params', 'dedupe_key', 'sent_at'])
    .where('student_id', '=', studentId)
    .where('template', '=', template)
    .orderBy('id')
    .execute()
const channelsOf = async (studentId: number, template?: string) => (await messages(studentId, template)).map((row) => row.channel).sort()

type Choices = Partial<{ phone: string | null; whatsapp_consent: boolean; email_opt_in: boolean; whatsapp_opt_in: boolean; email_invalid_at: string; phone_invalid_at: string }>
/** A student reachable everywhere unless told otherwise: a number, consent, both channels on. */
async function student(choices: Choices = {}) {
  const created = await makeStudent(t.app, admin)
  await t.services.db.updateTable('students').set({ phone: PHONE, whatsapp_consent: true, ...choices }).where('id', '=', created.id).execute()
  return created
}

const trpc = (path: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: payload as object })

describe('access granted, whichever way', () => {
  it('the access form: an in-app message, delivered, and one row per allowed channel, in French params', async () => {
    const course = await makeCourse(t.app, admin, 'Thermodynamique')
    const someone = await student()
    const { access } = await grant(t.app, admin, { student_id: someone.id, course_id: course.id, duration_days: 30 })

    const rows = await messages(someone.id)
    expect(rows.map((row) => row.channel)).toEqual(['in_app', 'email', 'whatsapp'])
    expect(rows.map((row) => row.recipient)).toEqual([null, someone.email, PHONE])
    expect(rows.map((row) => row.status)).toEqual(['sent', 'pending', 'pending'])
    expect(rows[0]?.sent_at).not.toBeNull()
    for (const row of rows) {
      expect(row.params).toEqual({ name: someone.name, course_title: 'Thermodynamique', course_id: course.id, expires_at: access.expires_at })
      expect(row.dedupe_key).toMatch(new RegExp(`^access_granted:${access.id}:`))
    }
  })

  it('an extension is a new grant and says so; a suspended grant says nothing until it is re-activated', async () => {
    const course = await makeCourse(t.app, admin)
    const someone = await student()
    await grant(t.app, admin, { student_id: someone.id, course_id: course.id })
    const extended = await grant(t.app, admin, { student_id: someone.id, course_id: course.id, duration_days: 10 })
    expect(extended.message).toBe(ACCESS_MESSAGES.extended)
    expect((await messages(someone.id)).filter((row) => row.channel === 'in_app')).toHaveLength(2)

    const other = await makeCourse(t.app, admin)
    const suspended = await grant(t.app, admin, { student_id: someone.id, course_id: other.id, is_active: false })
    const forOther = async () => (await messages(someone.id)).filter((row) => (row.params as { course_id: number }).course_id === other.id)
    expect(await forOther()).toEqual([])

    const edit = (body: object) => t.app.inject({ method: 'PUT', url: `/api/admin/accesses/${suspended.access.id}`, headers: admin, payload: body })
    expect((await edit({ modules: ['Chapitre 1'] })).statusCode).toBe(200)
    expect(await forOther()).toEqual([])
    expect((await edit({ is_active: true })).statusCode).toBe(200)
    expect((await forOther()).map((row) => row.channel).sort()).toEqual(['email', 'in_app', 'whatsapp'])
    // an active access edited without a new duration or state: nothing more
    expect((await edit({ access_type: 'trial' })).statusCode).toBe(200)
    expect(await forOther()).toHaveLength(3)
  })

  it('the invite form (an existing account) and the CSV import (new accounts)', async () => {
    const course = await makeCourse(t.app, admin, 'Chimie organique')
    const existing = await student()
    const invited = await t.app.inject({ method: 'POST', url: '/api/admin/students', headers: admin, payload: { course_id: course.id, name: 'Autre nom', email: existing.email } })
    expect(invited.statusCode, invited.body).toBe(201)
    expect(await channelsOf(existing.id)).toEqual(['email', 'in_app', 'whatsapp'])

    const stamp = Date.now()
    const csv = `name,email\nAmine,amine-${stamp}@example.ma\nSara,sara-${stamp}@example.ma`
    const imported = await trpc('students.import', admin, { course_id: course.id, csv })
    expect(imported.statusCode, imported.body).toBe(200)
    const accounts = await t.services.db.selectFrom('students').select('id').where('email', 'in', [`amine-${stamp}@example.ma`, `sara-${stamp}@example.ma`]).execute()
    expect(accounts).toHaveLength(2)
    // no number given: the app and the email
    for (const account of accounts) expect(await channelsOf(account.id)).toEqual(['email', 'in_app'])
  })

  it('a course code and a join link; typing the code again writes nothing more', async () => {
    const course = await makeCourse(t.app, admin, 'Optique')
    const someone = await student()
    const headers = bearer((await studentLogin(t.app, someone.email, someone.password)).access_token)
    const first = await trpc('student.redeemCode', headers, { code: course.access_code })
    expect(first.json().result.data.message).toBe(STUDENT_SPACE_MESSAGES.joined)
    expect(await channelsOf(someone.id)).toEqual(['email', 'in_app', 'whatsapp'])
    const again = await trpc('student.redeemCode', headers, { code: course.access_code })
    expect(again.json().result.data.message).toBe(REDEMPTION_MESSAGES.alreadyHasAccess)
    expect(await messages(someone.id)).toHaveLength(3)

    const linked = await makeCourse(t.app, admin, 'Électricité')
    const generated = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${linked.id}/generate-link`, headers: admin, payload: { course_id: linked.id, access_type: 'link', expires_days: 30 } })
    const token = String(generated.json().access_url).split('/student/join/')[1]
    expect((await trpc('student.join', headers, { token })).statusCode).toBe(200)
    expect((await trpc('student.join', headers, { token })).statusCode).toBe(200)
    const forLinked = (await messages(someone.id)).filter((row) => (row.params as { course_id: number }).course_id === linked.id)
    expect(forLinked.map((row) => row.channel).sort()).toEqual(['email', 'in_app', 'whatsapp'])
  })
})

describe('the student’s choices', () => {
  const cases: [string, Choices, string[]][] = [
    ['email switched off', { email_opt_in: false }, ['in_app', 'whatsapp']],
    ['WhatsApp switched off', { whatsapp_opt_in: false }, ['email', 'in_app']],
    ['a number but no consent', { whatsapp_consent: false }, ['email', 'in_app']],
    ['consent but no number', { phone: null }, ['email', 'in_app']],
    ['a bounced address', { email_invalid_at: new Date().toISOString() }, ['in_app', 'whatsapp']],
    ['a number that cannot receive', { phone_invalid_at: new Date().toISOString() }, ['email', 'in_app']],
    ['everything off: the app still tells', { email_opt_in: false, whatsapp_opt_in: false }, ['in_app']],
  ]
  it.each(cases)('%s', async (_label, choices, expected) => {
    const someone = await student(choices)
    await grant(t.app, admin, { student_id: someone.id, course_id: (await makeCourse(t.app, admin)).id })
    expect(await channelsOf(someone.id)).toEqual(expected)
  })

  it('essential messages (a set-password link) ignore the opt-outs, never the consent', async () => {
    const optedOut = await student({ email_opt_in: false, whatsapp_opt_in: false })
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/students/${optedOut.id}/invite-link`, headers: admin })).statusCode).toBe(201)
    expect(await channelsOf(optedOut.id, 'student_invite')).toEqual(['email', 'whatsapp'])

    const noConsent = await student({ whatsapp_consent: false, email_opt_in: false })
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/students/${noConsent.id}/invite-link`, headers: admin })).statusCode).toBe(201)
    expect(await channelsOf(noConsent.id, 'student_invite')).toEqual(['email'])
  })
})

describe('application status, to the candidate', () => {
  const candidateMails = (email: string) =>
    t.services.db.selectFrom('notifications').select(['student_id', 'channel', 'recipient', 'params', 'status']).where('template', '=', 'application_status').where('recipient', '=', email).orderBy('id').execute()

  it('a real change writes one email row; the same status again writes none', async () => {
    const offer = await createOffer(t.app, root, { title: 'Stage data' })
    const email = `candidate-${Date.now()}@example.ma`
    const applied = await apply(t.app, { job_offer_id: offer.id, full_name: 'Yasmine Idrissi', email })
    expect(applied.statusCode, applied.body).toBe(201)
    const id = applied.json().application_id
    const setStatus = (status: string) => t.app.inject({ method: 'PUT', url: `/api/admin/applications/${id}`, headers: root, payload: { status } })

    expect((await setStatus('en_attente')).statusCode).toBe(200)
    expect(await candidateMails(email)).toEqual([])
    expect((await setStatus('acceptee')).statusCode).toBe(200)
    expect(await candidateMails(email)).toEqual([
      { student_id: null, channel: 'email', recipient: email, params: { name: 'Yasmine Idrissi', offer_title: 'Stage data', status: 'acceptee' }, status: 'pending' },
    ])
    expect((await setStatus('acceptee')).statusCode).toBe(200)
    expect(await candidateMails(email)).toHaveLength(1)
    // changing back and forth is told each time: each is a change the candidate should know
    await setStatus('refusee')
    await setStatus('acceptee')
    expect((await candidateMails(email)).map((row) => (row.params as { status: string }).status)).toEqual(['acceptee', 'refusee', 'acceptee'])

    // two admins saving the same change at once: one change, one mail
    const both = await Promise.all([setStatus('examinee'), setStatus('examinee')])
    expect(both.map((response) => response.statusCode)).toEqual([200, 200])
    expect(await candidateMails(email)).toHaveLength(4)

    const bad = await setStatus('embauchee')
    expect(bad.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/applications/999999', headers: root, payload: { status: 'refusee' } })).statusCode).toBe(404)
    expect(await candidateMails(email)).toHaveLength(4)
  })
})

describe('a failed event leaves no message', () => {
  it('refused before the grant: another admin’s course, a wrong code', async () => {
    const someone = await student()
    const other = await adminHeaders(t.app, await createAdmin(t.services))
    const theirs = await makeCourse(t.app, other)
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/accesses', headers: admin, payload: { student_id: someone.id, course_id: theirs.id } })).statusCode).toBe(403)
    const headers = bearer((await studentLogin(t.app, someone.email, someone.password)).access_token)
    expect((await trpc('student.redeemCode', headers, { code: 'PAS-UN-CODE' })).statusCode).toBe(400)
    expect(await messages(someone.id)).toEqual([])
  })

  it('the message and the grant are one transaction: when the message cannot be written, the access is not granted', async () => {
    const someone = await student()
    const course = await makeCourse(t.app, admin)
    const db = t.services.db
    await sql`create function refuse_message() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`.execute(db)
    await sql.raw(`create trigger refuse_message before insert on notifications for each row when (new.student_id = ${someone.id}) execute function refuse_message()`).execute(db)
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/accesses', headers: admin, payload: { student_id: someone.id, course_id: course.id } })
      expect(response.statusCode).toBe(500)
      const accesses = await db.selectFrom('accesses').select('id').where('student_id', '=', someone.id).execute()
      expect(accesses).toEqual([])
    } finally {
      await sql`drop trigger refuse_message on notifications`.execute(db)
      await sql`drop function refuse_message()`.execute(db)
    }
    expect(await messages(someone.id)).toEqual([])
  })
})
