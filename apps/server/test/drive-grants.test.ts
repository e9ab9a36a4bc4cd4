import { applyDueGrants, driveReadiness, type DriveGateway, runDueDriveSweep, sweepGrants, syncStudentGrants } from '@tutorat/api'
import { DRIVE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGoogle, type FakeGoogle } from './fake-google.ts'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, makeVideo, studentLogin, type TestApp } from './helpers.ts'

// DESIGN §16, the grants ledger: each way an access starts or stops × the permissions Drive ends up
// with (the fake Google's own state), Drive's faults, a worker killed between Drive and the
// ledger, and the sweep once across two instances.

let google: FakeGoogle
let t: TestApp
let admin: Record<string, string>
let drive: DriveGateway
beforeAll(async () => {
  google = await startFakeGoogle()
  t = await createTestApp(google.env)
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  if (!t.services.drive) throw new Error('Google is connected in these tests')
  drive = t.services.drive
})
afterAll(async () => {
  await t.close()
  await google.close()
})

const HOUR = 3_600_000
const later = (ms: number) => () => new Date(Date.now() + ms)

async function drain(gateway: DriveGateway = drive, now?: () => Date) {
  while ((await applyDueGrants(t.services.db, gateway, now)) > 0);
}

let counter = 0
/** A `drive` course with a paid video in « Algèbre », one in « Analyse » and a free one, each its own file. */
async function driveCourse() {
  counter += 1
  const files = { algebre: `fichierAlgebre${counter}x`, analyse: `fichierAnalyse${counter}x`, libre: `fichierLibre00${counter}x` }
  for (const id of Object.values(files)) google.addFile(id)
  const course = await makeCourse(t.app, admin, `Cours protégé ${counter}`)
  const videos = {
    algebre: await makeVideo(t.app, admin, course.id, { title: 'Matrices', drive: files.algebre, module_name: 'Algèbre' }),
    analyse: await makeVideo(t.app, admin, course.id, { title: 'Suites', drive: files.analyse, module_name: 'Analyse' }),
    libre: await makeVideo(t.app, admin, course.id, { title: 'Présentation', drive: files.libre, is_free: true }),
  }
  return { course, files, videos }
}

async function studentWithGoogle() {
  const student = await makeStudent(t.app, admin)
  const email = `eleve${student.id}@gmail.com`
  await t.handle.db.updateTable('students').set({ google_email: email, google_email_verified_at: new Date().toISOString() }).where('id', '=', student.id).execute()
  return { ...student, email }
}

type Setup = Awaited<ReturnType<typeof driveCourse>> & { student: Awaited<ReturnType<typeof studentWithGoogle>>; accessId: number }
type Opened = ('algebre' | 'analyse' | 'libre')[]

const opened = ({ files, student }: Setup): Opened =>
  (['algebre', 'analyse', 'libre'] as const).filter((key) => google.readers(files[key]).includes(student.email))

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload })
const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response
  expect(answer.statusCode, answer.body).toBeLessThan(300)
}

interface Row {
  start: Record<string, unknown>
  before: Opened
  change: (s: Setup) => Promise<void>
  after: Opened
}

