export const PAGE_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/courses', label: 'Nos Cours' },
  { to: '/recruitment', label: 'Recrutement' },
  { to: '/cours-gratuits', label: 'Cours et Concours Gratuit' },
] as const

/** In-page sections of the home page (ids of the `<section>` elements). */
export const SECTION_LINKS = [
  { id: 'services', label: 'Services' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
] as const

export type SectionId = (typeof SECTION_LINKS)[number]['id']
