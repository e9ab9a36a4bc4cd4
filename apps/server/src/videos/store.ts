import { createReadStream, type ReadStream } from 'node:fs'
import { open, readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { FileStore } from '@tus/file-store'
import type { DataStore } from '@tus/server'
import { StorageUnavailableError, UPLOAD_ID, type VideoFiles } from '@tutorat/api'
import type { Config } from '../config.ts'

// DESIGN §17: the bytes of hosted videos, where the private files already live: DATA_DIR/private/
// videos on one machine, the bucket's `private/videos/` with S3_BUCKET. tus writes them (its
// FileStore or S3Store); the platform reads them back to judge, stream and remove them.

export interface HostedVideoStore {
  /** what tus writes through */
  datastore: DataStore
  /** tus's id for an upload id: the file name on disk, the object key on S3 */
  tusId(id: string): string
  files: VideoFiles
  /** local disk: the file to stream with Range; S3: a presigned GET valid `seconds` */
  source(id: string, mime: string, seconds: number): Promise<{ kind: 'file'; open(start: number, end: number): ReadStream } | { kind: 'redirect'; url: string }>
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
const DISK_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES'])
const diskFault = (error: unknown) => (DISK_FAULTS.has((error as NodeJS.ErrnoException).code ?? '') ? new StorageUnavailableError(error) : error)

export const checkedId = (id: string) => {
  if (!UPLOAD_ID.test(id)) throw new Error(`invalid upload id: ${id}`)
  return id
}

/** The id an entry of the store belongs to: `<id>`, `<id>.json` (FileStore), `<id>.info` / `<id>.part` (S3Store). */
export const idOfName = (name: string) => /^([0-9a-f]{32})(?:\.(?:json|info|part))?$/.exec(name)?.[1]

export function localVideoStore(directory: string): HostedVideoStore {
  const pathOf = (id: string) => join(directory, checkedId(id))
  const files: VideoFiles = {
    async readRange(id, offset, length) {
      const handle = await open(pathOf(id), 'r').catch((error: unknown) => {
        throw diskFault(error)
      })
      try {
        const buffer = Buffer.alloc(length)
        const { bytesRead } = await handle.read(buffer, 0, length, offset)
        return buffer.subarray(0, bytesRead)
      } finally {
        await handle.close()
      }
    },
    async size(id) {
      try {
        return (await stat(pathOf(id))).size
      } catch (error) {
        if (isMissing(error)) return undefined
        throw diskFault(error)
      }
    },
    async remove(id) {
      for (const path of [pathOf(id), `${pathOf(id)}.json`]) {
        await unlink(path).catch((error: unknown) => {
          if (!isMissing(error)) throw diskFault(error)
        })
      }
    },
    async *list() {
      const names = await readdir(directory).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(diskFault(error))))
      const ids = new Set(names.flatMap((name) => idOfName(name) ?? []))
      for (const id of ids) {
        const modified = await stat(pathOf(id)).catch(() => stat(`${pathOf(id)}.json`)).catch(() => undefined)
        if (modified) yield { id, modifiedAt: modified.mtime }
      }
    },
  }
  return {
    datastore: new FileStore({ directory }),
    tusId: checkedId,
    files,
    source: async (id) => ({ kind: 'file', open: (start, end) => createReadStream(pathOf(id), { start, end }) }),
  }
}

/** The store the configuration names, beside the other private files; the S3 SDK loads only when a bucket is set. */
export async function hostedVideoStore(config: Config): Promise<HostedVideoStore> {
  if (!config.S3_BUCKET) return localVideoStore(join(config.DATA_DIR, 'private', 'videos'))
  const [{ createS3Client }, { s3VideoStore }] = await Promise.all([import('../files/s3-store.ts'), import('./s3-video-store.ts')])
  return s3VideoStore(createS3Client(config), { ...config, S3_BUCKET: config.S3_BUCKET })
}
