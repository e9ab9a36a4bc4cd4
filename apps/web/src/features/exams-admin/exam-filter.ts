import type { ExamsSearch } from './search.ts'

export const EXAMS_PAGE_SIZE = 50

/** The URL's search once read: the page is a number from 0. */
export interface ExamFilter {
  q?: string | undefined
  course_id?: number | undefined
  page: number
}

export const examFilter = ({ q, course_id, page }: ExamsSearch): ExamFilter => ({ q, course_id, page: page ?? 0 })

export const isFiltered = ({ q, course_id }: ExamFilter) => Boolean(q || course_id)

/** `exams.list`: the page the URL names, without the empty criteria. */
export const listInput = ({ q, course_id, page }: ExamFilter) => ({
  limit: EXAMS_PAGE_SIZE,
  offset: page * EXAMS_PAGE_SIZE,
  ...(q ? { q } : {}),
  ...(course_id ? { course_id } : {}),
})
