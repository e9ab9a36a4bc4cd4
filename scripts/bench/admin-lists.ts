// Issue "Courses" figures: latency of the courses list and the dashboard stats on a large
// catalogue (2,000 courses, 40,000 videos, 100,000 accesses; seeded by seed-large.ts), with the plans PostgreSQL chose.
import { createCaller, createContextInner, signToken } from '@tutorat/api'
import { CompiledQuery, type DbHandle, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { createServices } from '../../apps/server/src/services.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { tempDataDir } from './lib.ts'
import { seedAdmins, seedCatalogue } from './seed-large.ts'

const SIZE = { courses: 2000, videosPerCourse: 20, students: 20_000, accessesPerStudent: 5 }
const RUNS = Number(process.env.BENCH_RUNS ?? 100)

async function seed(handle: DbHandle) {
  const [root, regular] = await seedAdmins(handle.db, 1)
  if (!root || !regular) throw new Error('seed failed')
  await seedCatalogue(handle.db, SIZE, [root, regular])
  await sql`analyze`.execute(handle.db)
  return { root, regular }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run() // warm-up
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  console.log(`${label.padEnd(52)} median ${percentile(samples, 50).toFixed(1)} ms   p95 ${percentile(samples, 95).toFixed(1)} ms`)
}

export async function adminListsBench(databaseUrl?: string) {
  const queries: { sql: string; parameters: readonly unknown[] }[] = []
  let capture = false
  // a fresh migrated database (on PostgreSQL: a new one, dropped afterwards)
  const handle = await createTestDb({
    url: databaseUrl,
    log: (event) => {
      if (capture && event.level === 'query') queries.push({ sql: event.query.sql, parameters: event.query.parameters })
    },
  })
  try {
    const { root, regular } = await seed(handle)
    const counts = await sql<{ c: number; v: number; a: number }>`select (select count(*) from courses)::int c, (select count(*) from videos)::int v, (select count(*) from accesses)::int a`.execute(handle.db)
    const config = loadConfig({ DATA_DIR: tempDataDir(), JWT_SECRET: 'b'.repeat(40), LOG_LEVEL: 'silent' })
    const services = await createServices(config, handle.db)
    const callerFor = async (admin: { id: number }) =>
      createCaller(createContextInner(services, { authorization: `Bearer ${await signToken(config.JWT_SECRET, { sub: admin.id, role: 'admin', ver: 0 }, '1h')}`, ip: '127.0.0.1' }))
    const asRoot = await callerFor(root)
    const asRegular = await callerFor(regular)

    console.log(`\n## Admin lists on ${handle.kind} (${counts.rows[0]?.c} courses, ${counts.rows[0]?.v} videos, ${counts.rows[0]?.a} accesses; ${RUNS} calls each, in-process caller)`)
    await time('courses.list (super admin, first page of 50)', () => asRoot.courses.list({ limit: 50, offset: 0 }))
    await time('courses.list (regular admin, first page of 50)', () => asRegular.courses.list({ limit: 50, offset: 0 }))
    await time('courses.list (search "Cours 19", subject filter)', () => asRoot.courses.list({ limit: 50, offset: 0, search: 'Cours 19', subject: 'Physique' }))
    await time('dashboard.stats (super admin)', () => asRoot.dashboard.stats())
    await time('dashboard.stats (regular admin)', () => asRegular.dashboard.stats())

    capture = true
    await asRegular.courses.list({ limit: 50, offset: 0 })
    await asRegular.dashboard.stats()
    capture = false
    console.log('\nQuery plans (regular admin):')
    for (const query of queries.filter((q) => /from "courses"|from courses|count\(/i.test(q.sql))) {
      const plan = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]))
      const lines = plan.rows.map((r) => r['QUERY PLAN'])
      const indexes = [...new Set(lines.flatMap((l) => [...l.matchAll(/Index (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1])))]
      const seq = [...new Set(lines.flatMap((l) => [...l.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))]
      console.log(`- ${query.sql.slice(0, 90).replace(/\s+/g, ' ')}…\n    indexes: ${indexes.join(', ') || 'none'}${seq.length ? `; sequential scans: ${seq.join(', ')}` : ''}`)
    }
  } finally {
    await handle.close()
  }
}
