import { PAYMENT_STATUSES, type PaymentStatus } from '@tutorat/contracts'
import type { PaymentsSearch } from './search.ts'

export const PAYMENTS_PAGE_SIZE = 50

/** The URL's filters once checked: only values the API accepts. */
export interface PaymentFilter {
  status?: PaymentStatus | undefined
  announcement_id?: number | undefined
  from?: string | undefined
  to?: string | undefined
  search?: string | undefined
  instalments?: 'en_retard' | undefined
  page: number
}

const isStatus = (raw: string | undefined): raw is PaymentStatus => (PAYMENT_STATUSES as readonly (string | undefined)[]).includes(raw)

/** A made-up status in the URL (`?status=hacked`) filters nothing. */
export function paymentFilter({ status, announcement_id, from, to, search, instalments, page }: PaymentsSearch): PaymentFilter {
  return { status: isStatus(status) ? status : undefined, announcement_id, from, to, search, instalments, page: page ?? 0 }
}

export const isFiltered = ({ status, announcement_id, from, to, search, instalments }: PaymentFilter) => Boolean(status || announcement_id || from || to || search || instalments)

/** How many filters are set, for the folded « Filtres (N) » button on phones. */
export const activeFilters = ({ status, announcement_id, from, to, search, instalments }: PaymentFilter) => [status, announcement_id, from, to, search, instalments].filter(Boolean).length

/** The filters as the API names them, without the empty ones. */
function criteria({ status, announcement_id, from, to, search, instalments }: PaymentFilter) {
  return {
    ...(instalments ? { instalments } : {}),
    ...(status ? { status } : {}),
    ...(announcement_id ? { announcement_id } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search ? { search } : {}),
  }
}

/** `payments.list`: the page the URL names. */
export const listInput = (filter: PaymentFilter) => ({ limit: PAYMENTS_PAGE_SIZE, offset: filter.page * PAYMENTS_PAGE_SIZE, ...criteria(filter) })

/** `GET /api/admin/payments/export`, with the filters the list shows (every page). */
export function exportUrl(filter: PaymentFilter): string {
  const params = new URLSearchParams(Object.entries(criteria(filter)).map(([key, value]) => [key, String(value)]))
  const query = params.toString()
  return query ? `/api/admin/payments/export?${query}` : '/api/admin/payments/export'
}
