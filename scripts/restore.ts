// `npm run restore -- <file.jsonl>`: loads a backup into the configured database, which must be
// empty (it is migrated first; importDatabase refuses one with accounts), and puts the uploads back into DATA_DIR.
import { cpSync, createReadStream, existsSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { type BackupChunk, createDb, importDatabase, migrateToLatest } from '@tutorat/db'
import { loadConfig } from '../apps/server/src/config.ts'

const source = process.argv[2]
if (!source || !existsSync(source)) throw new Error('Utilisation : npm run restore -- <fichier.jsonl>')
const config = loadConfig(process.env)
const { db, close } = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  await migrateToLatest(db)
  async function* chunks(): AsyncGenerator<BackupChunk> {
    for await (const line of createInterface({ input: createReadStream(source as string) })) if (line.trim()) yield JSON.parse(line) as BackupChunk
  }
  const counts = await importDatabase(db, chunks())
  console.log('Restauration terminée :', counts)
} finally {
  await close()
}
for (const dir of ['uploads', 'private']) {
  if (existsSync(`${source}.${dir}`)) cpSync(`${source}.${dir}`, join(config.DATA_DIR, dir), { recursive: true })
}
