import type { RouterOutputs } from '@tutorat/api'
import { DATE_LOCALE, PAYMENT_RULES, type PaymentStatus } from '@tutorat/contracts'
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

/** « 1 preuve envoyée sur 3 possibles »: the count and the cap, never read as « one of three ». */
export const proofCount = (sent: number) => `${sent} preuve${sent > 1 ? 's' : ''} envoyée${sent > 1 ? 's' : ''} sur ${PAYMENT_RULES.maxProofs} possibles`

/** A refusal that still takes a new proof (its 7 days not over), or undefined. */
export function newProofDeadline(payment: Pick<Payment, 'new_proof_until'>, now = Date.now()): string | undefined {
  const until = payment.new_proof_until
  return until && Date.parse(until) > now ? until : undefined
}

/** A calendar day the student typed (YYYY-MM-DD) as « 05/03/2026 »: no time zone to shift it. */
export const calendarDay = (value: string) => value.split('-').reverse().join('/')

/** Part 2+ of an instalment plan (DESIGN §18): due on its day, never expires, cannot be cancelled. */
export const isLaterPart = (payment: Pick<Payment, 'part_number'>) => (payment.part_number ?? 1) > 1
