import { defineConfig } from 'vitest/config'

// `npm test` runs every project; `TEST_DATABASE_URL` switches the server tests to PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/*/test/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['./packages/db/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
})
