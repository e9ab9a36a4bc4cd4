import { createRoute } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { publicLayoutRoute } from '../../routes/parents.ts'
import { parseOffersSearch, toId } from './search.ts'

// SPEC §2: the public recruitment pages, in the public layout. Each page is its own chunk and
// nothing here imports admin code. The loaders fetch the data layer alongside the page's code.

const withData = async ({ context }: { context: { data: { load: () => Promise<unknown> } } }) => {
  await context.data.load()
}

const jobIdParams = { parse: ({ jobId }: { jobId: string }) => ({ jobId: toId(jobId) }), stringify: ({ jobId }: { jobId: number }) => ({ jobId: String(jobId) }) }

const listRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'recruitment',
  validateSearch: parseOffersSearch,
  loader: withData,
  component: lazyPage(() => import('./RecruitmentPage.tsx'), 'RecruitmentListPage'),
})

// The list again, with the chosen offer opened beside it (below the title on a phone).
const offerRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'recruitment/offer/$jobId',
  params: jobIdParams,
  validateSearch: parseOffersSearch,
  loader: withData,
  component: lazyPage(() => import('./RecruitmentPage.tsx'), 'RecruitmentOfferPage'),
})

const applyRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'recruitment/apply/$jobId',
  params: jobIdParams,
  loader: withData,
  component: lazyPage(() => import('./ApplyPage.tsx'), 'ApplyPage'),
})

const successRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'recruitment/application-success',
  component: lazyPage(() => import('./ApplicationSuccessPage.tsx'), 'ApplicationSuccessPage'),
})

/** Children of the public layout. */
export const recruitmentRoutes = [listRoute, offerRoute, applyRoute, successRoute] as const
