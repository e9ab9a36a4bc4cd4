import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from './msw-server.ts'

// jsdom has no layout: give the scrolling APIs the app calls a harmless body.
Element.prototype.scrollIntoView = function scrollIntoView() {}
window.scrollTo = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

// Any console.error (React warnings, act() warnings, jsdom "not implemented") fails the test.
let consoleErrors: string[] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '))
  })
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  window.localStorage.clear()
  vi.restoreAllMocks()
  if (consoleErrors.length > 0) throw new Error(`console.error a été appelé :\n${consoleErrors.join('\n')}`)
})
