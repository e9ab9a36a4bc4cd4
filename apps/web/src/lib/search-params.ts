// Checks for the URL's search values. No zod: the routes' search parsers are in the first bundle.

/** A lowercase word (a status, a channel…), checked against the contracts' list by the page. */
export const searchWord = (raw: unknown) => (typeof raw === 'string' && /^[a-z_]{1,40}$/.test(raw) ? raw : undefined)

/** A whole number from 1 to below `limit` (an id, a page). */
export function searchWhole(raw: unknown, limit: number) {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 1 && value < limit ? value : undefined
}

/** A free text, trimmed and cut to `max` characters; '' when the URL holds none. */
export const searchText = (raw: unknown, max: number) => (typeof raw === 'string' ? raw.trim().slice(0, max) : '')

/** Whether the URL's value is one of a contract's list (a status, a subject…). */
export const isOneOf = <T,>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value)
