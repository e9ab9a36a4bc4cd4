// What the browser actually received for one page load, from the DevTools protocol.
import type { CDPSession } from 'playwright-core'

export type TransferKind = 'document' | 'js' | 'css' | 'image' | 'other'

export interface Transfer {
  url: string
  kind: TransferKind
  /** content-encoding of the response (br, gzip, or none) */
  encoding: string
  /** bytes on the wire, headers included (Network.loadingFinished encodedDataLength) */
  bytes: number
  /** wall-clock ms, comparable to the page's performance.timeOrigin */
  finishedAtEpochMs: number
}

export interface NetworkLog {
  transfers: () => Transfer[]
  inFlight: () => number
  /** Date.now() of the last request started or ended */
  lastActivity: () => number
}

interface Pending {
  url: string
  kind: TransferKind
  encoding: string
}

// By content type as well as CDP's resource type: the favicon is an image that CDP calls "Other".
function kindOf(type: string, mimeType: string): TransferKind {
  if (type === 'Image' || mimeType.startsWith('image/')) return 'image'
  if (type === 'Script') return 'js'
  if (type === 'Stylesheet') return 'css'
  if (type === 'Document') return 'document'
  return 'other'
}

export function watchNetwork(session: CDPSession): NetworkLog {
  const pending = new Map<string, Pending>()
  const done: Transfer[] = []
  // CDP event timestamps are monotonic seconds; requestWillBeSent also gives the wall clock.
  let monotonicToEpochMs = 0
  let lastActivity = Date.now()

  session.on('Network.requestWillBeSent', (event) => {
    monotonicToEpochMs = event.wallTime * 1000 - event.timestamp * 1000
    lastActivity = Date.now()
    if (!/^https?:/.test(event.request.url)) return
    pending.set(event.requestId, { url: event.request.url, kind: kindOf(event.type ?? 'Other', ''), encoding: 'none' })
  })
  session.on('Network.responseReceived', (event) => {
    const request = pending.get(event.requestId)
    if (!request) return
    const header = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')
    request.kind = kindOf(event.type, event.response.mimeType)
    request.encoding = header?.[1] ?? 'none'
  })
  session.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now()
    const request = pending.get(event.requestId)
    if (!request) return
    pending.delete(event.requestId)
    done.push({ ...request, bytes: event.encodedDataLength, finishedAtEpochMs: event.timestamp * 1000 + monotonicToEpochMs })
  })
  session.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now()
    pending.delete(event.requestId)
  })

  return { transfers: () => [...done], inFlight: () => pending.size, lastActivity: () => lastActivity }
}
