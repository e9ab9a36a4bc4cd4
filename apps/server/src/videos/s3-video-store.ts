import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { S3Store } from '@tus/s3-store'
import { StorageUnavailableError, type VideoFiles } from '@tutorat/api'
import type { Config } from '../config.ts'
import { s3ClientConfig } from '../files/s3-store.ts'
import { checkedId, type HostedVideoStore, idOfName } from './store.ts'

// The hosted videos in the bucket's `private/videos/` (DESIGN §17); loaded only when S3_BUCKET is set.

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
