import type { Application, JobOfferAdmin } from '@tutorat/contracts'
import type { BadgeTone } from '../../ui/Badge.tsx'

import { plural } from '../recruitment/format.ts'

export { plural }

export const STATUS_TONES: Record<Application['status'], BadgeTone> = {
  en_attente: 'warning',
  examinee: 'brand',
  acceptee: 'success',
  refusee: 'danger',
}

/** An offer as the admin sees it: published and open, published but past its deadline, or hidden. */
export function offerState(offer: Pick<JobOfferAdmin, 'is_active' | 'is_open'>): { label: string; tone: BadgeTone } {
  if (!offer.is_active) return { label: 'Inactive', tone: 'neutral' }
  return offer.is_open ? { label: 'Ouverte', tone: 'success' } : { label: 'Date limite dépassée', tone: 'warning' }
}

export const offerLabel = (offer: Pick<JobOfferAdmin, 'title' | 'company'>) => `${offer.title} — ${offer.company}`

/** What goes with the offer (DESIGN §7: its applications and their CVs), said before it goes. */
export function offerDeletionConsequence(count: number): string {
  if (count === 0) return 'Aucune candidature n’a été reçue pour cette offre.'
  return count === 1
    ? '1 candidature et son CV seront supprimés avec elle.'
    : `${plural(count, 'candidature')} et leurs CV seront supprimés avec elle.`
}
