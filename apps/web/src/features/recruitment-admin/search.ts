import { APPLICATION_STATUSES } from '@tutorat/contracts'
import { isOneOf, searchText } from '../../lib/search-params.ts'

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The applications table's filters, in the URL (the offers page links to one offer's applications). */
export interface ApplicationsSearch {
  offer?: number
  status?: ApplicationStatus
  search?: string
}

const isStatus = (value: unknown): value is ApplicationStatus => isOneOf(APPLICATION_STATUSES, value)

export function parseApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const offer = Number(raw.offer)
  const search = searchText(raw.search, 200)
  return {
    ...(Number.isInteger(offer) && offer > 0 ? { offer } : {}),
    ...(isStatus(raw.status) ? { status: raw.status } : {}),
    ...(search ? { search } : {}),
  }
}
