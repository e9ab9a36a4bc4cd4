import { createContextInner, createRequestCaller, type RequestInfo, type Services } from '@tutorat/api'
import { TRPCError } from '@trpc/server'
import type { z } from 'zod'
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
  return createRequestCaller(createContextInner(services, requestInfo(request)))
}

/**
 * Parses what a shim read itself (form-data fields) with the procedure's own schema, so a
 * bad field gets the same French 400 as on JSON paths (the procedure validates again).
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', message: result.error.issues[0]?.message ?? 'Données invalides.', cause: result.error })
  return result.data
}
