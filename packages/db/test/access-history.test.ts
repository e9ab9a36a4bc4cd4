import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../migrations/index.ts'
import type { DbHandle } from '../src/create-db.ts'
import { migrateToLatest, migrationNames } from '../src/migrate.ts'
import { createTestDb, testDatabaseUrl } from '../src/testing.ts'

// Migration 0016 (DESIGN §15): whoever ever held an access to a course is remembered, even after
// the access row is deleted: backfilled from what the database already knows, then kept by a
// trigger on every insert into `accesses`, whichever code (or script) inserts it.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const before0016 = migrationNames[migrationNames.indexOf('0016_access_history') - 1] as string
const migrateTo = async (name: string) => {
  const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).migrateTo(name)
  if (error) throw error
}

const history = () => handle.db.selectFrom('access_history').select(['student_id', 'course_id']).orderBy('student_id').orderBy('course_id').execute()

async function fixtures() {
  const db = handle.db
  const admin = await db.insertInto('admins').values({ name: 'A', email: 'a@example.ma', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()
  const course = (title: string) =>
    db.insertInto('courses').values({ title, subject: 'Physique', level: 'Avancé', access_code: title, created_by: admin.id }).returning('id').executeTakeFirstOrThrow()
  const student = (email: string) => db.insertInto('students').values({ name: email, email }).returning('id').executeTakeFirstOrThrow()
  return { db, admin, courses: [await course('OPT-1'), await course('MEC-1'), await course('ELE-1')], students: [await student('a@e.ma'), await student('b@e.ma'), await student('c@e.ma')] }
}

describe(`access history on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is backfilled from accesses, redemptions and validated payments, then kept by the trigger', async () => {
    await migrateTo(before0016)
    const { db, admin, courses, students } = await fixtures()
    const [optics, mechanics, electricity] = courses.map((c) => c.id) as [number, number, number]
    const [ali, badr, chama] = students.map((s) => s.id) as [number, number, number]
    // Ali holds an access today; Badr redeemed a code whose access was deleted since
    await db.insertInto('accesses').values({ student_id: ali, course_id: optics }).execute()
    await db.insertInto('access_redemptions').values({ student_id: badr, course_id: mechanics, code: 'MEC-1' }).execute()
    // Chama paid for Electricity (access deleted since: access_id set null); her refused request for Optics gave nothing
    const paid = { reference: 'TM-AAAAAA', student_id: chama, student_name: 'C', student_email: 'c@e.ma', formation_title: 'F', course_title: 'T', amount_mad: 100, access_type: 'standard', duration_days: 30, deadline_at: new Date().toISOString() }
    await db.insertInto('payment_requests').values({ ...paid, course_id: electricity, status: 'validee', decided_by: admin.id, decided_at: new Date().toISOString() }).execute()
    await db.insertInto('payment_requests').values({ ...paid, reference: 'TM-BBBBBB', course_id: optics, status: 'refusee' }).execute()

    await migrateToLatest(db)
    expect(await history()).toEqual([
      { student_id: ali, course_id: optics },
      { student_id: badr, course_id: mechanics },
      { student_id: chama, course_id: electricity },
    ])

    // any insert (here a script's raw one) is remembered; a deletion of the access is not forgotten
    const access = await db.insertInto('accesses').values({ student_id: badr, course_id: electricity }).returning('id').executeTakeFirstOrThrow()
    await db.deleteFrom('accesses').where('id', '=', access.id).execute()
    await db.deleteFrom('accesses').where('student_id', '=', ali).execute()
    expect(await history()).toContainEqual({ student_id: badr, course_id: electricity })
    expect(await history()).toContainEqual({ student_id: ali, course_id: optics })
    // a second grant for the same pair keeps the first date
    const first = await db.selectFrom('access_history').select('first_granted_at').where('student_id', '=', ali).executeTakeFirstOrThrow()
    await db.insertInto('accesses').values({ student_id: ali, course_id: optics }).execute()
    expect(await db.selectFrom('access_history').select('first_granted_at').where('student_id', '=', ali).executeTakeFirstOrThrow()).toEqual(first)

    // it goes with the course (the student goes only once their accesses are gone: accesses restrict)
    await db.deleteFrom('courses').where('id', '=', mechanics).execute()
    expect((await history()).some((row) => row.course_id === mechanics)).toBe(false)
  })
})
