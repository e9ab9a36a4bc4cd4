import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../src/create-db.ts'
import { schemaTypesFile, generateSchemaTypes } from '../src/generate-types.ts'
import { migrateDownToZero, migrateToLatest, migrationNames } from '../src/migrate.ts'
import { createTestDb, testDatabaseUrl } from '../src/testing.ts'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const tables = async () =>
  (await handle.db.introspection.getTables()).map((t) => t.name).filter((name) => !name.startsWith('kysely_')).sort()

const EXPECTED_TABLES = [
  'access_history',
  'access_redemptions',
  'accesses',
  'admin_recovery_codes',
  'admin_two_factor',
  'admins',
  'announcements',
  'attempt_answers',
  'attempt_sections',
  'bank_question_views',
  'bank_questions',
  'card_transactions',
  'coupon_redemptions',
  'coupons',
  'course_links',
  'courses',
  'drive_grants',
  'drive_status',
  'email_verifications',
  'exam_attempts',
  'exam_series',
  'exam_versions',
  'exams',
  'free_courses',
  'instalment_plans',
  'job_applications',
  'job_offers',
  'link_counts',
  'live_sessions',
  'notifications',
  'payment_events',
  'payment_proofs',
  'payment_requests',
  'practice_sessions',
  'question_outcomes',
  'receipt_counters',
  'scheduled_runs',
  'session_attendance',
  'session_requests',
  'student_invites',
  'student_links',
  'student_sessions',
  'students',
  'testimonials',
  'video_plays',
  'video_progress',
  'video_uploads',
  'videos',
]

describe(`migrations on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('go up to the latest, down to zero, and up again', async () => {
    expect(await tables()).toEqual(EXPECTED_TABLES)
    const down = await migrateDownToZero(handle.db)
    expect(down).toHaveLength(migrationNames.length)
    expect(await tables()).toEqual([])
    const up = await migrateToLatest(handle.db)
    expect(up).toEqual(migrationNames.map((name) => `↑ ${name}`))
    expect(await tables()).toEqual(EXPECTED_TABLES)
  })

  it('index every foreign key (leading column of some index)', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )`.execute(handle.db)
    expect(rows).toEqual([])
  })

  it('keep emails unique regardless of case', async () => {
    await handle.db.insertInto('admins').values({ name: 'A', email: 'Chef@Example.ma', password_hash: 'x' }).execute()
    await expect(
      handle.db.insertInto('admins').values({ name: 'B', email: 'chef@example.MA', password_hash: 'x' }).execute(),
    ).rejects.toThrow(/admins_email_key|duplicate/)
    await handle.db.insertInto('students').values({ name: 'S', email: 'Eleve@Example.ma' }).execute()
    await expect(handle.db.insertInto('students').values({ name: 'T', email: 'ELEVE@example.ma' }).execute()).rejects.toThrow(
      /students_email_key|duplicate/,
    )
  })

  it('refuse to delete a course that still has videos (nothing is lost silently)', async () => {
    const admin = await handle.db.insertInto('admins').values({ name: 'C', email: 'c@example.ma', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()
    const course = await handle.db
      .insertInto('courses')
      .values({ title: 'Analyse', subject: 'Mathématiques', level: 'Avancé', access_code: 'ANA-1', created_by: admin.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    await handle.db
      .insertInto('videos')
      .values({ course_id: course.id, title: 'Intro', drive_url: 'https://drive.google.com/file/d/abc/view', drive_file_id: 'abc' })
      .execute()
    await expect(handle.db.deleteFrom('courses').where('id', '=', course.id).execute()).rejects.toThrow(/foreign key|violates/)
  })
})

describe('database types', () => {
  it('are the ones kysely-codegen generates from the migrated schema', async () => {
    const generated = await generateSchemaTypes(false)
    expect(readFileSync(schemaTypesFile, 'utf8'), 'run `npm run db:types` after changing a migration').toBe(generated)
    // a whole migrated database introspected: past the default 30 s on a busy machine
  }, 90_000)
})
