import { createCaller, createContextInner, type Services } from '@tutorat/api'
import { TRPCError } from '@trpc/server'

/** One procedure run in-process, as a visitor with no session would call it over /trpc. */
export type ProcedureCall = (path: string, input: unknown) => Promise<unknown>

type Procedure = (input: unknown) => Promise<unknown>

/**
 * The procedures a server-rendered page reads, through the tRPC caller: the same code, checks and
 * public-list cache as the browser's requests, with no token (a page for every visitor).
 */
export function publicProcedures(services: Services): ProcedureCall {
  return (path, input) => {
    const caller: unknown = createCaller(createContextInner(services, { ip: '127.0.0.1' }))
    const target = path.split('.').reduce<unknown>((node, key) => (node === null || node === undefined ? undefined : (node as Record<string, unknown>)[key]), caller)
    if (typeof target !== 'function') return Promise.reject(new TRPCError({ code: 'NOT_FOUND', message: `procédure inconnue : ${path}` }))
    return (target as Procedure)(input)
  }
}
