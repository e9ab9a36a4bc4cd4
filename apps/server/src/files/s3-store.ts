import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { derivedKey, type FileStore, StorageUnavailableError } from '@tutorat/api'
import type { Config } from '../config.ts'
import { contentTypeOf } from './content-types.ts'

// Keys are opaque (`courses/<uuid>.png`, `announcements/<uuid>.w640.webp`…), but never `..`,
// a leading slash or an empty segment: some servers normalise paths, and a key must not
// reach outside its prefix (public uploads and private CVs share the bucket).
const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+$/

export const isSafeKey = (key: string) => SAFE_KEY.test(key)

/** The client for S3_* (AWS S3, MinIO, Cloudflare R2…); credentials from the SDK's chain when unset. */
export function createS3Client(config: Config): S3Client {
  return new S3Client(s3ClientConfig(config))
}

/** The settings of every S3 client of the app (tus's S3Store builds its own from them). */
export function s3ClientConfig(config: Config): S3ClientConfig {
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined
  return {
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials,
    // checksums only where S3 requires them: several S3-compatible servers reject the
    // SDK's default trailing CRC32 on every upload
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/** A failure on the storage's side (no answer, a 5xx after the SDK's retries), not a refusal of ours. */
function isOutage(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode
  return status === undefined || status >= 500
}

/** FileStore on S3-compatible object storage, every key under `prefix` (`uploads/`, `private/`) in `bucket`. */
export function s3FileStore(client: S3Client, bucket: string, prefix: string): FileStore {
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`invalid file key: ${key}`)
    return `${prefix}${key}`
  }
  const reach = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw isOutage(error) ? new StorageUnavailableError(error) : error
    }
  }
  const write = async (key: string, bytes: Uint8Array) => {
    const command = new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentTypeOf(key) })
    await reach(() => client.send(command))
    return key
  }
  return {
    put: (kind, extension, bytes) => write(`${kind}/${randomUUID()}.${extension}`, bytes),
    putDerived: (sourceKey, suffix, bytes) => write(derivedKey(sourceKey, suffix), bytes),
    async remove(key) {
      // S3 answers a delete of a missing object with success, as the local store does
      const command = new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })
      await reach(() => client.send(command))
    },
    async read(key) {
      const command = new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) })
      const object = await reach(() => client.send(command)).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'NoSuchKey') return undefined
        throw error
      })
      if (!object) return undefined
      if (!(object.Body instanceof Readable)) throw new Error('S3 body is not a Node.js stream')
      return object.Body
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue
          yield { key: object.Key.slice(prefix.length), modifiedAt: object.LastModified }
        }
      }
    },
  }
}
