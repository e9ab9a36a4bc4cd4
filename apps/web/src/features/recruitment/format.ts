import { DATE_LOCALE, type JobOffer, moroccoToday, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import type { BadgeTone } from '../../ui/Badge.tsx'
import type { ContractType } from './search.ts'

export const CONTRACT_TONES: Record<ContractType, BadgeTone> = {
  CDI: 'success',
  CDD: 'brand',
  Stage: 'accent',
  Alternance: 'brand',
  Freelance: 'neutral',
}

// A deadline is a day (`YYYY-MM-DD`), not an instant: formatted in UTC so no time zone shifts it.
const longDay = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const shortDay = new Intl.DateTimeFormat(DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`)

/** `2026-06-30` → `30 juin 2026` (fr-FR). */
export const formatDay = (day: string) => longDay.format(asUtc(day))
/** `2026-06-30` → `30/06/2026` (fr-FR), as the server's messages write it. */
export const formatShortDay = (day: string) => shortDay.format(asUtc(day))

/** Whole days from today (Morocco) to the deadline: 0 on the last day, negative once past. */
export function daysLeft(deadline: string, now = new Date()): number {
  return Math.round((asUtc(deadline).getTime() - asUtc(moroccoToday(now)).getTime()) / 86_400_000)
}

/** A short warning when the deadline is close (a week or less), else nothing. */
export function deadlineUrgency(deadline: string | null, now = new Date()): string | undefined {
  if (!deadline) return undefined
  const left = daysLeft(deadline, now)
  if (left < 0 || left > 7) return undefined
  if (left === 0) return 'Dernier jour'
  return left === 1 ? 'Plus qu’un jour' : `Plus que ${left} jours`
}

/** Why an offer no longer takes applications (the server's own sentences). */
export function closedReason(offer: Pick<JobOffer, 'deadline' | 'is_active'>, now = new Date()): string {
  if (offer.is_active && offer.deadline && daysLeft(offer.deadline, now) < 0) return RECRUITMENT_MESSAGES.offerExpired(formatShortDay(offer.deadline))
  return RECRUITMENT_MESSAGES.offerClosed
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count > 1 ? many : one}`
}
