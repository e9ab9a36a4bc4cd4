import { backfillImageVariants } from '@tutorat/api'
import { createDb, type DbHandle, migrateToLatest } from '@tutorat/db'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { ensureFirstSuperAdmin, type GeneratedSignIn } from './bootstrap.ts'
import { startOrphanSweeps } from './files/sweep.ts'
import type { Config } from './config.ts'
import { startMessages } from './messages/index.ts'
import { startDriveWorker } from './drive/worker.ts'
import { closeRedis, connectRedis } from './redis.ts'
import { seedDemo } from './seed/demo.ts'
import { createServices } from './services.ts'

export interface RunningServer {
  app: FastifyInstance
  url: string
  /** the first super admin's sign-in, when this start created it with a password of its own */
  firstSignIn?: GeneratedSignIn | undefined
  stop: () => Promise<void>
}

/**
 * Opens the database (or takes the one given, as the browser tests do), migrates,
 * bootstraps, and listens. `stop()` drains requests then closes Redis and the database.
 */
export async function startServer(config: Config, database?: DbHandle): Promise<RunningServer> {
  const handle = database ?? (await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }))
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined
  const closeAll = async () => {
    if (redis) await closeRedis(redis)
    await handle.close()
  }
  try {
    await migrateToLatest(handle.db)
    const services = await createServices(config, handle.db, redis)
    const app = await buildApp({ config, services, dbKind: handle.kind, redis })
    const firstAdmin = await ensureFirstSuperAdmin(handle.db, config, app.log)
    if (config.SEED_DEMO) await seedDemo(services, app.log)
    const url = await app.listen({ host: config.HOST, port: config.PORT })
    // PORT=0 (tests) picks a free port: links the server builds must name the real one
    if (config.PORT === 0) services.settings.publicUrl = url
    // In the background: pictures uploaded before resized copies existed get them without delaying
    // the start (until then they are served whole, as before).
    const stopBackfill = new AbortController()
    const backfill = backfillImageVariants(services.db, services.files, { signal: stopBackfill.signal, warn: (message) => app.log.warn(message) }).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'copies d’images non générées'),
    )
    const stopSweeps = startOrphanSweeps(handle.db, services, app.log)
    // after listen: the links in messages need the real address (PORT=0 above)
    const messages = startMessages(config, services, app.log)
    const driveWorker = startDriveWorker(config, services, app.log)
    let stopping: Promise<void> | undefined
    const stop = () => {
      stopBackfill.abort()
      stopping ??= app
        .close()
        .then(() => backfill)
        .finally(stopSweeps)
        // before the database closes: the round in flight marks its rows
        .finally(messages.stop)
        .finally(driveWorker.stop)
        .finally(closeAll)
      return stopping
    }
    return { app, url, stop, firstSignIn: firstAdmin && 'generated' in firstAdmin ? firstAdmin.generated : undefined }
  } catch (error) {
    await closeAll()
    throw error
  }
}
