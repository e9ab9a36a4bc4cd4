import type { Kysely } from 'kysely'
import { type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely/migration'
import { migrations } from '../../../migrations/index.ts'

function migrator<T>(db: Kysely<T>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

function unwrap({ error, results }: MigrationResultSet) {
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const where = failed ? ` (migration ${failed.migrationName})` : ''
    throw new Error(`Migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return (results ?? []).map((r) => `${r.direction === 'Up' ? '↑' : '↓'} ${r.migrationName}`)
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest())
}

export async function migrateDownToZero<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(NO_MIGRATIONS))
}

export const migrationNames = Object.keys(migrations)
