import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { adminRoute } from '../../routes/parents.ts'

// SPEC §2: /admin/students, /new, /invite, /{id}/edit — plus the bulk CSV import.

const listRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students',
  component: lazyRouteComponent(() => import('./StudentsPage.tsx'), 'StudentsPage'),
})

const newRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/new',
  component: lazyRouteComponent(() => import('./StudentFormPage.tsx'), 'NewStudentPage'),
})

const inviteRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/invite',
  component: lazyRouteComponent(() => import('./InviteStudentPage.tsx'), 'InviteStudentPage'),
})

const importRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/import',
  component: lazyRouteComponent(() => import('./ImportStudentsPage.tsx'), 'ImportStudentsPage'),
})

const editRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'students/$id/edit',
  component: lazyRouteComponent(() => import('./StudentFormPage.tsx'), 'EditStudentPage'),
})

export const studentsRoutes = [listRoute, newRoute, inviteRoute, importRoute, editRoute]
