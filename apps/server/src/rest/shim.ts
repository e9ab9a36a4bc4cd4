import { createCaller, createContextInner, type RequestInfo, type Services } from '@tutorat/api'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** The Fastify instance every REST shim file registers its routes on. */
export type ShimApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

export function requestInfo(request: FastifyRequest): RequestInfo {
  return { authorization: request.headers.authorization, ip: request.ip, userAgent: request.headers['user-agent'] }
}

/**
 * The caller a shim uses: the very procedures the web client calls over tRPC, run
 * in-process with the same context. Errors propagate to the app's error handler.
 */
export function callerFor(services: Services, request: FastifyRequest) {
  return createCaller(createContextInner(services, requestInfo(request)))
}
