// tRPC's own refusals (its HTTP layer: the body, the batch, the method, the path) are English
// sentences; a user reads French (DESIGN §6). Our procedures' errors already are.
import { MESSAGES } from '@tutorat/contracts'
import type { TRPCError } from '@trpc/server'

const BY_CODE: Partial<Record<TRPCError['code'], string>> = {
  PARSE_ERROR: MESSAGES.malformedJson,
  BAD_REQUEST: MESSAGES.badRequest,
  UNAUTHORIZED: MESSAGES.unauthenticated,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.apiNotFound,
  METHOD_NOT_SUPPORTED: MESSAGES.methodNotAllowed,
  PAYLOAD_TOO_LARGE: MESSAGES.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  TOO_MANY_REQUESTS: MESSAGES.tooManyRequests,
}

/** The sentences of @trpc/server 11's HTTP layer; those without their own French say their code's. */
const TRPC_SENTENCES: [RegExp, string | undefined][] = [
  [/^Batch call exceeds maximum size/, MESSAGES.batchTooLarge],
  [/^"input" needs to be an object/, MESSAGES.batchInputNotObject],
  [/^Not JSON-parsable/, MESSAGES.malformedJson],
  [
    /^(No procedure found on path|Unsupported \w+-request to|Only POST requests are supported|Unsupported content-type|Missing content-type|Cannot mix procedure types|Batching is not enabled|Streaming requests must be batched|Cannot batch subscription|Invalid URL|Invalid connection params)/,
    undefined,
  ],
]

/** French for an error tRPC raised itself, or undefined when the error is one of ours. */
export function transportMessage(error: TRPCError): string | undefined {
  // a body or an `input` query parameter that is not JSON
  if (error.cause instanceof SyntaxError) return MESSAGES.malformedJson
  const known = TRPC_SENTENCES.find(([english]) => english.test(error.message))
  if (known) return known[1] ?? BY_CODE[error.code] ?? MESSAGES.badRequest
  // raised without a sentence of ours: the bare code, or a foreign error's own (English) message
  const bare = error.message === error.code || (error.cause !== undefined && error.message === error.cause.message)
  return bare ? (BY_CODE[error.code] ?? MESSAGES.badRequest) : undefined
}
