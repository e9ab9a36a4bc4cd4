import { MESSAGES } from '@tutorat/contracts'
import type { SignOutReason } from '../../routes/student-guard.ts'

/** A 401 saying that another device took the seat reads differently from a plain expiry. */
export function signOutReason(error: unknown): SignOutReason {
  return error instanceof Error && error.message === MESSAGES.signedOutByAnotherDevice ? 'device' : 'expired'
}
