import { DATE_LOCALE } from '@tutorat/contracts'

const day = new Intl.DateTimeFormat(DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' })
const dayTime = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeStyle: 'short' })

/** SPEC §9: dates are shown in fr-FR (e.g. 05/03/2026). */
export function formatDate(iso: string): string {
  return day.format(new Date(iso))
}

export function formatDateTime(iso: string): string {
  return dayTime.format(new Date(iso))
}

export function isPast(iso: string | null, now = Date.now()): boolean {
  return iso !== null && new Date(iso).getTime() <= now
}
