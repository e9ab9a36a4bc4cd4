import type { FastifyInstance } from 'fastify'

/**
 * DESIGN §15: whatever answers a request that carried a token (a bearer `Authorization`), an error
 * or a download included, is never kept by a browser or a proxy. A stricter value a route set
 * (`private, no-store` on receipts and CVs) stays; the public lists, asked without a token, keep
 * their own caching (the service worker's stale-while-revalidate relies on it).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined && !/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      void reply.header('cache-control', 'no-store')
    }
    done(null, payload)
  })
}
