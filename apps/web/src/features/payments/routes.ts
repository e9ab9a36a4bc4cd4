import { createRoute, type StaticDataRouteOption } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { studentRoute } from '../../routes/parents.ts'
import { positiveId } from './ids.ts'

// DESIGN §11, the student's side: « S'inscrire » lands on the enrol step (behind the student
// guard, so a visitor signs in or up first and comes back), then the request's own page.

const paymentsRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'payments',
  staticData: { prefetch: ({ trpcUtils }) => trpcUtils.payments.mine.prefetch() },
  component: lazyPage(() => import('./PaymentsPage.tsx'), 'PaymentsPage'),
})

const paymentRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'payments/$id',
  // the bank details come with the request: one batched call on mobile data
  staticData: {
    prefetch: ({ trpcUtils }, match) => {
      const id = positiveId(String(match.params.id))
      return Promise.all([id ? trpcUtils.payments.get.prefetch({ id }) : undefined, trpcUtils.site.settings.prefetch(undefined, { staleTime: Infinity })])
    },
  },
  component: lazyPage(() => import('./PaymentPage.tsx'), 'PaymentPage'),
})

// DESIGN §18: where YouCan Pay sends the student back; they only read the request
const cardReturnData: StaticDataRouteOption = {
  prefetch: ({ trpcUtils }, match) => {
    const id = positiveId(String(match.params.id))
    return id ? trpcUtils.payments.get.prefetch({ id }) : Promise.resolve()
  },
}
const cardSuccessRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'payments/$id/carte/succes',
  staticData: cardReturnData,
  component: lazyPage(() => import('./CardReturnPage.tsx'), 'CardSuccessPage'),
})
const cardFailureRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'payments/$id/carte/echec',
  staticData: cardReturnData,
  component: lazyPage(() => import('./CardReturnPage.tsx'), 'CardFailurePage'),
})

const enrolRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'enrol/$formationId',
  component: lazyPage(() => import('./EnrolPage.tsx'), 'EnrolPage'),
})

/** Children of `studentRoute` (guarded). */
export const paymentsStudentRoutes = [paymentsRoute, paymentRoute, cardSuccessRoute, cardFailureRoute, enrolRoute]
