import {
  type AnyRoute,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router'
import { accessesRoutes } from '../features/accesses/routes.ts'
import { adminsRoutes } from '../features/admins/routes.ts'
import { announcementsAdminRoutes } from '../features/announcements-admin/routes.ts'
import { announcementsRoute, formationRoute } from '../features/announcements/routes.ts'
import { courseRoutes } from '../features/courses/routes.ts'
import { freeCoursesAdminRoutes, freeCoursesPublicRoutes } from '../features/free-courses/routes.ts'
import { recruitmentRoutes } from '../features/recruitment/routes.ts'
import { recruitmentAdminRoutes } from '../features/recruitment-admin/routes.ts'
import { HomePage } from '../features/home/HomePage.tsx'
import { notificationsAdminRoutes, notificationsPublicRoutes, notificationsStudentRoutes } from '../features/notifications/routes.ts'
import { offlinePublicRoutes } from '../features/offline/routes.ts'
import { paymentsStudentRoutes } from '../features/payments/routes.ts'
import { profileStudentRoutes } from '../features/profile/routes.ts'
import { paymentsAdminRoutes } from '../features/payments-admin/routes.ts'
import { examsAdminRoutes } from '../features/exams-admin/routes.ts'
import { examsStudentRoutes } from '../features/exams/routes.ts'
import { sessionsAdminRoutes } from '../features/sessions-admin/routes.ts'
import { sessionsPublicRoutes, sessionsStudentRoutes } from '../features/sessions/routes.ts'
import { studentPublicRoutes, studentSpaceRoutes } from '../features/student-space/routes.ts'
import { studentsRoutes } from '../features/students/routes.ts'
import { testimonialsAdminRoutes } from '../features/testimonials-admin/routes.ts'
import { couponsAdminRoutes } from '../features/coupons-admin/routes.ts'
import { tracesRoutes } from '../features/traces/routes.ts'
import { backOfficePage } from '../lib/lazy-page.ts'
import { PageSpinner } from '../ui/Spinner.tsx'
import type { RouterContext } from './context.ts'
import { adminRoute, publicLayoutRoute, rootRoute, studentRoute, toHome } from './parents.ts'

const homeRoute = createRoute({ getParentRoute: () => publicLayoutRoute, path: '/', component: HomePage })

// ── Admin login: standalone page ───────────────────────────────────────────
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  // Fetch the data layer alongside the page's own code instead of after it.
  loader: async ({ context }) => {
    await context.data.load()
  },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: backOfficePage(() => import('../features/auth/LoginPage.tsx'), 'LoginPage'),
})

const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true })
  },
})

const dashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'dashboard',
  component: backOfficePage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
})

// ── Anything else ───────────────────────────────────────────────────────────
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: toHome })

const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren([homeRoute, announcementsRoute, formationRoute, ...freeCoursesPublicRoutes, ...recruitmentRoutes, ...studentPublicRoutes, ...notificationsPublicRoutes, ...sessionsPublicRoutes, ...offlinePublicRoutes]),
  loginRoute,
  adminRoute.addChildren([adminIndexRoute, dashboardRoute, ...courseRoutes, ...studentsRoutes, ...accessesRoutes, ...recruitmentAdminRoutes, ...adminsRoutes, ...testimonialsAdminRoutes, ...couponsAdminRoutes, ...announcementsAdminRoutes, ...freeCoursesAdminRoutes, ...notificationsAdminRoutes, ...paymentsAdminRoutes, ...sessionsAdminRoutes, ...examsAdminRoutes, ...tracesRoutes]),
  studentRoute.addChildren([...studentSpaceRoutes, ...notificationsStudentRoutes, ...paymentsStudentRoutes, ...sessionsStudentRoutes, ...examsStudentRoutes, ...profileStudentRoutes]),
  fallbackRoute,
])

export function createAppRouter(context: Pick<RouterContext, 'data'>, history?: RouterHistory) {
  const loadChunksOf: RouterContext['loadChunksOf'] = (matches) => {
    const routes: Record<string, AnyRoute | undefined> = router.routesById
    for (const match of matches) {
      const route = routes[match.routeId as string]
      if (route) void router.loadRouteChunk(route)
    }
  }
  const router = createRouter({
    routeTree,
    context: { ...context, loadChunksOf },
    ...(history ? { history } : {}),
    scrollRestoration: true,
    defaultPendingComponent: PageSpinner,
    // The spinner shows after 1 s (the default) and goes as soon as the page is ready: the default
    // 500 ms minimum held a ready page back behind it on every slow first load.
    defaultPendingMinMs: 0,
    defaultPreload: 'intent',
    // Guards and data live in React Query; the router must not cache a stale answer on top.
    defaultPreloadStaleTime: 0,
  })
  return router
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance
  }
}
