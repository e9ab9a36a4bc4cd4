import type { AnyRouter } from '@trpc/server'
import { getTRPCErrorFromUnknown, isObject, middlewareMarker, TRPCError } from '@trpc/server/unstable-core-do-not-import'
import { z } from 'zod'
import { faultsMiddleware, mappedFault } from './trpc.ts'

// Issue 30: what tRPC (11.19, pinned) does on every call, done once at start-up instead.
// - It validates inputs and outputs with zod's `parseAsync`, which awaits each element of a list:
//   13 µs for ten testimonials where `parse` takes 3. None of the contracts' schemas is
//   asynchronous; one that became so still works (parseAsync after zod's refusal).
// - Each `.input()`, `.output()` and the resolver is a level of its middleware chain, and each level
//   copies the call's options twice with a transpiled object spread (a tenth of a public list's CPU).
//   The tail of a chain (its inputs, output and resolver, with no middleware of ours between them)
//   becomes one level doing the same, in the same order, with the same errors: the ZodError as the
//   cause of a BAD_REQUEST (input) or of « Output validation failed » (output). On a public
//   procedure, the first level (faultsMiddleware: database faults → 503 or a French 400) joins it
//   too; the other middlewares of trpc.ts (authentication, limits) stay levels of their own.

interface ZodLike {
  parse(value: unknown): unknown
  parseAsync(value: unknown): Promise<unknown>
}
const isZod = (parser: unknown): parser is ZodLike =>
  typeof parser === 'object' && parser !== null && typeof (parser as ZodLike).parse === 'function' && typeof (parser as ZodLike).parseAsync === 'function'

function syncFirst(schema: ZodLike) {
  return (value: unknown): unknown => {
    try {
      return schema.parse(value)
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return schema.parseAsync(value)
      throw error
    }
  }
}

interface CallOptions {
  ctx: unknown
  input: unknown
  getRawInput: () => Promise<unknown>
}
type Middleware = ((opts: CallOptions) => Promise<unknown>) & { _type?: string }
interface ProcedureDef {
  middlewares: Middleware[]
  inputs: unknown[]
  output?: unknown
  resolver?: (opts: CallOptions) => unknown
}

async function parsedInput(opts: CallOptions, parsers: ((value: unknown) => unknown)[]) {
  let input = opts.input
  const raw = await opts.getRawInput()
  for (const parse of parsers) {
    let parsed: unknown
    try {
      parsed = await parse(raw)
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', cause })
    }
    input = isObject(input) && isObject(parsed) ? { ...input, ...parsed } : parsed
  }
  return input
}

/** Inputs parsed, the resolver run, its answer parsed: what the tail's levels did, as one. */
function tailLevel(resolver: (opts: CallOptions) => unknown, inputs: ((value: unknown) => unknown)[], output: ((value: unknown) => unknown) | undefined): Middleware {
  return async (opts) => {
    if (inputs.length > 0) opts.input = await parsedInput(opts, inputs)
    let data = await resolver(opts)
    if (output) {
      try {
        data = await output(data)
      } catch (cause) {
        throw new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause })
      }
    }
    return { marker: middlewareMarker, ok: true, data, ctx: opts.ctx }
  }
}

const faults = faultsMiddleware._middlewares[0]

/** faultsMiddleware and the level after it, as one: the same error, mapped the same way. */
function withFaults(level: Middleware): Middleware {
  return async (opts) => {
    try {
      return await level(opts)
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause)
      throw mappedFault(error) ?? error
    }
  }
}

function compact(def: ProcedureDef) {
  const { middlewares, resolver } = def
  if (!resolver) return
  // the tail: input and output levels just before the resolver's own (the last one)
  let start = middlewares.length - 1
  while (start > 0 && (middlewares[start - 1]?._type === 'input' || middlewares[start - 1]?._type === 'output')) start--
  const tail = middlewares.slice(start, -1)
  const inputCount = middlewares.filter((middleware) => middleware._type === 'input').length
  const outputs = tail.filter((middleware) => middleware._type === 'output')
  // every input of the procedure is in the tail (they parse in order), one output at most
  if (tail.length === 0 || tail.length - outputs.length !== inputCount || outputs.length > 1) return
  if (!def.inputs.every(isZod) || (outputs.length === 1 && !isZod(def.output))) return
  const output = outputs.length === 1 && isZod(def.output) ? syncFirst(def.output) : undefined
  const level = tailLevel(resolver, def.inputs.filter(isZod).map(syncFirst), output)
  // a public procedure: nothing but faultsMiddleware before its tail
  def.middlewares = start === 1 && middlewares[0] === faults ? [withFaults(level)] : [...middlewares.slice(0, start), level]
}

/** The router, each procedure's chain compacted (once, at start-up: procedures read their chain per call). */
export function compactProcedures<R extends AnyRouter>(router: R): R {
  for (const procedure of Object.values(router._def.procedures as Record<string, { _def: ProcedureDef }>)) compact(procedure._def)
  return router
}
