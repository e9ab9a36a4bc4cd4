import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'
import { parseCouponsSearch } from './search.ts'

const couponsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'coupons',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  validateSearch: parseCouponsSearch,
  component: backOfficePage(() => import('./CouponsAdminPage.tsx'), 'CouponsAdminPage'),
})

/** DESIGN §18: /admin/coupons, hung under the admin shell by router.tsx. */
export const couponsAdminRoutes = [couponsRoute] as const
