import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { Config } from '../config.ts'
import type { Limits } from './trpc.ts'

/** The per-IP limits, shared by the REST paths and their tRPC procedures. */
export function createLimits(app: FastifyInstance, config: Config): Limits {
  return {
    login: failOpen(
      app.rateLimit({
        max: config.LOGIN_RATE_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `login:${request.ip}`,
      }),
    ),
    // public forms (testimonials, applications): a few per IP, enough for a family sharing a phone
    form: failOpen(
      app.rateLimit({
        max: config.FORM_RATE_PER_10_MINUTES,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `form:${request.ip}`,
      }),
    ),
  }
}

/**
 * When the limit's store (Redis) fails, the request goes on with a warning rather than a 500:
 * the per-account lockout still guards sign-in (docs/decisions.md). A 429 still stops it.
 */
function failOpen(limit: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    try {
      await limit.call(this, request, reply)
    } catch (error) {
      if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error
      request.log.warn({ err: error }, 'rate-limit store failed: request let through')
    }
  }
}
