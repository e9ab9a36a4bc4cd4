// The paper's timer (DESIGN §13: the server owns time). A phone's clock may be minutes off: each
// answer of the server carries its `server_now`, from which the offset between the two clocks is
// taken; the time left is then read from `Date.now()` on every tick, never by counting ticks (a
// background tab's timers are slowed down or frozen).

/** The last five minutes: the timer turns to a warning colour. */
export const WARNING_MS = 5 * 60_000
const LAST_MINUTE_MS = 60_000

/**
 * How far the server's clock is ahead of this one (ms): its `server_now` against the middle of
 * the request, when it is known (`sentAt`), or the moment the answer arrived.
 */
export function clockOffset(serverNow: string, receivedAt: number, sentAt = receivedAt): number {
  return Date.parse(serverNow) - (sentAt + receivedAt) / 2
}

/** Milliseconds left before the server's deadline, read on this clock corrected by `offset`. */
export function remainingMs(deadlineAt: string, offset: number, now = Date.now()): number {
  return Date.parse(deadlineAt) - (now + offset)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** « 29:59 », « 01:05:09 » past an hour; rounded up, so « 00:00 » means the time is over. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutesAndSeconds = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
  return hours > 0 ? `${pad(hours)}:${minutesAndSeconds}` : minutesAndSeconds
}

/**
 * What a screen reader hears: nothing until the last five minutes, then once at five minutes and
 * once at one (the live region speaks when this text changes, not every second).
 */
export function timeAnnouncement(ms: number): string {
  if (ms <= 0) return 'Le temps est écoulé.'
  if (ms <= LAST_MINUTE_MS) return 'Attention : il reste moins d’une minute.'
  if (ms <= WARNING_MS) return 'Attention : il reste moins de 5 minutes.'
  return ''
}
