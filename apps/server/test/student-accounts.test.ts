// DESIGN §4 revised (issue 13): who sees, controls and enrols a student account — every cell,
// through the tRPC caller and through REST; then the set-password links (one live link per student).
import { createCaller, createContextInner } from '@tutorat/api'
import { STUDENT_CONTROL_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'

let t: TestApp
let me: { id: number; headers: Record<string, string> }
let other: { id: number; headers: Record<string, string> }
let root: { id: number; headers: Record<string, string> }
let myCourse: number
let theirCourse: number

beforeAll(async () => {
  t = await createTestApp()
  const account = async (superAdmin = false) => {
    const admin = await createAdmin(t.services, { superAdmin })
    return { id: admin.id, headers: await adminHeaders(t.app, admin) }
  }
  ;[me, other, root] = [await account(), await account(), await account(true)]
  myCourse = (await makeCourse(t.app, me.headers, 'Mon cours')).id
  theirCourse = (await makeCourse(t.app, other.headers, 'Son cours')).id
})
afterAll(() => t.close())

/** The kinds of accounts (who created it, whose courses enrolled it). */
const KINDS = {
  mine: { creator: 'me', enrolledBy: [] },
  mineOnMyCourse: { creator: 'me', enrolledBy: ['me'] },
  mineEnrolledByOther: { creator: 'me', enrolledBy: ['other'] },
  enrolledByBoth: { creator: 'other', enrolledBy: ['me', 'other'] },
  theirs: { creator: 'other', enrolledBy: ['other'] },
  theirsOnMyCourse: { creator: 'other', enrolledBy: ['me'] },
  selfSignedUp: { creator: null, enrolledBy: [] },
  selfSignedUpOnMyCourse: { creator: null, enrolledBy: ['me'] },
  googleOnMyCourse: { creator: null, enrolledBy: ['me'], google: true },
} as const satisfies Record<string, { creator: 'me' | 'other' | null; enrolledBy: readonly ('me' | 'other')[]; google?: boolean }>
type Kind = keyof typeof KINDS

let serial = 0
/** Rows written directly: the cells test the rules, not how the account came to be. */
async function accountOf(kind: Kind) {
  const spec: (typeof KINDS)[Kind] = KINDS[kind]
  serial += 1
  const email = `cell${serial}-${Date.now()}@example.ma`
  const creator = spec.creator === 'me' ? me.id : spec.creator === 'other' ? other.id : null
  const google = 'google' in spec ? { google_sub: `google-${serial}-${Date.now()}` } : {}
  const { id } = await t.services.db
    .insertInto('students')
    .values({ name: `Cellule ${serial}`, email, created_by: creator, ...google })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const who of spec.enrolledBy) {
    await t.services.db.insertInto('accesses').values({ student_id: id, course_id: who === 'me' ? myCourse : theirCourse, granted_by: null }).execute()
  }
  return { id, email }
}

type Outcome = 'ok' | 403 | 404
type Transport = 'trpc' | 'rest'
type Action = (via: Transport, headers: Record<string, string>, student: { id: number; email: string }) => Promise<number>

const caller = (headers: Record<string, string>) => createCaller(createContextInner(t.services, { authorization: headers.authorization, ip: '127.0.0.1' }))

/** The HTTP status of a caller's call (200 when it resolves). */
async function statusOf(call: () => Promise<unknown>) {
  try {
    await call()
    return 200
  } catch (error) {
    if (error instanceof TRPCError) return getHTTPStatusCodeFromError(error)
    throw error
  }
}

const rest = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  (await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).statusCode

