import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'

// SPEC §2: /admin/students, /new, /invite, /{id}/edit — plus the bulk CSV import.

const listRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students',
  component: backOfficePage(() => import('./StudentsPage.tsx'), 'StudentsPage'),
})

const newRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/new',
  component: backOfficePage(() => import('./StudentFormPage.tsx'), 'NewStudentPage'),
})

const inviteRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/invite',
  component: backOfficePage(() => import('./InviteStudentPage.tsx'), 'InviteStudentPage'),
})

const importRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/import',
  component: backOfficePage(() => import('./ImportStudentsPage.tsx'), 'ImportStudentsPage'),
})

const editRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/$id/edit',
  component: backOfficePage(() => import('./StudentFormPage.tsx'), 'EditStudentPage'),
})

export const studentsRoutes = [listRoute, newRoute, inviteRoute, importRoute, editRoute]
