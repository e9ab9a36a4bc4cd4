import type { AnyProcedure, AnyRouter } from '@trpc/server'
import type { Context } from './context.ts'
import { appRouter, type createCaller } from './root.ts'

// Issue 30: tRPC's server-side caller is a recursive Proxy: each `caller.ns.proc(input)` builds two
// proxies and a path array and looks the procedure up by its dotted name, on every REST request.
// This caller has the same shape, built once from the router: a namespace is a prototype whose
// methods call the procedure itself, exactly as tRPC's caller does (same options, same errors).

type AppCaller = ReturnType<typeof createCaller>
interface Bound {
  ctx: Context
}

const isProcedure = (value: unknown): value is AnyProcedure => typeof value === 'function' && (value as { procedure?: unknown }).procedure === true

function prototypeOf(record: AnyRouter['_def']['record'], prefix: string): object {
  const prototype: Record<string, PropertyDescriptor> = {}
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (isProcedure(value)) {
      const type = value._def.type
      prototype[key] = {
        value(this: Bound, input?: unknown) {
          return value({ path, ctx: this.ctx, type, getRawInput: async () => input, signal: undefined, batchIndex: 0 })
        },
      }
    } else {
      const child = prototypeOf(value as AnyRouter['_def']['record'], path)
      prototype[key] = {
        get(this: Bound) {
          return Object.assign(Object.create(child) as Bound, { ctx: this.ctx })
        },
      }
    }
  }
  return Object.defineProperties({}, prototype)
}

const rootPrototype = prototypeOf(appRouter._def.record, '')

/** The procedures, called in-process with `ctx`: what `createCaller(ctx)` gives, without its proxies. */
export function createRequestCaller(ctx: Context): AppCaller {
  return Object.assign(Object.create(rootPrototype) as Bound, { ctx }) as unknown as AppCaller
}
