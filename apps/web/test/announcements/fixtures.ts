import type { RouterOutputs } from '@tutorat/api'

export type Announcement = RouterOutputs['announcements']['list'][number]
export type Formation = RouterOutputs['announcements']['get']

export function makeAnnouncement(overrides: Partial<Announcement> & Pick<Announcement, 'id'>): Announcement {
  return {
    title: `Formation ${overrides.id}`,
    description: 'Une formation courte.',
    image_url: null,
    image_srcset: null,
    image_width: null,
    image_height: null,
    price: '1200 DH',
    is_active: true,
    created_at: '2025-09-01T08:00:00.000Z',
    sellable: false,
    amount_mad: null,
    duration_days: null,
    starts_on: null,
    capacity: null,
    seats_left: null,
    instalments: [],
    ...overrides,
  }
}

/** A formation with its whole page (what /formations/{id} reads); empty page fields unless given. */
export function makeFormation(overrides: Partial<Formation> & Pick<Formation, 'id'>): Formation {
  return { ...makeAnnouncement({ id: overrides.id }), programme: '', schedule: '', teachers: [], faq: [], preview_video: null, testimonials: [], ...overrides }
}

export const THREE = [
  makeAnnouncement({ id: 1, title: 'Stage intensif Analyse 1' }),
  makeAnnouncement({ id: 2, title: 'Préparation concours ENSA', image_url: '/uploads/announcements/ensa.png' }),
  makeAnnouncement({ id: 3, title: 'Révisions Thermodynamique', price: null }),
]

/** Resolves when the test says so: lets it look at the loading state. */
export function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
