import { BACKUP_MESSAGES, type BackupChunk, backupTables, exportDatabase, importDatabase, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { newStudent, openRequest, sellFormation } from './payments-helpers.ts'
import { newSession } from './sessions-helpers.ts'
import { adminHeaders, createAdmin, createTestApp, grant, makeStudent, studentLogin, type TestApp } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  const root = await createAdmin(t.services, { superAdmin: true })
  await seedDemo(t.services, { info: () => {} })
  const headers = await adminHeaders(t.app, root)
  const course = (await t.services.db.selectFrom('courses').select('id').executeTakeFirstOrThrow()).id
  const student = await makeStudent(t.app, headers, { name: 'Kenza Élève', phone: '0611223344' })
  await grant(t.app, headers, { student_id: student.id, course_id: course, access_type: 'partial', modules: ['Suites numériques'] })
  const payer = await newStudent(t, headers)
  await openRequest(t, payer, await sellFormation(t, headers, course))
  await newSession(t, headers, { course_id: course })
  await studentLogin(t.app, student.email, student.password)
  await t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: { nom: 'Ayoub', ecole: 'ENSAM Meknès', comment: 'Génial 😀', rating: 4 } })
})
afterAll(() => t.close())

const snapshot = async (db: TestApp['services']['db']) => {
  const tables: Record<string, unknown[]> = {}
  for (const table of await backupTables(db)) {
    const { rows } = await sql<{ r: unknown }>`select row_to_json(t) as r from ${sql.table(table)} t order by row_to_json(t)::text`.execute(db)
    tables[table] = rows.map((row) => row.r)
  }
  return tables
}

it('restores a backup into a new database with every row, and new ids follow the old ones', async () => {
  const chunks: BackupChunk[] = []
  for await (const chunk of exportDatabase(t.services.db)) chunks.push(JSON.parse(JSON.stringify(chunk)) as BackupChunk)
  const before = await snapshot(t.services.db)
  expect(before.courses?.length).toBeGreaterThan(0)
  expect(before.job_offers?.length).toBeGreaterThan(0)
  expect(before.student_sessions?.length).toBe(2)
  // what the demo and the journey above wrote, beyond the first tables a backup knew
  for (const table of ['payment_requests', 'payment_events', 'announcements', 'exams', 'exam_versions', 'live_sessions', 'access_history', 'link_counts', 'drive_status']) {
    expect(before[table]?.length, table).toBeGreaterThan(0)
  }

  const target = await createTestDb()
  try {
    const counts = await importDatabase(target.db, chunks)
    expect(counts.courses).toBe(before.courses?.length)
    expect(await snapshot(target.db)).toEqual(before)
    const next = await target.db.insertInto('testimonials').values({ nom: 'Nouveau', ecole: 'EMI', comment: 'ok' }).returning('id').executeTakeFirstOrThrow()
    const maxBefore = Math.max(...(before.testimonials ?? []).map((row) => (row as { id: number }).id))
    expect(next.id).toBeGreaterThan(maxBefore)
  } finally {
    await target.close()
  }
})

it('covers every table of the schema, parents before children', async () => {
  const tables = await backupTables(t.services.db)
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'`.execute(t.services.db)
  expect([...tables].sort()).toEqual(rows.map((row) => row.name).sort())
  const { rows: keys } = await sql<{ child: string; parent: string }>`
    select tc.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and tc.is_deferrable = 'NO'`.execute(t.services.db)
  expect(keys.length).toBeGreaterThan(10)
  for (const { child, parent } of keys) if (child !== parent) expect(tables.indexOf(parent), `${parent} before ${child}`).toBeLessThan(tables.indexOf(child))
})

it('refuses to load a backup over a database that has accounts, and leaves it as it was', async () => {
  const chunks: BackupChunk[] = []
  for await (const chunk of exportDatabase(t.services.db)) chunks.push(chunk)
  const before = await snapshot(t.services.db)
  await expect(importDatabase(t.services.db, chunks)).rejects.toThrow(BACKUP_MESSAGES.targetNotEmpty)
  expect(await snapshot(t.services.db)).toEqual(before)
})
