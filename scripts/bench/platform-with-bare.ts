// The platform as deployed (its app, hooks, headers, logger; migrations run, no background jobs),
// with the yardstick's handlers mounted under /bare: the same SQL and bodies as bare-fastify.ts, but
// through the platform's HTTP layer. ratios.ts compares /bare/… with bare Fastify (the cost of that
// layer) and with the platform's own route (the cost of the procedure path).
import { createDb, migrateToLatest } from '@tutorat/db'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { createServices } from '../../apps/server/src/services.ts'
import { bareRoutes, closeBarePool } from './bare-routes.ts'

const config = loadConfig(process.env)
const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
await migrateToLatest(handle.db)
const services = await createServices(config, handle.db)
const app = await buildApp({ config, services, dbKind: handle.kind })
await app.register(bareRoutes, { prefix: '/bare' })
await app.listen({ host: '127.0.0.1', port: config.PORT })
process.once('SIGTERM', () => void app.close().then(closeBarePool).then(() => handle.close()).then(() => process.exit(0)))
