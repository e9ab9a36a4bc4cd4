// One load of one page on a throttled phone, and the figures read from it: a cold load here, the
// repeat visit through the service worker in lab-repeat.ts.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { VIEWPORTS } from '../../e2e/support/browser.ts'
import type { StoredItem } from '../../e2e/support/sessions.ts'
import { type LongTaskEntry, OBSERVERS_SCRIPT, type PageSnapshot, SNAPSHOT_EXPRESSION, type ShiftEntry } from './lab-observers.ts'
import { type NetworkLog, type Transfer, watchNetwork } from './lab-network.ts'

// Lighthouse's mobile "slow 4G" figures (1.6 Mbit/s = 1,638,400 bit/s down, 750 kbit/s up, 150 ms RTT)
// applied as DevTools throttling; Lighthouse's own devtools mode also multiplies the latency by 3.75.
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: (750 * 1024) / 8 }
export const CPU_SLOWDOWN = 4
const QUIET_MS = 5_000
const BOUND_MS = 40_000
const POLL_MS = 250

export interface LoadFigures {
  lcpMs: number | null
  lcpElement: string
  cls: number
  clsSources: string
  tbtMs: number
  fcpMs: number | null
  /** the load never went quiet within BOUND_MS: TBT stops there */
  bounded: boolean
  transfers: Transfer[]
  /** transfers finished before first contentful paint, images aside */
  beforePaint: Transfer[]
  /** responses the service worker gave the page (nothing on the page's wire: 0 bytes in `transfers`) */
  servedByWorker: number
  /** what the service worker itself fetched from the network during the load (repeat visits) */
  workerFetches: WorkerFetch[]
}

export interface WorkerFetch {
  url: string
  /** bytes on the wire, headers included */
  bytes: number
}

/** A phone's browser context, the observers installed before any of the app's scripts. */
export async function phoneContext(browser: Browser, origin: string, localStorage: StoredItem[], serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({
    // the HTTP/2 run's certificate is self-signed (lab-http2.ts)
    ignoreHTTPSErrors: true,
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers,
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  })
  await context.addInitScript(OBSERVERS_SCRIPT)
  return context
}

/** Slow 4G and CPU ÷4 on the page's own target, its HTTP cache off. */
export async function throttlePage(session: CDPSession) {
  await session.send('Network.enable')
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  await session.send('Network.emulateNetworkConditions', SLOW_4G)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

/** A cold load: a fresh context, no service worker (blocked, so no install traffic either). */
export async function measureLoad(browser: Browser, url: string, localStorage: StoredItem[]): Promise<LoadFigures> {
  const context = await phoneContext(browser, new URL(url).origin, localStorage, 'block')
  try {
    return await measureIn(context, url)
  } finally {
    await context.close()
  }
}

/** Opens `url` in a new throttled page of `context` and waits for it to go quiet. */
export async function measureIn(context: BrowserContext, url: string): Promise<LoadFigures> {
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  const network = watchNetwork(session)
  const fromWorker = new Set<string>()
  session.on('Network.responseReceived', (event) => {
    if (event.response.fromServiceWorker) fromWorker.add(event.requestId)
  })
  await throttlePage(session)
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: BOUND_MS })
  const { snapshot, bounded } = await waitForQuiet(page, network)
  const wanted = new URL(url).pathname
  if (snapshot.path !== wanted) throw new Error(`${wanted} ended on ${snapshot.path}: the session was not accepted`)
  return { ...figures(snapshot, network.transfers(), bounded), servedByWorker: fromWorker.size, workerFetches: [] }
}

/** Quiet: nothing in flight and no long task for QUIET_MS (Lighthouse's TTI window), or BOUND_MS passed. */
async function waitForQuiet(page: Page, network: NetworkLog): Promise<{ snapshot: PageSnapshot; bounded: boolean }> {
  const deadline = Date.now() + BOUND_MS
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    const snapshot = await page.evaluate<PageSnapshot>(SNAPSHOT_EXPRESSION)
    const lastTaskEnd = Math.max(0, ...snapshot.longTasks.map((task) => task.start + task.duration))
    const networkQuiet = network.inFlight() === 0 && Date.now() - network.lastActivity() >= QUIET_MS
    const mainThreadQuiet = snapshot.now - lastTaskEnd >= QUIET_MS
    if (snapshot.fcp !== null && networkQuiet && mainThreadQuiet) return { snapshot, bounded: false }
    if (Date.now() > deadline) return { snapshot, bounded: true }
  }
}

function figures(snapshot: PageSnapshot, transfers: Transfer[], bounded: boolean): Omit<LoadFigures, 'servedByWorker' | 'workerFetches'> {
  const { fcp } = snapshot
  const lcp = snapshot.lcp.at(-1)
  const cls = sessionWindowCls(snapshot.shifts)
  const paintEpochMs = fcp === null ? -Infinity : snapshot.timeOrigin + fcp
  return {
    lcpMs: lcp?.time ?? null,
    lcpElement: lcp?.element ?? '',
    cls: cls.value,
    clsSources: cls.sources,
    tbtMs: fcp === null ? 0 : totalBlockingTime(snapshot.longTasks, fcp, snapshot.now),
    fcpMs: fcp,
    bounded,
    transfers,
    beforePaint: transfers.filter((t) => t.kind !== 'image' && t.finishedAtEpochMs <= paintEpochMs),
  }
}

/** Each long task's time past 50 ms, counting only the part between FCP and `until`. */
function totalBlockingTime(tasks: LongTaskEntry[], fcp: number, until: number): number {
  return tasks.reduce((sum, task) => {
    const duration = Math.min(task.start + task.duration, until) - Math.max(task.start, fcp)
    return sum + Math.max(0, duration - 50)
  }, 0)
}

/** web-vitals' CLS: the largest burst of shifts less than 1 s apart, the burst at most 5 s long. */
function sessionWindowCls(shifts: ShiftEntry[]): { value: number; sources: string } {
  let best = { value: 0, sources: '' }
  let current = 0
  let sources: string[] = []
  let first = -Infinity
  let previous = -Infinity
  for (const shift of shifts) {
    const sameWindow = shift.time - previous < 1_000 && shift.time - first < 5_000
    current = sameWindow ? current + shift.value : shift.value
    sources = sameWindow ? [...sources, shift.sources] : [shift.sources]
    if (!sameWindow) first = shift.time
    previous = shift.time
    if (current > best.value) best = { value: current, sources: [...new Set(sources.filter(Boolean))].join(', ') }
  }
  return best
}
