// Issue "Proof under load", ratios measured in one run: each hot public endpoint against bare
// Fastify running the same SQL through `pg`; tRPC over HTTP against its REST shim; embedded
// PGlite against PostgreSQL. Every server is a child process; autocannon runs here.
import { loadavg } from 'node:os'
import { isDeepStrictEqual } from 'node:util'
import { createDb, migrateToLatest } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { cpuMsOf, freePort, load, median, ratio, scriptArgs, serverArgs, type Spawned, spawnAndWait, tempDataDir } from './lib.ts'
import { BENCH_PASSWORD, seedAdmins, seedPublicContent } from './seed-large.ts'
import type { Database } from '@tutorat/db'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
// V8 compiles the platform's longer path later than bare's few functions: measured cold, 3-second
// runs gave the platform up to twice bare's CPU per request, the same runs warm about 1.3×
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5)
const JWT_SECRET = 'ratios-bench-secret-'.padEnd(48, 'x')

const PUBLIC_PATHS = [
  '/api/announcements/?active_only=true',
  '/api/testimonials/featured?limit=10',
  '/api/testimonials/active',
  '/api/recruitment/?active_only=true',
  '/api/cours-gratuits/',
]

// the list with the most per-row work, and the one with the least
const SPLIT_PATHS = ['/api/announcements/?active_only=true', '/api/testimonials/featured?limit=10']

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
      serverArgs(),
      { NODE_ENV: 'production', JWT_SECRET, DATA_DIR: tempDataDir(), PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
      port,
    ),
  )
}

/** The platform (no public-list cache) with the bare handlers mounted under /bare (platform-with-bare.ts). */
async function startPlatformWithBare(databaseUrl: string) {
  const port = await freePort()
  return spawnAndWait(
    process.execPath,
    scriptArgs('scripts/bench/platform-with-bare.ts'),
    { NODE_ENV: 'production', JWT_SECRET, DATA_DIR: tempDataDir(), PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, PUBLIC_CACHE_MS: '0' },
    port,
  )
}

async function startBare(databaseUrl: string) {
  const port = await freePort()
  return spawnAndWait(process.execPath, scriptArgs('scripts/bench/bare-fastify.ts'), { DATABASE_URL: databaseUrl, PORT: String(port) }, port)
}

const body = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers }).then((r) => r.json() as Promise<unknown>)

interface Measured {
  requestsPerSecond: number
  /** the server's CPU per answered request: what the framework costs, whatever else the machine runs */
  cpuMs: number
  p99: number
  failures: number
}

/** One run against one server: throughput, and the server's CPU time per request from /proc. */
async function measure(server: Spawned, path: string, headers?: Record<string, string>): Promise<Measured> {
  const pid = server.child.pid ?? 0
  const before = cpuMsOf(pid)
  const result = await load(server.url + path, { seconds: SECONDS, connections: CONNECTIONS, ...(headers ? { headers } : {}) })
  const cpuMs = (cpuMsOf(pid) - before) / Math.max(result.requests, 1)
  return { requestsPerSecond: result.requestsPerSecond, cpuMs, p99: result.p99, failures: result.non2xx + result.errors }
}

/** Every server answers each path it will be measured on, unmeasured, until its JIT has settled. */
async function warmUp(runs: ReadonlyArray<readonly [Spawned, string, Record<string, string>?]>) {
  for (const [server, path, headers] of runs) await load(server.url + path, { seconds: WARM_UP_SECONDS, connections: CONNECTIONS, ...(headers ? { headers } : {}) })
}

/**
 * Both sides measured in turns (A B, B A, A B…) so a change in the machine's load falls on both;
 * medians of ROUNDS runs each.
 */
async function interleaved(a: () => Promise<Measured>, b: () => Promise<Measured>) {
  const runsA: Measured[] = []
  const runsB: Measured[] = []
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      runsA.push(await a())
      runsB.push(await b())
    } else {
      runsB.push(await b())
      runsA.push(await a())
    }
  }
  const summary = (runs: Measured[]) => ({
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    cpuMs: median(runs.map((run) => run.cpuMs)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  })
  return [summary(runsA), summary(runsB)] as const
}

const figure = (r: Measured) => `${r.requestsPerSecond} req/s, ${r.cpuMs.toFixed(3)} ms CPU/req (p99 ${r.p99} ms${r.failures ? `, ${r.failures} failures` : ''})`

