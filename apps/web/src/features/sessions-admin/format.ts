import { DATE_LOCALE } from '@tutorat/contracts'

// Sessions are shown in Casablanca time, whatever the admin's computer says: it is the time the
// students read in their messages.

const ZONE = 'Africa/Casablanca'
const date = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
const clock = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: ZONE, hour: '2-digit', minute: '2-digit' })
// a calendar day (`YYYY-MM-DD`) read at noon UTC: no time zone moves it
const weekday = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
const dayMonth = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'long' })
const fullDay = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`)

/** « lun. 2 mars 2026 à 14:30 » */
export const casablancaDateTime = (iso: string) => `${date.format(new Date(iso))} à ${clock.format(new Date(iso))}`

/** « 14:30 » */
export const casablancaClock = (iso: string) => clock.format(new Date(iso))

/** « 45 min », « 1 h », « 1 h 30 »: written as the students read it */
export { sessionDuration as durationLabel } from '../sessions/format.ts'

/** « lun. 2 mars » (a week view's column) */
export const weekdayLabel = (day: string) => weekday.format(atNoon(day))

/** « Semaine du 2 au 8 mars 2026 », « du 30 mars au 5 avril 2026 », across a new year both years. */
export function weekTitle(monday: string, sunday: string): string {
  const sameYear = monday.slice(0, 4) === sunday.slice(0, 4)
  const sameMonth = sameYear && monday.slice(5, 7) === sunday.slice(5, 7)
  const first = sameMonth ? String(atNoon(monday).getUTCDate()) : (sameYear ? dayMonth : fullDay).format(atNoon(monday))
  return `Semaine du ${first} au ${fullDay.format(atNoon(sunday))}`
}
