import { DATE_LOCALE } from '@tutorat/contracts'

const relative = new Intl.RelativeTimeFormat(DATE_LOCALE, { numeric: 'auto' })
const full = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'long', timeStyle: 'short' })
const day = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' })

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "à l’instant", "il y a 5 minutes", "hier", then a fr-FR date after a week. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime()
  if (Number.isNaN(at)) return ''
  const elapsed = now - at
  if (elapsed < MINUTE) return 'à l’instant'
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day')
  return day.format(at)
}

/** The exact moment, for the tooltip of a relative time. */
export const fullDate = (iso: string) => full.format(new Date(iso))
