import { createRoute } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { publicLayoutRoute } from '../../routes/parents.ts'

/** /hors-ligne — public: what opens without a connection (the offline bar links here). */
const offlineRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'hors-ligne',
  // the page reads through React Query: its chunk comes alongside the page's (WithData asks again on failure)
  loader: ({ context }) => {
    context.data.load().catch(() => undefined)
  },
  component: lazyPage(() => import('./OfflinePage.tsx'), 'OfflinePage'),
})

/** Child of the public layout. */
export const offlinePublicRoutes = [offlineRoute] as const
