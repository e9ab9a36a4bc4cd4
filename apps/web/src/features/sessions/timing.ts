import type { StudentLiveSession } from '@tutorat/contracts'

// Where a session stands at `now` (ms), for the countdown and « Rejoindre ». Pure: the pages pass
// the ticking clock of `useNow`, the tests a fixed instant. The server checks the window again.

type Timed = Pick<StudentLiveSession, 'status' | 'join_opens_at' | 'starts_at' | 'ends_at'>

/** `open`: « Rejoindre » works (15 minutes before the start); `live`: started, not over. */
export type SessionPhase = 'cancelled' | 'upcoming' | 'open' | 'live' | 'ended'

export function sessionPhase(session: Timed, now: number): SessionPhase {
  if (session.status === 'annulee') return 'cancelled'
  if (now >= Date.parse(session.ends_at)) return 'ended'
  if (now >= Date.parse(session.starts_at)) return 'live'
  if (now >= Date.parse(session.join_opens_at)) return 'open'
  return 'upcoming'
}

export function canJoin(session: Timed, now: number): boolean {
  const phase = sessionPhase(session, now)
  return phase === 'open' || phase === 'live'
}

/** Still to come or running, not cancelled: what the dashboard and the countdown are about. */
export const isAhead = (session: Timed, now: number) => {
  const phase = sessionPhase(session, now)
  return phase !== 'cancelled' && phase !== 'ended'
}

const MINUTE = 60_000
const pad = (n: number) => String(n).padStart(2, '0')

/** « 12 min », « 2 h 05 », « 3 jours »: rounded up to the minute, so it never reads « 0 min » before the start. */
export function timeUntil(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE))
  if (minutes < 60) return `${minutes} min`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${pad(minutes % 60)}`
  const days = Math.floor(minutes / (24 * 60))
  return days === 1 ? '1 jour' : `${days} jours`
}

/** « Commence dans 2 h 05 », « En cours »; nothing for a cancelled or finished session. */
export function countdownLabel(session: Timed, now: number): string | null {
  const phase = sessionPhase(session, now)
  if (phase === 'live') return 'En cours'
  if (phase === 'cancelled' || phase === 'ended') return null
  return `Commence dans ${timeUntil(Date.parse(session.starts_at) - now)}`
}
