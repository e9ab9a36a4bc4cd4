import { createRoute } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { publicLayoutRoute, studentRoute } from '../../routes/parents.ts'

// DESIGN §12, the student's side: « Mes séances » and the join page « Rejoindre » leads to; and the
// public site's request for an evaluation (or solo) session. Every page is its own chunk.

const sessionsRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'sessions',
  staticData: { prefetch: ({ trpcUtils }) => Promise.all([trpcUtils.sessions.mine.prefetch(), trpcUtils.sessions.calendar.prefetch()]) },
  component: lazyPage(() => import('./SessionsPage.tsx'), 'SessionsPage'),
})

// Logged out, the guard sends the student through the login page and back here.
const joinRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'sessions/$id/join',
  component: lazyPage(() => import('./SessionJoinPage.tsx'), 'SessionJoinPage'),
})

/** `?type=solo` from the home page's solo sessions; anything else asks for the free evaluation. */
export interface RequestSearch {
  type?: 'solo'
}

const requestRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'seance-evaluation',
  validateSearch: (search: Record<string, unknown>): RequestSearch => (search.type === 'solo' ? { type: 'solo' } : {}),
  // the form calls the server: the data layer comes with it
  loader: async ({ context }) => {
    await context.data.load()
  },
  component: lazyPage(() => import('./RequestPage.tsx'), 'RequestPage'),
})

/** Children of `studentRoute` (guarded). */
export const sessionsStudentRoutes = [sessionsRoute, joinRoute]
/** Children of the public layout. */
export const sessionsPublicRoutes = [requestRoute]
