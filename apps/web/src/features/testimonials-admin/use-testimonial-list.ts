import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import { trpc } from '../../lib/trpc.ts'
import { listFilter, type TestimonialsSearch } from './search.ts'
import type { AdminTestimonial } from './types.ts'

export const TESTIMONIALS_PAGE_SIZE = 24

/**
 * The testimonials matching the URL's filters, a page at a time ("Afficher plus"); keyed under
 * `testimonials.list` so `utils.testimonials.list.invalidate()` refreshes it.
 */
export function useTestimonialList(search: TestimonialsSearch) {
  const utils = trpc.useUtils()
  const filter = listFilter(search)
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.testimonials.list, filter, 'infinite'),
    queryFn: ({ pageParam, signal }) => utils.client.testimonials.list.query({ ...filter, limit: TESTIMONIALS_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: AdminTestimonial[], pages: AdminTestimonial[][]) =>
      last.length < TESTIMONIALS_PAGE_SIZE ? undefined : pages.length * TESTIMONIALS_PAGE_SIZE,
    placeholderData: keepPreviousData,
  })
}

/** After a change: the admin list, the stats, and what visitors see (carousel, active list). */
export function useRefreshTestimonials() {
  const utils = trpc.useUtils()
  return () =>
    Promise.all([
      utils.testimonials.list.invalidate(),
      utils.testimonials.stats.invalidate(),
      utils.testimonials.active.invalidate(),
      utils.testimonials.featured.invalidate(),
      utils.dashboard.pendingWork.invalidate(),
    ])
}
