export const PAGE_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/courses', label: 'Nos Cours' },
  { to: '/recruitment', label: 'Recrutement' },
  { to: '/cours-gratuits', label: 'Cours et Concours Gratuit' },
] as const

/** In-page sections of the home page the header scrolls to (ids of the `<section>` elements). */
export const SECTION_LINKS = [
  { id: 'services', label: 'Services' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
] as const

/** The footer's quick links into the home page (SPEC §2 "Footer"). */
export const FOOTER_SECTION_LINKS = [
  { id: 'accueil', label: 'Accueil' },
  { id: 'formations', label: 'Formations' },
  { id: 'cours', label: 'Cours' },
  { id: 'contact', label: 'Contact' },
] as const

export type SectionId = (typeof SECTION_LINKS)[number]['id'] | (typeof FOOTER_SECTION_LINKS)[number]['id']
