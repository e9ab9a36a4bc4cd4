import { createRoute } from '@tanstack/react-router'
import { backOfficePage, lazyPage } from '../../lib/lazy-page.ts'
import { adminRoute, publicLayoutRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'

export interface FreeCoursesSearch {
  search?: string
  school?: string
  level?: string
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

/** The visitor's filters live in the URL: a filtered list can be shared (WhatsApp groups) and survives "back". */
export function parseFreeCoursesSearch(raw: Record<string, unknown>): FreeCoursesSearch {
  const search = text(raw.search, 200)
  const school = text(raw.school, 120)
  const level = text(raw.level, 120)
  return { ...(search ? { search } : {}), ...(school ? { school } : {}), ...(level ? { level } : {}) }
}

/**
 * /cours-gratuits — public; its chunk holds no admin code. The list and the free concours blancs
 * are asked for (one request) while the page downloads.
 */
const publicFreeCoursesRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'cours-gratuits',
  validateSearch: parseFreeCoursesSearch,
  loader: async ({ context }) => {
    const { trpcUtils } = await context.data.load()
    void trpcUtils.freeCourses.list.prefetch()
    void trpcUtils.exams.publicList.prefetch()
  },
  component: lazyPage(() => import('./FreeCoursesPage.tsx'), 'FreeCoursesPage'),
})

const adminFreeCoursesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'cours-gratuits',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  component: backOfficePage(() => import('./FreeCoursesAdminPage.tsx'), 'FreeCoursesAdminPage'),
})

/** Child of the public layout. */
export const freeCoursesPublicRoutes = [publicFreeCoursesRoute] as const
/** Child of the admin shell. */
export const freeCoursesAdminRoutes = [adminFreeCoursesRoute] as const
