// Test helpers: every test file gets its own freshly migrated database, cloned from a
// snapshot migrated once per run (PGlite dump, or a PostgreSQL template database).
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { type CreateDbOptions, createDb, type DbHandle } from './create-db.ts'
import { migrateToLatest } from './migrate.ts'

const migrationsDir = new URL('../../../migrations/', import.meta.url).pathname
const cacheDir = new URL('../../../node_modules/.cache/tutorat/', import.meta.url).pathname

/** Changes whenever a migration changes, so a stale snapshot is never reused. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)))
  return hash.digest('hex').slice(0, 12)
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

async function preparePgliteSnapshot(): Promise<string> {
  const file = join(cacheDir, `pglite-${migrationsHash()}.tar.gz`)
  if (existsSync(file)) return file
  const { db, pglite, close } = await createDb({})
  await migrateToLatest(db)
  if (!pglite) throw new Error('expected the embedded database')
  const dump = await pglite.dumpDataDir('gzip')
  await close()
  mkdirSync(cacheDir, { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, file)
  return file
}

async function preparePostgresTemplate(url: string): Promise<string> {
  const template = `tutorat_tpl_${migrationsHash()}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [template])
    if (found.rowCount) return template
    await client.query(`create database ${template}`)
  } finally {
    await client.end()
  }
  const { db, close } = await createDb({ databaseUrl: withDatabase(url, template), poolSize: 1 })
  try {
    await migrateToLatest(db)
  } catch (error) {
    await close()
    await adminQuery(url, `drop database if exists ${template}`)
    throw error
  }
  await close()
  return template
}

/** Run once per test run (vitest globalSetup), before the workers start. */
export async function prepareTestDatabases(): Promise<void> {
  const url = testDatabaseUrl()
  if (url) await preparePostgresTemplate(url)
  else await preparePgliteSnapshot()
}

/**
 * A new, migrated, empty database for one test file (or benchmark); `close()` also drops it.
 * On PostgreSQL, `url` names it, for a server process the test starts.
 */
export async function createTestDb(options: Pick<CreateDbOptions, 'log' | 'dataDir'> & { url?: string | undefined } = {}): Promise<DbHandle & { url?: string }> {
  const url = options.url ?? testDatabaseUrl()
  if (!url) {
    const snapshot = await preparePgliteSnapshot()
    // with a dataDir the clone lands on disk, so a test can close it and open it again
    return createDb({ loadDataDir: new Blob([readFileSync(snapshot)]), log: options.log, dataDir: options.dataDir })
  }
  const template = await preparePostgresTemplate(url)
  const name = `tutorat_test_${randomBytes(6).toString('hex')}`
  await adminQuery(url, `create database ${name} template ${template}`)
  const databaseUrl = withDatabase(url, name)
  const handle = await createDb({ databaseUrl, poolSize: 4, log: options.log })
  return {
    ...handle,
    url: databaseUrl,
    close: async () => {
      await handle.close()
      await adminQuery(url, `drop database if exists ${name} with (force)`)
    },
  }
}
