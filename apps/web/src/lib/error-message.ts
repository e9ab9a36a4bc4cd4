import { errorStatus, isTrpcError } from './trpc.ts'
import { HttpError } from './upload.ts'

/**
 * The server's French sentence when it refused the request (4xx, 503), else `fallback`
 * (network failure, internal error): SPEC §8 "server detail, or the screen's own message".
 */
export function serverMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error)
  if (!isTrpcError(error) || status === undefined || !error.message) return fallback
  return status < 500 || status === 503 ? error.message : fallback
}

/** HTTP status of a failed tRPC or REST call (undefined: the server was not reached). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : errorStatus(error)
}

/**
 * SPEC §8: the server's French explanation when it answered, else the screen's own message
 * (a network failure reads 'Failed to fetch', which says nothing to a French-speaking admin).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.message
  if (isTrpcError(error) && error.data?.httpStatus !== undefined && error.message) return error.message
  return fallback
}

/** The server's explanation only when it adds something to the screen's own message. */
export function errorDetail(error: unknown, fallback: string): string | undefined {
  const message = errorMessage(error, fallback)
  return message === fallback ? undefined : message
}

/** The screen's message, followed by the server's explanation when there is one. */
export function errorText(error: unknown, fallback: string): string {
  const detail = errorDetail(error, fallback)
  return detail ? `${fallback} : ${detail}` : fallback
}
