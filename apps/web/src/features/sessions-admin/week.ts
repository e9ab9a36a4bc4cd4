import { moroccoToday } from '@tutorat/contracts'

// The week view's calendar: Monday to Sunday in Casablanca (UTC+1, UTC+0 during Ramadan), whatever
// the admin's computer says. Days are `YYYY-MM-DD`; arithmetic on them is done at noon UTC, where
// no offset can move a date.

const DAY_MS = 86_400_000
const ZONE = 'Africa/Casablanca'
const wallClock = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })

const noon = (day: string) => Date.parse(`${day}T12:00:00Z`)
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The Casablanca day an instant falls on. */
export const casablancaDay = (iso: string) => moroccoToday(new Date(iso))

export const addDays = (day: string, days: number) => dayOf(noon(day) + days * DAY_MS)

/** The Monday of the week `day` belongs to. */
export function mondayOf(day: string): string {
  const weekday = new Date(noon(day)).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** This week's Monday, in Casablanca. */
export const thisMonday = (now = new Date()) => mondayOf(moroccoToday(now))

export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index))

/** How far Casablanca's clock is ahead of UTC at `at`, in ms. */
function casablancaOffset(at: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(at)).map(({ type, value }) => [type, value]))
  const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute))
  return shown - Math.floor(at / 60_000) * 60_000
}

/** The instant a Casablanca day begins (00:00 there). Morocco changes its clock at 02:00 or 03:00, never across midnight. */
export function dayStart(day: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`)
  return new Date(midnight - casablancaOffset(midnight)).toISOString()
}

/** `sessions.list`'s window for the week: from its Monday 00:00 to the next Monday 00:00, Casablanca time. */
export const weekRange = (monday: string) => ({ from: dayStart(monday), to: dayStart(addDays(monday, 7)) })

/** The week's seven days, each with its sessions in start order (a session outside the week is left out). */
export function placeInWeek<Session extends { starts_at: string }>(sessions: readonly Session[], monday: string) {
  const sorted = [...sessions].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
  return weekDays(monday).map((day) => ({ day, sessions: sorted.filter((session) => casablancaDay(session.starts_at) === day) }))
}
