import { searchText, searchWhole } from '../../lib/search-params.ts'


/** The list as the URL holds it. */
export interface ExamsSearch {
  /** words of the title */
  q?: string | undefined
  course_id?: number | undefined
  /** 0-based; absent on the first page */
  page?: number | undefined
}

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parseExamsSearch(raw: Record<string, unknown>): ExamsSearch {
  const q = searchText(raw.q, 200)
  return { q: q || undefined, course_id: searchWhole(raw.course_id, 2 ** 31), page: searchWhole(raw.page, 10_000) }
}
