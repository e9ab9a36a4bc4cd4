import { appRouter, createContextInner, retryAfterSeconds, type Services } from '@tutorat/api'
import { createURL, incomingMessageToRequest } from '@trpc/server/adapters/node-http'
import { resolveResponse } from '@trpc/server/http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requestInfo } from '../rest/shim.ts'

/**
 * What tRPC's protocol code (`resolveResponse`) reads of a GET: its URL, method, headers by name
 * and a signal. tRPC's Fastify adapter built a whole Fetch `Request` for it (headers copied, an
 * inner AbortController) and aborted its signal with a DOMException after every answer (issue 30).
 */
function queryRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const raw = request.raw.headers
  const get = (name: string) => {
    const value = raw[name.toLowerCase()]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  }
  const headers = { get, has: (name: string) => get(name) !== null }
  return { method: request.method, url: createURL(request.raw).href, headers, signal } as unknown as Request
}

/**
 * The signal of a call: aborted only when the client leaves before its answer is written (Fastify's
 * `request.signal` follows the request stream, which closes once its body is read).
 */
function clientLeft(reply: FastifyReply) {
  const controller = new AbortController()
  const raw = reply.raw
  raw.once('close', () => {
    if (!raw.writableFinished) controller.abort()
  })
  return controller.signal
}

function fetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  if (request.method === 'GET') return queryRequest(request, clientLeft(reply))
  // a body (JSON read as a string by the parser below, or a multipart stream): tRPC's own conversion
  const raw: typeof request.raw & { body?: unknown } = request.raw
  raw.body = request.body
  return incomingMessageToRequest(raw, reply.raw, { maxBodySize: null })
}

/**
 * tRPC at /trpc, in its own scope (its body parsers must not reach the multipart routes). Limits
 * are the procedures' own (packages/api limits/): no path matching here, so no spelling skips them.
 * tRPC's `resolveResponse` answers every call (batching, errors, status codes); a JSON answer is
 * sent as its bytes rather than streamed out of the Fetch `Response`.
 */
export async function registerTrpc(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    scope.removeContentTypeParser('multipart/form-data')
    scope.addContentTypeParser('multipart/form-data', {}, (_request, payload, done) => done(null, payload))
    scope.all<{ Params: { path: string } }>('/trpc/:path', async (request, reply) => {
      const response = await resolveResponse({
        router: appRouter,
        req: fetchRequest(request, reply),
        path: request.params.path,
        error: null,
        createContext: async () => createContextInner(services, requestInfo(request)),
        maxBatchSize: 10,
        responseMeta: ({ errors }) => {
          const retryAfter = retryAfterSeconds(errors)
          return retryAfter ? { headers: { 'retry-after': String(retryAfter) } } : {}
        },
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') scope.log.error({ err: error.cause ?? error, path }, 'tRPC failure')
        },
      })
      // a stream (JSON lines of a batch asked so, a subscription's events) goes out as it comes
      if (response.headers.get('content-type') !== 'application/json' || response.headers.has('transfer-encoding')) return reply.send(response)
      void reply.status(response.status)
      response.headers.forEach((value, name) => void reply.header(name, value))
      return reply.send(Buffer.from(await response.arrayBuffer()))
    })
  })
}
