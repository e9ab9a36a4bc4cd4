import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { MESSAGES } from '@tutorat/contracts'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
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

  // JSON responses over 1 KB are compressed (the built assets are already, at build time).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })

  // Per-route limits only (login, public forms); the global default would throttle normal browsing.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000))
      return Object.assign(new Error(`${MESSAGES.tooManyRequests} (${minutes} min)`), { statusCode: 429 })
    },
  })
}
