// The yardstick for the public endpoints: bare Fastify serving the domain layer's SQL through `pg`
// (bare-routes.ts), without tRPC, zod, Kysely, helmet or compression. ratios.ts checks that both
// answer the same bodies before measuring.
import Fastify from 'fastify'
import { bareRoutes, closeBarePool } from './bare-routes.ts'

const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } })
await app.register(bareRoutes)
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
// a clean exit on the bench's SIGTERM (and so a profile written when run with --cpu-prof)
process.once('SIGTERM', () => void app.close().then(closeBarePool).then(() => process.exit(0)))
