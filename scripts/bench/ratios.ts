// Issue "Proof under load", ratios measured in one run: each hot public endpoint against bare
// Fastify running the same SQL through `pg`; tRPC over HTTP against its REST shim; embedded
// PGlite against PostgreSQL. Every server is a child process; autocannon runs here.
import { isDeepStrictEqual } from 'node:util'
import { createDb, migrateToLatest } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { freePort, load, type LoadResult, ratio, type Spawned, spawnAndWait, tempDataDir } from './lib.ts'
import { BENCH_PASSWORD, seedAdmins, seedPublicContent } from './seed-large.ts'
import type { Database } from '@tutorat/db'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const JWT_SECRET = 'ratios-bench-secret-'.padEnd(48, 'x')

const PUBLIC_PATHS = [
  '/api/announcements/?active_only=true',
  '/api/testimonials/featured?limit=10',
  '/api/testimonials/active',
  '/api/recruitment/?active_only=true',
  '/api/cours-gratuits/',
]

async function seedPublic(db: Database) {
  const [author] = await seedAdmins(db, 1)
  if (!author) throw new Error('seed failed')
  await seedPublicContent(db, author.id)
  return author
}

function startPlatform(env: Record<string, string>) {
  return freePort().then((port) =>
    spawnAndWait(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      { NODE_ENV: 'production', JWT_SECRET, DATA_DIR: tempDataDir(), PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
      port,
    ),
  )
}

async function startBare(databaseUrl: string) {
  const port = await freePort()
  return spawnAndWait(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-fastify.ts'], { DATABASE_URL: databaseUrl, PORT: String(port) }, port)
}

const body = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers }).then((r) => r.json() as Promise<unknown>)

const measure = (url: string, headers?: Record<string, string>) => load(url, { seconds: SECONDS, connections: CONNECTIONS, ...(headers ? { headers } : {}) })

const figure = (r: LoadResult) => `${r.requestsPerSecond} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? `, non-2xx ${r.non2xx}, errors ${r.errors}` : ''})`

function line(label: string, ours: LoadResult, against: LoadResult, againstName: string) {
  console.log(`${label}\n    ${figure(ours)} vs ${againstName} ${figure(against)} → ratio ${ratio(ours.requestsPerSecond, against.requestsPerSecond)}`)
}

async function adminToken(server: Spawned, email: string) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

export async function ratiosBench(serverUrl: string) {
  const postgres = await createTestDb({ url: serverUrl })
  const pgliteDir = tempDataDir()
  const servers: Spawned[] = []
  try {
    if (!postgres.url) throw new Error('the ratios bench needs PostgreSQL')
    const admin = await seedPublic(postgres.db)
    // the same public content in an embedded database the platform then opens itself
    const embedded = await createDb({ dataDir: pgliteDir })
    await migrateToLatest(embedded.db)
    await seedPublic(embedded.db)
    await embedded.close()

    // as deployed (public lists served from memory for PUBLIC_CACHE_MS), and without that cache:
    // the second is the platform's own overhead over the same SQL, and the base of the other ratios
    const ours = await startPlatform({ DATABASE_URL: postgres.url })
    servers.push(ours)
    const uncached = await startPlatform({ DATABASE_URL: postgres.url, PUBLIC_CACHE_MS: '0' })
    servers.push(uncached)
    const bare = await startBare(postgres.url)
    servers.push(bare)
    const pglite = await startPlatform({ DATA_DIR: pgliteDir, PUBLIC_CACHE_MS: '0' })
    servers.push(pglite)

    console.log(`\n## Ratios (${CONNECTIONS} connections, ${SECONDS} s per run; every server a child process, autocannon in this one)`)
    console.log('Public endpoints, platform on PostgreSQL vs bare Fastify + pg running the same SQL (target ≥ 0.8):')
    const onPostgres = new Map<string, LoadResult>()
    for (const path of PUBLIC_PATHS) {
      const same = isDeepStrictEqual(await body(ours.url + path), await body(bare.url + path))
      const yardstick = await measure(bare.url + path)
      line(`GET ${path}${same ? '' : '  (BODIES DIFFER)'}`, await measure(ours.url + path), yardstick, 'bare')
      const result = await measure(uncached.url + path)
      onPostgres.set(path, result)
      line('    the same without the public-list cache (PUBLIC_CACHE_MS=0)', result, yardstick, 'bare')
    }

    console.log('tRPC over HTTP vs its REST shim (same procedure, same server, without the cache):')
    const featured = await measure(`${uncached.url}/trpc/testimonials.featured?input=${encodeURIComponent(JSON.stringify({ limit: 10 }))}`)
    line('testimonials.featured vs GET /api/testimonials/featured?limit=10', featured, onPostgres.get(PUBLIC_PATHS[1] ?? '') ?? featured, 'REST')
    const auth = { authorization: `Bearer ${await adminToken(uncached, `bench0@example.ma`)}` }
    const trpcMe = await measure(`${uncached.url}/trpc/auth.me`, auth)
    const restMe = await measure(`${uncached.url}/api/auth/me`, auth)
    line(`auth.me (admin ${admin.email}) vs GET /api/auth/me`, trpcMe, restMe, 'REST')

    console.log('Embedded PGlite vs PostgreSQL (same platform without the cache, same public content):')
    for (const path of PUBLIC_PATHS) {
      const result = await measure(pglite.url + path)
      line(`GET ${path}`, result, onPostgres.get(path) ?? result, 'PostgreSQL')
    }
  } finally {
    for (const server of servers) await server.stop()
    await postgres.close()
  }
}
