import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'

// DESIGN §11: the back office of the bank-transfer payments, super admins only.

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
  /** 0-based; absent on the first page */
  page?: number | undefined
  /** the request shown in the panel */
  id?: number | undefined
}

const word = (raw: unknown) => (typeof raw === 'string' && /^[a-z_]{1,40}$/.test(raw) ? raw : undefined)
const day = (raw: unknown) => (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined)
const below = (raw: unknown, limit: number, min: number) => {
  const value = Number(raw)
  return Number.isInteger(value) && value >= min && value < limit ? value : undefined
}

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parsePaymentsSearch(raw: Record<string, unknown>): PaymentsSearch {
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, 100) : ''
  return {
    status: word(raw.status),
    announcement_id: below(raw.announcement_id, 2 ** 31, 1),
    from: day(raw.from),
    to: day(raw.to),
    search: search || undefined,
    page: below(raw.page, 10_000, 1),
    id: below(raw.id, 2 ** 31, 1),
  }
}

const adminPaymentsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'payments',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  validateSearch: parsePaymentsSearch,
  component: backOfficePage(() => import('./PaymentsAdminPage.tsx'), 'PaymentsAdminPage'),
})

/** Children of the admin shell. */
export const paymentsAdminRoutes = [adminPaymentsRoute]
