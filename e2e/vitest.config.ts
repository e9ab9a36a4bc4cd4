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
    // a file drives one Chromium against its own server and database, and waits more than it
    // computes (about half a core on average): two files at a time keep both cores busy
    maxWorkers: 2,
  },
})
