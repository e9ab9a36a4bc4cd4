import { mkdtempSync, rmSync } from 'node:fs'
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
