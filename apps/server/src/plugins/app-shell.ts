import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ProcedureCall } from '../ssr/procedures.ts'
import { renderedPageShell, splitAtRoot, streamRenderedPage } from '../ssr/page-stream.ts'
import type { PageRenderer } from '../ssr/renderer.ts'
import type { PageMeta, PageMetaResolver } from './page-meta.ts'

/**
 * Link previews (WhatsApp, Facebook) need absolute `og:image` and `og:url`: their crawlers do not
 * resolve a relative address against the page. The built index.html keeps them relative (the
 * build does not know where the site lives); the server writes PUBLIC_URL in.
 */
export function withPublicUrl(html: string, publicUrl: string): string {
  return html.replace(/(<meta\s+property="og:(?:image|url)"\s+content=")\/(?!\/)/g, `$1${publicUrl}/`)
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Sets the `content` of one `<meta name|property="…">` of the shell, whatever its line breaks. */
function setMeta(html: string, attribute: 'name' | 'property', key: string, value: string): string {
  const pattern = new RegExp(`(<meta\\s+${attribute}="${key}"\\s+content=")[^"]*(")`)
  return html.replace(pattern, (_match, before: string, after: string) => `${before}${escapeAttribute(value)}${after}`)
}

const dropMeta = (html: string, property: string) => html.replace(new RegExp(`\\s*<meta\\s+property="${property}"\\s+content="[^"]*"\\s*/>`), '')

/** The shell with one page's own preview (DESIGN §14): title, description, address and image. */
export function withPageMeta(html: string, meta: PageMeta, publicUrl: string, path: string): string {
  let page = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`)
  page = setMeta(page, 'name', 'description', meta.description)
  page = setMeta(page, 'property', 'og:title', meta.title)
  page = setMeta(page, 'property', 'og:description', meta.description)
  page = setMeta(page, 'property', 'og:url', `${publicUrl}${path}`)
  if (!meta.image) return page
  page = setMeta(page, 'property', 'og:image', `${publicUrl}${meta.image.path}`)
  page = setMeta(page, 'property', 'og:image:alt', meta.image.alt)
  page = dropMeta(page, 'og:image:type')
  if (meta.image.width && meta.image.height) {
    page = setMeta(page, 'property', 'og:image:width', String(meta.image.width))
    return setMeta(page, 'property', 'og:image:height', String(meta.image.height))
  }
  return dropMeta(dropMeta(page, 'og:image:width'), 'og:image:height')
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  if (/\bbr\b/.test(header)) return 'br'
  return /\bgzip\b/.test(header) ? 'gzip' : undefined
}

interface Bodies {
  html: Buffer
  br: Buffer
  gzip: Buffer
}
const compressed = (text: string, quality: number): Bodies => {
  const html = Buffer.from(text)
  return { html, br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }), gzip: gzipSync(html, { level: 9 }) }
}

/** The public pages the web build renders (DESIGN §14), and how they read their data. */
export interface ServerRendering {
  renderer: PageRenderer
  call: ProcedureCall
}

/**
 * Serves the SPA's index.html with the public address written in. The home page's shell is
 * rewritten and compressed once (at the first request, when the listening address is known), like
 * the build's pre-compressed assets; a page with its own preview (a formation, an offer) gets its
 * copy per request, compressed at a cheaper level. A public page comes with its content rendered
 * in (from the same procedures and public-list cache as /trpc, so as fresh), and its data,
 * streamed: its head leaves before the render ends (ssr/page-stream.ts).
 */
export function appShell(webDist: string, publicUrl: () => string, pageMeta: PageMetaResolver, rendering?: ServerRendering) {
  let shell: { source: string; bodies: Bodies } | undefined
  const load = () => {
    const source = withPublicUrl(readFileSync(join(webDist, 'index.html'), 'utf8'), publicUrl())
    return { source, bodies: compressed(source, 11) }
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    shell ??= load()
    // the page must open even when its preview cannot be read (a database outage): the home page's then
    const meta = await pageMeta(request.url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'aperçu de lien illisible : celui de l’accueil est servi')
      return null
    })
    const source = meta ? withPageMeta(shell.source, meta, publicUrl(), request.url) : shell.source
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8')
    if (encoding) reply.header('Content-Encoding', encoding)
    const parts = isRendered(request, rendering) && splitAtRoot(renderedPageShell(source))
    if (rendering && parts) return reply.send(streamRenderedPage(parts, () => renderPage(request, rendering, publicUrl()), encoding))
    const bodies = meta ? compressed(source, 5) : shell.bodies
    return reply.send(encoding ? bodies[encoding] : bodies.html)
  }
}

const isRendered = (request: FastifyRequest, rendering: ServerRendering | undefined) =>
  rendering?.renderer.isServerRendered(new URL(request.url, 'http://page').pathname) === true

/** A public page's content, or null when it could not be drawn (the app draws it). */
function renderPage(request: FastifyRequest, rendering: ServerRendering, origin: string) {
  return rendering.renderer.render(request.url, { call: rendering.call, origin }).catch((error: unknown) => {
    request.log.warn({ err: error }, 'rendu serveur impossible : la page est dessinée par le navigateur')
    return null
  })
}
