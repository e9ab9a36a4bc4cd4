import { LIMITS, SESSION_KINDS, SESSION_STATUSES, type SessionKind, type SessionStatus } from '@tutorat/contracts'
import type { SessionsSearch } from './search.ts'
import { mondayOf, thisMonday, weekRange } from './week.ts'

export const SESSIONS_PAGE_SIZE = 50

/** The URL's filters once checked: only values the API accepts. */
export interface SessionFilter {
  when: 'upcoming' | 'past'
  course_id?: number | undefined
  kind?: SessionKind | undefined
  status?: SessionStatus | undefined
  page: number
  /** the week view is asked for (shown on desktop only) */
  week: boolean
  /** the Monday of the week shown */
  monday: string
}

const oneOf = <Value extends string>(values: readonly Value[], raw: string | undefined): Value | undefined =>
  (values as readonly (string | undefined)[]).includes(raw) ? (raw as Value) : undefined

/** A made-up word in the URL (`?kind=hacked`) filters nothing. */
export function sessionFilter({ when, course_id, kind, status, view, week, page }: SessionsSearch, now = new Date()): SessionFilter {
  return {
    when: when === 'past' ? 'past' : 'upcoming',
    course_id,
    kind: oneOf(SESSION_KINDS, kind),
    status: oneOf(SESSION_STATUSES, status),
    page: page ?? 0,
    week: view === 'semaine',
    monday: week ? mondayOf(week) : thisMonday(now),
  }
}

export const isFiltered = ({ course_id, kind, status }: SessionFilter) => Boolean(course_id || kind || status)

/** The filters as the API names them, without the empty ones. */
const criteria = ({ course_id, kind, status }: SessionFilter) => ({ ...(course_id ? { course_id } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) })

/** `sessions.list`: the tab and page the URL names. */
export const listInput = (filter: SessionFilter) => ({ when: filter.when, limit: SESSIONS_PAGE_SIZE, offset: filter.page * SESSIONS_PAGE_SIZE, ...criteria(filter) })

/** The week's sessions: those already over and those to come are two calls of the API (`when`). */
export function weekInputs(filter: SessionFilter) {
  const window = { limit: LIMITS.listMaxLimit, offset: 0, ...weekRange(filter.monday), ...criteria(filter) }
  return { past: { when: 'past' as const, ...window }, upcoming: { when: 'upcoming' as const, ...window } }
}
