import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Link previews (WhatsApp, Facebook) need absolute `og:image` and `og:url`: their crawlers do not
 * resolve a relative address against the page. The built index.html keeps them relative (the
 * build does not know where the site lives); the server writes PUBLIC_URL in.
 */
export function withPublicUrl(html: string, publicUrl: string): string {
  return html.replace(/(<meta\s+property="og:(?:image|url)"\s+content=")\/(?!\/)/g, `$1${publicUrl}/`)
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  if (/\bbr\b/.test(header)) return 'br'
  return /\bgzip\b/.test(header) ? 'gzip' : undefined
}

/**
 * Serves the SPA's index.html with the public address written in. Rewritten and compressed once
 * (at the first request, when the listening address is known), like the build's pre-compressed
 * assets: a phone on mobile data gets the shell brotli-compressed at the highest level.
 */
export function appShell(webDist: string, publicUrl: () => string) {
  let bodies: { html: Buffer; br: Buffer; gzip: Buffer } | undefined
  const load = () => {
    const html = Buffer.from(withPublicUrl(readFileSync(join(webDist, 'index.html'), 'utf8'), publicUrl()))
    return { html, br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(html, { level: 9 }) }
  }
  return (request: FastifyRequest, reply: FastifyReply) => {
    bodies ??= load()
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8')
    if (encoding) reply.header('Content-Encoding', encoding)
    return reply.send(encoding ? bodies[encoding] : bodies.html)
  }
}
