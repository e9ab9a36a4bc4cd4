import { PassThrough } from 'node:stream'
import { type BrotliCompress, constants, createBrotliCompress, createGzip, type Gzip } from 'node:zlib'
import type { RenderedPage } from './renderer.ts'

const ROOT = '<div id="root"></div>'
const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*><\/script>\n?/
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g

/**
 * The shell for a page whose HTML already shows its content (issue 33): the first paint needs the
 * stylesheet only, so it is the head's one request. The app's module moves to the end of the
 * body, at low priority, without its `modulepreload`s: asked once the page has arrived (after the
 * render, streamed after the head), its imports once it has — not beside the stylesheet on a
 * phone's 1.6 Mbit/s. The app takes the page over (hydration) a little later; the page is
 * readable meanwhile, and its forms wait for it (`useHydrated`).
 */
export function renderedPageShell(shell: string): string {
  const script = MODULE_SCRIPT.exec(shell)?.[0]
  if (!script || !shell.includes('</body>')) return shell
  const lowPriority = script.trim().replace('<script type="module"', '<script type="module" fetchpriority="low"')
  return shell
    .replace(script, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  ${lowPriority}\n  </body>`)
}

/** The shell cut at its empty root: what comes before the page's HTML, and after it. */
export function splitAtRoot(shell: string): { head: string; tail: string } | undefined {
  const at = shell.indexOf(ROOT)
  if (at < 0) return undefined
  return { head: shell.slice(0, at) + '<div id="root">', tail: shell.slice(at + '<div id="root">'.length) }
}

/** What follows the head: the page and its data, or (not rendered) the empty root as in the shell. */
export const renderedTail = (tail: string, page: RenderedPage | null) =>
  page ? `${page.html}</div>\n    <script type="application/json" id="ssr-data">${page.data}</script>${tail.slice('</div>'.length)}` : tail

function encoder(encoding: 'br' | 'gzip' | undefined): BrotliCompress | Gzip | PassThrough {
  if (encoding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (encoding === 'gzip') return createGzip({ level: 9 })
  return new PassThrough()
}

/**
 * A server-rendered page as a stream: its head (title, preview, stylesheet) leaves first, so the
 * browser fetches the stylesheet while the server renders the page (what a static site's page
 * would not wait for); the page follows in the same response. The render starts once the head is
 * out: a render is CPU work (and PGlite's queries too), which would hold the head back. A page
 * that could not be rendered ends as the shell does, the app draws it.
 */
export function streamRenderedPage(parts: { head: string; tail: string }, render: () => Promise<RenderedPage | null>, encoding: 'br' | 'gzip' | undefined): PassThrough | BrotliCompress | Gzip {
  const body = encoder(encoding)
  // a visitor who left (the response closed) is not rendered for
  const end = (tail: string) => {
    if (!body.destroyed) body.end(tail)
  }
  const renderNext = () =>
    setImmediate(() => {
      if (body.destroyed) return
      render().then(
        (page) => end(renderedTail(parts.tail, page)),
        () => end(parts.tail),
      )
    })
  body.write(parts.head)
  // the compressor would otherwise keep the head until it has more to send
  if ('flush' in body) body.flush(renderNext)
  else renderNext()
  return body
}
