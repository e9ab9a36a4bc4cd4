import { errorStatus, isTrpcError } from './trpc.ts'

/**
 * The server's French sentence when it refused the request (4xx, 503), else `fallback`
 * (network failure, internal error): SPEC §8 "server detail, or the screen's own message".
 */
export function serverMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error)
  if (!isTrpcError(error) || status === undefined || !error.message) return fallback
  return status < 500 || status === 503 ? error.message : fallback
}
