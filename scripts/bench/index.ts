// `npm run bench`: prints figures and ratios; asserts nothing (see docs/performance.md).
import { adminListsBench } from './admin-lists.ts'
import { foundationBench } from './foundation.ts'

// BENCH_DATABASE_URL: a PostgreSQL server to also measure on (a throw-away database is created there).
const only = process.argv[2]
if (!only || only === 'foundation') await foundationBench()
if (!only || only === 'admin-lists') {
  await adminListsBench()
  if (process.env.BENCH_DATABASE_URL) await adminListsBench(process.env.BENCH_DATABASE_URL)
}
