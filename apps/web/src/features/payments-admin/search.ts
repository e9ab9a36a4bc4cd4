import { searchText, searchWhole, searchWord } from '../../lib/search-params.ts'


/**
 * The list's filters and the request open in the panel, as the URL holds them. The page checks
 * the status against the contracts' list (payment-filter.ts): importing it here would bring zod
 * into the first bundle.
 */
export interface PaymentsSearch {
  status?: string | undefined
  announcement_id?: number | undefined
  /** created on or after this day (`YYYY-MM-DD`) */
  from?: string | undefined
  /** created on or before this day */
  to?: string | undefined
  /** reference, student name or email */
  search?: string | undefined
  /** `en_retard`: late parts of instalment plans (DESIGN §18) */
  instalments?: 'en_retard' | undefined
  /** 0-based; absent on the first page */
  page?: number | undefined
  /** the request shown in the panel */
  id?: number | undefined
}

const day = (raw: unknown) => (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined)

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parsePaymentsSearch(raw: Record<string, unknown>): PaymentsSearch {
  const search = searchText(raw.search, 100)
  return {
    status: searchWord(raw.status),
    announcement_id: searchWhole(raw.announcement_id, 2 ** 31),
    from: day(raw.from),
    to: day(raw.to),
    search: search || undefined,
    instalments: raw.instalments === 'en_retard' ? 'en_retard' : undefined,
    page: searchWhole(raw.page, 10_000),
    id: searchWhole(raw.id, 2 ** 31),
  }
}