const ACTIONS: Record<string, Action> = {
  see: (via, h, s) => (via === 'trpc' ? statusOf(() => caller(h).students.get({ id: s.id })) : rest('GET', `/api/admin/students/${s.id}`, h)),
  edit: (via, h, s) =>
    via === 'trpc' ? statusOf(() => caller(h).students.update({ id: s.id, name: 'Repris' })) : rest('PUT', `/api/admin/students/${s.id}`, h, { name: 'Repris' }),
  password: (via, h, s) =>
    via === 'trpc'
      ? statusOf(() => caller(h).students.update({ id: s.id, password: 'pris-en-main-1' }))
      : rest('PUT', `/api/admin/students/${s.id}`, h, { password: 'pris-en-main-1' }),
  // no REST path for devices (SPEC §7): the second transport is tRPC over HTTP, resetting them
  devices: (via, h, s) =>
    via === 'trpc'
      ? statusOf(() => caller(h).students.devices({ id: s.id }))
      : rest('POST', '/trpc/students.resetDevices', { ...h, 'content-type': 'application/json' }, { id: s.id }),
  link: (via, h, s) =>
    via === 'trpc' ? statusOf(() => caller(h).students.inviteLink({ id: s.id })) : rest('POST', `/api/admin/students/${s.id}/invite-link`, h, {}),
  delete: (via, h, s) => (via === 'trpc' ? statusOf(() => caller(h).students.delete({ id: s.id })) : rest('DELETE', `/api/admin/students/${s.id}`, h)),
  enrolById: (via, h, s) =>
    via === 'trpc'
      ? statusOf(() => caller(h).accesses.create({ student_id: s.id, course_id: myCourse }))
      : rest('POST', '/api/admin/accesses', h, { student_id: s.id, course_id: myCourse }),
  enrolByEmail: (via, h, s) =>
    via === 'trpc'
      ? statusOf(() => caller(h).students.invite({ name: 'Ignoré', email: s.email, course_id: myCourse }))
      : rest('POST', '/api/admin/students', h, { name: 'Ignoré', email: s.email, course_id: myCourse }),
}

const CONTROL = ['edit', 'password', 'devices', 'link', 'delete'] as const

/** What a regular admin ("me") gets, per kind: see, control, enrol by id. By email always works. */
const EXPECTED: Record<Kind, { see: Outcome; control: Outcome; enrolById: Outcome }> = {
  mine: { see: 'ok', control: 'ok', enrolById: 'ok' },
  mineOnMyCourse: { see: 'ok', control: 'ok', enrolById: 'ok' },
  mineEnrolledByOther: { see: 'ok', control: 403, enrolById: 'ok' },
  enrolledByBoth: { see: 'ok', control: 403, enrolById: 'ok' },
  theirs: { see: 404, control: 404, enrolById: 404 },
  theirsOnMyCourse: { see: 'ok', control: 403, enrolById: 'ok' },
  selfSignedUp: { see: 404, control: 404, enrolById: 404 },
  selfSignedUpOnMyCourse: { see: 'ok', control: 403, enrolById: 'ok' },
  googleOnMyCourse: { see: 'ok', control: 403, enrolById: 'ok' },
}

const expectedFor = (kind: Kind, action: string): Outcome => {
  const row = EXPECTED[kind]
  if (action === 'see') return row.see
  if (action === 'enrolById') return row.enrolById
  if (action === 'enrolByEmail') return 'ok'
  return row.control
}

const cells = (Object.keys(KINDS) as Kind[]).flatMap((kind) =>
  Object.keys(ACTIONS).flatMap((action) => (['trpc', 'rest'] as const).map((via) => [kind, action, via] as const)),
)

describe('a regular admin on each kind of account', () => {
  it.each(cells)('%s × %s via %s', async (kind, action, via) => {
    const student = await accountOf(kind)
    const status = await ACTIONS[action]?.(via, me.headers, student)
    const outcome = expectedFor(kind, action)
    if (outcome === 'ok') expect(status).toBeLessThan(300)
    else expect(status).toBe(outcome)
  })
})

describe('a super admin controls every account', () => {
  it.each((Object.keys(KINDS) as Kind[]).flatMap((kind) => CONTROL.map((action) => [kind, action] as const)))('%s × %s', async (kind, action) => {
    const student = await accountOf(kind)
    expect(await ACTIONS[action]?.('rest', root.headers, student)).toBeLessThan(300)
  })
})

