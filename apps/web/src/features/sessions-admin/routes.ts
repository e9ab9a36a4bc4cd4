import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'

// DESIGN §12: the back office of the live sessions and of the public site's requests, for every
// admin (the server keeps each to the sessions of their own courses).

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

const word = (raw: unknown) => (typeof raw === 'string' && /^[a-z_]{1,40}$/.test(raw) ? raw : undefined)
const day = (raw: unknown) => (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined)
const id = (raw: unknown) => whole(raw, 2 ** 31)
function whole(raw: unknown, limit: number) {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 1 && value < limit ? value : undefined
}

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parseSessionsSearch(raw: Record<string, unknown>): SessionsSearch {
  return {
    when: word(raw.when),
    course_id: id(raw.course_id),
    kind: word(raw.kind),
    status: word(raw.status),
    view: word(raw.view),
    week: day(raw.week),
    page: whole(raw.page, 10_000),
    id: id(raw.id),
  }
}

export function parseSessionRequestsSearch(raw: Record<string, unknown>): SessionRequestsSearch {
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, 100) : ''
  return { status: word(raw.status), search: search || undefined, page: whole(raw.page, 10_000) }
}

const sessionsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'sessions',
  validateSearch: parseSessionsSearch,
  component: backOfficePage(() => import('./SessionsAdminPage.tsx'), 'SessionsAdminPage'),
})

const sessionRequestsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'session-requests',
  validateSearch: parseSessionRequestsSearch,
  component: backOfficePage(() => import('./SessionRequestsPage.tsx'), 'SessionRequestsPage'),
})

/** Children of the admin shell. */
export const sessionsAdminRoutes = [sessionsRoute, sessionRequestsRoute]
