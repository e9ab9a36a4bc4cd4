import type { RouterOutputs } from '@tutorat/api'
import { dirhams, LIMITS } from '@tutorat/contracts'

export type Announcement = RouterOutputs['announcements']['list'][number]
/** One formation with its whole page (GET /api/announcements/{id}). */
export type Formation = RouterOutputs['announcements']['get']

/**
 * Shown when a formation has no picture (or it fails to load). 1 KB: Vite inlines it into the
 * script as a data: URL, so a card without a picture costs no request (it was the LCP of /courses).
 */
export { default as PLACEHOLDER_IMAGE } from './formation.svg'

/** SPEC §2: the description is cut at 120 characters (on a word when one ends close by). */
export function previewText(text: string, max: number = LIMITS.announcementDescriptionPreview): string {
  const clean = text.trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

export const isLong = (text: string) => text.trim().length > LIMITS.announcementDescriptionPreview

/** The WhatsApp message a visitor sends about one formation. */
export function formationMessage(announcement: Pick<Announcement, 'title' | 'price'>): string {
  const price = announcement.price ? ` (${announcement.price})` : ''
  return `Bonjour, je suis intéressé(e) par la formation « ${announcement.title} »${price}. Pouvez-vous me donner plus d’informations ?`
}

/** The WhatsApp message about a formation sold online: a question (paying goes through « S’inscrire »). */
export const questionMessage = (announcement: Pick<Announcement, 'title'>) => `Bonjour, j’ai une question sur la formation « ${announcement.title} » :`

/** The price as the admin wrote it, else the amount sold online, else nothing (« Tarif sur demande »). */
export const priceText = (formation: Pick<Announcement, 'price' | 'amount_mad'>) =>
  formation.price ?? (formation.amount_mad !== null ? dirhams(formation.amount_mad) : null)

/** « 3 places restantes », « Dernière place », « Complet »; nothing when unlimited. */
export function seatsText(seatsLeft: number | null): string | null {
  if (seatsLeft === null) return null
  if (seatsLeft === 0) return 'Complet'
  return seatsLeft === 1 ? '1 place restante' : `${seatsLeft} places restantes`
}

/** « ou 3 × 150 DH » (equal parts), else « ou en 3 fois : 200 DH, 150 DH, 100 DH »; nothing without a plan. */
export function instalmentsText(parts: readonly number[]): string | null {
  if (parts.length === 0) return null
  const [first] = parts
  if (first !== undefined && parts.every((part) => part === first)) return `ou ${parts.length} × ${dirhams(first)}, un paiement tous les 30 jours`
  return `ou en ${parts.length} fois : ${parts.map(dirhams).join(', ')}, un paiement tous les 30 jours`
}
