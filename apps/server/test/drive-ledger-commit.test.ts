import { sql } from '@tutorat/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FakeGoogle } from './fake-google.ts'
import { googleTestApp } from './google-test-app.ts'
import { DRIVE_URL, grant, makeCourse, makeStudent, makeVideo, type TestApp } from './helpers.ts'

// DESIGN §16: a change that opens or closes Drive files (course protection, a video's file,
// module, free flag, creation, deletion) moves the grants ledger in its own transaction, so no
// crash between the two leaves the ledger behind for the sweep to catch up. A commit refused after
// the ledger's writes (a deferred trigger on `drive_grants`) leaves neither moved; an accepted one
// writes both with the same transaction id (`xmin`).

let google: FakeGoogle, t: TestApp, admin: Record<string, string>, close: () => Promise<void>
beforeAll(async () => void ({ google, t, admin, close } = await googleTestApp()))
afterAll(() => close())

let counter = 0
const fileId = (name: string) => `${name}${++counter}fichierxyz`

/** A student with a Google account and a partial access (module « Algèbre ») to a course. */
async function setup(protection: 'drive' | 'lien') {
  const files = { algebre: fileId('algebre'), analyse: fileId('analyse') }
  for (const id of Object.values(files)) google.addFile(id)
  const course = await makeCourse(t.app, admin, `Cours ${counter}`)
  if (protection === 'lien') await t.handle.db.updateTable('courses').set({ protection: 'lien' }).where('id', '=', course.id).execute()
  const algebre = await makeVideo(t.app, admin, course.id, { title: 'Matrices', drive: files.algebre, module_name: 'Algèbre' })
  const analyse = await makeVideo(t.app, admin, course.id, { title: 'Suites', drive: files.analyse, module_name: 'Analyse' })
  const student = await makeStudent(t.app, admin)
  const email = `commit${student.id}@gmail.com`
  await t.handle.db.updateTable('students').set({ google_email: email }).where('id', '=', student.id).execute()
  await grant(t.app, admin, { student_id: student.id, course_id: course.id, access_type: 'partial', modules: ['Algèbre'] })
  return { course, files, videos: { algebre, analyse }, email }
}
type Setup = Awaited<ReturnType<typeof setup>>

const ledger = (email: string) =>
  t.handle.db.selectFrom('drive_grants').select(['id', 'file_id', 'state', 'expires_at', 'updated_at']).where('email', '=', email).orderBy('id').execute()

/** The id of the transaction that last wrote each row. */
async function writers(table: 'courses' | 'videos' | 'drive_grants', ids: number[]): Promise<string[]> {
  const { rows } = await sql<{ writer: string }>`select xmin::text as writer from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(t.handle.db)
  return [...new Set(rows.map((row) => row.writer))]
}

/** Every commit touching `drive_grants` is refused while `work` runs: the failure comes after the domain's write. */
async function withLedgerCommitRefused(work: () => Promise<void>) {
  await sql`create or replace function refuse_commit() returns trigger language plpgsql as $$ begin raise exception 'commit refused by the test'; end $$`.execute(t.handle.db)
  await sql`create constraint trigger refuse_commit after insert or update or delete on drive_grants deferrable initially deferred for each row execute function refuse_commit()`.execute(t.handle.db)
  try {
    await work()
  } finally {
    await sql`drop trigger refuse_commit on drive_grants`.execute(t.handle.db)
  }
}

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload })

interface Change {
  protection: 'drive' | 'lien'
  run: (s: Setup) => ReturnType<typeof put>
  /** The domain row the change writes, to compare before and after and with the ledger's writer. */
  domain: (s: Setup) => { table: 'courses' | 'videos'; id: number } | null
}

const CHANGES: Record<string, Change> = {
  'the course switched to « drive »': {
    protection: 'lien',
    run: (s) => put(`/api/admin/courses/${s.course.id}`, { protection: 'drive' }),
    domain: (s) => ({ table: 'courses', id: s.course.id }),
  },
  'the course switched back to « lien »': {
    protection: 'drive',
    run: (s) => put(`/api/admin/courses/${s.course.id}`, { protection: 'lien' }),
    domain: (s) => ({ table: 'courses', id: s.course.id }),
  },
  'a video’s Drive file changed': {
    protection: 'drive',
    run: (s) => {
      const replacement = fileId('remplace')
      google.addFile(replacement)
      return put(`/api/admin/videos/${s.videos.algebre.id}`, { drive_url: DRIVE_URL(replacement) })
    },
    domain: (s) => ({ table: 'videos', id: s.videos.algebre.id }),
  },
  'a video moved into the access’s module': {
    protection: 'drive',
    run: (s) => put(`/api/admin/videos/${s.videos.analyse.id}`, { module_name: 'Algèbre' }),
    domain: (s) => ({ table: 'videos', id: s.videos.analyse.id }),
  },
  'a video made free': {
    protection: 'drive',
    run: (s) => put(`/api/admin/videos/${s.videos.analyse.id}`, { is_free: true }),
    domain: (s) => ({ table: 'videos', id: s.videos.analyse.id }),
  },
  'a video added to the access’s module': {
    protection: 'drive',
    run: (s) => {
      const added = fileId('ajout')
      google.addFile(added)
      const payload = { title: 'Déterminants', drive_url: DRIVE_URL(added), is_free: false, module_name: 'Algèbre' }
      return t.app.inject({ method: 'POST', url: `/api/admin/courses/${s.course.id}/videos`, headers: admin, payload })
    },
    domain: () => null,
  },
  'a video deleted': {
    protection: 'drive',
    run: (s) => t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${s.videos.algebre.id}`, headers: admin }),
    domain: () => null,
  },
}

const domainRow = async (where: { table: 'courses' | 'videos'; id: number } | null, s: Setup) =>
  where
    ? t.handle.db.selectFrom(where.table).selectAll().where('id', '=', where.id).executeTakeFirst()
    : t.handle.db.selectFrom('videos').select(['id', 'drive_file_id', 'module_name']).where('course_id', '=', s.course.id).orderBy('id').execute()

describe('the ledger commits with the change that moves it', () => {
  it.each(Object.entries(CHANGES))('%s: refused after the ledger’s writes, neither moved', async (_name, change) => {
    const s = await setup(change.protection)
    const before = { ledger: await ledger(s.email), domain: await domainRow(change.domain(s), s) }
    await withLedgerCommitRefused(async () => {
      const answer = await change.run(s)
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(500)
    })
    expect(await ledger(s.email)).toEqual(before.ledger)
    expect(await domainRow(change.domain(s), s)).toEqual(before.domain)
  })

  it.each(Object.entries(CHANGES))('%s: accepted, the ledger moved in the same commit', async (_name, change) => {
    const s = await setup(change.protection)
    const before = await ledger(s.email)
    const answer = await change.run(s)
    expect(answer.statusCode, answer.body).toBeLessThan(300)
    const after = await ledger(s.email)
    const moved = after.filter((row) => JSON.stringify(row) !== JSON.stringify(before.find((old) => old.id === row.id)))
    expect(moved.length).toBeGreaterThan(0)
    const [ledgerWriter, ...others] = await writers('drive_grants', moved.map((row) => row.id))
    expect(others).toEqual([])
    const where = change.domain(s)
    if (where) expect(await writers(where.table, [where.id])).toEqual([ledgerWriter])
    else if (answer.statusCode === 201) expect(await writers('videos', [answer.json<{ id: number }>().id])).toEqual([ledgerWriter])
  })
})
