// Issue 33 (DESIGN §14): each public page against a static copy of its own content — the HTML the
// server sent with every script taken out (the app's module and its preloads, the page's data),
// sent with the page's own response headers, the same CSS and images (fetched from the real server
// through a local pass-through) — loaded
// under the same throttling, interleaved, and the ratio of their LCP medians printed.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { type LoadFigures, measureLoad } from './lab-page.ts'
import { median } from './lab-report.ts'

export const LCP_RATIO_TARGET = 1.25
export const CLS_TARGET = 0.05

export interface StaticComparison {
  route: string
  page: LoadFigures[]
  copy: LoadFigures[]
}

/** The page as a static site would send it: no script of any kind, everything else as served. */
export function staticCopy(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\s+rel="modulepreload"[^>]*>\s*/g, '')
}

/** The public pages, with the demo content's first formation and offer. */
export async function publicPages(origin: string): Promise<string[]> {
  const read = async <T>(procedure: string, input: unknown) => {
    const response = await fetch(`${origin}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`)
    return ((await response.json()) as { result: { data: T } }).result.data
  }
  const [formation] = await read<{ id: number }[]>('announcements.list', { active_only: true })
  const [offer] = await read<{ id: number }[]>('recruitment.list', { limit: 200 })
  return ['/', '/courses', '/cours-gratuits', '/recruitment', ...(offer ? [`/recruitment/offer/${offer.id}`] : []), ...(formation ? [`/formations/${formation.id}`] : [])]
}

// a copy's own body, length and connection: not the page's
const NOT_COPIED = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * The page's own response headers (its CSP, COOP, Origin-Agent-Cluster…), as a static site behind
 * the same server would send them: Chromium starts a page that has COOP in a new browsing context
 * group, which a copy without it would not pay for.
 */
const documentHeaders = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !NOT_COPIED.has(name.toLowerCase())))

interface Copy {
  body: Buffer
  headers: Record<string, string>
}

/** A local server answering each page's static copy, and passing every other request to `origin`. */
export async function startStaticCopies(origin: string, paths: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const copies = new Map<string, Copy>()
  for (const path of paths) {
    const response = await fetch(origin + path)
    const html = await response.text()
    // compressed as the server compresses a rendered page (app-shell.ts: brotli, quality 5)
    copies.set(path, { body: brotliCompressSync(Buffer.from(staticCopy(html)), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), headers: documentHeaders(response) })
  }
  const upstream = new URL(origin)
  const server: Server = createServer((req, res) => {
    const copy = copies.get(req.url ?? '')
    if (copy && req.method === 'GET') {
      res.writeHead(200, { ...copy.headers, 'content-encoding': 'br' })
      res.end(copy.body)
      return
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Each page and its copy, one after the other, `runs` times. */
export async function compareWithStatic(browser: Browser, origin: string, runs: number, only?: string[]): Promise<StaticComparison[]> {
  const paths = (await publicPages(origin)).filter((path) => !only || only.includes(path))
  const copies = await startStaticCopies(origin, paths)
  try {
    const results: StaticComparison[] = paths.map((route) => ({ route, page: [], copy: [] }))
    for (let run = 0; run < runs; run++) {
      for (const result of results) {
        result.page.push(await measureLoad(browser, origin + result.route, []))
        result.copy.push(await measureLoad(browser, copies.url + result.route, []))
      }
    }
    return results
  } finally {
    await copies.close()
  }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${(value / 1000).toFixed(2)} s`)

export function comparisonLines(results: StaticComparison[]): string[] {
  return results.map(({ route, page, copy }) => {
    const lcp = median(page.map((run) => run.lcpMs ?? Number.NaN))
    const staticLcp = median(copy.map((run) => run.lcpMs ?? Number.NaN))
    const ratio = lcp / staticLcp
    const cls = median(page.map((run) => run.cls))
    const element = page.find((run) => run.lcpMs === lcp)?.lcpElement ?? page[0]?.lcpElement ?? ''
    return [
      route.padEnd(24),
      `LCP ${ms(lcp)} vs static ${ms(staticLcp)}: ×${ratio.toFixed(2)} (≤ ${LCP_RATIO_TARGET})${ratio <= LCP_RATIO_TARGET ? '' : ' ✗'}`,
      `CLS ${cls.toFixed(3)} (≤ ${CLS_TARGET})${cls <= CLS_TARGET ? '' : ' ✗'}`,
      `FCP ${ms(median(page.map((run) => run.fcpMs ?? Number.NaN)))} vs ${ms(median(copy.map((run) => run.fcpMs ?? Number.NaN)))}`,
      `LCP element ${element}`,
    ].join(' · ')
  })
}
