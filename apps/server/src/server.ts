import { createDb, type DbHandle, migrateToLatest } from '@tutorat/db'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { ensureFirstSuperAdmin } from './bootstrap.ts'
import type { Config } from './config.ts'
import { seedDemo } from './seed/demo.ts'
import { createServices } from './services.ts'

export interface RunningServer {
  app: FastifyInstance
  url: string
  stop: () => Promise<void>
}

/**
 * Opens the database (or takes the one given, as the browser tests do), migrates,
 * bootstraps, and listens. `stop()` drains requests then closes the database.
 */
export async function startServer(config: Config, database?: DbHandle): Promise<RunningServer> {
  const handle = database ?? (await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }))
  try {
    await migrateToLatest(handle.db)
    const services = createServices(config, handle.db)
    const app = await buildApp({ config, services, dbKind: handle.kind })
    await ensureFirstSuperAdmin(handle.db, config, app.log)
    if (config.SEED_DEMO) await seedDemo(services, app.log)
    const url = await app.listen({ host: config.HOST, port: config.PORT })
    // PORT=0 (tests) picks a free port: links the server builds must name the real one
    if (config.PORT === 0) services.settings.publicUrl = url
    let stopping: Promise<void> | undefined
    const stop = () => {
      stopping ??= app.close().finally(() => handle.close())
      return stopping
    }
    return { app, url, stop }
  } catch (error) {
    await handle.close()
    throw error
  }
}
