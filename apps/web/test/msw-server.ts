import { waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'

/** No default handlers: each test declares the calls it expects (unhandled calls fail). */
export const server = setupServer()

/** The requests msw has received and not yet answered, in the current test (kept by setup.ts). */
export const inFlight = new Set<string>()

/**
 * Waits until msw has answered every request the test sent. For a test whose last call changes
 * nothing on screen (e.g. a refetch left behind by a sign-out): it must not end before that call
 * is answered, or the next test's handlers would get it. When the screen shows the outcome, wait
 * for that instead (`findBy…`).
 */
export function networkSettled() {
  return waitFor(() => {
    if (inFlight.size > 0) throw new Error(`${inFlight.size} requête(s) encore sans réponse`)
  })
}
