// What DevTools throttling reaches once a service worker serves the page: measured once per
// `npm run bench lab`, on `/`, and printed with the figures (issue 19).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { phoneContext, SLOW_4G, throttlePage } from './lab-page.ts'
import { visitFirst } from './lab-repeat.ts'
import type { WorkerTarget } from './lab-worker.ts'

interface Timed {
  ms: number
  bytes: number
}

const NAVIGATION = `(() => { const n = performance.getEntriesByType('navigation')[0]; return { deliveryType: n.deliveryType, ms: n.responseStart - n.fetchStart } })()`

/** Fetches `path` from the page (past the HTTP cache) and times it, body included. */
const timedFetch = (page: Page, path: string) =>
  page.evaluate<Timed>(`(async () => {
    const start = performance.now()
    const body = await fetch(${JSON.stringify(path)}, { cache: 'no-store' }).then((response) => response.arrayBuffer())
    return { ms: performance.now() - start, bytes: body.byteLength }
  })()`)

/** Two fonts of the exam pages' KaTeX: left out of the precache, so the worker fetches them itself. */
function lazyFonts(webDist: string): [string, string] | undefined {
  const fonts = readdirSync(join(webDist, 'assets')).filter((file) => /^KaTeX_.*\.woff2$/.test(file))
  const [a, b] = fonts
  return a && b ? [`/assets/${a}`, `/assets/${b}`] : undefined
}

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`)
const line = (what: string, timed: Timed, verdict: string) => `  ${what}: ${Math.round(timed.ms)} ms for ${size(timed.bytes)} — ${verdict}`
/** What slow 4G alone costs for `bytes`: one round trip and the transfer (headers and TCP aside). */
const slow4gMs = (bytes: number) => Math.round(SLOW_4G.latency + (bytes / SLOW_4G.downloadThroughput) * 1000)

export async function throttlingCheck(browser: Browser, origin: string, webDist: string): Promise<string[]> {
  const context = await phoneContext(browser, origin, [], 'allow')
  let worker: WorkerTarget | undefined
  try {
    const first = await visitFirst(browser, context, `${origin}/`)
    worker = first.worker
    await first.page.close()
    const page = await context.newPage()
    await throttlePage(await context.newCDPSession(page))
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    const navigation = await page.evaluate<{ deliveryType: string; ms: number }>(NAVIGATION)
    const vendor = await page.evaluate<string>(`performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).find((p) => /\\/vendor-[^/]+\\.js$/.test(p)) ?? ''`)
    const lines = [
      `  the page's address: answered by the worker (${navigation.deliveryType || 'network'}) ${Math.round(navigation.ms)} ms after the request — the page's ${SLOW_4G.latency} ms round trip never applies`,
      line(`${vendor}, precached`, await timedFetch(page, vendor), `from the worker's cache: no network, nothing to throttle`),
    ]
    const health = await timedFetch(page, '/api/health')
    lines.push(line(`/api/health, which no worker route takes (the page's own request)`, health, `throttled (slow 4G alone: ≥ ${slow4gMs(health.bytes)} ms)`))
    const fonts = lazyFonts(webDist)
    if (!fonts) return lines
    const free = await timedFetch(page, fonts[0])
    lines.push(line(`${fonts[0]}, fetched by the worker itself`, free, `NOT throttled by the page's settings (slow 4G: ≥ ${slow4gMs(free.bytes)} ms)`))
    await worker.throttle()
    const throttled = await timedFetch(page, fonts[1])
    lines.push(line(`${fonts[1]}, fetched by the worker, its own target throttled as for the repeat visits`, throttled, `throttled (≥ ${slow4gMs(throttled.bytes)} ms)`))
    return lines
  } finally {
    await worker?.detach()
    await context.close()
  }
}