function line(label: string, [ours, against]: readonly [Measured, Measured], againstName: string, target?: number) {
  const byThroughput = ratio(ours.requestsPerSecond, against.requestsPerSecond)
  const byCpu = ratio(against.cpuMs, ours.cpuMs)
  const verdict = target === undefined ? '' : byThroughput >= target || byCpu >= target ? `  (target ≥ ${target}: met)` : `  (target ≥ ${target}: NOT MET)`
  console.log(`${label}\n    ${figure(ours)}\n    vs ${againstName} ${figure(against)}\n    → ratio ${byThroughput} by throughput, ${byCpu} by CPU per request${verdict}`)
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
    const inside = await startPlatformWithBare(postgres.url)
    servers.push(inside)

    const featured = `/trpc/testimonials.featured?input=${encodeURIComponent(JSON.stringify({ limit: 10 }))}`
    const listed = `/trpc/announcements.list?input=${encodeURIComponent(JSON.stringify({ active_only: true }))}`
    const auth = { authorization: `Bearer ${await adminToken(uncached, `bench0@example.ma`)}` }
    await warmUp([
      ...PUBLIC_PATHS.flatMap((path) => [[uncached, path], [bare, path], [ours, path], [pglite, path], [inside, path], [inside, `/bare${path}`]] as const),
      [uncached, featured],
      [uncached, listed],
      [uncached, '/trpc/auth.me', auth],
      [uncached, '/api/auth/me', auth],
    ])

    console.log(`\n## Ratios (${CONNECTIONS} connections, ${SECONDS} s per run, medians of ${ROUNDS} interleaved runs after ${WARM_UP_SECONDS} s of warm-up per server and path; every server a child process, autocannon in this one; load average ${loadavg()[0]?.toFixed(1)})`)
    console.log('Public endpoints through REST, platform without the public-list cache (PUBLIC_CACHE_MS=0) vs bare Fastify + pg running the same SQL:')
    for (const path of PUBLIC_PATHS) {
      const same = isDeepStrictEqual(await body(uncached.url + path), await body(bare.url + path))
      line(`GET ${path}${same ? '' : '  (BODIES DIFFER)'}`, await interleaved(() => measure(uncached, path), () => measure(bare, path)), 'bare', 0.9)
    }
    console.log('Where the gap is: the bare handlers mounted inside the platform (/bare/…: its hooks, security headers, logger) vs bare Fastify — the HTTP layer; then the platform\'s route vs those handlers on the same server — the procedure path (tRPC caller, Kysely, the domain\'s mapping, zod):')
    for (const path of SPLIT_PATHS) {
      line(`HTTP layer, GET ${path}`, await interleaved(() => measure(inside, `/bare${path}`), () => measure(bare, path)), 'bare')
      line(`procedure path, GET ${path}`, await interleaved(() => measure(inside, path), () => measure(inside, `/bare${path}`)), 'the same handler inside')
    }
    console.log('The same as deployed (public lists served from memory for PUBLIC_CACHE_MS) vs bare, one run each:')
    for (const path of PUBLIC_PATHS) line(`GET ${path}`, [await measure(ours, path), await measure(bare, path)], 'bare')

    console.log('tRPC over HTTP vs its REST shim (same procedure, same server, without the cache):')
    line('testimonials.featured vs GET /api/testimonials/featured?limit=10', await interleaved(() => measure(uncached, featured), () => measure(uncached, PUBLIC_PATHS[1] ?? '')), 'REST', 0.7)
    line('announcements.list vs GET /api/announcements/?active_only=true', await interleaved(() => measure(uncached, listed), () => measure(uncached, PUBLIC_PATHS[0] ?? '')), 'REST', 0.7)
    line(`auth.me (admin ${admin.email}) vs GET /api/auth/me`, await interleaved(() => measure(uncached, '/trpc/auth.me', auth), () => measure(uncached, '/api/auth/me', auth)), 'REST', 0.7)

    console.log('Embedded PGlite vs PostgreSQL (same platform without the cache, same public content), one run each:')
    for (const path of PUBLIC_PATHS) line(`GET ${path}`, [await measure(pglite, path), await measure(uncached, path)], 'PostgreSQL')
  } finally {
    for (const server of servers) await server.stop()
    await postgres.close()
  }
}
