import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Metadata, Server } from '@tus/server'
import type { Redis } from 'ioredis'
import { authenticateAdminRequest, beginUpload, createContextInner, discardUpload, finishUpload, ownUpload, UPLOAD_ID } from '@tutorat/api'
import { HOSTED_VIDEO_MESSAGES as M, MESSAGES, VIDEO_UPLOAD, videoUploadMetadata } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { toErrorReply } from '../errors.ts'
import type { ServerServices } from '../services.ts'
import { redisLocker } from '../videos/redis-locker.ts'
import { parseInput, requestInfo } from './shim.ts'

// DESIGN §17: resumable uploads of hosted videos, the tus protocol at /api/admin/videos/uploads,
// mounted as @tus/server documents for Fastify (the body passed through untouched, tus handling
// the raw request). Every request is an admin's, checked here before tus sees it: creation needs
// the course to be the admin's (as `videos.create`) and a free slot under the cap of unfinished
// uploads; every later request needs the upload to be this admin's. Refusals are `{"detail"}` in
// French, the tus protocol's own included, so tus-js-client's `originalResponse.getBody()` reads
// like every other answer of the API.

type Admin = Awaited<ReturnType<typeof authenticateAdminRequest>>

/** What the Fastify side learnt of a request, for tus's hooks (which see a web Request). */
interface Checked {
  admin: Admin
  /** the new upload's id (creation) */
  newId?: string
}
const checked = new WeakMap<IncomingMessage, Checked>()
const jsonAnswers = new WeakSet<ServerResponse>()

const nodeOf = (request: Request) => (request as Request & { runtime?: { node?: { req: IncomingMessage; res: ServerResponse } } }).runtime?.node

const refusal = (status: number, detail: string) => ({ status_code: status, body: JSON.stringify({ detail }) })

/** tus's own refusals, said in French. */
function tusRefusal(status: number, maxBytes: number) {
  if (status === 413) return refusal(413, M.tooLarge(maxBytes))
  if (status === 404 || status === 410) return refusal(404, M.uploadNotFound)
  if (status === 409) return refusal(409, M.offsetMismatch)
  if (status === 423 || status === 500) return refusal(423, M.uploadBusy) // the lock of another request on the upload
  return refusal(status >= 500 ? 503 : 400, status >= 500 ? M.storageDown : MESSAGES.badRequest)
}

/** tus answers text/plain; a body we wrote is JSON, and says so. */
function answerJson(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.at(-1)
    if (status >= 400 && jsonAnswers.has(res) && Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === 'content-type') headers[i + 1] = 'application/json; charset=utf-8'
    }
    return writeHead(status, ...rest)
  }) as typeof res.writeHead
}

function uploadLength(request: FastifyRequest, maxBytes: number): number {
  const length = String(request.headers['upload-length'] ?? '')
  if (!/^\d{1,16}$/.test(length)) throw new TRPCError({ code: 'BAD_REQUEST', message: M.lengthRequired })
  const size = Number(length)
  if (size > maxBytes) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: M.tooLarge(maxBytes) })
  if (size === 0) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: M.notAVideo })
  return size
}

function uploadMetadata(request: FastifyRequest) {
  let fields: Record<string, string | null>
  try {
    fields = Metadata.parse(String(request.headers['upload-metadata'] ?? ''))
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: M.filenameRequired })
  }
  return parseInput(videoUploadMetadata, Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? undefined])))
}

/** With Redis (several instances), the uploads' locks are shared: a resume may land on any instance. */
export interface SharedLocks {
  redis: Redis
  keyPrefix: string
}

