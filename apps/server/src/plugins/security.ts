import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import helmet from 'helmet'
import { MESSAGES } from '@tutorat/contracts'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Config } from '../config.ts'

export async function registerSecurity(app: FastifyInstance, config: Config, redis: Redis | undefined) {
  // Built once: @fastify/helmet rebuilt this middleware (parsing the CSP) on every request,
  // about 4% of the server's CPU on a small public list.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', 'https://i.ytimg.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ['https://drive.google.com', 'https://www.youtube-nocookie.com', 'https://accounts.google.com/gsi/'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // Google sign-in opens a popup that must talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  )

  // A CSP only governs documents (HTML, and SVG opened on its own). On the dozens of scripts and
  // JSON answers a page loads on mobile data it would be ~700 bytes of headers each, for nothing.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '')
    if (!/^(text\/html|image\/svg\+xml)/.test(type)) reply.removeHeader('content-security-policy')
    return payload
  })

  // JSON responses over 1 KB are compressed (the built assets are already, at build time).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })

  // Per-route limits only (login, public forms); the global default would throttle normal browsing.
  // With REDIS_URL every instance counts in the same place (DESIGN §8); otherwise in memory.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rl:` } : {}),
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000))
      return Object.assign(new Error(`${MESSAGES.tooManyRequests} (${minutes} min)`), { statusCode: 429 })
    },
  })
}
