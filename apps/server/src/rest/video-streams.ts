import { openStream } from '@tutorat/api'
import { HOSTED_VIDEO_MESSAGES as M, playId } from '@tutorat/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServerServices } from '../services.ts'
import type { ShimApp } from './shim.ts'

// DESIGN §17: the bytes of a hosted video, for the `<video>` element of the play that was signed
// (no token: the signature is the credential, and every request re-checks the play and the
// access). Local disk: streamed with Range, a slice read from disk, never the whole file in memory.
// S3: a redirect to a presigned GET that lives no longer than the signed address.

const params = z.object({ play_id: playId })
export const signedQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() })
const errorBody = z.object({ detail: z.string() })

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14): `a-b`, `a-` or the last `-n`.
 * Anything else, several ranges included, is ignored (the whole file, 200), as the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [, first = '', last = ''] = match
  if (first === '') {
    const suffix = Number(last)
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size) return 'unsatisfiable'
  return end < start ? undefined : { start, end }
}

export interface VideoBytes {
  key: string
  mime: string
  size: number
  /** the signed address's end (ms): an S3 presigned GET lives no longer */
  expiresAt: number
}

/** Sends a video's bytes once its address was checked: never cached, Range (206/416), or a presigned S3 redirect. */
export async function sendVideo(request: FastifyRequest, reply: FastifyReply, services: ServerServices, stream: VideoBytes) {
  void reply.header('cache-control', 'private, no-store')
  const seconds = Math.max(1, Math.ceil((stream.expiresAt - Date.now()) / 1000))
  const source = await services.videoStore.source(stream.key, stream.mime, seconds)
  if (source.kind === 'redirect') return reply.redirect(source.url, 302)
  const range = parseRange(request.headers.range, stream.size)
  void reply.header('accept-ranges', 'bytes')
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${stream.size}`).send({ detail: M.rangeInvalid })
  void reply.header('content-type', stream.mime)
  const { start, end } = range ?? { start: 0, end: stream.size - 1 }
  void reply.header('content-length', String(end - start + 1))
  if (range) void reply.status(206).header('content-range', `bytes ${start}-${end}/${stream.size}`)
  return reply.send(source.open(start, end))
}

/** The stream route's answers, for the OpenAPI document. */
export const videoResponses = { 200: z.any(), 206: z.any(), 302: z.any(), 403: errorBody, 404: errorBody, 416: errorBody }

export function videoStreamRoutes(app: ShimApp, services: ServerServices) {
  app.get(
    '/api/student/streams/:play_id',
    {
      schema: {
        tags: ['plays'],
        summary: 'Flux d’une vidéo hébergée : l’adresse signée que donne la lecture (Range, 206 ; S3 : redirection 302)',
        params,
        querystring: signedQuery,
        response: videoResponses,
      },
    },
    async (request, reply) => {
      const { play_id } = params.parse(request.params)
      const { exp, sig } = signedQuery.parse(request.query)
      return sendVideo(request, reply, services, await openStream(services.db, services.settings.jwtSecret, { playId: play_id, exp, sig }))
    },
  )
}
