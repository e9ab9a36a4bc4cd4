import type { RouterOutputs } from '@tutorat/api'
import { DATE_LOCALE, type PaymentStatus } from '@tutorat/contracts'
import type { BadgeTone } from '../../ui/Badge.tsx'

export type Payment = RouterOutputs['payments']['get']
export type PaymentProof = Payment['proofs'][number]

export const STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  en_attente: 'warning',
  preuve_envoyee: 'brand',
  validee: 'success',
  refusee: 'danger',
  expiree: 'neutral',
  annulee: 'neutral',
}

// Deadlines are Moroccan times, whatever the phone's time zone (a student abroad, a wrong setting).
const ZONE = 'Africa/Casablanca'
const day = new Intl.DateTimeFormat(DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONE })
const time = new Intl.DateTimeFormat(DATE_LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: ZONE })

/** « 12/03/2026 à 14:30 », Casablanca time. */
export function moroccoDateTime(iso: string): string {
  const date = new Date(iso)
  return `${day.format(date)} à ${time.format(date)}`
}

/** « 12/03/2026 », Casablanca day. */
export const moroccoDate = (iso: string) => day.format(new Date(iso))

/** A calendar day the student typed (YYYY-MM-DD) as « 05/03/2026 »: no time zone to shift it. */
export const calendarDay = (value: string) => value.split('-').reverse().join('/')
