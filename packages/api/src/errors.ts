import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { ZodRealError } from 'zod'
import { StorageUnavailableError } from './files.ts'

export const notFound = (message: string = MESSAGES.notFound) => new TRPCError({ code: 'NOT_FOUND', message })
export const forbidden = (message: string = MESSAGES.forbidden) => new TRPCError({ code: 'FORBIDDEN', message })
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message })
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message })

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006'])

/** True when the error says the database cannot be reached (→ 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
    if (/PGlite is closed|Connection terminated|connect ECONNREFUSED|driver has already been destroyed|timeout exceeded when trying to connect/i.test(current.message))
      return true
  }
  return false
}

/** True when a service the request needs (the database, the file store) cannot answer: 503, not 500. */
export function isServiceUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof StorageUnavailableError) return true
  }
  return isDatabaseUnavailable(error)
}

function someCause(error: unknown, test: (cause: Error & { code?: unknown }) => boolean): boolean {
  for (let current = error; current instanceof Error; current = current.cause) if (test(current)) return true
  return false
}

/** True when the database refused a text value (a NUL character, an invalid byte): bad input, not a fault. */
export function isInvalidText(error: unknown): boolean {
  return someCause(error, ({ code, message }) => code === '22021' || code === '22P05' || /invalid byte sequence for encoding/i.test(message))
}

/** True when the database refused a number past its column's type (an id beyond `integer` a contract let through). */
export function isOutOfRange(error: unknown): boolean {
  return someCause(error, ({ code }) => code === '22003')
}

/** A 400 that names the field at fault: REST and tRPC carry it as `errors: [{path, message}]`, as for a schema's own issues. */
export const badRequestAt = (field: string, message: string) =>
  new TRPCError({ code: 'BAD_REQUEST', message, cause: new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]) })
