import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const NON_SPA = /^\/(api|trpc|uploads)(\/|$)/

/** The built SPA (hashed assets cached for a year, index.html never) and public uploads. */
export async function registerStatic(app: FastifyInstance, options: { webDist: string | undefined; uploadsDir: string }) {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  })
  const webDist = options.webDist
  if (!webDist) return

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.startsWith(join(webDist, 'assets'))
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  // Client-side routes: any other GET that is not an API path gets the app shell.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (NON_SPA.test(request.url)) return reply.callNotFound()
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist)
  })
}
