import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../apps/server/src/config.ts'
import { createTestDb } from '../../packages/db/src/testing.ts'
import { createDb, type Database } from '../../packages/db/src/index.ts'
import { startServer } from '../../apps/server/src/server.ts'

export const ADMIN = { email: 'admin.e2e@example.ma', password: 'motdepasse-e2e-123', name: 'Nadia Alaoui' } as const

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url))

export interface E2EServer {
  url: string
  /** the server's own database: a test moves time by moving rows (a session into the past) */
  db: Database
  stop: () => Promise<void>
}

/** The real server, in this process, on a free port of 127.0.0.1, over a throw-away data dir; `env` adds settings (SMTP_URL…). */
export async function startE2EServer(options: { demo?: boolean; env?: Record<string, string> } = {}): Promise<E2EServer> {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist est absent : lancez `npm run build` (ou `npm run test:e2e`) avant les tests e2e.')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tutorat-e2e-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    SEED_DEMO: options.demo ? '1' : '0',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
    ...options.env,
  })
  // on PostgreSQL (TEST_DATABASE_URL) a fresh database cloned from the migrated template
  const database = process.env.TEST_DATABASE_URL ? await createTestDb() : await createDb({ databaseUrl: undefined, dataDir })
  const server = await startServer(config, database)
  return {
    url: server.url.replace('localhost', '127.0.0.1'),
    db: database.db,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