export async function videoUploadRoutes(app: FastifyInstance, services: ServerServices, shared?: SharedLocks) {
  const store = services.videoStore
  const { maxBytes } = services.settings.hostedVideos
  const locker = shared ? redisLocker(shared.redis, { keyPrefix: shared.keyPrefix }) : undefined
  if (locker) app.addHook('onClose', () => locker.close())
  const tus = new Server({
    ...(locker ? { locker } : {}),
    path: VIDEO_UPLOAD.endpoint,
    datastore: store.datastore,
    maxSize: maxBytes,
    // same origin: no CORS header; the web reads the video's id from this header
    allowedOrigins: [],
    exposedHeaders: [VIDEO_UPLOAD.videoIdHeader],
    namingFunction: (request) => {
      const newId = checked.get(nodeOf(request)?.req as IncomingMessage)?.newId
      if (!newId) throw refusal(400, MESSAGES.badRequest)
      return store.tusId(newId)
    },
    generateUrl: (_request, { path, id }) => `${path}/${id.slice(-32)}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? store.tusId(lastPath) : undefined),
    async onUploadFinish(request, upload) {
      const state = checked.get(nodeOf(request)?.req as IncomingMessage)
      if (!state) throw refusal(401, MESSAGES.unauthenticated)
      const videoId = await finishUpload(services.db, services.videoFiles, state.admin, upload.id.slice(-32))
      return { headers: { [VIDEO_UPLOAD.videoIdHeader]: String(videoId) } }
    },
    async onResponseError(request, error) {
      const res = nodeOf(request)?.res
      if (res) jsonAnswers.add(res)
      if (error instanceof TRPCError || !('status_code' in error)) {
        const { status, body } = toErrorReply(error)
        if (status >= 500) app.log.error({ err: error }, 'envoi de vidéo : échec')
        // a store that failed under tus (S3 down, disk full): the upload resumes later
        return status === 500 ? refusal(503, M.storageDown) : refusal(status, body.detail)
      }
      const status = Number((error as { status_code: unknown }).status_code)
      const body = String((error as { body?: unknown }).body ?? '')
      return body.startsWith('{"detail"') ? { status_code: status, body } : tusRefusal(status, maxBytes)
    },
  })

  /** Authentication and ownership, before tus: a refusal here is the app's usual `{"detail"}`. */
  async function admit(request: FastifyRequest) {
    if (request.method === 'OPTIONS') return
    const ctx = createContextInner(services, requestInfo(request))
    const admin = await authenticateAdminRequest(ctx)
    const id = (request.params as { id?: string }).id
    if (id === undefined) {
      if (request.method !== 'POST') throw new TRPCError({ code: 'NOT_FOUND', message: M.uploadNotFound })
      const newId = randomBytes(16).toString('hex')
      const size = uploadLength(request, maxBytes)
      await beginUpload(services.db, admin, services.settings.hostedVideos, { id: newId, size, metadata: uploadMetadata(request) })
      checked.set(request.raw, { admin, newId })
      return
    }
    if (!UPLOAD_ID.test(id)) throw new TRPCError({ code: 'NOT_FOUND', message: M.uploadNotFound })
    await ownUpload(services.db, admin, id)
    checked.set(request.raw, { admin })
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const id = (request.params as { id?: string }).id
    // termination (tus-js-client's abort): ours, so the row and every stored part go together
    if (request.method === 'DELETE' && id) {
      await discardUpload(services.db, services.videoFiles, id)
      return reply.status(204).header('tus-resumable', '1.0.0').send()
    }
    reply.hijack()
    reply.raw.setHeader('cache-control', 'no-store')
    answerJson(reply.raw)
    await tus.handle(request.raw, reply.raw)
  }

  await app.register(async (scope) => {
    // the bytes of a PATCH go to tus untouched (and unbounded by bodyLimit: tus holds Upload-Length)
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null))
    scope.addHook('preHandler', admit)
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const
    scope.route({ method: [...methods], url: VIDEO_UPLOAD.endpoint, schema: { hide: true }, handler: handle })
    scope.route({ method: [...methods], url: `${VIDEO_UPLOAD.endpoint}/:id`, schema: { hide: true }, handler: handle })
  })
}
