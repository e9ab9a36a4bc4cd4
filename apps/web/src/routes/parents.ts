import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router'
import { backOfficePage, lazyPage } from '../lib/lazy-page.ts'
import { PublicLayout } from '../layout/PublicLayout.tsx'
import { requireAdmin } from './admin-guard.ts'
import type { RouterContext } from './context.ts'
import { RootLayout, RouteError } from './RootLayout.tsx'
import { requireStudent } from './student-guard.ts'

// The parent routes every feature's `routes.ts` hangs its pages on (router.tsx assembles the tree).

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteError,
})

// ── Public site: header + footer around each page ──────────────────────────
export const publicLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout })

// ── Admin area: guarded shell, every page loaded on demand ─────────────────
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  beforeLoad: ({ context, location, matches }) => requireAdmin(context, { href: location.href, matches }),
  component: backOfficePage(() => import('../features/admin/AdminShell.tsx'), 'AdminShell'),
})

// ── Student space: guarded, its own light shell, no admin code in its chunks ──
export const studentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'student',
  beforeLoad: ({ context, location, matches }) => requireStudent(context, { href: location.href, matches }),
  component: lazyPage(() => import('../features/student-space/StudentShell.tsx'), 'StudentShell'),
})

export const toHome = () => {
  throw redirect({ to: '/', replace: true })
}
