// Issue 30 (DESIGN §20): every back-office and student call as the web app makes it (tRPC over
// HTTP, real tokens), on PostgreSQL seeded at 1× and 10× the reference business: p50/p95, JSON
// bytes, the server's RSS, and pass/fail against §20's limits. Noisy on a shared machine: the load
// average is printed with the figures. `BENCH_GROWTH_SCALES=1,10` (default), `BENCH_RUNS=30`;
// `BENCH_GROWTH_KEEP=1` keeps the last database, `BENCH_GROWTH_REUSE=1` measures it again unseeded.
import { loadavg } from 'node:os'
import { createDb, migrateToLatest } from '@tutorat/db'
import pg from 'pg'
import { type GrowthSeed, growthCounts, growthTargets, seedGrowth } from './growth-seed.ts'
import { freePort, serverArgs, spawnAndWait, tempDataDir } from './lib.ts'
import { rssMib, signIn } from './load.ts'

const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '1,10').split(',').map(Number)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const DATABASE = 'bench_growth'
const LIMITS = { admin: { ms: 300, bytes: 200_000 }, student: { ms: 100, bytes: Number.POSITIVE_INFINITY } }

type Who = 'admin' | 'regular' | 'student'
interface Call {
  label: string
  who: Who
  path: string
  input?: unknown
}

/** The calls the back office and the student space make, with the inputs their pages send. */
function calls(seed: GrowthSeed, students: number): Call[] {
  const page = (extra: object = {}, limit = 50) => ({ limit, offset: 0, ...extra })
  const deep = Math.floor(students / 2 / 50) * 50
  return [
    { label: 'dashboard.stats', who: 'admin', path: 'dashboard.stats' },
    { label: 'dashboard.stats (regular admin)', who: 'regular', path: 'dashboard.stats' },
    { label: 'dashboard.pendingWork', who: 'admin', path: 'dashboard.pendingWork' },
    { label: 'dashboard.figures', who: 'admin', path: 'dashboard.figures' },
    { label: 'courses.stats', who: 'admin', path: 'courses.stats' },
    { label: 'courses.list (page of 24)', who: 'admin', path: 'courses.list', input: page({}, 24) },
    { label: 'courses.list (course picker, 200)', who: 'admin', path: 'courses.list', input: page({}, 200) },
    { label: 'students.list (first page)', who: 'admin', path: 'students.list', input: page() },
    { label: `students.list (offset ${deep})`, who: 'admin', path: 'students.list', input: { limit: 50, offset: deep } },
    { label: 'students.list (keyset, middle page)', who: 'admin', path: 'students.list', input: { limit: 50, offset: 0, after: students / 2 } },
    { label: 'students.list (regular, first page)', who: 'regular', path: 'students.list', input: page() },
    { label: 'students.list (search « 1234 »)', who: 'admin', path: 'students.list', input: page({ search: '1234' }) },
    { label: 'students.list (access form picker, 200)', who: 'admin', path: 'students.list', input: page({}, 200) },
    { label: 'students.list (picker search « etudiant4242@ »)', who: 'admin', path: 'students.list', input: page({ search: 'etudiant4242@' }, 8) },
    { label: 'accesses.list (first page)', who: 'admin', path: 'accesses.list', input: page() },
    { label: 'payments.list (first page)', who: 'admin', path: 'payments.list', input: page() },
    { label: 'payments.stats', who: 'admin', path: 'payments.stats' },
    { label: 'notifications.log (first page)', who: 'admin', path: 'notifications.log', input: page() },
    { label: 'notifications.log (status failed)', who: 'admin', path: 'notifications.log', input: page({ status: 'failed' }) },
    { label: 'notifications.log (recipient search)', who: 'admin', path: 'notifications.log', input: page({ recipient: 'etudiant1234@' }) },
    { label: 'sessions.list (first page)', who: 'admin', path: 'sessions.list', input: page() },
    { label: 'sessions.attendance (one session)', who: 'admin', path: 'sessions.attendance', input: { id: seed.sessionId } },
    { label: 'recruitment.adminList (200)', who: 'admin', path: 'recruitment.adminList', input: { limit: 200 } },
    { label: 'recruitment.stats', who: 'admin', path: 'recruitment.stats' },
    { label: 'applications.list (first page)', who: 'admin', path: 'applications.list', input: page() },
    { label: 'exams.list (first page)', who: 'admin', path: 'exams.list', input: page() },
    { label: 'exams.results (one concours blanc)', who: 'admin', path: 'exams.results', input: { id: seed.examId } },
    { label: 'exams.results (10,000 copies × 3 sections)', who: 'admin', path: 'exams.results', input: { id: seed.sectionedExamId } },
    { label: 'student.verify', who: 'student', path: 'student.verify' },
    { label: 'student.myCourses', who: 'student', path: 'student.myCourses' },
    { label: 'student.course', who: 'student', path: 'student.course', input: { id: seed.courseId } },
    { label: 'student.courseVideos', who: 'student', path: 'student.courseVideos', input: { id: seed.courseId } },
    { label: 'exams.available', who: 'student', path: 'exams.available' },
    { label: 'exams.myAttempts', who: 'student', path: 'exams.myAttempts' },
    ...(seed.sectionedAttemptId
      ? [{ label: 'exams.attempt (result: percentile, sections, topics)', who: 'student' as const, path: 'exams.attempt', input: { id: seed.sectionedAttemptId } }]
      : []),
    { label: 'notifications.mine (bell)', who: 'student', path: 'notifications.mine', input: { limit: 1, offset: 0 } },
    { label: 'payments.mine', who: 'student', path: 'payments.mine' },
    { label: 'sessions.mine', who: 'student', path: 'sessions.mine' },
  ]
}

