import { BACKUP_TABLES, type BackupChunk, exportDatabase, importDatabase, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
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
  await studentLogin(t.app, student.email, student.password)
  await t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: { nom: 'Ayoub', ecole: 'ENSAM Meknès', comment: 'Génial 😀', rating: 4 } })
})
afterAll(() => t.close())

const snapshot = async (db: TestApp['services']['db']) => {
  const tables: Record<string, unknown[]> = {}
  for (const table of BACKUP_TABLES) {
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
  expect(before.student_sessions?.length).toBe(1)

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
