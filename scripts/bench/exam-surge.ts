// Issue 18 figures (DESIGN §13): a concours blanc's surge. 1,000 students start the same 40-question
// paper within a minute, each saves 40 answers over the hour (with a burst where all of them save
// within the same 10 real seconds), then every deadline falls together and the sweep closes them.
// Through the in-process tRPC caller, as the REST shims call it: real students signed in with
// `student.login` (argon2, device sessions), real tokens, the per-student exam limiter.
import { cpus, loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createCaller, createContextInner, hashPassword, type RouterOutputs, type Services, signToken, submitExpiredAttempts } from '@tutorat/api'
import { EXAM_RULES, type AnswerValue, type QuestionInput } from '@tutorat/contracts'
import { createDb, type Database, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { loadConfig } from '../../apps/server/src/config.ts'
import { createServices } from '../../apps/server/src/services.ts'
import { seedAdmins } from './seed-large.ts'
import { tempDataDir } from './lib.ts'

const STUDENTS = Number(process.env.BENCH_SURGE_STUDENTS ?? 1000)
/** 60 simulated minutes last 60 / COMPRESSION real minutes */
const COMPRESSION = Number(process.env.BENCH_SURGE_COMPRESSION ?? 20)
const QUESTIONS = 40
const LIMIT_MINUTES = 60
const BURST_MS = 10_000
const MINUTE = 60_000
/** the starts come at their real pace (1,000 within a real minute); only each student's hour is compressed */
const START_WINDOW_MS = MINUTE
const PASSWORD = 'eleve-concours-2026'

type Caller = ReturnType<typeof createCaller>
type Paper = RouterOutputs['exams']['start']
interface Save {
  at: number
  burst: boolean
}
interface Sample {
  ms: number
  burst: boolean
  dispatchedAt: number
}

const real = (simulatedMs: number) => simulatedMs / COMPRESSION
const sleepUntil = (origin: number, offset: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, origin + offset - performance.now())))
const ipOf = (n: number) => `10.0.${n >> 8}.${n & 255}`
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

function question(i: number): QuestionInput {
  const base = { statement: `Question ${i + 1} : calculer $\\int_0^{${i + 1}} x\\,dx$.`, explanation: '', image: null, points: 1 }
  if (i % 4 === 3) return { ...base, type: 'numeric', options: [], correct: [], value: ((i + 1) ** 2) / 2, tolerance: 0.01 }
  const options = ['$0$', `$${i}$`, `$\\frac{${i}}{2}$`, `$${i + 1}$`, '$e$']
  return i % 4 === 2
    ? { ...base, type: 'multiple', options, correct: [1, 2], value: null, tolerance: 0 }
    : { ...base, type: 'single', options, correct: [2], value: null, tolerance: 0 }
}

async function publishExam(services: Services, adminId: number) {
  const token = await signToken(services.settings.jwtSecret, { sub: adminId, role: 'admin', ver: 0 }, '2h')
  const admin = createCaller(createContextInner(services, { authorization: `Bearer ${token}`, ip: '127.0.0.1' }))
  const { exam } = await admin.exams.create({ title: 'Concours blanc ENSA — surge', is_public: true, time_limit_minutes: LIMIT_MINUTES, shuffle_questions: true, shuffle_options: true, penalty: 0.25 })
  await admin.exams.saveQuestions({ id: exam.id, questions: Array.from({ length: QUESTIONS }, (_, i) => question(i)) })
  await admin.exams.update({ id: exam.id, published: true })
  return exam.id
}

/** Students in bulk, then each signs in for real (argon2, a device session), eight at a time. */
async function signInStudents(db: Database, services: Services): Promise<Caller[]> {
  const hash = await hashPassword(PASSWORD)
  await sql`insert into students (name, email, password_hash) select 'Candidat ' || i, 'candidat' || i || '@surge.ma', ${hash}::text from generate_series(1, ${STUDENTS}::int) i`.execute(db)
  const callers: Caller[] = []
  for (let i = 1; i <= STUDENTS; i += 8) {
    const batch = Array.from({ length: Math.min(8, STUDENTS - i + 1) }, (_, k) => i + k)
    const signedIn = await Promise.all(
      batch.map(async (n) => {
        const { access_token } = await createCaller(createContextInner(services, { ip: ipOf(n) })).student.login({ email: `candidat${n}@surge.ma`, password: PASSWORD })
        return createCaller(createContextInner(services, { authorization: `Bearer ${access_token}`, ip: ipOf(n) }))
      }),
    )
    callers.push(...signedIn)
  }
  return callers
}

