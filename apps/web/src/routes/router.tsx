import {
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { PageSpinner } from '../ui/Spinner.tsx'
import type { RouterContext } from './context.ts'
import { adminRoute, publicLayoutRoute, rootRoute, toHome } from './parents.ts'

const homeRoute = createRoute({ getParentRoute: () => publicLayoutRoute, path: '/', component: HomePage })

// Pages of later issues: their links exist already; until built they lead home (SPEC §2: unknown → /).
const pendingRoutes = (['courses', 'recruitment', 'cours-gratuits', 'student/login'] as const).map((path) =>
  createRoute({ getParentRoute: () => publicLayoutRoute, path, beforeLoad: toHome }),
)

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
  component: lazyRouteComponent(() => import('../features/auth/LoginPage.tsx'), 'LoginPage'),
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
  component: lazyRouteComponent(() => import('../features/admin/DashboardPage.tsx'), 'DashboardPage'),
})

// ── Anything else ───────────────────────────────────────────────────────────
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: toHome })

const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren([homeRoute, ...pendingRoutes]),
  loginRoute,
  adminRoute.addChildren([adminIndexRoute, dashboardRoute]),
  fallbackRoute,
])

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    scrollRestoration: true,
    defaultPendingComponent: PageSpinner,
    defaultPreload: 'intent',
    // Guards and data live in React Query; the router must not cache a stale answer on top.
    defaultPreloadStaleTime: 0,
  })
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance
  }
}
