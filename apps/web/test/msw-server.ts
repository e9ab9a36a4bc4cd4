import { setupServer } from 'msw/node'

/** No default handlers: each test declares the calls it expects (unhandled calls fail). */
export const server = setupServer()
