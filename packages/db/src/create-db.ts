import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, type KyselyConfig, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DB } from './schema.generated.ts'

export type Database = Kysely<DB>

export type DbKind = 'pglite' | 'postgres'

export interface DbHandle {
  db: Database
  kind: DbKind
  /** Closes the pool or the embedded database. */
  close: () => Promise<void>
  /** The embedded instance (dumps, backups); absent on PostgreSQL. */
  pglite?: PGlite
}

const OID = { int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184, numeric: 1700 } as const

const toIso = (value: string) => new Date(value).toISOString()

// PostgreSQL's text form in a UTC session, `2026-11-22 17:32:49.828921+00`. Rewritten as
// ISO 8601 directly: `new Date()` takes ~6 µs to parse this form and showed in the load
// bench's profile (every row of every list has a date). Milliseconds are truncated, as
// Date does; any other form (offset, BC, infinity) goes through Date.
const utcText = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/

export function timestamptzToIso(value: string): string {
  const match = utcText.exec(value)
  if (!match) return toIso(value)
  return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`
}

/**
 * Values the API hands out as-is: dates as ISO 8601 strings (so tRPC and REST agree
 * without a transformer), counts and numerics as numbers.
 */
export const typeParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.numeric]: Number,
  [OID.timestamptz]: timestamptzToIso,
  [OID.timestamp]: (value) => toIso(`${value}Z`),
  [OID.date]: (value) => value,
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** Where PGlite keeps its files (`<dataDir>/pg`); omitted = in memory. */
  dataDir?: string | undefined
  /** A dump of a PGlite data directory to start from (tests clone a migrated snapshot). */
  loadDataDir?: Blob | undefined
  poolSize?: number
  /** Kysely's query log (benchmarks read the SQL to explain it). */
  log?: KyselyConfig['log']
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10, options.log)
  return createPglite(options)
}

function createPostgres(connectionString: string, max: number, log?: KyselyConfig['log']): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // an unreachable server that drops packets (no reset) would otherwise hold requests forever
    connectionTimeoutMillis: 5_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {})
  // Nor may a checked-out one: the pool listens only to idle clients, and a socket reset during
  // a query is emitted on the client too. The query itself is rejected (→ 503), and the pool drops
  // the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) })
  return { db, kind: 'postgres', close: () => db.destroy() }
}

async function createPglite(options: CreateDbOptions): Promise<DbHandle> {
  let dataDir: string | undefined
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pg')
    mkdirSync(dataDir, { recursive: true })
  }
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: typeParsers,
    // trigram indexes (migration 0026): a search by name, e-mail or number never walks a whole table
    extensions: { pg_trgm },
  })
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), ...(options.log ? { log: options.log } : {}) })
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
  }
}
