import { MESSAGES } from '@tutorat/contracts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { errorStatus } from '../../lib/trpc.ts'

/** The second step's refusals are the server's own French sentences (wrong code, expired step). */
export function twoFactorErrorMessage(error: unknown): string {
  const status = errorStatus(error)
  if ((status === 400 || status === 401) && error instanceof Error && error.message) return error.message
  const message = loginErrorMessage(error)
  return message === MESSAGES.invalidCredentials ? MESSAGES.genericRetry : message
}
