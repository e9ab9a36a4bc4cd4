// Issue "Proof under load": the real server, as a child process (its own event loop), on the
// large PostgreSQL database, under a 70% public / 20% student / 10% admin mix at rising concurrency.
import { readFileSync } from 'node:fs'
import { type Database, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import autocannon from 'autocannon'
import { freePort, serverArgs, type Spawned, spawnAndWait, tempDataDir } from './lib.ts'
import { type BenchAdmin, BENCH_PASSWORD, seedLarge } from './seed-large.ts'

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30)
const LEVELS = (process.env.BENCH_LOAD_LEVELS ?? '50,200,1000').split(',').map(Number)
/** Students signed in before the run; each holds one device session. */
const STUDENT_POOL = 200
/** `BENCH_CPU_PROF=<dir>`: the server writes a V8 CPU profile there when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF

interface PoolStudent {
  token: string
  courses: number[]
}

/** Students who do hold valid accesses (the student calls must be 2xx, not 403s). */
async function studentsWithAccess(db: Database, count: number) {
  const result = await sql<{ email: string; courses: number[] }>`
    select s.email, array_agg(a.course_id order by a.course_id) courses
    from students s join accesses a on a.student_id = s.id
    where s.id % 97 = 1 and a.is_active and (a.expires_at is null or a.expires_at > now())
    group by s.id, s.email order by s.id limit ${count}`.execute(db)
  return result.rows
}

async function openOfferIds(db: Database) {
  const result = await sql<{ id: number }>`select id from job_offers where is_active and (deadline is null or deadline >= current_date)`.execute(db)
  return result.rows.map((r) => r.id)
}

export async function signIn(url: string, path: string, email: string): Promise<string> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  })
  if (!response.ok) throw new Error(`${path} ${email}: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { access_token: string }
  return body.access_token
}

async function signInStudents(url: string, rows: { email: string; courses: number[] }[]): Promise<PoolStudent[]> {
  const pool: PoolStudent[] = []
  // a few at a time: each login is an argon2 verification on the server
  for (let i = 0; i < rows.length; i += 8) {
    const batch = rows.slice(i, i + 8)
    const tokens = await Promise.all(batch.map((row) => signIn(url, '/api/student/login', row.email)))
    batch.forEach((row, j) => pool.push({ token: tokens[j] ?? '', courses: row.courses }))
  }
  return pool
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)]
  if (item === undefined) throw new Error('empty pool')
  return item
}

/** Ten request slots per cycle: 7 public, 2 student, 1 admin; each slot draws its target at random. */
function mixRequests(pool: PoolStudent[], offerIds: number[], adminTokens: string[]): autocannon.Request[] {
  // browsers ask for compressed bodies; the server's compression is part of the cost
  const base = { 'accept-encoding': 'gzip, deflate, br' }
  const publicPaths = [
    '/api/announcements/?active_only=true',
    '/api/testimonials/featured?limit=10',
    '/api/testimonials/active',
    '/api/recruitment/?active_only=true',
    '/api/cours-gratuits/',
  ]
  const publicSlot: autocannon.Request = {
    method: 'GET',
    setupRequest: (request) => {
      const offer = Math.random() < 1 / 6
      return { ...request, path: offer ? `/api/recruitment/${pick(offerIds)}` : pick(publicPaths), headers: base }
    },
  }
  const studentSlot: autocannon.Request = {
    method: 'GET',
    setupRequest: (request) => {
      const student = pick(pool)
      const course = pick(student.courses)
      const path = pick(['/api/student/my-courses', `/api/student/course/${course}`, `/api/student/course/${course}/videos`])
      return { ...request, path, headers: { ...base, authorization: `Bearer ${student.token}` } }
    },
  }
  const adminSlot: autocannon.Request = {
    method: 'GET',
    setupRequest: (request) => {
      const path = pick(['/api/admin/courses/?limit=50', '/api/admin/students/?limit=50', '/api/admin/accesses/?limit=50'])
      return { ...request, path, headers: { ...base, authorization: `Bearer ${pick(adminTokens)}` } }
    },
  }
  return [publicSlot, studentSlot, publicSlot, publicSlot, adminSlot, publicSlot, studentSlot, publicSlot, publicSlot, publicSlot]
}

/** Resident set of the server process, from the kernel (MiB). */
export function rssMib(pid: number | undefined): number {
  if (!pid) return 0
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : 0
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

interface LevelResult {
  connections: number
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
  timeouts: number
  non2xx: number
  statuses: string
  rssBefore: number
  rssAfter: number
}

async function runLevel(server: Spawned, connections: number, requests: autocannon.Request[]): Promise<LevelResult> {
  const rssBefore = rssMib(server.child.pid)
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: server.url, connections, duration: SECONDS, requests }, (error, done) => (error ? reject(error) : resolve(done)))
    // autocannon emits (client, status, bytes, ms); its published types omit the client
    instance.on('response', (...args: unknown[]) => {
      const ms = args[3]
      if (typeof ms === 'number') latencies.push(ms)
    })
  })
  latencies.sort((a, b) => a - b)
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(' ')
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    rssBefore,
    rssAfter: rssMib(server.child.pid),
  }
}

function printTable(rows: LevelResult[]) {
  const header = ['connections', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'timeouts', 'non-2xx', 'RSS before→after MiB', 'statuses']
  const lines = rows.map((r) => [r.connections, r.requestsPerSecond, r.p50, r.p95, r.p99, r.errors, r.timeouts, r.non2xx, `${r.rssBefore}→${r.rssAfter}`, r.statuses].map(String))
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '))
}

function startServer(databaseUrl: string, port: number, loginsPerMinute: number) {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'load-bench-secret-'.padEnd(48, 'x'),
    DATA_DIR: tempDataDir(),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    // the pool signs in from one IP: the documented per-IP limit is raised for the bench only
    LOGIN_RATE_PER_MINUTE: String(loginsPerMinute),
  }
  const profile = CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR] : []
  return spawnAndWait(process.execPath, serverArgs(...profile), env, port)
}

export async function loadBench(serverUrl: string) {
  const handle = await createTestDb({ url: serverUrl })
  try {
    if (!handle.url) throw new Error('the load bench needs PostgreSQL')
    const seedStarted = performance.now()
    const admins: BenchAdmin[] = await seedLarge(handle.db)
    console.log(`\nSeeded the large database in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`)
    const rows = await studentsWithAccess(handle.db, STUDENT_POOL)
    const offerIds = await openOfferIds(handle.db)

    const server = await startServer(handle.url, await freePort(), rows.length + admins.length + 20)
    try {
      const pool = await signInStudents(server.url, rows)
      const superAdmin = admins.find((a) => a.is_super_admin)
      const regular = admins.find((a) => !a.is_super_admin)
      if (!superAdmin || !regular) throw new Error('seed has no admins')
      const adminTokens = await Promise.all([superAdmin, regular].map((a) => signIn(server.url, '/api/auth/login', a.email)))
      const requests = mixRequests(pool, offerIds, adminTokens)

      const results: LevelResult[] = []
      for (const connections of LEVELS) results.push(await runLevel(server, connections, requests))
      console.log(`\n## Load: 70% public, 20% student (${pool.length} signed-in students), 10% admin; ${SECONDS} s per level, PostgreSQL`)
      printTable(results)
    } finally {
      await server.stop()
    }
  } finally {
    await handle.close()
  }
}
