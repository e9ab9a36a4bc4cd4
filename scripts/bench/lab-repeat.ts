// `npm run bench lab`, the repeat visit (issue 19): a first visit, unthrottled, installs the service
// worker and its precache; the same page then opens again in the same context on the throttled
// phone with the HTTP cache off, so only the worker's caches help.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import type { StoredItem } from '../../e2e/support/sessions.ts'
import { type LoadFigures, measureIn, phoneContext } from './lab-page.ts'
import { attachToWorker, type WorkerTarget } from './lab-worker.ts'

// the precache (1–2 MB) is fetched unthrottled: seconds, not a minute
const WORKER_BOUND_MS = 60_000
const QUIET_MS = 1_000
const RELOADS = 3

export interface FirstVisit {
  page: Page
  session: CDPSession
  worker: WorkerTarget
}

export async function measureRepeat(browser: Browser, url: string, localStorage: StoredItem[]): Promise<LoadFigures> {
  const context = await phoneContext(browser, new URL(url).origin, localStorage, 'allow')
  let worker: WorkerTarget | undefined
  try {
    const first = await visitFirst(browser, context, url)
    worker = first.worker
    await worker.throttle()
    // A phone back a day later finds the worker stopped: its start-up belongs in the figures.
    await first.session.send('ServiceWorker.enable')
    await first.session.send('ServiceWorker.stopAllWorkers')
    await first.page.close()
    worker.takeFetches()
    const figures = await measureIn(context, url)
    return { ...figures, workerFetches: worker.takeFetches() }
  } finally {
    await worker?.detach()
    await context.close()
  }
}

/** Opens `url` until the worker controls the page, its precache complete and the network quiet. */
export async function visitFirst(browser: Browser, context: BrowserContext, url: string): Promise<FirstVisit> {
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await page.goto(url, { waitUntil: 'load' })
  // `ready` resolves once a worker is active, and a worker activates only after its install, the precache, succeeded
  const ready = await page.evaluate<boolean>(
    `Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ${WORKER_BOUND_MS}))])`,
  )
  if (!ready) throw new Error(`${url}: no service worker became active within ${WORKER_BOUND_MS / 1000} s (does the build register one?)`)
  // At least one reload: the first load's requests went past the worker (not installed yet), so its
  // runtime caches (the public lists, pictures) hold nothing of the page before a load it controls.
  for (let reload = 0; reload === 0 || !(await page.evaluate<boolean>('navigator.serviceWorker.controller !== null')); reload++) {
    if (reload === RELOADS) throw new Error(`${url}: the service worker controls no page after ${RELOADS} reloads`)
    await page.reload({ waitUntil: 'load' })
  }
  const worker = await attachToWorker(browser, session)
  await page.waitForLoadState('networkidle')
  const deadline = Date.now() + WORKER_BOUND_MS
  while (Date.now() < deadline && (worker.inFlight() > 0 || Date.now() - worker.lastActivity() < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { page, session, worker }
}
