import { TRPCError } from '@trpc/server'

/** A 429 that knows when to come back: the REST shims and the tRPC adapter send it as `Retry-After`. */
export class RateLimitError extends TRPCError {
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterMs: number) {
    super({ code: 'TOO_MANY_REQUESTS', message })
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  }
}

/** Seconds of the longest wait among `errors` (a batch may hold several), or undefined when none is a limit. */
export function retryAfterSeconds(errors: readonly unknown[]): number | undefined {
  const waits = errors.flatMap((error) => (error instanceof RateLimitError ? [error.retryAfterSeconds] : []))
  return waits.length > 0 ? Math.max(...waits) : undefined
}
