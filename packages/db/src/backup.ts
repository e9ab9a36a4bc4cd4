import { sql } from 'kysely'
import type { Database } from './create-db.ts'

/**
 * Logical backup, the same on PGlite and PostgreSQL (so an embedded deployment can move to a
 * server): one JSON line per table chunk, tables in foreign-key order. Restoring loads a
 * freshly migrated database in one transaction and moves the identity sequences past the ids.
 */
export const BACKUP_TABLES = [
  'admins',
  'students',
  'student_sessions',
  'student_invites',
  'courses',
  'videos',
  'accesses',
  'course_links',
  'video_progress',
  // announcements before testimonials: a testimonial may name its formation (issue 31)
  'announcements',
  'testimonials',
  'free_courses',
  'job_offers',
  'job_applications',
] as const

const CHUNK = 5000

export interface BackupChunk {
  table: (typeof BACKUP_TABLES)[number]
  rows: unknown[]
}

export async function* exportDatabase(db: Database): AsyncGenerator<BackupChunk> {
  for (const table of BACKUP_TABLES) {
    for (let offset = 0; ; offset += CHUNK) {
      const { rows } = await sql<{ rows: unknown[] | null }>`
        select json_agg(t) as rows from (select * from ${sql.table(table)} order by 1, 2 limit ${CHUNK} offset ${offset}) t`.execute(db)
      const chunk = rows[0]?.rows ?? []
      if (chunk.length === 0) break
      yield { table, rows: chunk }
      if (chunk.length < CHUNK) break
    }
  }
}

export async function importDatabase(db: Database, chunks: AsyncIterable<BackupChunk> | Iterable<BackupChunk>) {
  const counts: Record<string, number> = {}
  await db.transaction().execute(async (trx) => {
    for await (const { table, rows } of chunks) {
      if (!BACKUP_TABLES.includes(table)) throw new Error(`unknown table in backup: ${String(table)}`)
      await sql`insert into ${sql.table(table)} select * from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(trx)
      counts[table] = (counts[table] ?? 0) + rows.length
    }
    for (const table of BACKUP_TABLES) {
      const { rows } = await sql<{ has_identity: boolean }>`
        select exists (select 1 from information_schema.columns where table_name = ${table} and column_name = 'id' and is_identity = 'YES') as has_identity`.execute(trx)
      if (!rows[0]?.has_identity) continue
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest(coalesce((select max(id) from ${sql.table(table)}), 0), 1), (select count(*) > 0 from ${sql.table(table)}))`.execute(trx)
    }
  })
  return counts
}
