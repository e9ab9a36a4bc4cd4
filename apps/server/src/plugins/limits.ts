import { type Limiter, retryAfterSeconds } from '@tutorat/api'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The limits live in the procedures (packages/api limits/); the server only logs a store failure
 * (the attempt was let through, docs/decisions.md) and tells a refused client when to come back.
 */
export function watchLimits(app: FastifyInstance, limiter: Limiter) {
  limiter.onStoreError((error) => app.log.warn({ err: error }, 'rate-limit store failed: request let through'))
}

/** `Retry-After` on a REST 429 (the tRPC adapter sets its own through `responseMeta`). */
export function setRetryAfter(reply: FastifyReply, error: unknown) {
  const seconds = retryAfterSeconds([error])
  if (seconds) void reply.header('retry-after', String(seconds))
}
