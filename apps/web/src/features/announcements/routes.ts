import { createRoute } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { publicLayoutRoute } from '../../routes/parents.ts'

/**
 * /courses — "Nos Cours". The page shows at once (heading, skeletons) rather than waiting for the
 * data layer; the formations and site settings are asked for as soon as that layer has arrived.
 */
export const announcementsRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'courses',
  loader: ({ context }) => {
    void import('./AnnouncementGrid.tsx') // the grid's code downloads alongside the data layer
    void context.data.load().then(({ trpcUtils }) => {
      void trpcUtils.announcements.list.prefetch({ active_only: true })
      void trpcUtils.site.settings.prefetch(undefined, { staleTime: Infinity })
    })
  },
  component: lazyPage(() => import('./AnnouncementsPage.tsx'), 'AnnouncementsPage'),
})

/** /formations/{id} — one formation's own page (DESIGN §11): shareable, the full description. */
export const formationRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'formations/$id',
  loader: ({ context, params }) => {
    void import('./FormationDetails.tsx')
    const id = Number(params.id)
    void context.data.load().then(({ trpcUtils }) => {
      if (Number.isInteger(id) && id > 0) void trpcUtils.announcements.get.prefetch({ id })
      void trpcUtils.site.settings.prefetch(undefined, { staleTime: Infinity })
    })
  },
  component: lazyPage(() => import('./FormationPage.tsx'), 'FormationPage'),
})
