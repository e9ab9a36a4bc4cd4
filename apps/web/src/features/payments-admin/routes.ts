import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'
import { parsePaymentsSearch } from './search.ts'

// DESIGN §11: the back office of the bank-transfer payments, super admins only.

const adminPaymentsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'payments',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  validateSearch: parsePaymentsSearch,
  component: backOfficePage(() => import('./PaymentsAdminPage.tsx'), 'PaymentsAdminPage'),
})

/** DESIGN §18: paid card transactions that opened nothing, to refund (`?state=rembourse`: those done). */
const cardRefundsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'payments/refunds',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  validateSearch: (raw: Record<string, unknown>): { state?: 'rembourse' | undefined } => ({ state: raw.state === 'rembourse' ? 'rembourse' : undefined }),
  component: backOfficePage(() => import('./CardRefundsPage.tsx'), 'CardRefundsPage'),
})

/** Children of the admin shell. */
export const paymentsAdminRoutes = [adminPaymentsRoute, cardRefundsRoute]
