// `npm run migrate`: brings the configured database (DATABASE_URL or the embedded one) up to date.
import { createDb, migrateToLatest } from '@tutorat/db'
import { loadConfig } from '../apps/server/src/config.ts'

const config = loadConfig(process.env)
const { db, close } = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  const applied = await migrateToLatest(db)
  console.log(applied.length ? applied.join('\n') : 'Base de données déjà à jour.')
} finally {
  await close()
}
