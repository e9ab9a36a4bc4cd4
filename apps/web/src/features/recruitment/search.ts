import { CONTRACT_TYPES } from '@tutorat/contracts'
import { isOneOf, searchText } from '../../lib/search-params.ts'

export type ContractType = (typeof CONTRACT_TYPES)[number]

/** The offers list's filters, kept in the URL: a filtered list can be shared, reloaded, and survives "back". */
export interface OffersSearch {
  contract?: ContractType
  city?: string
  search?: string
}

const isContractType = (value: unknown): value is ContractType => isOneOf(CONTRACT_TYPES, value)

export function parseOffersSearch(raw: Record<string, unknown>): OffersSearch {
  const city = searchText(raw.city, 120)
  const search = searchText(raw.search, 200)
  return {
    ...(isContractType(raw.contract) ? { contract: raw.contract } : {}),
    ...(city ? { city } : {}),
    ...(search ? { search } : {}),
  }
}

/** A path segment that is not a positive integer becomes 0: the page says "not found" without asking the server. */
export const toId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0)
