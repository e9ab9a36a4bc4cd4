import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'

const announcementsAdminRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'announcements',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  component: backOfficePage(() => import('./AnnouncementsAdminPage.tsx'), 'AnnouncementsAdminPage'),
})

/** SPEC §2: /admin/announcements, hung under the admin shell by router.tsx. */
export const announcementsAdminRoutes = [announcementsAdminRoute] as const
