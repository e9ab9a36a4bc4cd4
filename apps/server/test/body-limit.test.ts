import { execFile } from 'node:child_process'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { MESSAGES, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISCARD_MAX_BYTES } from '../src/plugins/unread-body.ts'
import { createTestApp, type TestApp } from './helpers.ts'

// DESIGN §15: an oversized body always gets its French 413, never a reset connection. Only a real
// socket shows a reset, and only with the client in another process (in the server's own event loop
// the server always reads before the client writes on): `oversized-client.ts` sends, 20 times each.
const CLIENT = fileURLToPath(new URL('./oversized-client.ts', import.meta.url))
const TIMES = 20
const MB = 1024 * 1024
// 20 uploads of a few megabytes in another process: more than the default 30 s on a busy machine
const SLOW_MS = 120_000

let t: TestApp
let url: string

beforeAll(async () => {
  t = await createTestApp()
  url = await t.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => t.close())

async function send(path: string, kind: 'json' | 'chunked' | 'multipart', bytes: number): Promise<Record<string, number>> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLIENT, `${url}${path}`, kind, String(bytes), String(TIMES)])
  return JSON.parse(stdout) as Record<string, number>
}

describe('a body over the limit, on a real connection', () => {
  it.each([
    ['REST, 3 MB with content-length', '/api/auth/login', 'json', 3 * MB],
    ['REST, 10 MB with content-length', '/api/auth/login', 'json', 10 * MB],
    ['REST, 5 MB chunked (no content-length)', '/api/auth/login', 'chunked', 5 * MB],
    ['tRPC, 10 MB with content-length', '/trpc/auth.login', 'json', 10 * MB],
    ['tRPC, 5 MB chunked', '/trpc/auth.login', 'chunked', 5 * MB],
  ] as const)('%s: every attempt reads the French 413', { timeout: SLOW_MS }, async (_name, path, kind, bytes) => {
    expect(await send(path, kind, bytes)).toEqual({ [`413 ${MESSAGES.payloadTooLarge}`]: TIMES })
  })

  it('a 15 MB CV on the public form (10 MB at most) reads its own French 413 every time', { timeout: SLOW_MS }, async () => {
    expect(await send('/api/applications', 'multipart', 15 * MB)).toEqual({ [`413 ${RECRUITMENT_MESSAGES.cvTooLarge}`]: TIMES })
  })

  it('a body announced past the bound is not waited for: the 413 comes at once', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(DISCARD_MAX_BYTES + 1) } }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.write('{"password":"') // and nothing more: a server that waited for the rest would hang here
    })
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ detail: MESSAGES.payloadTooLarge }) })
  })

  it('the connection is still closed after the answer: the discarded body was not taken for a next request', async () => {
    const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'x'.repeat(2 * MB) }) })
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
  })
})
