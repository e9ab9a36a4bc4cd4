import { DATE_LOCALE } from '@tutorat/contracts'

// Sessions are Moroccan times, whatever the phone's time zone (a student abroad, a wrong setting)
// and whatever its time-zone data: the server sends the Casablanca wall clock (`starts_at_local`),
// written here as it is (read as UTC so no zone shifts it).
const day = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
const time = new Intl.DateTimeFormat(DATE_LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })

/** « Mardi 12 mai à 18:00 » from the Casablanca wall clock `YYYY-MM-DDTHH:mm`. */
export function sessionDateTime(local: string): string {
  const date = new Date(`${local}:00Z`)
  const text = `${day.format(date)} à ${time.format(date)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** « 45 min », « 1 h », « 1 h 30 ». */
export function sessionDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}
