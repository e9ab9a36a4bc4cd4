// `npm run sweep`: deletes the uploaded files (public images and PDFs, private CVs) that no row
// references and that are older than an hour, the same sweep the server runs every hour.
// With the embedded database, stop the server first: PGlite is opened by one process at a time.
import { createDb } from '@tutorat/db'
import { loadConfig } from '../apps/server/src/config.ts'
import { sweepOrphans } from '../apps/server/src/files/sweep.ts'
import { createServices } from '../apps/server/src/services.ts'

const config = loadConfig(process.env)
const { db, close } = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  const { checked, removed } = await sweepOrphans(db, await createServices(config, db))
  for (const key of removed) console.log(`supprimé : ${key}`)
  console.log(`Balayage terminé : ${removed.length} fichier(s) orphelin(s) supprimé(s) sur ${checked}`)
} finally {
  await close()
}
