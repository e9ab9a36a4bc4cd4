import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../migrations/index.ts'
import type { DbHandle } from '../src/create-db.ts'
import { migrateToLatest } from '../src/migrate.ts'
import { createTestDb, testDatabaseUrl } from '../src/testing.ts'

// Issue 29 (0023): requests validated before receipts had numbers get theirs, in validation order, per year.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const request = (reference: string, status: string, decided_at: string | null) => ({
  reference,
  status,
  decided_at,
  amount_mad: 1200,
  access_type: 'standard',
  duration_days: 30,
  course_title: 'Analyse 1',
  formation_title: 'Soutien S1',
  student_name: 'Salma',
  student_email: 'salma@example.ma',
  deadline_at: '2026-01-01T00:00:00Z',
})

describe(`0023_receipt_numbers on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('numbers the validated requests by year in the order they were validated, and starts each year’s counter after them', async () => {
    const back = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).migrateTo('0020_pending_work_indexes')
    expect(back.error).toBeUndefined()
    await handle.db
      .insertInto('payment_requests')
      .values([
        request('TM-LATE25', 'validee', '2025-12-20T10:00:00Z'),
        request('TM-FIRST6', 'validee', '2026-02-01T10:00:00Z'),
        request('TM-OPEN26', 'preuve_envoyee', null),
        request('TM-EARLY5', 'validee', '2025-03-01T10:00:00Z'),
        request('TM-SECON6', 'validee', '2026-03-01T10:00:00Z'),
      ])
      .execute()

    expect(await migrateToLatest(handle.db)).toContain('↑ 0023_receipt_numbers')
    const rows = await handle.db.selectFrom('payment_requests').select(['reference', 'receipt_number']).orderBy('reference').execute()
    expect(Object.fromEntries(rows.map((row) => [row.reference, row.receipt_number]))).toEqual({
      'TM-EARLY5': 'R-2025-000001',
      'TM-FIRST6': 'R-2026-000001',
      'TM-LATE25': 'R-2025-000002',
      'TM-OPEN26': null,
      'TM-SECON6': 'R-2026-000002',
    })
    expect(await handle.db.selectFrom('receipt_counters').selectAll().orderBy('year').execute()).toEqual([
      { year: 2025, last_number: 2 },
      { year: 2026, last_number: 2 },
    ])
  })
})
