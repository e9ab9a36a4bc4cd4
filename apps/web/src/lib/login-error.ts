import { MESSAGES } from '@tutorat/contracts'
import { errorStatus, isTrpcError } from './trpc.ts'

// Chromium says "Failed to fetch" (SPEC §8); Firefox and Safari word the same failure differently.
const NETWORK_FAILURE = /Failed to fetch|NetworkError|Load failed|fetch failed|Network request failed/i

/** SPEC §8, login: the one sentence shown for a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  const status = errorStatus(error)
  const message = error instanceof Error ? error.message : String(error)
  if (status === undefined && NETWORK_FAILURE.test(message)) return MESSAGES.cannotConnect
  if (status === 401) return MESSAGES.invalidCredentials
  if (status === 429 && isTrpcError(error) && message) return message
  return MESSAGES.genericRetry
}
