import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presignedOrigin } from '../src/plugins/security.ts'
import { createTestApp, type TestApp } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  const webDist = join(process.env.TMPDIR ?? '/tmp', `tutorat-web-${process.pid}`)
  mkdirSync(join(webDist, 'assets'), { recursive: true })
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="fr"><title>Tutorat</title></html>')
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)')
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))
  t = await createTestApp({ WEB_DIST_DIR: webDist })
  mkdirSync(join(t.config.DATA_DIR, 'uploads', 'courses'), { recursive: true })
  writeFileSync(join(t.config.DATA_DIR, 'uploads', 'courses', 'x.txt'), 'public')
  writeFileSync(join(t.config.DATA_DIR, 'secret-file'), 'never served')
})
afterAll(() => t.close())

describe('health and documentation', () => {
  it('GET /api/health pings the database', async () => {
    const response = await t.app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: t.handle.kind })
  })

  it('serves the OpenAPI document of the REST shims at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/auth/verify', '/api/health']))
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password'])
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/trpc'))).toBe(false)
  })
})

describe('security headers', () => {
  it('lets hosted videos play from the bucket their stream redirects to, and from nowhere else', () => {
    const s3 = { S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: false }
    expect(presignedOrigin({ ...s3, S3_BUCKET: undefined, S3_ENDPOINT: undefined })).toEqual([])
    expect(presignedOrigin({ ...s3, S3_BUCKET: 'cours', S3_ENDPOINT: undefined })).toEqual(['https://cours.s3.eu-west-3.amazonaws.com'])
    expect(presignedOrigin({ ...s3, S3_BUCKET: 'cours', S3_ENDPOINT: 'https://minio.example.ma:9000' })).toEqual(['https://cours.minio.example.ma:9000'])
    expect(presignedOrigin({ ...s3, S3_BUCKET: 'cours', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: true })).toEqual(['http://127.0.0.1:9000'])
  })

  it('sets a CSP and the usual helmet headers', async () => {
    const response = await t.app.inject({ url: '/' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('frame-src https://drive.google.com')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends the CSP with documents only, not with every script and JSON answer', async () => {
    for (const url of ['/assets/app-abc123.js', '/api/health']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-security-policy'], url).toBeUndefined()
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
    }
    expect((await t.app.inject({ url: '/admin/dashboard' })).headers['content-security-policy']).toContain("default-src 'self'")
  })
})

describe('the single-page app and uploads', () => {
  it('serves index.html for client routes, never cached', async () => {
    for (const url of ['/', '/admin/dashboard', '/une/route/inconnue']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<html lang="fr">')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('serves the pre-compressed asset to browsers that accept it, and compresses large JSON', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)')
    const docs = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'gzip' } })
    expect(docs.headers['content-encoding']).toBe('gzip')
  })

  it('serves public uploads and nothing outside them', async () => {
    expect((await t.app.inject({ url: '/uploads/courses/x.txt' })).body).toBe('public')
    for (const url of ['/uploads/../secret-file', '/uploads/%2e%2e/secret-file', '/uploads/..%2fsecret-file']) {
      const response = await t.app.inject({ url })
      expect(response.body, url).not.toContain('never served')
      // either refused, or resolved to a client route and answered with the app shell
      if (response.statusCode === 200) expect(response.body).toContain('<html lang="fr">')
      else expect(response.statusCode).toBeGreaterThanOrEqual(400)
    }
  })

  it('does not answer unknown /trpc or /uploads paths with the app shell', async () => {
    expect((await t.app.inject({ url: '/uploads/none.png' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/x' })).json()).toEqual({ detail: MESSAGES.apiNotFound })
  })
})

describe('tRPC', () => {
  it('answers errors in French with no stack trace', async () => {
    const response = await t.app.inject({ url: '/trpc/auth.me' })
    expect(response.statusCode).toBe(401)
    const body = response.json()
    expect(body.error.message).toBe(MESSAGES.unauthenticated)
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/)
  })

  it('reports input errors with the French message and zod issues', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: '', password: '' } })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error.message).toBe(MESSAGES.fillAllFields)
    expect(body.error.data.errors[0].path).toEqual(['email'])
  })

  it('refuses batches over the size limit', async () => {
    const paths = Array.from({ length: 11 }, () => 'auth.me').join(',')
    const response = await t.app.inject({ url: `/trpc/${paths}?batch=1&input={}` })
    expect(response.statusCode).toBe(400)
  })
})

describe('site settings', () => {
  it('exposes the public contact details and draws the payment QR code from them', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json()
    expect(site).toMatchObject({ service_hours: '7j/24', whatsapp_number: expect.stringMatching(/^\+?\d{8,}$/), bank: { rib: expect.any(String) } })
    const qr = await t.app.inject({ url: '/api/site/payment-qr.svg' })
    expect(qr.statusCode).toBe(200)
    expect(qr.headers['content-type']).toBe('image/svg+xml')
    expect(qr.body).toMatch(/^<svg[^>]*viewBox/)
  })
})
