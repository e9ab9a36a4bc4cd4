// The service worker's own DevTools target. Throttling set on the page's target (lab-page.ts) does
// not reach what the worker fetches itself, so the repeat visit throttles this target too; its bytes
// are logged here. Playwright opens no CDP session on a worker: this one is attached from the
// browser's session the older way (flatten: false), each command wrapped in
// Target.sendMessageToTarget and each answer or event read from Target.receivedMessageFromTarget.
import type { Browser, CDPSession } from 'playwright-core'
import { SLOW_4G, type WorkerFetch } from './lab-page.ts'

const NETWORK_EVENTS = new Set(['Network.requestWillBeSent', 'Network.loadingFinished', 'Network.loadingFailed'])

/** What the worker's target sends back: an answer (`id`) or a Network event (`method`). */
interface TargetMessage {
  id?: number
  error?: { message: string }
  method?: string
  params?: { requestId?: string; request?: { url: string }; encodedDataLength?: number }
}

export interface WorkerTarget {
  /** slow 4G and no HTTP cache on the worker's own fetches (CPU throttling is for pages only) */
  throttle: () => Promise<void>
  /** what the worker fetched since the last call; the log starts again empty */
  takeFetches: () => WorkerFetch[]
  /** the worker's fetches under way, and Date.now() of the last one started or ended */
  inFlight: () => number
  lastActivity: () => number
  detach: () => Promise<void>
}

/** Attaches to the service worker of the page's browser context (it must be running). */
export async function attachToWorker(browser: Browser, pageSession: CDPSession): Promise<WorkerTarget> {
  const { targetInfo } = await pageSession.send('Target.getTargetInfo')
  const root = await browser.newBrowserCDPSession()
  const { targetInfos } = await root.send('Target.getTargets')
  const target = targetInfos.find((t) => t.type === 'service_worker' && t.browserContextId === targetInfo.browserContextId)
  if (!target) throw new Error(`no service worker runs for ${targetInfo.url}`)
  const { sessionId } = await root.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })

  const replies = new Map<number, (message: TargetMessage) => void>()
  const pending = new Map<string, string>()
  let fetches: WorkerFetch[] = []
  let lastActivity = Date.now()
  let lastId = 0

  const onNetwork = (method: string, params: NonNullable<TargetMessage['params']>) => {
    const requestId = params.requestId ?? ''
    lastActivity = Date.now()
    if (method === 'Network.requestWillBeSent') pending.set(requestId, params.request?.url ?? '')
    if (method === 'Network.loadingFinished') fetches.push({ url: pending.get(requestId) ?? '', bytes: params.encodedDataLength ?? 0 })
    if (method !== 'Network.requestWillBeSent') pending.delete(requestId)
  }
  root.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return
    const message: TargetMessage = JSON.parse(event.message)
    if (message.id !== undefined) replies.get(message.id)?.(message)
    if (message.method && NETWORK_EVENTS.has(message.method)) onNetwork(message.method, message.params ?? {})
  })

  async function send(method: string, params: object = {}) {
    const id = ++lastId
    const answered = new Promise<TargetMessage>((resolve) => replies.set(id, resolve))
    await root.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
    const answer = await answered
    replies.delete(id)
    if (answer.error) throw new Error(`${method} on the service worker: ${answer.error.message}`)
  }

  await send('Network.enable')
  return {
    throttle: async () => {
      await send('Network.setCacheDisabled', { cacheDisabled: true })
      await send('Network.emulateNetworkConditions', SLOW_4G)
    },
    takeFetches: () => {
      const taken = fetches
      fetches = []
      return taken
    },
    inFlight: () => pending.size,
    lastActivity: () => lastActivity,
    detach: () => root.detach(),
  }
}
