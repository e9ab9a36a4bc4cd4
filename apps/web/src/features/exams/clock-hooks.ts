import { useCallback, useEffect, useState } from 'react'
import { clockOffset, remainingMs } from './clock.ts'

/** A new reading of the server's clock: its `server_now`, and when the request left and came back here. */
export type ServerTimeSample = (serverNow: string, receivedAt: number, sentAt: number) => void

/**
 * The offset between the server's clock and this one: from the loaded attempt (its `server_now`
 * against the moment it arrived, `arrivedAt`), then refreshed by every saved answer.
 */
export function useServerClock(serverNow: string, arrivedAt: number) {
  const [offset, setOffset] = useState(() => clockOffset(serverNow, arrivedAt))
  // A refetched attempt is a new reading; the same one seen again (a re-render) is not.
  const [readFrom, setReadFrom] = useState(serverNow)
  if (readFrom !== serverNow) {
    setReadFrom(serverNow)
    setOffset(clockOffset(serverNow, arrivedAt))
  }
  const sample = useCallback<ServerTimeSample>((now, receivedAt, sentAt) => setOffset(clockOffset(now, receivedAt, sentAt)), [])
  return { offset, sample }
}

const TICK_MS = 500

/** Milliseconds left, read from `Date.now()` twice a second and whenever the tab comes back to the front. */
export function useRemaining(deadlineAt: string, offset: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const timer = window.setInterval(tick, TICK_MS)
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [])
  return remainingMs(deadlineAt, offset, now)
}
