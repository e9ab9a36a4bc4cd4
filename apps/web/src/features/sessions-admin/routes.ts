import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { parseSessionsSearch, parseSessionRequestsSearch } from './search.ts'

// DESIGN §12: the back office of the live sessions and of the public site's requests, for every
// admin (the server keeps each to the sessions of their own courses).

const sessionsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'sessions',
  validateSearch: parseSessionsSearch,
  component: backOfficePage(() => import('./SessionsAdminPage.tsx'), 'SessionsAdminPage'),
})

const sessionRequestsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'session-requests',
  validateSearch: parseSessionRequestsSearch,
  component: backOfficePage(() => import('./SessionRequestsPage.tsx'), 'SessionRequestsPage'),
})

/** Children of the admin shell. */
export const sessionsAdminRoutes = [sessionsRoute, sessionRequestsRoute]
