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

/** Children of the admin shell. */
export const paymentsAdminRoutes = [adminPaymentsRoute]
