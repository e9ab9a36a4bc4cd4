import type { RouterInputs } from '@tutorat/api'
import { searchText } from '../../lib/search-params.ts'

type ListInput = RouterInputs['testimonials']['list']

/** The four orders the page offers (SPEC §2), each a (sort_by, sort_order) pair for the server. */
export const SORTS = {
  recent: { label: 'Les plus récents', sort_by: 'created_at', sort_order: 'desc' },
  oldest: { label: 'Les plus anciens', sort_by: 'created_at', sort_order: 'asc' },
  rating: { label: 'Meilleures notes', sort_by: 'rating', sort_order: 'desc' },
  name: { label: 'Nom (A-Z)', sort_by: 'nom', sort_order: 'asc' },
} as const satisfies Record<string, { label: string; sort_by: ListInput['sort_by']; sort_order: ListInput['sort_order'] }>
export type SortKey = keyof typeof SORTS

export const STATUSES = { active: 'Actifs uniquement', inactive: 'Inactifs uniquement' } as const
export type StatusKey = keyof typeof STATUSES

/** The URL keeps only what differs from the defaults (all statuses, most recent first). */
export interface TestimonialsSearch {
  search?: string
  status?: StatusKey
  sort?: Exclude<SortKey, 'recent'>
}

const isKey = <T extends object>(options: T, value: unknown): value is keyof T => typeof value === 'string' && Object.hasOwn(options, value)

export function parseTestimonialsSearch(raw: Record<string, unknown>): TestimonialsSearch {
  const search = searchText(raw.search, 200)
  return {
    ...(search ? { search } : {}),
    ...(isKey(STATUSES, raw.status) ? { status: raw.status } : {}),
    ...(isKey(SORTS, raw.sort) && raw.sort !== 'recent' ? { sort: raw.sort } : {}),
  }
}

/** What the server is asked for the filters in the URL (without the page window). */
export function listFilter({ search, status, sort }: TestimonialsSearch) {
  const { sort_by, sort_order } = SORTS[sort ?? 'recent']
  return { status: status ?? 'all', ...(search ? { search } : {}), sort_by, sort_order } satisfies Omit<ListInput, 'limit' | 'offset'>
}
