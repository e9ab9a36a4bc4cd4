import { errorStatus, isTrpcError } from '../../lib/trpc.ts'

/**
 * The form field a server refusal is about, with its French message: the field the server named
 * (`errors[0].path`), or the email for a 409 (already taken). Undefined when no field of `fields` is meant.
 */
export function serverField<Field extends string>(error: unknown, fields: readonly Field[]): { field: Field; message: string } | undefined {
  if (!isTrpcError(error)) return undefined
  const named = errorStatus(error) === 409 ? 'email' : error.data?.errors?.[0]?.path[0]
  const field = fields.find((candidate) => candidate === named)
  return field ? { field, message: error.message } : undefined
}
