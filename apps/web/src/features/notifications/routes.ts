import { createRoute } from '@tanstack/react-router'
import { backOfficePage, lazyPage } from '../../lib/lazy-page.ts'
import { adminRoute, publicLayoutRoute, studentRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'
import { parseLogSearch } from './search.ts'

// DESIGN §10: the student's list and preferences, the unsubscribe link of the mails, and the
// super admins' log. Every page is its own chunk.

const studentNotificationsRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'notifications',
  component: lazyPage(() => import('./NotificationsPage.tsx'), 'NotificationsPage'),
})

const unsubscribeRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'unsubscribe/$token',
  loader: async ({ context }) => {
    await context.data.load()
  },
  component: lazyPage(() => import('./UnsubscribePage.tsx'), 'UnsubscribePage'),
})

const adminNotificationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'notifications',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  validateSearch: parseLogSearch,
  component: backOfficePage(() => import('./AdminNotificationsPage.tsx'), 'AdminNotificationsPage'),
})

/** Children of `studentRoute` (guarded). */
export const notificationsStudentRoutes = [studentNotificationsRoute]
/** Children of the public layout. */
export const notificationsPublicRoutes = [unsubscribeRoute]
/** Children of the admin shell. */
export const notificationsAdminRoutes = [adminNotificationsRoute]
