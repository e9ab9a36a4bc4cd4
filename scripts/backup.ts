// `npm run backup -- <file.jsonl>`: writes every table of the configured database (one JSON
// line per chunk) and copies the local uploads beside it (<file>.uploads/; with S3_BUCKET the
// files stay in the bucket, which has its own versioning). With the embedded
// database, stop the server first: PGlite is opened by one process at a time.
import { cpSync, createWriteStream, existsSync } from 'node:fs'
import { join } from 'node:path'
import { createDb, exportDatabase } from '@tutorat/db'
import { loadConfig } from '../apps/server/src/config.ts'

const target = process.argv[2]
if (!target) throw new Error('Utilisation : npm run backup -- <fichier.jsonl>')
const config = loadConfig(process.env)
const { db, close } = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
const out = createWriteStream(target)
let rows = 0
try {
  for await (const chunk of exportDatabase(db)) {
    out.write(`${JSON.stringify(chunk)}\n`)
    rows += chunk.rows.length
  }
} finally {
  out.end()
  await close()
}
for (const dir of ['uploads', 'private']) {
  const source = join(config.DATA_DIR, dir)
  if (existsSync(source)) cpSync(source, `${target}.${dir}`, { recursive: true })
}
console.log(`Sauvegarde terminée : ${rows} lignes dans ${target}`)
if (config.S3_BUCKET) {
  console.log(`Les fichiers sont dans le bucket ${config.S3_BUCKET} : ils ne sont pas copiés ici (versionnage ou réplication du bucket).`)
}
