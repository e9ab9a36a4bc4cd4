import { ACCESS_MESSAGES, ACCESS_TYPES } from '@tutorat/contracts'
import { formatDate, isPast } from '../../lib/dates.ts'

export type AccessType = (typeof ACCESS_TYPES)[number]

/** What each type opens (DESIGN §5), in the words an admin chooses by. */
export const ACCESS_TYPE_LABELS: Record<AccessType, string> = {
  standard: 'Standard — toutes les vidéos',
  full: 'Complet — toutes les vidéos',
  partial: 'Partiel — vidéos gratuites et modules choisis',
  trial: 'Essai — vidéos gratuites uniquement',
}

export { ACCESS_TYPE_SHORT } from '@tutorat/contracts'

/** Invites and imports grant no modules, so a partial access would open only the free videos. */
export const GRANT_TYPES = ACCESS_TYPES.filter((type) => type !== 'partial')

export function expiryLabel(expiresAt: string | null): { text: string; expired: boolean } {
  if (expiresAt === null) return { text: ACCESS_MESSAGES.unlimited, expired: false }
  return { text: formatDate(expiresAt), expired: isPast(expiresAt) }
}
