import { generate, PostgresDialect } from 'kysely-codegen'
import { createDb } from './create-db.ts'
import { migrateToLatest } from './migrate.ts'

export const schemaTypesFile = new URL('./schema.generated.ts', import.meta.url).pathname

/**
 * The database types come from the migrated schema, never by hand: this migrates a
 * fresh embedded database and lets kysely-codegen write (or only return) the file.
 */
export async function generateSchemaTypes(write: boolean): Promise<string> {
  const { db, close } = await createDb({})
  try {
    await migrateToLatest(db)
    return await generate({
      db,
      dialect: new PostgresDialect({ dateParser: 'string', numericParser: 'number' }),
      outFile: write ? schemaTypesFile : null,
      excludePattern: '(kysely_migration|kysely_migration_lock)',
      typeOnlyImports: true,
      // matches typeParsers in create-db.ts: timestamps arrive as ISO 8601 strings, bigints as numbers
      typeMapping: { timestamptz: 'string', int8: 'number' },
    })
  } finally {
    await close()
  }
}
