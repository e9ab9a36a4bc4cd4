import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FileStore } from '@tutorat/api'
import { MESSAGES } from '@tutorat/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { contentTypeOf } from '../files/content-types.ts'
import { isSafeKey } from '../files/s3-store.ts'
import { loadRenderer } from '../ssr/renderer.ts'
import type { ProcedureCall } from '../ssr/procedures.ts'
import { appShell } from './app-shell.ts'
import type { PageMetaResolver } from './page-meta.ts'

const NON_SPA = /^\/(api|trpc|uploads)(\/|$)/

interface StaticOptions {
  webDist: string | undefined
  /** public uploads: a folder on this machine, or object storage streamed through the app */
  uploads: { dir: string } | { store: FileStore }
  /** read when the shell is first served: with PORT=0 the address is known only once listening */
  publicUrl: () => string
  /** a public page's own link preview (DESIGN §14) */
  pageMeta: PageMetaResolver
  /** the public procedures, in-process: what the server-rendered pages read (DESIGN §14) */
  procedures?: ProcedureCall | undefined
}

/** The built SPA (hashed assets cached for a year, index.html never) and public uploads. */
export async function registerStatic(app: FastifyInstance, options: StaticOptions) {
  if ('dir' in options.uploads) {
    await app.register(fastifyStatic, {
      root: options.uploads.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    })
  } else {
    serveFromStore(app, options.uploads.store)
  }
  const webDist = options.webDist
  if (!webDist) return

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // the shell is served below, with the public address written in: never the file as built
    // (the service worker precaches it as /index.html, which the route below answers)
    // nor the server's renderer of the public pages (dist/ssr)
    globIgnore: ['index.html', 'index.html.*', 'ssr/**'],
    allowedPath: (pathName) => !pathName.startsWith('/index.html') && !pathName.startsWith('/ssr/'),
    setHeaders(res, path) {
      const immutable = path.startsWith(join(webDist, 'assets'))
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  // Client-side routes: any other GET that is not an API path gets the app shell.
  const renderer = options.procedures ? await loadRenderer(webDist) : undefined
  const rendering = renderer && options.procedures ? { renderer, call: options.procedures } : undefined
  const shell = appShell(webDist, options.publicUrl, options.pageMeta, rendering)
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (NON_SPA.test(request.url)) return reply.callNotFound()
    return shell(request, reply)
  })
}

/**
 * Public uploads from object storage, streamed through the app (docs/decisions.md): same
 * `/uploads/…` addresses, same cache headers, the bucket stays private and the CSP 'self'.
 */
function serveFromStore(app: FastifyInstance, store: FileStore) {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*']
    const stream = isSafeKey(key) ? await store.read(key).catch(unavailable(request.log)) : undefined
    if (stream === 'unavailable') return reply.status(503).send({ detail: MESSAGES.serviceUnavailable })
    if (!stream) return reply.callNotFound()
    return reply.header('Content-Type', contentTypeOf(key)).header('Cache-Control', 'public, max-age=604800').send(stream)
  })
}

/** The storage did not answer: a 503 the browser may retry, not a 500. */
const unavailable = (log: FastifyBaseLogger) => (error: unknown) => {
  log.warn({ err: error }, 'file storage unreachable')
  return 'unavailable' as const
}
