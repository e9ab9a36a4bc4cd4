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
    // the files share a worker's modules (the app, its routes, msw): each renders its own App with
    // its own QueryClient and router; setup.ts resets the stores that outlive a test (toasts, storage).
    // Isolated, a file paid ~3 s of worker start and jsdom set-up, half the project's CPU.
    isolate: false,
    // a project's own config does not take the root's worker count: without this it ran one file
    // at a time (vitest's default, cores − 1, on a 2-core machine)
    maxWorkers: availableParallelism(),
  },
})