const TABLE: Record<string, Row> = {
  'a standard access opens every file; deactivated, none': {
    start: { access_type: 'standard' },
    before: ['algebre', 'analyse', 'libre'],
    change: (s) => expectOk(put(`/api/admin/accesses/${s.accessId}`, { is_active: false })),
    after: [],
  },
  'a deactivated access turned back on': {
    start: { access_type: 'standard', is_active: false },
    before: [],
    change: (s) => expectOk(put(`/api/admin/accesses/${s.accessId}`, { is_active: true })),
    after: ['algebre', 'analyse', 'libre'],
  },
  'a deleted access': {
    start: { access_type: 'full' },
    before: ['algebre', 'analyse', 'libre'],
    change: (s) => expectOk(t.app.inject({ method: 'DELETE', url: `/api/admin/accesses/${s.accessId}`, headers: admin })),
    after: [],
  },
  'standard changed to trial: the free video only': {
    start: { access_type: 'standard' },
    before: ['algebre', 'analyse', 'libre'],
    change: (s) => expectOk(put(`/api/admin/accesses/${s.accessId}`, { access_type: 'trial' })),
    after: ['libre'],
  },
  'partial, its modules changed': {
    start: { access_type: 'partial', modules: ['Algèbre'] },
    before: ['algebre', 'libre'],
    change: (s) => expectOk(put(`/api/admin/accesses/${s.accessId}`, { modules: ['Analyse'] })),
    after: ['analyse', 'libre'],
  },
  'an access that ends by time (the sweep)': {
    start: { access_type: 'standard', duration_days: 30 },
    before: ['algebre', 'analyse', 'libre'],
    change: async (s) => {
      await t.handle.db.updateTable('accesses').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', s.accessId).execute()
      await sweepGrants(t.services.db, new Date())
    },
    after: [],
  },
  'the student deleted': {
    start: { access_type: 'standard' },
    before: ['algebre', 'analyse', 'libre'],
    change: (s) => expectOk(t.app.inject({ method: 'DELETE', url: `/api/admin/students/${s.student.id}`, headers: admin })),
    after: [],
  },
  'a video moved into the partial access’s module': {
    start: { access_type: 'partial', modules: ['Algèbre'] },
    before: ['algebre', 'libre'],
    change: (s) => expectOk(put(`/api/admin/videos/${s.videos.analyse.id}`, { module_name: 'Algèbre' })),
    after: ['algebre', 'analyse', 'libre'],
  },
  'a paid video made free, for a trial': {
    start: { access_type: 'trial' },
    before: ['libre'],
    change: (s) => expectOk(put(`/api/admin/videos/${s.videos.algebre.id}`, { is_free: true })),
    after: ['algebre', 'libre'],
  },
  'a video deleted': {
    start: { access_type: 'standard' },
    before: ['algebre', 'analyse', 'libre'],
    change: (s) => expectOk(t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${s.videos.analyse.id}`, headers: admin })),
    after: ['algebre', 'libre'],
  },
  'the course switched back to « lien »': {
    start: { access_type: 'standard' },
    before: ['algebre', 'analyse', 'libre'],
    change: (s) => expectOk(put(`/api/admin/courses/${s.course.id}`, { protection: 'lien' })),
    after: [],
  },
  'the course deleted': {
    start: { access_type: 'standard' },
    before: ['algebre', 'analyse', 'libre'],
    change: (s) => expectOk(t.app.inject({ method: 'DELETE', url: `/api/admin/courses/${s.course.id}`, headers: admin })),
    after: [],
  },
}

describe('the ledger against every access change (Drive’s permissions as the fake holds them)', () => {
  it.each(Object.entries(TABLE))('%s', async (_name, row) => {
    const setup = await driveCourse()
    const student = await studentWithGoogle()
    const { access } = await grant(t.app, admin, { student_id: student.id, course_id: setup.course.id, ...row.start })
    const s: Setup = { ...setup, student, accessId: access.id }
    await drain()
    expect(opened(s)).toEqual(row.before)
    await row.change(s)
    await drain()
    expect(opened(s)).toEqual(row.after)
    // nothing is left half-done in the ledger
    const waiting = await t.handle.db.selectFrom('drive_grants').select('state').where('email', '=', student.email).where('state', 'in', ['pending_grant', 'pending_revoke']).execute()
    expect(waiting).toEqual([])
  })
})

describe('the permission itself', () => {
  it('is a reader for the student’s address with the access’s end, and readers cannot copy', async () => {
    const setup = await driveCourse()
    const student = await studentWithGoogle()
    const { access } = await grant(t.app, admin, { student_id: student.id, course_id: setup.course.id, access_type: 'standard', duration_days: 30 })
    await drain()
    const file = google.files.get(setup.files.algebre)
    const permission = file?.permissions.find((p) => p.emailAddress === student.email)
    expect(permission).toMatchObject({ type: 'user', role: 'reader' })
    expect(Date.parse(permission?.expirationTime ?? '')).toBe(Date.parse(access.expires_at ?? ''))
    expect(file?.copyRequiresWriterPermission).toBe(true)
    // a longer duration moves the expiry on Drive (else Drive would close it at the old end)
    const extended = await put(`/api/admin/accesses/${access.id}`, { duration_days: 90 })
    await drain()
    const moved = file?.permissions.filter((p) => p.emailAddress === student.email) ?? []
    expect(moved).toHaveLength(1)
    expect(Date.parse(moved[0]?.expirationTime ?? '')).toBe(Date.parse(extended.json<{ expires_at: string }>().expires_at))
  })

  it('is given without an expiry where Drive refuses one (cannotSetExpiration), and for an unlimited access', async () => {
    const setup = await driveCourse()
    google.addFile(setup.files.algebre, 'Sans expiration', { refusesExpiry: true })
    const student = await studentWithGoogle()
    await grant(t.app, admin, { student_id: student.id, course_id: setup.course.id, access_type: 'standard', duration_days: 30 })
    await drain()
    const permission = google.files.get(setup.files.algebre)?.permissions.find((p) => p.emailAddress === student.email)
    expect(permission).toMatchObject({ role: 'reader' })
    expect(permission?.expirationTime).toBeUndefined()
    const unlimited = await studentWithGoogle()
    const { access } = await grant(t.app, admin, { student_id: unlimited.id, course_id: setup.course.id, access_type: 'standard', duration_days: 30 })
    await drain()
    expect(google.files.get(setup.files.analyse)?.permissions.find((p) => p.emailAddress === unlimited.email)?.expirationTime).toBeDefined()
    await expectOk(put(`/api/admin/accesses/${access.id}`, { duration_days: 0 }))
    await drain()
    expect(google.files.get(setup.files.analyse)?.permissions.find((p) => p.emailAddress === unlimited.email)?.expirationTime).toBeUndefined()
  })
})

describe('Drive’s faults', () => {
  it('waits and retries through rate limits and 5xx; the student sees « en préparation » meanwhile', async () => {
    const setup = await driveCourse()
    const student = await studentWithGoogle()
    const noAccount = await makeStudent(t.app, admin)
    await grant(t.app, admin, { student_id: noAccount.id, course_id: setup.course.id, access_type: 'standard' })
    expect(await driveReadiness(t.services.db, noAccount.id, setup.videos.algebre.id)).toEqual({ ok: false, reason: 'no_google_account' })
    await grant(t.app, admin, { student_id: student.id, course_id: setup.course.id, access_type: 'standard' })
    google.failNext('rate_limit', 2)
    google.failNext('server_error', 1)
    await applyDueGrants(t.services.db, drive)
    expect(await driveReadiness(t.services.db, student.id, setup.videos.algebre.id)).toEqual({ ok: false, reason: 'grant_pending' })
    const status = await t.app.inject({ url: '/trpc/drive.status', headers: await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true })) })
    expect(status.json().result.data.last_error).toMatch(/userRateLimitExceeded|backendError/)
    // not due again at once: backoff
    expect(await applyDueGrants(t.services.db, drive)).toBe(0)
    await drain(drive, later(2 * HOUR))
    expect(opened({ ...setup, student, accessId: 0 })).toEqual(['algebre', 'analyse', 'libre'])
    expect(await driveReadiness(t.services.db, student.id, setup.videos.algebre.id)).toEqual({ ok: true, viaGoogleAccount: true })
  })

  it('counts a revocation of a file deleted from Drive as done', async () => {
    const setup = await driveCourse()
    const student = await studentWithGoogle()
    const { access } = await grant(t.app, admin, { student_id: student.id, course_id: setup.course.id, access_type: 'standard' })
    await drain()
    google.files.delete(setup.files.analyse)
    await t.app.inject({ method: 'DELETE', url: `/api/admin/accesses/${access.id}`, headers: admin })
    await drain()
    const rows = await t.handle.db.selectFrom('drive_grants').select('state').where('email', '=', student.email).execute()
    expect(rows.map((r) => r.state)).toEqual(['revoked', 'revoked', 'revoked'])
  })
})

/** The gateway of a worker that dies right after Drive answered: the ledger is never told. */
const dyingAfter = (method: 'addReader' | 'deletePermission'): DriveGateway => ({
  ...drive,
  [method]: async (...args: [string, string, string | null]) => {
    await (drive[method] as (...a: typeof args) => Promise<unknown>)(...args)
    return new Promise<never>(() => {})
  },
})

describe('a worker killed between the Drive call and the ledger update', () => {
  it('loses neither the grant nor the revocation: the next worker finishes from Drive’s state', async () => {
    const setup = await driveCourse()
    const student = await studentWithGoogle()
    // one file opened: one row for the dying worker to take
    const { access } = await grant(t.app, admin, { student_id: student.id, course_id: setup.course.id, access_type: 'partial', modules: ['Algèbre'] })
    await t.app.inject({ method: 'PUT', url: `/api/admin/videos/${setup.videos.libre.id}`, headers: admin, payload: { is_free: false } })
    void applyDueGrants(t.services.db, dyingAfter('addReader'))
    await expect.poll(() => google.readers(setup.files.algebre).includes(student.email)).toBe(true)
    const stuck = await t.handle.db.selectFrom('drive_grants').select(['state', 'permission_id']).where('email', '=', student.email).where('file_id', '=', setup.files.algebre).executeTakeFirstOrThrow()
    expect(stuck).toEqual({ state: 'pending_grant', permission_id: null })
    // the lease runs out; another worker finds the permission by address and records it
    await drain(drive, later(5 * 60_000))
    const permissions = google.files.get(setup.files.algebre)?.permissions.filter((p) => p.emailAddress === student.email) ?? []
    expect(permissions).toHaveLength(1)
    const recorded = await t.handle.db.selectFrom('drive_grants').select(['state', 'permission_id']).where('email', '=', student.email).where('file_id', '=', setup.files.algebre).executeTakeFirstOrThrow()
    expect(recorded).toEqual({ state: 'granted', permission_id: permissions[0]?.id })

    await t.app.inject({ method: 'DELETE', url: `/api/admin/accesses/${access.id}`, headers: admin })
    void applyDueGrants(t.services.db, dyingAfter('deletePermission'), later(5 * 60_000))
    await expect.poll(() => google.readers(setup.files.algebre).includes(student.email)).toBe(false)
    await drain(drive, later(15 * 60_000))
    const done = await t.handle.db.selectFrom('drive_grants').select('state').where('email', '=', student.email).where('file_id', '=', setup.files.algebre).executeTakeFirstOrThrow()
    expect(done.state).toBe('revoked')
  })
})

describe('the sweep', () => {
  it('runs once across two instances, then not again for four minutes', async () => {
    const second = await createTestApp(google.env, { database: t.handle })
    try {
      await t.handle.db.updateTable('drive_status').set({ last_sweep_at: null }).execute()
      const now = new Date()
      const runs = await Promise.all([runDueDriveSweep(t.services.db, now), runDueDriveSweep(second.services.db, now), runDueDriveSweep(t.services.db, now)])
      expect(runs.filter(Boolean)).toHaveLength(1)
      const inThree = new Date(now.getTime() + 3 * 60_000)
      expect(await Promise.all([runDueDriveSweep(t.services.db, inThree), runDueDriveSweep(second.services.db, inThree)])).toEqual([false, false])
      const inFive = new Date(now.getTime() + 5 * 60_000)
      expect((await Promise.all([runDueDriveSweep(second.services.db, inFive), runDueDriveSweep(t.services.db, inFive)])).filter(Boolean)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})

describe('playing a `drive` video', () => {
  it('answers 409 with the reason until the student has a Google account and a live grant', async () => {
    const setup = await driveCourse()
    const student = await makeStudent(t.app, admin)
    await grant(t.app, admin, { student_id: student.id, course_id: setup.course.id, access_type: 'standard' })
    const { access_token } = await studentLogin(t.app, student.email, student.password)
    const play = () => t.app.inject({ method: 'POST', url: `/api/student/videos/${setup.videos.algebre.id}/play`, headers: bearer(access_token) })
    const noAccount = await play()
    expect(noAccount.statusCode).toBe(409)
    expect(noAccount.json()).toEqual({ detail: DRIVE_MESSAGES.noGoogleAccount })
    await t.handle.db.updateTable('students').set({ google_email: `joueur${student.id}@gmail.com` }).where('id', '=', student.id).execute()
    await syncStudentGrants(t.services.db, student.id)
    const pending = await play()
    expect(pending.statusCode).toBe(409)
    expect(pending.json()).toEqual({ detail: DRIVE_MESSAGES.grantPending })
    await drain()
    const playing = await play()
    expect(playing.statusCode, playing.body).toBe(201)
    expect(playing.json().embed_url).toBe(`https://drive.google.com/file/d/${setup.files.algebre}/preview`)
    // where a frame loses Google's cookies (Safari, iPhones), the file in Drive, under the student's own permission
    expect(playing.json().open_in_drive_url).toBe(`https://drive.google.com/file/d/${setup.files.algebre}/view`)
  })
})

