// Issue "Courses" figures: latency of the courses list and the dashboard stats on a large
// catalogue (2,000 courses, 40,000 videos, 100,000 accesses), with the plans PostgreSQL chose.
import { createCaller, createContextInner, hashPassword, insertAdmin, signToken } from '@tutorat/api'
import { CompiledQuery, type DbHandle, sql } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { createServices } from '../../apps/server/src/services.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { tempDataDir } from './lib.ts'

const COURSES = 2000
const VIDEOS_PER_COURSE = 20
const STUDENTS = 20_000
const COURSES_PER_STUDENT = 5
const RUNS = Number(process.env.BENCH_RUNS ?? 100)

async function seed(handle: DbHandle) {
  const { db } = handle
  const admins = []
  for (const [i, superAdmin] of [[1, true], [2, false]] as const) {
    admins.push(await insertAdmin(db, { name: `Bench ${i}`, email: `bench${i}@example.ma`, passwordHash: await hashPassword('bench-password'), isSuperAdmin: superAdmin }))
  }
  const [root, regular] = admins
  if (!root || !regular) throw new Error('seed failed')
  // half of the courses belong to the regular admin
  await sql`insert into courses (title, subject, level, access_code, created_by, description)
    select 'Cours ' || g, (array['Mathématiques','Physique','Chimie','Biologie','Informatique','Autre'])[1 + g % 6],
           (array['Débutant','Intermédiaire','Avancé'])[1 + g % 3], 'BENCH-' || g,
           case when g % 2 = 0 then ${regular.id}::int else ${root.id}::int end, 'Description du cours ' || g
    from generate_series(1, ${COURSES}) g`.execute(db)
  await sql`insert into videos (course_id, title, drive_url, drive_file_id, order_in_course, is_free, module_name)
    select c.id, 'Vidéo ' || v, 'https://drive.google.com/file/d/1BenchVideo' || c.id || 'x' || v || '/view', '1BenchVideo' || c.id || 'x' || v,
           v, v = 1, 'Module ' || (1 + v / 5)
    from courses c cross join generate_series(1, ${VIDEOS_PER_COURSE}) v`.execute(db)
  await sql`insert into students (name, email, created_by)
    select 'Étudiant ' || g, 'etudiant' || g || '@bench.ma', ${regular.id}::int from generate_series(1, ${STUDENTS}) g`.execute(db)
  await sql`insert into accesses (student_id, course_id, access_type, duration_days, expires_at, granted_by)
    select s.id, 1 + ((s.id * 7 + k * 401) % ${COURSES}), 'standard', 30, now() + interval '30 days', ${regular.id}::int
    from students s cross join generate_series(0, ${COURSES_PER_STUDENT - 1}) k
    on conflict do nothing`.execute(db)
  await sql`analyze`.execute(db)
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
    const services = createServices(config, handle.db)
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
