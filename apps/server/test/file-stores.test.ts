import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import type { FileStore } from '@tutorat/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localFileStore } from '../src/files/local-store.ts'
import { createS3Client, s3FileStore } from '../src/files/s3-store.ts'
import { PNG_1PX, TINY_PDF, testConfig } from './helpers.ts'
import { startS3Server, TEST_BUCKET } from './s3-server.ts'

// The FileStore contract, the same assertions on the local disk and on an S3 server.
let s3: Awaited<ReturnType<typeof startS3Server>>
const localRoot = mkdtempSync(join(tmpdir(), 'tutorat-files-'))
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.close()
  rmSync(localRoot, { recursive: true, force: true })
})

const stores: [string, () => FileStore][] = [
  ['local', () => localFileStore(localRoot)],
  ['s3', () => s3FileStore(createS3Client(testConfig(s3.env)), TEST_BUCKET, 'uploads/')],
]

describe.each(stores)('%s FileStore', (_name, open) => {
  it('writes a file under a generated key, reads it back, lists it, removes it', async () => {
    const store = open()
    const before = Date.now() - 5_000
    const key = await store.put('announcements', 'png', PNG_1PX)
    expect(key).toMatch(/^announcements\/[0-9a-f-]{36}\.png$/)
    const stream = await store.read(key)
    expect(stream && (await buffer(stream))).toEqual(PNG_1PX)

    const other = await store.put('free-courses', 'pdf', TINY_PDF)
    const listed = new Map<string, Date>()
    for await (const entry of store.list()) listed.set(entry.key, entry.modifiedAt)
    expect([...listed.keys()]).toEqual(expect.arrayContaining([key, other]))
    expect(listed.get(key)?.getTime()).toBeGreaterThan(before)

    await store.remove(key)
    expect(await store.read(key)).toBeUndefined()
    const after: string[] = []
    for await (const entry of store.list()) after.push(entry.key)
    expect(after).toContain(other)
    expect(after).not.toContain(key)
  })

  it('writes a resized copy beside its original, under the same uuid, overwriting an older one', async () => {
    const store = open()
    const original = await store.put('courses', 'png', PNG_1PX)
    const copy = await store.putDerived(original, '.w320.webp', TINY_PDF)
    expect(copy).toBe(original.replace(/\.png$/, '.w320.webp'))
    expect(await store.putDerived(original, '.w320.webp', PNG_1PX)).toBe(copy)
    const stream = await store.read(copy)
    expect(stream && (await buffer(stream))).toEqual(PNG_1PX)
    await Promise.all([store.remove(original), store.remove(copy)])
  })

  it('answers undefined for a missing file, and removing one is not an error', async () => {
    const store = open()
    const missing = 'courses/00000000-0000-0000-0000-000000000000.png'
    expect(await store.read(missing)).toBeUndefined()
    await expect(store.remove(missing)).resolves.toBeUndefined()
  })

  it('refuses a key that could leave the store', async () => {
    const store = open()
    await expect(store.read('../private/cv/00000000-0000-0000-0000-000000000000.pdf')).rejects.toThrow(/invalid file key/)
  })
})
