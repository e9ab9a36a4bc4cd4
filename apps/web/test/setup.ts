import '@testing-library/jest-dom/vitest'
import { File as NodeFile } from 'node:buffer'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from './msw-server.ts'

// jsdom brings its own Blob, File and FormData, but fetch is Node's: on Node 24 (undici 7) a jsdom File
// goes out as an empty part named "blob". The test files and the app's forms use Node's own (jsdom's
// Blob stays: user-event's clipboard reads it back with jsdom's FileReader).
const nodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor
Object.assign(globalThis, { File: NodeFile, FormData: nodeFormData })

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
