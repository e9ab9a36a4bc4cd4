import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import type { DataLayer } from '../../lib/data-layer.tsx'
import { type TrpcClient, trpc } from '../../lib/trpc.ts'
import type { CoursesSearch } from './search.ts'
import type { Course } from './types.ts'

export const COURSES_PAGE_SIZE = 24

/** One definition for the page's hook and the guard's prefetch, so both fill the same cache entry. */
function courseListQuery(client: TrpcClient, filter: CoursesSearch) {
  return infiniteQueryOptions({
    queryKey: getQueryKey(trpc.courses.list, filter, 'infinite'),
    queryFn: ({ pageParam, signal }) => client.courses.list.query({ ...filter, limit: COURSES_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Course[], pages: Course[][]) => (last.length < COURSES_PAGE_SIZE ? undefined : pages.length * COURSES_PAGE_SIZE),
  })
}

export function prefetchCourseList({ queryClient, trpcClient }: DataLayer, filter: CoursesSearch) {
  return queryClient.prefetchInfiniteQuery(courseListQuery(trpcClient, filter))
}

/**
 * The admin's courses, a page at a time ("Afficher plus"): a super admin may see thousands.
 * Keyed under `courses.list` so `utils.courses.list.invalidate()` refreshes it like any tRPC query.
 */
export function useCourseList(filter: CoursesSearch) {
  const utils = trpc.useUtils()
  return useInfiniteQuery({
    ...courseListQuery(utils.client, filter),
    // While a new search loads, the previous cards stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  })
}
