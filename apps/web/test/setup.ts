import '@testing-library/jest-dom/vitest'
import { File as NodeFile } from 'node:buffer'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { inFlight, server } from './msw-server.ts'

// jsdom brings its own Blob, File and FormData, but fetch is Node's: on Node 24 (undici 7) a jsdom File
// goes out as an empty part named "blob". The test files and the app's forms use Node's own (jsdom's
// Blob stays: user-event's clipboard reads it back with jsdom's FileReader).
const nodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor
Object.assign(globalThis, { File: NodeFile, FormData: nodeFormData })

// A page behind a lazy route is a module vite transforms on first import: with two files at a time
// on two cores that can pass the library's 1 s default, so `findBy…` and `waitFor` wait up to 3 s.
// A passing test waits no longer; only a failing one takes 3 s to say so.
configure({ asyncUtilTimeout: 3000 })

// jsdom has no layout: give the scrolling APIs the app calls a harmless body.
Element.prototype.scrollIntoView = function scrollIntoView() {}
window.scrollTo = () => {}

// msw 3 renamed `onUnhandledRequest` to `onUnhandledFrame`; 'error' still prints a console.error (which fails
// the test below) and errors the request, so an unhandled call cannot pass unnoticed.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

// What `networkSettled()` waits on. Subscribed for each test, since a test may clear the listeners.
const started = ({ requestId }: { requestId: string }) => void inFlight.add(requestId)
const answered = ({ requestId }: { requestId: string }) => void inFlight.delete(requestId)
beforeEach(() => {
  inFlight.clear()
  server.events.on('request:start', started)
  server.events.on('request:end', answered)
  server.events.on('unhandledException', answered)
})
afterEach(() => {
  server.events.removeListener('request:start', started)
  server.events.removeListener('request:end', answered)
  server.events.removeListener('unhandledException', answered)
})

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
  // sonner keeps its toasts in a module-wide store and replays the ones still active to the next
  // <Toaster> that mounts: a toast left on screen by one test would show in the next one, where
  // `expectToast` would find it before that test's own call has answered (its call then lands in
  // the test after). Unmounted, a toast never times out, so dismiss them all with the app.
  toast.dismiss()
  server.resetHandlers()
  window.localStorage.clear()
  vi.restoreAllMocks()
  if (consoleErrors.length > 0) throw new Error(`console.error a été appelé :\n${consoleErrors.join('\n')}`)
})