describe('what the admin is told', () => {
  it('says why an account is read-only, on reads and on each refused action', async () => {
    const shared = await accountOf('mineEnrolledByOther')
    const seen = await caller(me.headers).students.get({ id: shared.id })
    expect(seen).toMatchObject({ can_control: false, control_note: STUDENT_CONTROL_MESSAGES.notes.shared })
    const google = await caller(me.headers).students.get({ id: (await accountOf('googleOnMyCourse')).id })
    expect(google.control_note).toBe(STUDENT_CONTROL_MESSAGES.notes.noAdmin)
    const theirs = await accountOf('theirsOnMyCourse')
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${theirs.id}`, headers: me.headers, payload: { email: 'vole@example.ma' } })
    expect(edit.json()).toEqual({ detail: `${STUDENT_CONTROL_MESSAGES.refusals.edit} ${STUDENT_CONTROL_MESSAGES.notes.otherAdmin}` })
    const password = await t.app.inject({ method: 'PUT', url: `/api/admin/students/${theirs.id}`, headers: me.headers, payload: { password: 'vole-vole-vole' } })
    expect(password.json().detail).toMatch(/^Vous ne pouvez pas changer le mot de passe/)
    const mine = await caller(me.headers).students.get({ id: (await accountOf('mine')).id })
    expect(mine).toMatchObject({ can_control: true, control_note: null })
  })

  it('lists only visible students, each with can_control', async () => {
    const visible = await accountOf('theirsOnMyCourse')
    const hidden = await accountOf('theirs')
    const listed = await caller(me.headers).students.list({ limit: 200, offset: 0 })
    expect(listed.find((s) => s.id === visible.id)).toMatchObject({ can_control: false })
    expect(listed.map((s) => s.id)).not.toContain(hidden.id)
    const body = (await t.app.inject({ url: '/api/admin/students?limit=200', headers: me.headers })).body
    expect(body).not.toContain(hidden.email)
  })

  it('a hidden id answers exactly like a missing one', async () => {
    const hidden = await accountOf('theirs')
    const a = await t.app.inject({ url: `/api/admin/students/${hidden.id}`, headers: me.headers })
    const b = await t.app.inject({ url: '/api/admin/students/2000000000', headers: me.headers })
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body])
    const grant = await t.app.inject({ method: 'POST', url: '/api/admin/accesses', headers: me.headers, payload: { student_id: hidden.id, course_id: myCourse } })
    expect(grant.statusCode).toBe(404)
    expect(grant.body).not.toContain(hidden.email)
  })

  it('enrolling an existing account changes nothing of it and gives no link', async () => {
    const theirs = await makeStudent(t.app, other.headers, { phone: '0611111111', level: 'Avancé' })
    const before = await t.services.db.selectFrom('students').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow()
    const invited = await caller(me.headers).students.invite({ name: 'Autre nom', email: theirs.email, phone: '0700000000', level: 'Débutant', course_id: myCourse })
    expect(invited).toMatchObject({ already_existed: true, set_password_url: null, whatsapp_url: null, student: { can_control: false } })
    const passwordless = await accountOf('theirs')
    const again = await caller(me.headers).students.invite({ name: 'x', email: passwordless.email, course_id: myCourse })
    expect(again.set_password_url).toBeNull()
    const csv = `name,email,phone\nTout Autre,${theirs.email},0799999999`
    expect(await caller(me.headers).students.import({ course_id: myCourse, csv })).toMatchObject({ existing: 1, created: 0 })
    const after = await t.services.db.selectFrom('students').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow()
    expect(after).toEqual(before)
    expect(await t.services.db.selectFrom('student_invites').select('id').where('student_id', '=', passwordless.id).execute()).toEqual([])
  })
})

describe('set-password links', () => {
  const tokenOf = (url: string | null) => String(url).split('/student/set-password/')[1] ?? ''
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/trpc/student.setPassword', payload: { token, password } })

  async function invited() {
    const email = `lien${Date.now()}${Math.random().toString(16).slice(2, 6)}@example.ma`
    const answer = await caller(me.headers).students.invite({ name: 'Lien', email, course_id: myCourse })
    return { id: answer.student.id, email, token: tokenOf(answer.set_password_url) }
  }

  it('a new link kills every older one', async () => {
    const s = await invited()
    const fresh = await caller(me.headers).students.inviteLink({ id: s.id })
    expect(fresh.message).toBe(STUDENT_CONTROL_MESSAGES.linkCreated)
    expect((await setPassword(s.token, 'ancien-lien-123')).json().error.message).toBe(STUDENT_SPACE_MESSAGES.invalidInvite)
    expect((await setPassword(tokenOf(fresh.set_password_url), 'nouveau-lien-1')).statusCode).toBe(200)
  })

  it('setting a password by the link leaves no live link behind', async () => {
    const s = await invited()
    expect((await setPassword(s.token, 'choisi-par-moi')).statusCode).toBe(200)
    expect((await setPassword(s.token, 'reprise-du-compte')).statusCode).toBe(400)
    const live = await t.services.db.selectFrom('student_invites').select('id').where('student_id', '=', s.id).where('used_at', 'is', null).execute()
    expect(live).toEqual([])
    await studentLogin(t.app, s.email, 'choisi-par-moi')
  })

  it('an admin edit of the password and the student’s own change both kill live links', async () => {
    const s = await invited()
    await caller(me.headers).students.update({ id: s.id, password: 'pose-par-admin' })
    expect((await setPassword(s.token, 'reprise-du-compte')).statusCode).toBe(400)

    const link = await caller(me.headers).students.inviteLink({ id: s.id })
    const session = await studentLogin(t.app, s.email, 'pose-par-admin')
    const change = await t.app.inject({
      method: 'POST',
      url: '/trpc/student.changePassword',
      headers: bearer(session.access_token),
      payload: { current_password: 'pose-par-admin', new_password: 'choisi-par-eleve' },
    })
    expect(change.statusCode).toBe(200)
    expect((await setPassword(tokenOf(link.set_password_url), 'reprise-du-compte')).statusCode).toBe(400)
    await studentLogin(t.app, s.email, 'choisi-par-eleve')
  })

  it('a change of password signs out the other devices and frees their slots, keeping this one signed in', async () => {
    const s = await invited()
    await caller(me.headers).students.update({ id: s.id, password: 'pose-par-admin' })
    const phone = await studentLogin(t.app, s.email, 'pose-par-admin')
    const laptop = await studentLogin(t.app, s.email, 'pose-par-admin')
    const change = await t.app.inject({
      method: 'POST',
      url: '/trpc/student.changePassword',
      headers: bearer(laptop.access_token),
      payload: { current_password: 'pose-par-admin', new_password: 'choisi-par-eleve' },
    })
    expect(change.statusCode).toBe(200)
    const fresh = change.json<{ result: { data: { access_token: string } } }>().result.data.access_token
    const verify = (token: string) => t.app.inject({ url: '/api/student/verify', headers: bearer(token) })
    expect((await verify(phone.access_token)).statusCode).toBe(401)
    expect((await verify(laptop.access_token)).statusCode).toBe(401)
    expect((await verify(fresh)).statusCode).toBe(200)
    // the devices signed out are no longer counted: only the new session is live
    const live = await t.services.db.selectFrom('student_sessions').select('revoked_reason').where('student_id', '=', s.id).where('revoked_at', 'is', null).execute()
    expect(live).toHaveLength(1)
    const revoked = await t.services.db.selectFrom('student_sessions').select('revoked_reason').where('student_id', '=', s.id).where('revoked_at', 'is not', null).execute()
    expect(revoked.map((row) => row.revoked_reason)).toEqual(['password_change', 'password_change'])
  })

  it('keeps one live link per student in the database', async () => {
    const s = await invited()
    await Promise.all([1, 2, 3].map(() => caller(me.headers).students.inviteLink({ id: s.id })))
    const live = await t.services.db.selectFrom('student_invites').select('id').where('student_id', '=', s.id).where('used_at', 'is', null).execute()
    expect(live).toHaveLength(1)
  })

  it('is refused to an admin who does not control the account', async () => {
    const s = await invited()
    await caller(other.headers).students.invite({ name: 'x', email: s.email, course_id: theirCourse })
    await expect(caller(me.headers).students.inviteLink({ id: s.id })).rejects.toThrow(STUDENT_CONTROL_MESSAGES.refusals.link)
    await expect(caller(other.headers).students.inviteLink({ id: s.id })).rejects.toThrow(STUDENT_CONTROL_MESSAGES.refusals.link)
    expect((await setPassword(s.token, 'mon-mot-de-passe')).statusCode).toBe(200)
  })
})
