// `npm run images:backfill`: makes the resized WebP copies any announcement or course picture
// lacks, checking every copy on disk (the server's start-up only looks at rows never processed).
import { backfillImageVariants } from '@tutorat/api'
import { createDb, migrateToLatest } from '@tutorat/db'
import { loadConfig } from '../apps/server/src/config.ts'
import { createServices } from '../apps/server/src/services.ts'

const config = loadConfig(process.env)
const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  await migrateToLatest(handle.db)
  const { files } = await createServices(config, handle.db)
  const result = await backfillImageVariants(handle.db, files, { verifyFiles: true, warn: (message) => console.warn(message) })
  console.log(`Images vérifiées : ${result.checked}, complétées : ${result.filled}, originaux introuvables : ${result.missing}.`)
} finally {
  await handle.close()
}
