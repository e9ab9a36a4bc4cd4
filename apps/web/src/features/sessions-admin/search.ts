import { searchText, searchWhole, searchWord } from '../../lib/search-params.ts'


/**
 * The sessions page as the URL holds it. The page checks the words against the contracts' lists
 * (session-filter.ts): importing them here would bring zod into the first bundle.
 */
export interface SessionsSearch {
  /** `past`: the « Passées » tab (absent: « À venir ») */
  when?: string | undefined
  course_id?: number | undefined
  kind?: string | undefined
  status?: string | undefined
  /** `semaine`: the week view (desktop) */
  view?: string | undefined
  /** any day of the week shown (`YYYY-MM-DD`); absent: this week */
  week?: string | undefined
  /** 0-based; absent on the first page */
  page?: number | undefined
  /** the session open in the panel */
  id?: number | undefined
}

/** The requests page as the URL holds it. */
export interface SessionRequestsSearch {
  status?: string | undefined
  /** name, phone, email, school or subject */
  search?: string | undefined
  page?: number | undefined
}

const day = (raw: unknown) => (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined)
const id = (raw: unknown) => searchWhole(raw, 2 ** 31)

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parseSessionsSearch(raw: Record<string, unknown>): SessionsSearch {
  return {
    when: searchWord(raw.when),
    course_id: id(raw.course_id),
    kind: searchWord(raw.kind),
    status: searchWord(raw.status),
    view: searchWord(raw.view),
    week: day(raw.week),
    page: searchWhole(raw.page, 10_000),
    id: id(raw.id),
  }
}

export function parseSessionRequestsSearch(raw: Record<string, unknown>): SessionRequestsSearch {
  const search = searchText(raw.search, 100)
  return { status: searchWord(raw.status), search: search || undefined, page: searchWhole(raw.page, 10_000) }
}
