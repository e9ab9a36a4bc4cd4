import { SUBJECTS } from '@tutorat/contracts'
import { isOneOf, searchText } from '../../lib/search-params.ts'

export type Subject = (typeof SUBJECTS)[number]

export interface CoursesSearch {
  search?: string
  subject?: Subject
}

const isSubject = (value: unknown): value is Subject => isOneOf(SUBJECTS, value)

/** The list's filters live in the URL: a filtered list can be shared, reloaded, and survives "back". */
export function parseCoursesSearch(raw: Record<string, unknown>): CoursesSearch {
  const search = searchText(raw.search, 200)
  return { ...(search ? { search } : {}), ...(isSubject(raw.subject) ? { subject: raw.subject } : {}) }
}
