import { createReadStream, type ReadStream } from 'node:fs'
import { open, readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import type { DataStore } from '@tus/server'
import { StorageUnavailableError, UPLOAD_ID, type VideoFiles } from '@tutorat/api'
import type { Config } from '../config.ts'
import { createS3Client, s3ClientConfig } from '../files/s3-store.ts'

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

const checkedId = (id: string) => {
  if (!UPLOAD_ID.test(id)) throw new Error(`invalid upload id: ${id}`)
  return id
}

/** The id an entry of the store belongs to: `<id>`, `<id>.json` (FileStore), `<id>.info` / `<id>.part` (S3Store). */
const idOfName = (name: string) => /^([0-9a-f]{32})(?:\.(?:json|info|part))?$/.exec(name)?.[1]

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

const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode
const isS3Missing = (error: unknown) => status(error) === 404 || (error instanceof Error && ['NoSuchKey', 'NotFound', 'NoSuchUpload'].includes(error.name))
/** No answer or a 5xx after the SDK's retries: an outage (503 in French), not a bug. */
const s3Fault = (error: unknown) => {
  const code = status(error)
  return code === undefined || code >= 500 ? new StorageUnavailableError(error) : error
}

export function s3VideoStore(client: S3Client, config: Config & { S3_BUCKET: string }): HostedVideoStore {
  const bucket = config.S3_BUCKET
  const prefix = 'private/videos/'
  const keyOf = (id: string) => `${prefix}${checkedId(id)}`
  const datastore = new S3Store({ partSize: 8 * 1024 * 1024, s3ClientConfig: { bucket, ...s3ClientConfig(config) } })
  const send = async <T>(call: () => Promise<T>) => {
    try {
      return await call()
    } catch (error) {
      throw s3Fault(error)
    }
  }
  const files: VideoFiles = {
    async readRange(id, offset, length) {
      const range = `bytes=${offset}-${offset + length - 1}`
      const object = await send(() => client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(id), Range: range })))
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array()
    },
    async size(id) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(id) }))).ContentLength
      } catch (error) {
        if (isS3Missing(error)) return undefined
        throw s3Fault(error)
      }
    },
    async remove(id) {
      const key = keyOf(id)
      // an unfinished upload: its multipart upload is aborted (tus knows its S3 id); a finished one has none
      await datastore.remove(key).catch((error: unknown) => {
        if (!isS3Missing(error) && (error as { status_code?: number }).status_code !== 404) throw s3Fault(error)
      })
      const objects = [key, `${key}.info`, `${key}.part`].map((Key) => ({ Key }))
      await send(() => client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } })))
    },
    async *list() {
      const seen = new Map<string, Date>()
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const id = idOfName((object.Key ?? '').slice(prefix.length))
          if (id && object.LastModified && !seen.has(id)) seen.set(id, object.LastModified)
        }
      }
      for (const [id, modifiedAt] of seen) yield { id, modifiedAt }
    },
  }
  return {
    datastore,
    tusId: keyOf,
    files,
    async source(id, mime, seconds) {
      const command = new GetObjectCommand({ Bucket: bucket, Key: keyOf(id), ResponseContentType: mime, ResponseCacheControl: 'private, no-store' })
      return { kind: 'redirect', url: await getSignedUrl(client, command, { expiresIn: seconds }) }
    },
  }
}

/** The store the configuration names, beside the other private files. */
export function hostedVideoStore(config: Config): HostedVideoStore {
  if (!config.S3_BUCKET) return localVideoStore(join(config.DATA_DIR, 'private', 'videos'))
  return s3VideoStore(createS3Client(config), { ...config, S3_BUCKET: config.S3_BUCKET })
}
