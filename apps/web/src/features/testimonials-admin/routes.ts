import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'
import { parseTestimonialsSearch } from './search.ts'

const testimonialsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'testimonials',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  validateSearch: parseTestimonialsSearch,
  component: backOfficePage(() => import('./TestimonialsPage.tsx'), 'TestimonialsPage'),
})

/** SPEC §2: /admin/testimonials, hung under the admin shell by router.tsx. */
export const testimonialsAdminRoutes = [testimonialsRoute] as const
