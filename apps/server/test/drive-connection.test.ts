import { DriveError } from '@tutorat/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../src/config.ts'
import { googleDrive } from '../src/drive/google.ts'
import { createServices } from '../src/services.ts'
import { startFakeGoogle, SERVICE_ACCOUNT_KEY, SUBJECT, type FakeGoogle } from './fake-google.ts'
import { adminHeaders, createAdmin, createTestApp, DRIVE_URL, makeCourse, makeVideo, type TestApp, testConfig } from './helpers.ts'

// DESIGN §16 « Google connection »: the variables, the gateway over Google's own clients (against a
// local fake that checks the signed assertion and the bodies), the protection of courses, the
// check at save time and the back office's status card. Without the variables the site works as today.

let google: FakeGoogle
beforeAll(async () => {
  google = await startFakeGoogle()
})
afterAll(() => google.close())

const gateway = (overrides: Partial<Parameters<typeof googleDrive>[0]> = {}) =>
  googleDrive({ serviceAccountKey: SERVICE_ACCOUNT_KEY, subject: SUBJECT, apiUrl: google.url, tokenUrl: `${google.url}/token`, ...overrides })

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e)
  if (!(error instanceof DriveError)) throw new Error(`expected a DriveError, got ${String(error)}`)
  return error.failure
}

describe('configuration', () => {
  it('wants the key and the subject together, a valid subject, and a readable key', async () => {
    expect(() => testConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: SERVICE_ACCOUNT_KEY })).toThrow(/GOOGLE_SERVICE_ACCOUNT_KEY et GOOGLE_DRIVE_SUBJECT vont ensemble/)
    expect(() => testConfig({ GOOGLE_DRIVE_SUBJECT: SUBJECT })).toThrow(ConfigError)
    expect(() => testConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: SERVICE_ACCOUNT_KEY, GOOGLE_DRIVE_SUBJECT: 'pas-une-adresse' })).toThrow(/GOOGLE_DRIVE_SUBJECT/)
    const badKey = testConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: '/nulle/part/cle.json', GOOGLE_DRIVE_SUBJECT: SUBJECT })
    await expect(createServices(badKey, {} as never)).rejects.toThrow(/fichier introuvable/)
    const notAKey = testConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: '{"type":"authorized_user"}', GOOGLE_DRIVE_SUBJECT: SUBJECT })
    await expect(createServices(notAKey, {} as never)).rejects.toThrow(/client_email et private_key/)
  })
})

describe('the Drive gateway over Google’s clients', () => {
  it('gets a token with an assertion signed by the key and naming the subject, then calls Drive with it', async () => {
    google.addFile('fichierGateway01', 'Limites et continuité')
    await expect(gateway().getFile('fichierGateway01')).resolves.toEqual({ id: 'fichierGateway01', name: 'Limites et continuité' })
    // the fake refuses an assertion for another user: domain-wide delegation names exactly one
    expect(await failureOf(gateway({ subject: 'intrus@tutorat-test.ma' }).getFile('fichierGateway01'))).toBe('permanent')
  })

  it('adds a reader without notification mail and with an expiry, lists, restricts copying and deletes', async () => {
    const file = google.addFile('fichierGateway02')
    const drive = gateway()
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString()
    const permission = await drive.addReader('fichierGateway02', 'Eleve@Gmail.com', expiresAt)
    expect(permission).toMatchObject({ type: 'user', role: 'reader', emailAddress: 'eleve@gmail.com' })
    expect(file.permissions.find((p) => p.id === permission.id)?.expirationTime).toBe(expiresAt)
    expect((await drive.listPermissions('fichierGateway02')).map((p) => p.role).sort()).toEqual(['owner', 'reader'])
    await drive.restrictCopying('fichierGateway02')
    expect(file.copyRequiresWriterPermission).toBe(true)
    await drive.deletePermission('fichierGateway02', permission.id)
    expect(google.readers('fichierGateway02')).toEqual([])
  })

  it('tells a rate limit and a 5xx (retry) from a missing file or permission and a refused expiry', async () => {
    google.addFile('fichierGateway03', 'Sans expiration', { refusesExpiry: true })
    const drive = gateway()
    expect(await failureOf(drive.addReader('fichierGateway03', 'a@gmail.com', new Date(Date.now() + 86_400_000).toISOString()))).toBe('cannot_set_expiration')
    google.failNext('rate_limit')
    expect(await failureOf(drive.listPermissions('fichierGateway03'))).toBe('retry')
    google.failNext('server_error')
    expect(await failureOf(drive.getFile('fichierGateway03'))).toBe('retry')
    expect(await failureOf(drive.getFile('fichierSupprime99'))).toBe('not_found')
    expect(await failureOf(drive.deletePermission('fichierGateway03', 'perm-inconnue'))).toBe('not_found')
    expect(await failureOf(gateway({ apiUrl: 'http://127.0.0.1:9' }).getFile('fichierGateway03'))).toBe('retry')
  })
})

