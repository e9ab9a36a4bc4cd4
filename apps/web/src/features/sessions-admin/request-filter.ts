import { SESSION_REQUEST_STATUSES, type SessionRequestStatus } from '@tutorat/contracts'
import type { SessionRequestsSearch } from './search.ts'

export const REQUESTS_PAGE_SIZE = 50

/** The URL's filters once checked: only values the API accepts. */
export interface RequestFilter {
  status?: SessionRequestStatus | undefined
  search?: string | undefined
  page: number
}

const isStatus = (raw: string | undefined): raw is SessionRequestStatus => (SESSION_REQUEST_STATUSES as readonly (string | undefined)[]).includes(raw)

/** A made-up status in the URL (`?status=hacked`) filters nothing. */
export const requestFilter = ({ status, search, page }: SessionRequestsSearch): RequestFilter => ({ status: isStatus(status) ? status : undefined, search, page: page ?? 0 })

export const isFiltered = ({ status, search }: RequestFilter) => Boolean(status || search)

/** `sessionRequests.list`: the page the URL names, without the empty filters. */
export const requestListInput = ({ status, search, page }: RequestFilter) => ({
  limit: REQUESTS_PAGE_SIZE,
  offset: page * REQUESTS_PAGE_SIZE,
  ...(status ? { status } : {}),
  ...(search ? { search } : {}),
})
