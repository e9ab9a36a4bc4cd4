import { LIMITS } from '@tutorat/contracts'
import { trpc } from '../../lib/trpc.ts'

/** The admin's courses for a select (the server keeps a regular admin to their own). */
export function useCourseOptions() {
  return trpc.courses.list.useQuery({ limit: LIMITS.listMaxLimit, offset: 0 }, { select: (courses) => courses.map(({ id, title }) => ({ id, title })) })
}
