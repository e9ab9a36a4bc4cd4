import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

/**
 * Hosted videos on S3 play from a presigned address the stream path redirects to (DESIGN §17): the
 * page may load media from the bucket's origin, and only from it.
 */
export function presignedOrigin(config: Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>): string[] {
  if (!config.S3_BUCKET) return []
  if (!config.S3_ENDPOINT) return [`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`]
  const endpoint = new URL(config.S3_ENDPOINT)
  return [config.S3_FORCE_PATH_STYLE ? endpoint.origin : `${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`]
}

const DOCUMENT = /^(text\/html|image\/svg\+xml)/

/** The headers helmet sets, read once from a stand-in response: they never depend on the request. */
function capturedHeaders(middleware: ReturnType<typeof helmet>) {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {})
  const { 'content-security-policy': policy, ...others } = headers
  return { policy, others }
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Built once, and run once: @fastify/helmet rebuilt this middleware (parsing the CSP) on every
  // request, and running it per request still cost ~4% of a small public list (issue 30).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', 'https://i.ytimg.com'],
        // blob: the admin's browser reads a video's duration and poster frame before uploading it (DESIGN §17)
        mediaSrc: ["'self'", 'blob:', ...presignedOrigin(config)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        // blob: the back office shows a PDF CV, fetched with the admin's token, in the browser's own PDF viewer
        frameSrc: ['https://drive.google.com', 'https://www.youtube-nocookie.com', 'https://accounts.google.com/gsi/', 'blob:'],
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
  const { policy, others } = capturedHeaders(securityHeaders)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(others)
    done()
  })
  // A CSP only governs documents (HTML, and SVG opened on its own). On the dozens of scripts and
  // JSON answers a page loads on mobile data it would be ~700 bytes of headers each, for nothing.
  // A route's own policy (`sandbox` on a downloaded proof) stays.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (policy && !reply.hasHeader('content-security-policy') && DOCUMENT.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', policy)
    }
    done(null, payload)
  })

  // JSON responses over 1 KB are compressed (the built assets are already, at build time). No client
  // sends compressed bodies: without request decompression no preParsing hook runs on every request.
  await app.register(compress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })

  // Rate limits are counted inside the procedures (packages/api limits/): none at the HTTP layer, so
  // normal browsing from one school's shared IP is never throttled and no path spelling skips one.
}
