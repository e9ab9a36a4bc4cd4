import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hashPassword, insertAdmin, type Services, signToken } from '@tutorat/api'
import type { DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'
import { type Config, loadConfig } from '../src/config.ts'
import { closeRedis, connectRedis } from '../src/redis.ts'
import { createServices, type ServerServices } from '../src/services.ts'
import { deleteTestKeys } from './limit-stores.ts'

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256!!'

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'tutorat-test-'))
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // tests read what they just wrote to the database directly; the cache has its own tests
    PUBLIC_CACHE_MS: '0',
    ...overrides,
  })
}

export interface TestApp {
  app: FastifyInstance
  services: ServerServices
  handle: DbHandle
  config: Config
  close: () => Promise<void>
}

/**
 * A real app over a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * or over `database` when given (a second instance of the same deployment; the caller closes it).
 * With REDIS_URL in the overrides it opens its own Redis connection, as an instance does.
 */
export async function createTestApp(overrides: NodeJS.ProcessEnv = {}, options: { database?: DbHandle } = {}): Promise<TestApp> {
  const config = testConfig(overrides)
  const handle = options.database ?? (await createTestDb())
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined
  const services = await createServices(config, handle.db, redis)
  const app = await buildApp({ config, services, dbKind: handle.kind, redis })
  await app.ready()
  return {
    app,
    services,
    handle,
    config,
    close: async () => {
      await app.close()
      if (redis) await closeRedis(redis)
      if (config.REDIS_URL) await deleteTestKeys(config.REDIS_URL, config.REDIS_KEY_PREFIX)
      if (!options.database) await handle.close()
      rmSync(config.DATA_DIR, { recursive: true, force: true })
    },
  }
}

let counter = 0
export async function createAdmin(
  services: Services,
  options: { superAdmin?: boolean; password?: string; email?: string } = {},
) {
  counter += 1
  const password = options.password ?? 'motdepasse-solide'
  const admin = await insertAdmin(services.db, {
    name: `Admin ${counter}`,
    email: options.email ?? `admin${counter}-${Date.now()}@example.ma`,
    passwordHash: await hashPassword(password),
    isSuperAdmin: options.superAdmin ?? false,
  })
  return { ...admin, password }
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
  return response.json<{ access_token: string }>().access_token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A token with the student role (signature valid): what a student would send to an admin path. */
export const studentToken = () => signToken(TEST_SECRET, { sub: 1, role: 'student', ver: 0, sid: '00000000-0000-0000-0000-000000000000' }, '1h')

/** Signs in and returns ready-to-send headers. */
export async function adminHeaders(app: FastifyInstance, admin: { email: string; password: string }) {
  return bearer(await loginAs(app, admin.email, admin.password))
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A multipart body with one file field, as a browser would send it. */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----tutorat${Date.now()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const DRIVE_URL = (id: string) => `https://drive.google.com/file/d/${id}/view`

type Headers = Record<string, string>

export async function makeCourse(app: FastifyInstance, headers: Headers, title = 'Cours de test') {
  const response = await app.inject({ method: 'POST', url: '/api/admin/courses', headers, payload: { title, subject: 'Mathématiques', level: 'Débutant' } })
  if (response.statusCode !== 201) throw new Error(response.body)
  return response.json<{ id: number; access_code: string }>()
}

export async function makeVideo(app: FastifyInstance, headers: Headers, courseId: number, video: { title: string; drive: string; is_free?: boolean; module_name?: string }) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/courses/${courseId}/videos`,
    headers,
    payload: { title: video.title, drive_url: DRIVE_URL(video.drive), is_free: video.is_free ?? false, module_name: video.module_name ?? null },
  })
  if (response.statusCode !== 201) throw new Error(response.body)
  return response.json<{ id: number }>()
}

let studentCounter = 0
export async function makeStudent(app: FastifyInstance, headers: Headers, overrides: Record<string, unknown> = {}) {
  studentCounter += 1
  const payload = { name: `Élève ${studentCounter}`, email: `eleve${studentCounter}-${Date.now()}@example.ma`, password: 'mot-de-passe-eleve', ...overrides }
  const response = await app.inject({ method: 'POST', url: '/api/admin/students', headers, payload })
  if (response.statusCode !== 201) throw new Error(response.body)
  return { ...response.json<{ id: number; name: string; email: string }>(), password: String(payload.password) }
}

export async function grant(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/admin/accesses', headers, payload: body })
  if (response.statusCode !== 201) throw new Error(response.body)
  return response.json<{ access: { id: number; expires_at: string | null }; extended: boolean; message: string }>()
}

export async function studentLogin(app: FastifyInstance, email: string, password: string, userAgent = 'vitest') {
  const response = await app.inject({ method: 'POST', url: '/api/student/login', headers: { 'user-agent': userAgent }, payload: { email, password } })
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json<{ access_token: string; signed_out_devices: number }>()
}

/** A multipart body with text fields and, optionally, one file. */
export function formBody(fields: Record<string, string>, file?: { field: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = `----tutorat${Date.now()}${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`))
    parts.push(file.bytes, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** The smallest valid PDF a reader opens. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 10 10]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
