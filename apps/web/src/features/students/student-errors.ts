import { STUDENT_MESSAGES } from '@tutorat/contracts'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus } from '../../lib/trpc.ts'

/** SPEC §8 deletion: not linked to the admin's courses (403, server message), 404, else the message. */
export function studentDeleteError(error: unknown): string {
  if (errorStatus(error) === 404) return STUDENT_MESSAGES.notFound
  return serverMessage(error, 'Une erreur est survenue. Veuillez réessayer.')
}
