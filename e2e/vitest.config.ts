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
    maxWorkers: 1,
    fileParallelism: false,
  },
})