/** A start within the first real minute, then 40 saves over the student's (compressed) hour; one of them moved into the burst. */
function schedule(burstAt: number) {
  const start = Math.random() * START_WINDOW_MS
  const saves: Save[] = Array.from({ length: QUESTIONS }, () => ({ at: start + real(30_000 + Math.random() * 58 * MINUTE), burst: false }))
  const nearest = saves.reduce((best, save, i) => (Math.abs(save.at - burstAt) < Math.abs((saves[best]?.at ?? 0) - burstAt) ? i : best), 0)
  saves[nearest] = { at: burstAt + Math.random() * BURST_MS, burst: true }
  return { start, saves: saves.sort((a, b) => a.at - b.at) }
}

const answerFor = (q: Paper['questions'][number]): AnswerValue =>
  q.type === 'numeric' ? Math.round(Math.random() * 100) / 2 : q.type === 'single' ? [q.options[0]?.index ?? 0] : q.options.slice(0, 2).map((o) => o.index)

interface Tally {
  starts: number[]
  samples: Sample[]
  errors: Map<string, number>
  acknowledged: Set<string>
  papers: Paper[]
}

async function candidate(caller: Caller, examId: number, origin: number, burstAt: number, tally: Tally) {
  const plan = schedule(burstAt)
  await sleepUntil(origin, plan.start)
  const startedAt = performance.now()
  const paper = await caller.exams.start({ id: examId })
  tally.starts.push(performance.now() - startedAt)
  tally.papers.push(paper)
  for (const [i, save] of plan.saves.entries()) {
    const q = paper.questions[i]
    if (!q) break
    await sleepUntil(origin, save.at)
    const dispatchedAt = performance.now() - origin
    try {
      await caller.exams.saveAnswer({ id: paper.id, question_id: q.id, answer: answerFor(q) })
      tally.acknowledged.add(`${paper.id}:${q.id}`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      tally.errors.set(message, (tally.errors.get(message) ?? 0) + 1)
    }
    tally.samples.push({ ms: performance.now() - origin - dispatchedAt, burst: save.burst, dispatchedAt })
  }
}

/** Peak memory and the event loop's delay: the students and the server share this one thread. */
function watchProcess() {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  let rss = 0
  let heap = 0
  const timer = setInterval(() => {
    const usage = process.memoryUsage()
    rss = Math.max(rss, usage.rss)
    heap = Math.max(heap, usage.heapUsed)
  }, 50)
  return () => {
    clearInterval(timer)
    loop.disable()
    return { rss, heap, loopP99: loop.percentile(99) / 1e6 }
  }
}

function spread(label: string, values: number[], unit = 'saves') {
  const sorted = [...values].sort((a, b) => a - b)
  const ms = (p: number) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`
  return `${label.padEnd(30)} ${String(sorted.length).padStart(6)} ${unit.padEnd(6)}   ${ms(50)}   ${ms(95)}   ${ms(99)}   max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`
}

/** The slowest 10 real seconds of saves: a stall (a checkpoint, a neighbour's burst of work) shows there. */
function worstWindow(samples: Sample[]) {
  const windows = new Map<number, number[]>()
  for (const sample of samples) {
    const key = Math.floor(sample.dispatchedAt / 10_000)
    const values = windows.get(key) ?? []
    values.push(sample.ms)
    windows.set(key, values)
  }
  const p95Of = (values: number[]) => percentile([...values].sort((a, b) => a - b), 95)
  const [key, values] = [...windows].reduce((worst, entry) => (p95Of(entry[1]) > p95Of(worst[1]) ? entry : worst))
  return `slowest 10 s (from ${key * 10} s): ${values.length} saves, p95 ${p95Of(values).toFixed(1)} ms`
}

async function countLost(db: Database, examId: number, acknowledged: Set<string>) {
  const rows = await db.selectFrom('attempt_answers as a').innerJoin('exam_attempts as t', 't.id', 'a.attempt_id').select(['a.attempt_id', 'a.question_id']).where('t.exam_id', '=', examId).execute()
  const stored = new Set(rows.map((row) => `${row.attempt_id}:${row.question_id}`))
  return { rows: stored.size, lost: [...acknowledged].filter((key) => !stored.has(key)).length }
}

async function sweep(db: Database, examId: number, papers: Paper[]) {
  const lastDeadline = Math.max(...papers.map((paper) => Date.parse(paper.deadline_at)))
  // the worker's first round once the last deadline and its grace have passed
  const roundAt = new Date(lastDeadline + EXAM_RULES.answerGraceSeconds * 1000 + 1000)
  const started = performance.now()
  const closed = await submitExpiredAttempts(db, roundAt)
  const seconds = (performance.now() - started) / 1000
  const left = await db
    .selectFrom('exam_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('exam_id', '=', examId)
    .where((eb) => eb.or([eb('status', '=', 'en_cours'), eb('score', 'is', null)]))
    .executeTakeFirstOrThrow()
  return { closed, seconds, unscored: Number(left.n) }
}

function describeRun(signInSeconds: number) {
  const savesPerSecond = Math.round((STUDENTS * QUESTIONS) / ((LIMIT_MINUTES * 60) / COMPRESSION))
  console.log(`\n## Exam surge on PostgreSQL: ${STUDENTS} students, ${QUESTIONS} questions, ${LIMIT_MINUTES} min`)
  console.log(`Node ${process.versions.node}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start`)
  console.log(`in-process tRPC caller (createCaller from @tutorat/api), real student tokens (student.login: ${signInSeconds.toFixed(1)} s for all)`)
  console.log(`starts at their real pace within ${START_WINDOW_MS / 1000} s; each student's hour compressed ${COMPRESSION}× into ${(LIMIT_MINUTES / COMPRESSION).toFixed(1)} real minutes`)
  console.log(`(${savesPerSecond} saves/s while all write, ${COMPRESSION}× the real hour's rate); the deadlines are the server's own`)
}

/** Every candidate at once, on their own schedules; then the figures. */
async function surge(db: Database, callers: Caller[], examId: number) {
  const tally: Tally = { starts: [], samples: [], errors: new Map(), acknowledged: new Set(), papers: [] }
  const stop = watchProcess()
  const origin = performance.now()
  // once everyone has started and before anyone's hour ends
  const burstAt = (START_WINDOW_MS + real(59 * MINUTE) - BURST_MS) / 2
  const outcomes = await Promise.allSettled(callers.map((caller) => candidate(caller, examId, origin, burstAt, tally)))
  const watched = stop()
  const burst = tally.samples.filter((sample) => sample.burst)
  const burstWindow = Math.max(...burst.map((s) => s.dispatchedAt)) - Math.min(...burst.map((s) => s.dispatchedAt))
  const failedStarts = outcomes.filter((outcome) => outcome.status === 'rejected').length
  console.log(`${tally.papers.length} attempts started (${failedStarts} starts failed), the whole hour in ${((performance.now() - origin) / 1000).toFixed(0)} s real`)
  console.log(spread(`starts (within ${START_WINDOW_MS / 1000} s real)`, tally.starts, 'starts'))
  console.log(spread('answer saves, overall', tally.samples.map((s) => s.ms)))
  console.log(`  ${worstWindow(tally.samples)}`)
  console.log(spread(`the burst (sent within ${(burstWindow / 1000).toFixed(1)} s)`, burst.map((s) => s.ms)))
  const errors = [...tally.errors.values()].reduce((sum, n) => sum + n, 0)
  console.log(`errors: ${errors}${errors ? ` (${[...tally.errors].map(([message, n]) => `${n}× ${message}`).join('; ')})` : ''}`)
  const { rows, lost } = await countLost(db, examId, tally.acknowledged)
  console.log(`answers acknowledged ${tally.acknowledged.size}, rows stored ${rows}, lost ${lost}`)
  const swept = await sweep(db, examId, tally.papers)
  console.log(`sweep: ${swept.closed} expired attempts submitted and scored in ${swept.seconds.toFixed(2)} s (batches of 500); left open or unscored: ${swept.unscored}`)
  const mib = (bytes: number) => `${Math.round(bytes / 1_048_576)} MiB`
  console.log(`peak RSS ${mib(watched.rss)}, heap ${mib(watched.heap)}; event-loop delay p99 ${watched.loopP99.toFixed(1)} ms`)
}

/** `databaseUrl`: a PostgreSQL server; a throw-away database is created there and dropped after. */
export async function examSurgeBench(databaseUrl: string) {
  const database = await createTestDb({ url: databaseUrl })
  // the server's own pool (10 connections), not the test helper's 4
  const pool = await createDb({ databaseUrl: database.url })
  try {
    const config = loadConfig({ DATA_DIR: tempDataDir(), JWT_SECRET: 's'.repeat(40), LOG_LEVEL: 'silent', LOGIN_RATE_PER_MINUTE: '100000' })
    const services = await createServices(config, pool.db)
    const [root] = await seedAdmins(pool.db, 0)
    const examId = await publishExam(services, root?.id ?? 0)
    const signInStarted = performance.now()
    const callers = await signInStudents(pool.db, services)
    describeRun((performance.now() - signInStarted) / 1000)
    await surge(pool.db, callers, examId)
  } finally {
    await pool.close()
    await database.close()
  }
}
