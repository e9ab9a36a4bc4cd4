import { createRoute, redirect } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { parseApplicationsSearch } from './search.ts'

// SPEC §2: /admin/recruitment and /admin/applications, super admins only (SPEC §6).

/** A regular admin has nothing to do here: back to the dashboard, as for the admins page (SPEC §6). */
function superAdminOnly({ context }: { context: { admin: { is_super_admin: boolean } } }) {
  if (!context.admin.is_super_admin) throw redirect({ to: '/admin/dashboard', replace: true })
}

const recruitmentRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'recruitment',
  beforeLoad: superAdminOnly,
  component: backOfficePage(() => import('./RecruitmentAdminPage.tsx'), 'RecruitmentAdminPage'),
})

const applicationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'applications',
  beforeLoad: superAdminOnly,
  validateSearch: parseApplicationsSearch,
  component: backOfficePage(() => import('./ApplicationsPage.tsx'), 'ApplicationsPage'),
})

/** Children of the admin shell. */
export const recruitmentAdminRoutes = [recruitmentRoute, applicationsRoute] as const
