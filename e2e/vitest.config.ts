import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { reportersWithTimings } from '../scripts/test-timings/reporter.ts'

// `npm run test:e2e` builds the app first, then drives it in the system Chromium.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    reporters: reportersWithTimings(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // a file drives one Chromium against its own server and database, and mostly waits (pages,
    // animations, the database): three files at a time used about half of the 2 cores' time and
    // finished in 558 s where two took 880 s (docs/decisions.md, CI 2026-11-29)
    maxWorkers: 3,
  },
})