describe('a course switched to « drive »', () => {
  it('grants its existing students in the background, with the progress from the ledger', async () => {
    google.addFile('bascule000001x')
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: admin, payload: { title: 'Bascule', subject: 'Chimie', level: 'Avancé', protection: 'lien' } })
    const course = created.json<{ id: number }>()
    await makeVideo(t.app, admin, course.id, { title: 'Chapitre', drive: 'bascule000001x' })
    const students = [await studentWithGoogle(), await studentWithGoogle(), await studentWithGoogle()]
    for (const s of students) await grant(t.app, admin, { student_id: s.id, course_id: course.id })
    await drain()
    expect(google.readers('bascule000001x')).toEqual([])
    const progress = () => t.app.inject({ url: `/api/admin/courses/${course.id}/drive-progress`, headers: admin })
    expect((await progress()).json()).toEqual({ protection: 'lien', granted: 0, pending: 0, revoking: 0, failing: 0 })
    expect((await put(`/api/admin/courses/${course.id}`, { protection: 'drive' })).statusCode).toBe(200)
    expect((await progress()).json()).toEqual({ protection: 'drive', granted: 0, pending: 3, revoking: 0, failing: 0 })
    await drain()
    expect((await progress()).json()).toEqual({ protection: 'drive', granted: 3, pending: 0, revoking: 0, failing: 0 })
    expect(google.readers('bascule000001x').sort()).toEqual(students.map((s) => s.email).sort())
    const other = await adminHeaders(t.app, await createAdmin(t.services))
    expect((await t.app.inject({ url: `/api/admin/courses/${course.id}/drive-progress`, headers: other })).statusCode).toBe(403)
  })
})
