import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineProject({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    testTimeout: 15_000,
    // isolated (unlike the server project): the app's lazy pages are module-level promises, and one
    // whose import outlived its file stayed failed for every later file of a shared worker; vi.mock
    // of a module another file had already loaded did not apply (docs/decisions.md, CI 2026-11-29)
    // a project's own config does not take the root's worker count: without this it ran one file
    // at a time (vitest's default, cores − 1, on a 2-core machine)
    maxWorkers: availableParallelism(),
  },
})
