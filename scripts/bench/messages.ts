// Issue 15 figures: 10,000 mails delivered from the outbox to a local SMTP server (smtp-server,
// in this process) by one worker, then by two (two instances: two pools on PostgreSQL, the one
// embedded connection on PGlite), with the time, the rate and the memory it took.
import { createOutboxWorker } from '@tutorat/api'
import { createDb, type Database, type DbHandle, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { smtpChannel } from '../../apps/server/src/messages/email.ts'
import { startSmtpServer } from '../../apps/server/test/smtp-server.ts'

const COUNT = Number(process.env.BENCH_MESSAGES ?? 10_000)
const BATCH = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined
const CONNECTIONS = process.env.BENCH_SMTP_CONNECTIONS ? Number(process.env.BENCH_SMTP_CONNECTIONS) : undefined
const site = { name: 'Tutorat Maroc', contactEmail: 'contact@tutorat-maroc.ma' }
const silent = { info: () => {}, warn: () => {} }

/** `count` students, each with one access_granted mail waiting in the outbox (bulk SQL). */
async function fillOutbox(db: Database, count: number, round: string) {
  await sql`
    insert into students (name, email, email_opt_in)
    select 'Élève ' || i, 'bench-' || ${round}::text || '-' || i || '@example.ma', true from generate_series(1, ${count}::int) i`.execute(db)
  await sql`
    insert into notifications (student_id, channel, recipient, template, params, dedupe_key)
    select id, 'email', email, 'access_granted',
      jsonb_build_object('name', name, 'course_title', 'Mathématiques — Analyse', 'course_id', 1, 'expires_at', '2026-12-31T22:00:00.000Z'),
      'bench:' || ${round}::text || ':' || id || ':email'
    from students where email like ${`bench-${round}-%`}`.execute(db)
}

function memorySampler() {
  const peak = { rss: 0, heap: 0 }
  const sample = () => {
    const usage = process.memoryUsage()
    peak.rss = Math.max(peak.rss, usage.rss)
    peak.heap = Math.max(peak.heap, usage.heapUsed)
  }
  sample()
  const timer = setInterval(sample, 25)
  return {
    stop: () => {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}

const mib = (bytes: number) => `${Math.round(bytes / 1_048_576)} MiB`

async function deliver(handle: DbHandle & { url?: string }, instances: 1 | 2) {
  const smtp = await startSmtpServer({ parse: false })
  const round = `${instances}-${Date.now()}`
  await fillOutbox(handle.db, COUNT, round)
  // another instance has its own pool (PostgreSQL) and its own SMTP connections
  const extraPool = instances === 2 && handle.url ? await createDb({ databaseUrl: handle.url }) : undefined
  const pools = instances === 1 ? [handle.db] : [handle.db, extraPool?.db ?? handle.db]
  const channels = pools.map(() => smtpChannel({ url: smtp.url, from: '"Tutorat Maroc" <no-reply@example.ma>', site, maxConnections: CONNECTIONS }))
  const workers = pools.map((db, i) =>
    createOutboxWorker({ db, jwtSecret: 'b'.repeat(40), publicUrl: 'https://tutorat.example.ma', channels: { email: channels[i] }, log: silent, batchSize: BATCH }),
  )
  global.gc?.()
  const memory = memorySampler()
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const handled = await Promise.all(workers.map((worker) => worker.drain()))
  const seconds = (performance.now() - started) / 1000
  // this process's CPU (workers, nodemailer, the SMTP server; PGlite too): steadier than the time on a busy machine
  const cpu = process.cpuUsage(cpuBefore)
  const cpuMsPerMail = (cpu.user + cpu.system) / 1000 / COUNT
  const peak = memory.stop()
  const sent = await sql<{ n: number }>`select count(*)::int n from notifications where dedupe_key like ${`bench:${round}:%`} and status = 'sent'`.execute(handle.db)
  await Promise.all(channels.map((channel) => channel.close()))
  await extraPool?.close()
  await smtp.close()
  const label = `${instances === 1 ? 'one worker' : 'two workers'} (batch ${BATCH ?? 20}, ${CONNECTIONS ?? 5} SMTP conn.)`
  console.log(
    `${label.padEnd(26)} ${String(sent.rows[0]?.n).padStart(6)} sent (${handled.join(' + ')}), SMTP got ${smtp.accepted()}   ` +
      `${seconds.toFixed(1)} s   ${Math.round(COUNT / seconds)} msg/s   CPU ${cpuMsPerMail.toFixed(2)} ms/msg   peak RSS ${mib(peak.rss)}, heap ${mib(peak.heap)}`,
  )
}

/** `databaseUrl`: a PostgreSQL server (a throw-away database is created there); unset: PGlite. */
export async function messagesBench(databaseUrl?: string) {
  const handle = await createTestDb({ url: databaseUrl })
  try {
    console.log(`\n## Outbox → SMTP on ${handle.kind}: ${COUNT} mails (access_granted, HTML + text) to smtp-server on 127.0.0.1`)
    await deliver(handle, 1)
    await deliver(handle, 2)
  } finally {
    await handle.close()
  }
}
