import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from '@20minutes/s3rver'

export const TEST_BUCKET = 'tutorat-test'

/**
 * A real S3-compatible server (s3rver: S3's REST API over a directory) on a free local port,
 * with one empty bucket. Signatures are not compared: s3rver signs bucket-level paths without
 * the trailing slash AWS SDK v3 sends (`/bucket/?list-type=2`), so every listing would fail
 * which AWS S3 itself accepts; object reads, writes and deletes do pass its check.
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), 'tutorat-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  })
  addMultipartListing(server)
  const { port } = await server.run()
  return {
    /** The S3_* configuration that points the app at this server. */
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

interface KoaContext {
  method: string
  path: string
  query: Record<string, string | undefined>
  status: number
  body: unknown
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>

/**
 * What s3rver lacks and tus's S3Store needs (issue 28): ListParts (`GET ?uploadId`), on every
 * resumed write, and AbortMultipartUpload (`DELETE ?uploadId`). Answered from s3rver's own parts
 * directory, in front of its router (the XML encoder, registered earlier, still wraps the answer).
 */
function addMultipartListing(server: S3rver) {
  const koa = server as unknown as { middleware: Middleware[]; store: { getResourcePath(bucket: string, key: undefined, resource: string): string } }
  const uploadDir = (path: string, uploadId: string) => `${koa.store.getResourcePath(path.split('/')[1] ?? '', undefined, 'uploads')}/${uploadId}`
  const multipart: Middleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId
    if (!uploadId || !/^[0-9a-f]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next()
    const dir = uploadDir(ctx.path, uploadId)
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true })
      ctx.status = 204
      return
    }
    const names = await readdir(dir).catch(() => undefined)
    if (!names) {
      ctx.status = 404
      ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } }
      return
    }
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b)
    const parts = await Promise.all(
      numbers.map(async (n) => ({ PartNumber: n, ETag: `"${(await readFile(`${dir}/${n}.md5`, 'utf8')).trim()}"`, Size: (await stat(`${dir}/${n}`)).size })),
    )
    ctx.body = { ListPartsResult: { UploadId: uploadId, IsTruncated: false, Part: parts } }
  }
  // just before the router, the last middleware s3rver registered
  koa.middleware.splice(koa.middleware.length - 1, 0, multipart)
}
