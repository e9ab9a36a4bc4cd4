import { appRouter, createCaller, createContextInner, createRequestCaller } from '@tutorat/api'
import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createTestApp, loginAs, type TestApp } from './helpers.ts'

// The REST shims call procedures through createRequestCaller (issue 30): it must be tRPC's own
// caller in every observable way — every procedure reachable, the same answers, the same refusals.

let t: TestApp
let authorization: string
beforeAll(async () => {
  t = await createTestApp()
  const admin = await createAdmin(t.services, { superAdmin: true })
  authorization = `Bearer ${await loginAs(t.app, admin.email, admin.password)}`
})
afterAll(() => t.close())

const context = (authorization?: string) => createContextInner(t.services, { authorization, ip: '203.0.113.9' })

async function outcome(call: () => Promise<unknown>) {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error
    return { ok: false, code: error.code, message: error.message }
  }
}

describe('the REST shims’ caller', () => {
  it('reaches every procedure of the router, under its dotted path', () => {
    const caller = createRequestCaller(context())
    const paths = Object.keys(appRouter._def.procedures)
    expect(paths.length).toBeGreaterThan(100)
    for (const path of paths) {
      const callable = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller)
      expect(typeof callable, path).toBe('function')
    }
  })

  it('answers what tRPC’s caller answers, for a visitor and for an admin', async () => {
    const [ours, theirs] = [createRequestCaller(context()), createCaller(context())]
    expect(await ours.testimonials.featured({ limit: 10 })).toEqual(await theirs.testimonials.featured({ limit: 10 }))
    expect(await ours.freeCourses.list()).toEqual(await theirs.freeCourses.list())
    const admin = createRequestCaller(context(authorization))
    expect(await admin.auth.me()).toEqual(await createCaller(context(authorization)).auth.me())
  })

  it('refuses what tRPC’s caller refuses, with the same code and French message', async () => {
    const cases: [string, (caller: ReturnType<typeof createCaller>) => Promise<unknown>][] = [
      ['no token', (caller) => caller.auth.me()],
      ['an admin procedure without a token', (caller) => caller.students.list({})],
      ['an invalid input', (caller) => caller.testimonials.featured({ limit: -3 })],
    ]
    for (const [name, call] of cases) {
      const ours = await outcome(() => call(createRequestCaller(context())))
      expect(ours.ok, name).toBe(false)
      expect(ours, name).toEqual(await outcome(() => call(createCaller(context()))))
    }
    expect((await outcome(() => createRequestCaller(context()).auth.me())).message).toBe(MESSAGES.unauthenticated)
  })

  it('keeps each request’s context: namespaces taken apart and concurrent callers do not mix', async () => {
    const visitor = createRequestCaller(context())
    const admin = createRequestCaller(context(authorization))
    const { auth } = admin
    const [mine, theirs] = await Promise.all([outcome(() => auth.me()), outcome(() => visitor.auth.me())])
    expect(mine.ok).toBe(true)
    expect(theirs.ok).toBe(false)
  })
})
