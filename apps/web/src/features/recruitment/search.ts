import { CONTRACT_TYPES } from '@tutorat/contracts'

export type ContractType = (typeof CONTRACT_TYPES)[number]

/** The offers list's filters, kept in the URL: a filtered list can be shared, reloaded, and survives "back". */
export interface OffersSearch {
  contract?: ContractType
  city?: string
  search?: string
}

const isContractType = (value: unknown): value is ContractType => (CONTRACT_TYPES as readonly unknown[]).includes(value)

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

export function parseOffersSearch(raw: Record<string, unknown>): OffersSearch {
  const city = text(raw.city, 120)
  const search = text(raw.search, 200)
  return {
    ...(isContractType(raw.contract) ? { contract: raw.contract } : {}),
    ...(city ? { city } : {}),
    ...(search ? { search } : {}),
  }
}

/** A path segment that is not a positive integer becomes 0: the page says "not found" without asking the server. */
export const toId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0)
