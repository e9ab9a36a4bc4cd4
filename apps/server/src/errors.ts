import { isServiceUnavailable, publicMessage } from '@tutorat/api'
import { type ErrorBody, MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

export interface ErrorReply {
  status: number
  body: ErrorBody
}

const BY_STATUS: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
  503: MESSAGES.serviceUnavailable,
}

const MALFORMED_BODY = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY'])

/** DESIGN §6: every failure becomes `{detail}` in French with its status; never a stack. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error)
    const issues = error.cause && 'issues' in error.cause ? zodIssues(error.cause.issues) : undefined
    return { status, body: { detail: publicMessage(error), ...(issues ? { errors: issues } : {}) } }
  }
  if (isServiceUnavailable(error)) return { status: 503, body: { detail: MESSAGES.serviceUnavailable } }

  const fastifyError = error as Partial<FastifyError>
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? MESSAGES.badRequest,
    }))
    return { status: 400, body: { detail: errors[0]?.message ?? MESSAGES.badRequest, errors } }
  }
  if (fastifyError.code && MALFORMED_BODY.has(fastifyError.code)) return { status: 400, body: { detail: MESSAGES.malformedJson } }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fastifyError.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return { status: 415, body: { detail: MESSAGES.unsupportedMediaType } }

  const status = fastifyError.statusCode ?? 500
  if (status === 429 && fastifyError.message) return { status, body: { detail: fastifyError.message } }
  if ((status >= 400 && status < 500) || status === 503) return { status, body: { detail: BY_STATUS[status] ?? MESSAGES.badRequest } }
  return { status: 500, body: { detail: MESSAGES.internalError } }
}

function zodIssues(issues: unknown): ErrorBody['errors'] {
  if (!Array.isArray(issues)) return undefined
  return issues.map((issue: { path?: PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).filter((p): p is string | number => typeof p !== 'symbol'),
    message: issue.message ?? MESSAGES.badRequest,
  }))
}

/** The same failure in tRPC's envelope, for errors raised before a procedure ran (body limit, rate limit). */
export function toTrpcEnvelope(reply: ErrorReply, batch: boolean) {
  const code = TRPC_CODES[reply.status] ?? 'INTERNAL_SERVER_ERROR'
  const envelope = { error: { message: reply.body.detail, code: -32600, data: { code, httpStatus: reply.status } } }
  return batch ? [envelope] : envelope
}

const TRPC_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
}
