import { sql, type Transaction } from 'kysely'
import type { Database } from './create-db.ts'
import type { DB } from './schema.generated.ts'

/**
 * Logical backup, the same on PGlite and PostgreSQL (so an embedded deployment can move to a
 * server): one JSON line per table chunk. The tables are read from the database itself (every
 * table of the schema but the migrator's own), parents before children, so a table a migration
 * adds is in the next backup without anyone remembering to list it. Restoring loads a freshly
 * migrated database in one transaction and moves the sequences past the ids.
 */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock']
const CHUNK = 5000

export interface BackupChunk {
  table: string
  rows: unknown[]
}

export const BACKUP_MESSAGES = {
  targetNotEmpty: 'La base cible n’est pas vide : restaurez dans une base neuve.',
  unknownTable: (table: string) => `Table inconnue dans la sauvegarde : ${table} (la base cible est-elle à la même version ?)`,
} as const

type Runner = Database | Transaction<DB>

/**
 * Every table of the current schema, each after the tables its foreign keys point to. A key
 * that closes a cycle is made deferrable by its migration, and checked at the restore's commit.
 */
export async function backupTables(db: Runner): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`.execute(db)
  const { rows: edges } = await sql<{ child: string; parent: string }>`
    select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace and c.conrelid <> c.confrelid and not c.condeferrable`.execute(db)
  const names = tables.map((t) => t.name).filter((name) => !MIGRATOR_TABLES.includes(name))
  return parentsFirst(names, edges)
}

/** Kahn's order, alphabetical among equals so two backups of one schema list tables alike. */
function parentsFirst(names: string[], edges: { child: string; parent: string }[]): string[] {
  const waiting = new Map(names.map((name) => [name, new Set<string>()]))
  for (const { child, parent } of edges) waiting.get(child)?.add(parent)
  const ordered: string[] = []
  while (waiting.size > 0) {
    const ready = [...waiting].filter(([, parents]) => parents.size === 0).map(([name]) => name)
    if (ready.length === 0) throw new Error(`foreign keys form a cycle between: ${[...waiting.keys()].join(', ')}`)
    for (const name of ready.sort()) {
      ordered.push(name)
      waiting.delete(name)
      for (const parents of waiting.values()) parents.delete(name)
    }
  }
  return ordered
}

export async function* exportDatabase(db: Database): AsyncGenerator<BackupChunk> {
  for (const table of await backupTables(db)) {
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

/**
 * Loads a backup into a freshly migrated database. What the migrations seeded (singletons,
 * counters) is replaced by the backup's rows; the tables' own triggers stay off while loading, so
 * the counters and histories they keep come back as saved instead of being counted twice.
 */
export async function importDatabase(db: Database, chunks: AsyncIterable<BackupChunk> | Iterable<BackupChunk>) {
  const counts: Record<string, number> = {}
  await db.transaction().execute(async (trx) => {
    const tables = await backupTables(trx)
    await refuseUnlessFresh(trx)
    await sql`set constraints all deferred`.execute(trx)
    const list = sql.join(tables.map((table) => sql.table(table)))
    await sql`truncate ${list}`.execute(trx)
    for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx)
    // read once per table, not once per chunk of a large table
    const columnsOf = new Map<string, ReturnType<typeof sql.join>>()
    for await (const { table, rows } of chunks) {
      if (!tables.includes(table)) throw new Error(BACKUP_MESSAGES.unknownTable(String(table)))
      let columns = columnsOf.get(table)
      if (!columns) {
        columns = sql.join((await insertableColumns(trx, table)).map((column) => sql.ref(column)))
        columnsOf.set(table, columns)
      }
      await sql`insert into ${sql.table(table)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(trx)
      counts[table] = (counts[table] ?? 0) + rows.length
    }
    // the deferred keys are checked here: a table with pending checks cannot be altered
    await sql`set constraints all immediate`.execute(trx)
    for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx)
    await moveSequencesPastIds(trx)
  })
  return counts
}

async function refuseUnlessFresh(trx: Transaction<DB>) {
  const { rows } = await sql<{ n: number }>`select (select count(*) from admins) + (select count(*) from students) as n`.execute(trx)
  if (Number(rows[0]?.n ?? 0) > 0) throw new Error(BACKUP_MESSAGES.targetNotEmpty)
}

/** Generated columns are computed again on insert; writing them is an error. */
async function insertableColumns(trx: Transaction<DB>, table: string) {
  const { rows } = await sql<{ name: string }>`
    select a.attname as name from pg_attribute a
    where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`.execute(trx)
  return rows.map((row) => row.name)
}

/** Every identity or serial column's sequence goes past the largest restored value. */
async function moveSequencesPastIds(trx: Transaction<DB>) {
  const { rows } = await sql<{ table_name: string; column_name: string; sequence: string }>`
    select c.relname as table_name, a.attname as column_name, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`.execute(trx)
  for (const { table_name, column_name, sequence } of rows) {
    await sql`select setval(${sequence}, greatest(coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0), 1),
      (select count(*) > 0 from ${sql.table(table_name)}))`.execute(trx)
  }
}
