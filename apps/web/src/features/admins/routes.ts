import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from './guard.ts'

// SPEC §2: /admin/manage-admins and /admin/manage-admins/{id}/edit (the list with its edit dialog open).

/** A path segment that is not a positive integer becomes 0: the dialog says "not found" without asking the server. */
const toId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0)

const manageAdminsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'manage-admins',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  component: backOfficePage(() => import('./ManageAdminsPage.tsx'), 'ManageAdminsPage'),
})

const editAdminRoute = createRoute({
  getParentRoute: () => manageAdminsRoute,
  path: '$id/edit',
  params: { parse: ({ id }) => ({ id: toId(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: backOfficePage(() => import('./EditAdminDialog.tsx'), 'EditAdminDialog'),
})

/** « Mon profil › Double authentification »: every admin's own page (REQUIRE_ADMIN_2FA sends super admins here). */
const twoFactorRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'two-factor',
  component: backOfficePage(() => import('./two-factor/TwoFactorPage.tsx'), 'TwoFactorPage'),
})

/** Hung under the admin shell by router.tsx. */
export const adminsRoutes = [manageAdminsRoute.addChildren([editAdminRoute]), twoFactorRoute] as const
