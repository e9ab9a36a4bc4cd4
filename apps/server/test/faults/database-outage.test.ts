import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MESSAGES } from '@tutorat/contracts'
import { createDb } from '@tutorat/db'
import { createTestDb, testDatabaseUrl } from '@tutorat/db/testing'
import type { FastifyInstance } from 'fastify'
import { expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, makeCourse } from '../helpers.ts'
import { startTcpProxy } from './tcp-proxy.ts'

type Headers = Record<string, string>

/** REST, tRPC, sign-in and an admin read all answer 503 in French while the database is away. */
async function expectUnavailable(app: FastifyInstance, headers: Headers, courseId: number) {
  const answers = await Promise.all([
    app.inject({ url: '/api/health' }),
    app.inject({ url: `/api/admin/courses/${courseId}`, headers }),
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.ma', password: 'xxxxxxxx' } }),
  ])
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(503)
    expect(answer.json()).toEqual({ detail: MESSAGES.serviceUnavailable })
  }
  const trpc = await app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: 'a@b.ma', password: 'xxxxxxxx' } })
  expect(trpc.statusCode).toBe(503)
  expect(trpc.json().error.message).toBe(MESSAGES.serviceUnavailable)
}

/** The first answers after the network returns may still meet a dead pooled connection: bounded wait. */
async function eventuallyHealthy(app: FastifyInstance) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await app.inject({ url: '/api/health' })).statusCode === 200) return attempt
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the app did not recover within 5 s')
}

async function expectCourse(app: FastifyInstance, headers: Headers, course: { id: number }, title: string) {
  const read = await app.inject({ url: `/api/admin/courses/${course.id}`, headers })
  expect(read.statusCode, read.body).toBe(200)
  expect(read.json().title).toBe(title)
}

const pgUrl = testDatabaseUrl()
// each pass runs its own case: the TCP cut needs a server; PGlite lives inside the process
if (pgUrl) {
  it('PostgreSQL behind a cut network: 503 in French, the process lives, it recovers by itself with data intact', async () => {
    const proxy = await startTcpProxy(pgUrl)
    const database = await createTestDb({ url: proxy.url })
    const t = await createTestApp({}, { database })
    try {
      const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
      const course = await makeCourse(t.app, root, 'Cours avant la panne')
      // several pooled connections, idle when the network goes: their 'error' must not crash the process
      await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ url: '/api/health' })))

      await proxy.cut()
      await expectUnavailable(t.app, root, course.id)
      await proxy.reopen()
      expect(await eventuallyHealthy(t.app)).toBeLessThan(3)
      await expectCourse(t.app, root, course, 'Cours avant la panne')

      // a network that drops packets without a reset: the pool's connect timeout answers 503
      proxy.blackhole()
      const started = Date.now()
      await expectUnavailable(t.app, root, course.id)
      expect(Date.now() - started).toBeLessThan(15_000)
      await proxy.reopen()
      await eventuallyHealthy(t.app)
      const after = await makeCourse(t.app, root, 'Cours après la panne')
      await expectCourse(t.app, root, after, 'Cours après la panne')
      await expectCourse(t.app, root, course, 'Cours avant la panne')
    } finally {
      await t.close()
      await database.close()
      await proxy.close()
    }
  }, 60_000)
} else {
  it('PGlite closed under the app: 503 in French, the process lives, the data directory reopens intact', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tutorat-outage-'))
    try {
      const first = await createTestDb({ dataDir })
      const t = await createTestApp({}, { database: first })
      const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
      const course = await makeCourse(t.app, root, 'Cours avant la panne')
      if (!first.pglite) throw new Error('expected the embedded database')

      await first.pglite.close()
      await expectUnavailable(t.app, root, course.id)
      await expectUnavailable(t.app, root, course.id) // still answering, still 503: nothing was left broken
      await t.close()
      await first.close()

      // the embedded database comes back only with a new handle (what a restart does): nothing lost
      const reopened = await createDb({ dataDir })
      const again = await createTestApp({}, { database: reopened })
      try {
        await expectCourse(again.app, root, course, 'Cours avant la panne')
      } finally {
        await again.close()
        await reopened.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
}
