import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import { z, ZodError } from 'zod'
import type { Context } from '../src/context.ts'
import { StorageUnavailableError } from '../src/files.ts'
import { compactProcedures } from '../src/trpc-compact.ts'
import { createCallerFactory, middleware, publicProcedure, router } from '../src/trpc.ts'

const small = z.object({ n: z.number().int().max(5) })
const seen: string[] = []
const tagged = middleware(({ next }) => {
  seen.push('middleware')
  return next()
})

// built twice: compacting changes the procedures themselves
const procedures = () => ({
  echo: publicProcedure
    .input(small)
    .output(z.object({ n: z.number() }))
    .query(({ input }) => ({ n: input.n, hidden: 'never sent' })),
  badOutput: publicProcedure.output(z.object({ n: z.number() })).query(() => ({ n: 'pas un nombre' }) as unknown as { n: number }),
  merged: publicProcedure
    .input(z.object({ a: z.string() }))
    .input(z.object({ b: z.string().default('b') }))
    .query(({ input }) => input),
  asyncCheck: publicProcedure.input(z.object({ a: z.string() }).refine(async (value) => value.a !== 'non', { message: 'refusé' })).query(({ input }) => input.a),
  outputFirst: publicProcedure
    .output(z.array(z.number()))
    .input(small)
    .query(({ input }) => [input.n, input.n]),
  afterMiddleware: publicProcedure
    .input(small)
    .use(tagged)
    .query(({ input }) => input.n),
  badText: publicProcedure.input(small).query((): number => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
  }),
  storageDown: publicProcedure.input(small).query((): number => {
    throw new StorageUnavailableError('stockage injoignable')
  }),
  outOfRange: publicProcedure.output(z.number()).query((): number => {
    throw Object.assign(new Error('value "9999999999" is out of range for type integer'), { code: '22003' })
  }),
  middlewareFirst: publicProcedure
    .use(tagged)
    .input(small)
    .query(({ input }) => input.n),
  noInput: publicProcedure.query(() => 'ok'),
})

const plain = router(procedures())
const compacted = compactProcedures(router(procedures()))
const ctx = {} as Context
const callers = { plain: createCallerFactory(plain)(ctx), compacted: createCallerFactory(compacted)(ctx) }
type Path = keyof ReturnType<typeof procedures>

async function outcome(which: keyof typeof callers, path: Path, input?: unknown) {
  const procedure = callers[which][path] as (input: unknown) => Promise<unknown>
  try {
    return { data: await procedure(input) }
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error
    const cause = error.cause instanceof ZodError ? error.cause.issues.map((issue) => issue.message) : error.cause?.message
    return { code: error.code, message: error.message, cause }
  }
}

const CALLS: [Path, unknown][] = [
  ['echo', { n: 3 }],
  ['echo', { n: 9 }],
  ['echo', { n: 'trois' }],
  ['echo', undefined],
  ['badOutput', undefined],
  ['merged', { a: 'a' }],
  ['merged', { a: 1 }],
  ['asyncCheck', { a: 'oui' }],
  ['asyncCheck', { a: 'non' }],
  ['outputFirst', { n: 2 }],
  ['outputFirst', { n: 7 }],
  ['afterMiddleware', { n: 1 }],
  ['afterMiddleware', { n: 8 }],
  ['badText', { n: 1 }],
  ['badText', { n: 10 }],
  ['storageDown', { n: 1 }],
  ['storageDown', { n: 'un' }],
  ['outOfRange', undefined],
  ['middlewareFirst', { n: 2 }],
  ['middlewareFirst', { n: 20 }],
  ['noInput', undefined],
]

describe('compacted procedures (issue 30)', () => {
  it.each(CALLS)('%s(%j) answers or fails exactly as tRPC’s own chain', async (path, input) => {
    expect(await outcome('compacted', path, input)).toEqual(await outcome('plain', path, input))
  })

  it('strips what the output does not declare, and keeps the French message of a database refusal', async () => {
    expect(await outcome('compacted', 'echo', { n: 3 })).toEqual({ data: { n: 3 } })
    expect(await outcome('compacted', 'badOutput')).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed' })
    expect(await outcome('compacted', 'badText', { n: 1 })).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.invalidCharacters })
    expect(await outcome('compacted', 'storageDown', { n: 1 })).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable })
    expect(await outcome('compacted', 'outOfRange')).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.badRequest })
  })

  it('leaves one level to a public procedure, and the middlewares of trpc.ts their own', () => {
    const levels = (r: typeof plain, path: Path) => (r._def.procedures[path] as unknown as { _def: { middlewares: unknown[] } })._def.middlewares.length
    expect(levels(plain, 'echo')).toBe(4)
    expect(levels(compacted, 'echo')).toBe(1)
    expect(levels(compacted, 'merged')).toBe(1)
    // faults, the middleware, then inputs and resolver as one
    expect(levels(plain, 'middlewareFirst')).toBe(4)
    expect(levels(compacted, 'middlewareFirst')).toBe(3)
    // a middleware between an input and the resolver keeps tRPC's chain as it is, and still runs
    expect(levels(compacted, 'afterMiddleware')).toBe(levels(plain, 'afterMiddleware'))
    expect(levels(compacted, 'noInput')).toBe(levels(plain, 'noInput'))
  })

  it('runs a middleware once per call, before or after an input', async () => {
    seen.length = 0
    await outcome('compacted', 'afterMiddleware', { n: 1 })
    await outcome('compacted', 'middlewareFirst', { n: 1 })
    expect(seen).toEqual(['middleware', 'middleware'])
  })
})