async function withApp(env: NodeJS.ProcessEnv, run: (t: TestApp, headers: Record<string, string>, superHeaders: Record<string, string>) => Promise<void>) {
  const t = await createTestApp(env)
  try {
    const admin = await adminHeaders(t.app, await createAdmin(t.services))
    const superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
    await run(t, admin, superAdmin)
  } finally {
    await t.close()
  }
}

describe('without the Google variables', () => {
  it('keeps courses in « lien » mode, refuses « drive », saves videos without asking Google, and says so on the card', () =>
    withApp({}, async ({ app }, headers, superHeaders) => {
      const course = await makeCourse(app, headers)
      const created = await app.inject({ method: 'GET', url: `/api/admin/courses/${course.id}`, headers })
      expect(created.json()).toMatchObject({ protection: 'lien' })
      const refused = await app.inject({ method: 'PUT', url: `/api/admin/courses/${course.id}`, headers, payload: { protection: 'drive' } })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().detail).toMatch(/Google Drive n’est pas connecté/)
      const asked = google.requests.length
      await makeVideo(app, headers, course.id, { title: 'Introduction', drive: 'fichierHorsDrive01' })
      expect(google.requests.length).toBe(asked)
      const card = await app.inject({ method: 'GET', url: '/api/admin/drive/status', headers: superHeaders })
      expect(card.json()).toMatchObject({ connected: false, account: null, link_mode_courses: 1 })
    }))
})

describe('with Google connected', () => {
  it('makes new courses « drive », and checks at save time that the connected account sees the file', () =>
    withApp(google.env, async ({ app }, headers) => {
      google.addFile('fichierVisible001', 'Cours 1.mp4')
      const course = await makeCourse(app, headers)
      expect((await app.inject({ method: 'GET', url: `/api/admin/courses/${course.id}`, headers })).json()).toMatchObject({ protection: 'drive' })
      const unseen = await app.inject({
        method: 'POST',
        url: `/api/admin/courses/${course.id}/videos`,
        headers,
        payload: { title: 'Les suites', drive_url: DRIVE_URL('fichierInvisible01') },
      })
      expect(unseen.statusCode).toBe(400)
      expect(unseen.json().detail).toBe(`La vidéo « Les suites » : le fichier Google Drive est introuvable ou n’est pas visible par ${SUBJECT}. Placez-le dans le Drive de ce compte (ou partagez-le avec lui), puis enregistrez à nouveau.`)
      const video = await makeVideo(app, headers, course.id, { title: 'Les suites', drive: 'fichierVisible001' })
      const moved = await app.inject({ method: 'PUT', url: `/api/admin/videos/${video.id}`, headers, payload: { drive_url: DRIVE_URL('fichierInvisible02') } })
      expect(moved.statusCode).toBe(400)
      expect(moved.json().detail).toMatch(/^La vidéo « Les suites » : le fichier Google Drive est introuvable/)
      google.failNext('server_error')
      const down = await app.inject({ method: 'PUT', url: `/api/admin/videos/${video.id}`, headers, payload: { drive_url: DRIVE_URL('fichierVisible001') } })
      expect(down.statusCode).toBe(503)
      expect(down.json().detail).toBe('La vidéo « Les suites » : Google Drive ne répond pas pour le moment, réessayez dans un instant.')
    }))

  it('keeps a course the admin sets to « lien » unchecked, and shows the connection on the super admins’ card only', () =>
    withApp(google.env, async ({ app }, headers, superHeaders) => {
      const response = await app.inject({ method: 'POST', url: '/api/admin/courses', headers, payload: { title: 'Ouvert', subject: 'Physique', level: 'Débutant', protection: 'lien' } })
      expect(response.json()).toMatchObject({ protection: 'lien' })
      await makeVideo(app, headers, response.json<{ id: number }>().id, { title: 'Libre', drive: 'fichierHorsDrive02' })
      expect((await app.inject({ method: 'GET', url: '/api/admin/drive/status', headers })).statusCode).toBe(403)
      const card = await app.inject({ method: 'GET', url: '/api/admin/drive/status', headers: superHeaders })
      expect(card.statusCode).toBe(200)
      expect(card.json()).toMatchObject({ connected: true, account: SUBJECT, link_mode_courses: 1, last_sweep_at: null, grants: { granted: 0, pending: 0, failing: 0 } })
    }))
})