async function resetDatabase(serverUrl: string, drop = false) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`drop database if exists ${DATABASE} with (force)`)
    if (!drop) await client.query(`create database ${DATABASE}`)
  } finally {
    await client.end()
  }
}

const withDatabase = (url: string) => Object.assign(new URL(url), { pathname: `/${DATABASE}` }).toString()

/** One GET as the web's tRPC link sends a query; answers the time and the JSON's size. */
async function query(url: string, token: string, call: Call) {
  const input = call.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(call.input))}`
  const started = performance.now()
  const response = await fetch(`${url}/trpc/${call.path}${input}`, { headers: { authorization: `Bearer ${token}` } })
  const body = await response.text()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${call.path}: ${response.status} ${body.slice(0, 300)}`)
  return { ms, bytes: Buffer.byteLength(body) }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ')

interface Row {
  call: Call
  p50: number
  p95: number
  bytes: number
  pass: boolean
  error?: string
}

async function measure(url: string, tokens: Record<Who, string>, call: Call): Promise<Row> {
  const samples: number[] = []
  let bytes = 0
  const first = await query(url, tokens[call.who], call).catch((error: unknown) => error as Error) // warm-up; a call of seconds is sampled less
  if (first instanceof Error) return { call, p50: 0, p95: 0, bytes: 0, pass: false, error: first.message.slice(0, 60) }
  const runs = first.ms > 1000 ? 5 : RUNS
  for (let i = 0; i < 2; i++) await query(url, tokens[call.who], call)
  for (let i = 0; i < runs; i++) {
    const result = await query(url, tokens[call.who], call)
    samples.push(result.ms)
    bytes = result.bytes
  }
  samples.sort((a, b) => a - b)
  const limit = call.who === 'student' ? LIMITS.student : LIMITS.admin
  const p95 = percentile(samples, 95)
  return { call, p50: percentile(samples, 50), p95, bytes, pass: p95 <= limit.ms && bytes <= limit.bytes }
}

function printTable(rows: Row[]) {
  const header = ['call', 'who', 'p50 ms', 'p95 ms', 'JSON', 'limit', '']
  const lines = rows.map((r) => [
    r.call.label,
    r.call.who,
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.bytes >= 10_000 ? `${(r.bytes / 1000).toFixed(0)} KB` : `${r.bytes} B`,
    r.call.who === 'student' ? '100 ms' : '300 ms, 200 KB',
    r.error ? `ERROR ${r.error}` : r.pass ? 'pass' : 'FAIL',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  for (const line of [header, ...lines]) console.log(`| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`)
}

async function runScale(serverUrl: string, scale: number, reuse: boolean) {
  if (!reuse) await resetDatabase(serverUrl)
  const url = withDatabase(serverUrl)
  const handle = await createDb({ databaseUrl: url })
  let seed: GrowthSeed
  try {
    await migrateToLatest(handle.db)
    if (!reuse) {
      console.log(`\n## Growth ${scale}× — seeding (load ${load()})`)
      const started = performance.now()
      await seedGrowth(handle.db, scale)
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    }
    console.log(JSON.stringify(await growthCounts(handle.db)))
    seed = await growthTargets(handle.db)
  } finally {
    await handle.close()
  }
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: 'growth-bench-secret-'.padEnd(48, 'x'),
    DATA_DIR: tempDataDir(),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    // the outbox worker would retry the seeded failed messages while the log is measured
    MESSAGES_WORKER: '0',
  }
  const port = await freePort()
  const server = await spawnAndWait(process.execPath, serverArgs(), { ...env, PORT: String(port) }, port)
  try {
    const [root, regular] = seed.admins
    if (!root || !regular) throw new Error('no admins')
    const tokens: Record<Who, string> = {
      admin: await signIn(server.url, '/api/auth/login', root.email),
      regular: await signIn(server.url, '/api/auth/login', regular.email),
      student: await signIn(server.url, '/api/student/login', seed.studentEmail),
    }
    const rows: Row[] = []
    const loadBefore = load()
    for (const call of calls(seed, 20_000 * scale)) rows.push(await measure(server.url, tokens, call))
    console.log(`\n### Growth ${scale}× (${RUNS} calls each, sequential, tRPC over HTTP; load average ${loadBefore} → ${load()}; server RSS ${rssMib(server.child.pid)} MiB)`)
    printTable(rows)
    const failed = rows.filter((r) => !r.pass).length
    console.log(failed ? `${failed} call(s) over DESIGN §20's limits at ${scale}×` : `every call within DESIGN §20's limits at ${scale}×`)
  } finally {
    await server.stop()
  }
}

export async function growthBench(serverUrl: string) {
  const reuse = Boolean(process.env.BENCH_GROWTH_REUSE)
  try {
    for (const scale of SCALES) await runScale(serverUrl, scale, reuse)
  } finally {
    if (!process.env.BENCH_GROWTH_KEEP) await resetDatabase(serverUrl, true)
  }
}
