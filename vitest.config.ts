import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { reportersWithTimings } from './scripts/test-timings/reporter.ts'

// `npm test` runs every project; `TEST_DATABASE_URL` switches the database tests to PostgreSQL.
// Only the `server` project touches a database: `.ci/run` runs it on both, the others once.
export default defineConfig({
  test: {
    // vitest's default leaves one core idle (cores − 1): on a 2-core machine that is half of it
    maxWorkers: availableParallelism(),
    reporters: reportersWithTimings(),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/db/test/**/*.test.ts', 'packages/api/test/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['./packages/db/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // each file builds its own app over its own database (a clone of the migrated template), so
          // a worker may keep the modules it imported for the next file: the server, its schemas and
          // PGlite's WebAssembly load once per worker instead of once per file (about half the CPU)
          isolate: false,
        },
      },
      {
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['packages/contracts/test/**/*.test.ts'],
        },
      },
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      './apps/web/vitest.config.ts',
    ],
  },
})
