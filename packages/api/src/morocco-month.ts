import { moroccoToday } from '@tutorat/contracts'

// "Ce mois" on the back office is the month in Morocco, computed here rather than in SQL: the
// embedded PGlite's time-zone data places Casablanca at UTC+0 all year (PostgreSQL: UTC+1).
const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Casablanca', timeZoneName: 'longOffset' })

/** Casablanca's offset from UTC at `at`, in ms: 1 h, 0 during Ramadan ("GMT+01:00" / "GMT"). */
function moroccoOffsetMs(at: Date): number {
  const name = offsetName.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000
}

/** The instant the current Moroccan month began: its 1st at 00:00 in Casablanca. */
export function moroccoMonthStart(now = new Date()): Date {
  const firstDayUtc = new Date(`${moroccoToday(now).slice(0, 8)}01T00:00:00Z`)
  return new Date(firstDayUtc.getTime() - moroccoOffsetMs(firstDayUtc))
}

/** The instant a Moroccan day (YYYY-MM-DD) begins: 00:00 in Casablanca. */
export function moroccoDayStart(day: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`)
  return new Date(midnightUtc.getTime() - moroccoOffsetMs(midnightUtc))
}

/** The hour (0–23) it is in Casablanca at `now`. */
export function moroccoHour(now: Date): number {
  return new Date(now.getTime() + moroccoOffsetMs(now)).getUTCHours()
}

/** The instant of a wall-clock time in Casablanca (`YYYY-MM-DDTHH:mm`), Ramadan's UTC+0 included. */
export function moroccoLocalToInstant(local: string): Date {
  const asUtc = Date.parse(`${local}:00Z`)
  const guess = new Date(asUtc - moroccoOffsetMs(new Date(asUtc)))
  // across a change of offset the first guess may sit on the other side: the offset at the guess decides
  return new Date(asUtc - moroccoOffsetMs(guess))
}

/** The wall-clock time in Casablanca of an instant, as `YYYY-MM-DDTHH:mm` (a `datetime-local` value). */
export function moroccoLocalString(at: Date): string {
  return new Date(at.getTime() + moroccoOffsetMs(at)).toISOString().slice(0, 16)
}

/** « mardi 1 décembre à 10:00 »: an instant as French text, on Casablanca's clock (messages, refusals). */
export const casablancaDateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })
