import { createRoute, redirect } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { APPLICATION_STATUSES } from '@tutorat/contracts'
import { adminRoute } from '../../routes/parents.ts'

// SPEC §2: /admin/recruitment and /admin/applications, super admins only (SPEC §6).

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The applications table's filters, in the URL (the offers page links to one offer's applications). */
export interface ApplicationsSearch {
  offer?: number
  status?: ApplicationStatus
  search?: string
}

const isStatus = (value: unknown): value is ApplicationStatus => (APPLICATION_STATUSES as readonly unknown[]).includes(value)

export function parseApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const offer = Number(raw.offer)
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, 200) : ''
  return {
    ...(Number.isInteger(offer) && offer > 0 ? { offer } : {}),
    ...(isStatus(raw.status) ? { status: raw.status } : {}),
    ...(search ? { search } : {}),
  }
}

/** A regular admin has nothing to do here: back to the dashboard, as for the admins page (SPEC §6). */
function superAdminOnly({ context }: { context: { admin: { is_super_admin: boolean } } }) {
  if (!context.admin.is_super_admin) throw redirect({ to: '/admin/dashboard', replace: true })
}

const recruitmentRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'recruitment',
  beforeLoad: superAdminOnly,
  component: backOfficePage(() => import('./RecruitmentAdminPage.tsx'), 'RecruitmentAdminPage'),
})

const applicationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'applications',
  beforeLoad: superAdminOnly,
  validateSearch: parseApplicationsSearch,
  component: backOfficePage(() => import('./ApplicationsPage.tsx'), 'ApplicationsPage'),
})

/** Children of the admin shell. */
export const recruitmentAdminRoutes = [recruitmentRoute, applicationsRoute] as const
