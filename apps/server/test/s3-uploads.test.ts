import { existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, formBody, PNG_1PX, type TestApp } from './helpers.ts'
import { apply, createOffer } from './recruitment-helpers.ts'
import { PDF_CV } from './cv-files.ts'
import { startS3Server } from './s3-server.ts'

// DESIGN §8: with S3_BUCKET every instance reads and writes the same files.
let s3: Awaited<ReturnType<typeof startS3Server>>
let t: TestApp
let root: Record<string, string>
beforeAll(async () => {
  s3 = await startS3Server()
  t = await createTestApp({ ...s3.env, FORM_RATE_PER_10_MINUTES: '100' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(async () => {
  await t.close()
  await s3.close()
})

const storedKeys = async (store: TestApp['services']['files']) => {
  const keys: string[] = []
  for await (const entry of store.list()) keys.push(entry.key)
  return keys
}

describe('uploads on S3-compatible storage', () => {
  it('stores a public image in the bucket and serves it under /uploads with its type and cache headers', async () => {
    const body = formBody({ title: 'Préparation CNC 2027' }, { field: 'image', filename: 'affiche.png', type: 'image/png', bytes: PNG_1PX })
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: { ...root, ...body.headers }, payload: body.payload })
    expect(created.statusCode).toBe(201)
    const imageUrl: string = created.json().image_url
    expect(imageUrl).toMatch(/^\/uploads\/announcements\/[0-9a-f-]{36}\.png$/)
    expect(await storedKeys(t.services.files)).toContain(imageUrl.slice('/uploads/'.length))
    expect(existsSync(join(t.config.DATA_DIR, 'uploads'))).toBe(false)

    const served = await t.app.inject({ url: imageUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toBe('public, max-age=604800')
    expect(served.rawPayload).toEqual(PNG_1PX)
  })

  it('answers a missing upload, or a key that would leave the public prefix, with the French JSON 404', async () => {
    for (const url of ['/uploads/announcements/00000000-0000-0000-0000-000000000000.png', '/uploads/..%2Fprivate%2Fcv%2Fx.pdf', '/uploads/cv/']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({ detail: MESSAGES.notFound })
    }
  })

  it('keeps CVs private: in the bucket under another prefix, never under /uploads, downloaded by a super admin', async () => {
    const offer = await createOffer(t.app, root)
    const applied = await apply(t.app, { job_offer_id: offer.id })
    expect(applied.statusCode).toBe(201)
    const [cvKey] = await storedKeys(t.services.privateFiles)
    expect(cvKey).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/)
    expect(existsSync(join(t.config.DATA_DIR, 'private'))).toBe(false)
    expect((await t.app.inject({ url: `/uploads/${cvKey}` })).statusCode).toBe(404)

    const cvUrl = `/api/admin/applications/${applied.json<{ application_id: number }>().application_id}/cv`
    const download = await t.app.inject({ url: cvUrl, headers: root })
    expect(download.statusCode).toBe(200)
    expect(download.headers['cache-control']).toContain('no-store')
    expect(download.rawPayload).toEqual(PDF_CV)
    expect((await t.app.inject({ url: cvUrl })).statusCode).toBe(401)
    expect(readdirSync(t.config.DATA_DIR)).not.toContain('private')
  })
})

it('answers 503 in French when the storage is unreachable, not a 500', async () => {
  // nothing listens on port 1
  const offline = await createTestApp({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' })
  try {
    const response = await offline.app.inject({ url: '/uploads/announcements/00000000-0000-0000-0000-000000000000.png' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ detail: MESSAGES.serviceUnavailable })
  } finally {
    await offline.close()
  }
})

/** A storage server that answers every request with `status` (an S3 outage that still answers). */
async function failingStorage(status: number) {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/xml' }).end('<Error><Code>ServiceUnavailable</Code><Message>down</Message></Error>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe.each([
  ['unreachable', async () => ({ endpoint: 'http://127.0.0.1:1', close: async () => undefined })],
  ['answering 503', () => failingStorage(503)],
  ['answering 500', () => failingStorage(500)],
])('storage %s during an upload', (_label, startStorage) => {
  it('refuses the upload with the French 503 and stores no row', async () => {
    const storage = await startStorage()
    const offline = await createTestApp({ ...s3.env, S3_ENDPOINT: storage.endpoint, FORM_RATE_PER_10_MINUTES: '100' })
    try {
      const headers = await adminHeaders(offline.app, await createAdmin(offline.services, { superAdmin: true }))
      const body = formBody({ title: 'Préparation CNC 2027' }, { field: 'image', filename: 'affiche.png', type: 'image/png', bytes: PNG_1PX })
      const created = await offline.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: { ...headers, ...body.headers }, payload: body.payload })
      expect(created.statusCode).toBe(503)
      expect(created.json()).toEqual({ detail: MESSAGES.serviceUnavailable })
      expect(await offline.services.db.selectFrom('announcements').select('id').execute()).toEqual([])

      const offer = await createOffer(offline.app, headers)
      const applied = await apply(offline.app, { job_offer_id: offer.id })
      expect(applied.statusCode).toBe(503)
      expect(applied.json()).toEqual({ detail: MESSAGES.serviceUnavailable })
      expect(await offline.services.db.selectFrom('job_applications').select('id').execute()).toEqual([])
    } finally {
      await offline.close()
      await storage.close()
    }
  })
})
