import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createDb, type DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { expect, it } from 'vitest'
import { freePort, spawnAndWait } from '../../../../scripts/bench/lib.ts'
import { formBody, PNG_1PX, TINY_PDF } from '../helpers.ts'
import { OFFER } from '../recruitment-helpers.ts'
import { connectionRefused, slowRequest } from './slow-client.ts'

const GRACE_MS = 10_000 // close-with-grace's delay in main.ts
const ADMIN = { email: 'racine@example.ma', password: 'motdepasse-solide' }

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

it('the real process sweeps orphans at start-up; on SIGTERM, uploads and requests in flight complete, nothing is lost, new connections are refused, exit 0', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tutorat-drain-'))
  // a migrated database ready for the process: PostgreSQL, or PGlite cloned onto DATA_DIR
  const prepared = await createTestDb({ dataDir })
  if (prepared.kind === 'pglite') await prepared.close()
  // left by an earlier crash between a file write and its row: the start-up sweep removes it
  const orphan = join(dataDir, 'private', 'cv', '0b0e4b6c-1d2a-4f3e-9a8b-7c6d5e4f3a2b.pdf')
  mkdirSync(dirname(orphan), { recursive: true })
  writeFileSync(orphan, TINY_PDF)
  const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
  utimesSync(orphan, longAgo, longAgo)
  const port = await freePort()
  const server = await spawnAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'a-secret-for-the-shutdown-test-long-enough',
    ...(prepared.url ? { DATABASE_URL: prepared.url } : {}),
  }, port)
  let reopened: DbHandle | undefined
  try {
    await expect.poll(() => existsSync(orphan), { timeout: 10_000 }).toBe(false)
    const { access_token } = await json<{ access_token: string }>(
      await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }),
    )
    const auth = { authorization: `Bearer ${access_token}` }
    const offer = await json<{ id: number }>(
      await fetch(`${server.url}/api/admin/recruitment`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(OFFER) }),
    )

    const cv = formBody({ job_offer_id: String(offer.id), full_name: 'Salma Bennani', email: 'salma@example.ma', phone: '0612345678', school: 'ENSA Tanger' }, { field: 'cv', filename: 'CV.pdf', type: 'application/pdf', bytes: TINY_PDF })
    const image = formBody({ title: 'Annonce pendant l’arrêt', description: 'x', price: '1 DH', is_active: 'true' }, { field: 'image', filename: 'a.png', type: 'image/png', bytes: PNG_1PX })
    const inFlight = [
      slowRequest(`${server.url}/api/applications/`, 'POST', cv.headers, cv.payload),
      slowRequest(`${server.url}/api/admin/announcements/`, 'POST', { ...auth, ...image.headers }, image.payload),
      slowRequest(`${server.url}/api/admin/courses`, 'POST', { ...auth, 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ title: 'Cours pendant l’arrêt', subject: 'Physique', level: 'Avancé' }))),
    ]
    await new Promise((resolve) => setTimeout(resolve, 300)) // the server is reading the bodies

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await connectionRefused(server.url)).toBe(true)

    for (const request of inFlight) request.finish()
    const answers = await Promise.allSettled(inFlight.map((request) => request.response))
    const statuses = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.status : String(answer.reason)))
    expect(statuses).toEqual([201, 201, 201])
    expect(await exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS)

    // reopen what the process left: every row is there, with its file
    reopened = prepared.kind === 'pglite' ? await createDb({ dataDir }) : prepared
    const application = await reopened.db.selectFrom('job_applications').select('cv_path').where('email', '=', 'salma@example.ma').executeTakeFirstOrThrow()
    expect(existsSync(join(dataDir, 'private', application.cv_path))).toBe(true)
    const announcement = await reopened.db.selectFrom('announcements').select('image_url').executeTakeFirstOrThrow()
    expect(existsSync(join(dataDir, 'uploads', String(announcement.image_url)))).toBe(true)
    expect(await reopened.db.selectFrom('courses').select('title').execute()).toEqual([{ title: 'Cours pendant l’arrêt' }])
  } finally {
    await server.stop()
    await (reopened ?? prepared).close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 120_000)
