import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ERRORS } from '@tus/server'
import { VIDEO_UPLOAD } from '@tutorat/contracts'
import type { DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { redisLocker } from '../src/videos/redis-locker.ts'
import { adminHeaders, createAdmin, createTestApp, makeCourse, type TestApp } from './helpers.ts'
import { createUpload, headUpload, patchUpload } from './hosted-video-helpers.ts'
import { deleteTestKeys } from './limit-stores.ts'
import { mp4 } from './video-fixtures.ts'

// Issue 28: with several instances, an upload's lock is one lock across all of them (Redis), so a
// resume that lands on another instance than the request still writing waits for it, or ends it.

const url = process.env.TEST_REDIS_URL || undefined
const never = new AbortController().signal

describe.skipIf(!url)('the uploads’ lock shared through Redis', () => {
  const keyPrefix = `tutorat-test:upload-locks:${randomUUID().slice(0, 8)}:`
  const connections: Redis[] = []
  /** a locker as one instance has it: its own connection */
  const instance = (options: { ttlMs?: number; acquireTimeoutMs?: number } = {}) => {
    const redis = new Redis(url ?? '', { maxRetriesPerRequest: 1 })
    connections.push(redis)
    return redisLocker(redis, { keyPrefix, retryMs: 20, ...options })
  }
  afterAll(async () => {
    for (const redis of connections) redis.disconnect()
    if (url) await deleteTestKeys(url, keyPrefix)
  })

  it('asks the holder on another instance to let go, then takes the lock', async () => {
    const first = instance()
    const second = instance()
    const held = first.newLock('upload-a')
    const release = vi.fn(() => held.unlock())
    await held.lock(never, release)
    await second.newLock('upload-a').lock(never, () => undefined)
    expect(release).toHaveBeenCalled()
    await Promise.all([first.close(), second.close()])
  })

  it('waits no longer than its timeout for a holder that does not let go, and stops when its request ends', async () => {
    const holder = instance()
    const waiting = instance({ acquireTimeoutMs: 300 })
    await holder.newLock('upload-b').lock(never, () => undefined)
    await expect(waiting.newLock('upload-b').lock(never, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    const ended = new AbortController()
    const attempt = instance().newLock('upload-b').lock(ended.signal, () => undefined)
    ended.abort()
    await expect(attempt).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    await Promise.all([holder.close(), waiting.close()])
  })

  it('keeps a living holder’s lock past its lifetime, and frees a dead one’s when it expires', async () => {
    const living = instance({ ttlMs: 150 })
    await living.newLock('upload-c').lock(never, () => undefined)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(instance({ acquireTimeoutMs: 200 }).newLock('upload-c').lock(never, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)

    // a holder that died: its key is there, nobody renews it
    const redis = connections[0]
    await redis?.set(`${keyPrefix}tus-lock:upload-d`, 'crashed-instance', 'PX', 150)
    await instance({ acquireTimeoutMs: 2000 }).newLock('upload-d').lock(never, () => undefined)
    await living.close()
  })

  it('never removes a lock another request took after its own expired', async () => {
    const slow = instance({ ttlMs: 100 }).newLock('upload-e')
    await slow.lock(never, () => undefined)
    await connections.at(-1)?.del(`${keyPrefix}tus-lock:upload-e`) // as if it expired
    const next = instance({ acquireTimeoutMs: 200 })
    await next.newLock('upload-e').lock(never, () => undefined)
    await slow.unlock()
    await expect(instance({ acquireTimeoutMs: 200 }).newLock('upload-e').lock(never, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    await next.close()
  })
})

describe.skipIf(!url)('an upload resumed on another instance', () => {
  const keyPrefix = `tutorat-test:upload-resume:${randomUUID().slice(0, 8)}:`
  let database: DbHandle
  let dataDir: string
  let first: TestApp
  let second: TestApp

  beforeAll(async () => {
    database = await createTestDb()
    dataDir = mkdtempSync(join(tmpdir(), 'tutorat-locks-'))
    const shared = { DATA_DIR: dataDir, REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix }
    first = await createTestApp(shared, { database })
    second = await createTestApp(shared, { database })
  })
  afterAll(async () => {
    await first.close()
    await second.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('goes on from the offset the first instance stored, and becomes one video', async () => {
    const admin = await adminHeaders(first.app, await createAdmin(first.services))
    const course = await makeCourse(first.app, admin, 'Mécanique')
    const bytes = mp4()
    const created = await createUpload(first, admin, bytes.length, { course_id: course.id, title: 'Chute libre', filename: 'chute.mp4', duration_seconds: 120 })
    expect(created.statusCode, created.body).toBe(201)
    const location = String(created.headers.location)
    const half = Math.floor(bytes.length / 2)
    expect((await patchUpload(first, admin, location, 0, bytes.subarray(0, half))).statusCode).toBe(204)

    const resumed = await headUpload(second, admin, location)
    expect(resumed.headers['upload-offset']).toBe(String(half))
    // a request on a third instance that died holding the lock: the resume waits for its expiry
    const uploadId = second.services.videoStore.tusId(location.split('/').at(-1) ?? '')
    const redis = new Redis(url ?? '')
    await redis.set(`${keyPrefix}tus-lock:${uploadId}`, 'dead-instance', 'PX', 400)
    redis.disconnect()
    const startedAt = Date.now()
    const finished = await patchUpload(second, admin, location, half, bytes.subarray(half))
    expect(finished.statusCode, finished.body).toBe(204)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(350)
    const videoId = Number(finished.headers[VIDEO_UPLOAD.videoIdHeader.toLowerCase()])
    const video = await database.db.selectFrom('videos').select(['course_id', 'source']).where('id', '=', videoId).executeTakeFirstOrThrow()
    expect(video).toEqual({ course_id: course.id, source: 'file' })
  })
})
