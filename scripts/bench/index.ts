// `npm run bench [name]`: prints figures and ratios; asserts nothing (see docs/performance.md).
import { adminListsBench } from './admin-lists.ts'
import { examSurgeBench } from './exam-surge.ts'
import { foundationBench } from './foundation.ts'
import { growthBench } from './growth.ts'
import { labBench } from './lab.ts'
import { loadBench } from './load.ts'
import { messagesBench } from './messages.ts'
import { ratiosBench } from './ratios.ts'
import { seedLargeBench } from './seed-large.ts'
import { videoBench } from './video.ts'

// BENCH_DATABASE_URL: a PostgreSQL server to also measure on (a throw-away database is created there).
const only = process.argv[2]
const postgres = process.env.BENCH_DATABASE_URL
const needsPostgres = (name: string) => {
  if (!postgres) console.log(`\n## ${name}: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)`)
  return postgres
}
if (!only || only === 'foundation') await foundationBench()
if (!only || only === 'admin-lists') {
  await adminListsBench()
  if (postgres) await adminListsBench(postgres)
}
if (only === 'seed') {
  const url = needsPostgres('seed')
  if (url) await seedLargeBench(url)
}
if (only === 'load') {
  const url = needsPostgres('load')
  if (url) await loadBench(url)
}
if (!only || only === 'ratios') {
  const url = needsPostgres('ratios')
  if (url) await ratiosBench(url)
}
if (!only || only === 'lab') await labBench()
if (only === 'messages') {
  await messagesBench()
  const url = postgres ?? process.env.TEST_DATABASE_URL
  if (url) await messagesBench(url)
}
if (only === 'growth') {
  // PostgreSQL only (DESIGN §20); its own database `bench_growth` on that server, dropped afterwards
  await growthBench(postgres ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
}
if (only === 'exam-surge') {
  // PostgreSQL only (the deployment a concours runs on); a throw-away database on that server
  await examSurgeBench(postgres ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
}
// issue 28: one instance on the local disk, hosted video streams and a 200 MB upload
if (only === 'video') {
  await videoBench()
  const url = postgres ?? process.env.TEST_DATABASE_URL
  if (url) await videoBench(url)
}
