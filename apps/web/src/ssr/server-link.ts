import { TRPCClientError, type TRPCLink } from '@trpc/client'
import type { AppRouter } from '@tutorat/api'
import { observable } from '@trpc/server/observable'

/** Runs one procedure in the server's own process (the tRPC caller, no HTTP). */
export type ProcedureCall = (path: string, input: unknown) => Promise<unknown>

/** A procedure's answer as the browser receives it over HTTP (JSON: dates as strings, no undefined). */
export const overTheWire = (data: unknown): unknown => (data === undefined ? undefined : JSON.parse(JSON.stringify(data)))

/**
 * The tRPC link of a page rendered on the server: the same procedures the browser asks over
 * HTTP, called in-process. The answer goes through JSON as over the wire, so what the page
 * carries is exactly what the browser would have been sent.
 */
export function inProcessLink(call: ProcedureCall): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data: overTheWire(data) } })
            observer.complete()
          },
          (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
        )
      })
}
