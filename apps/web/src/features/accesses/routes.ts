import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'

// SPEC §2: /admin/accesses, /new, /{id}/edit.

const positiveId = (value: unknown): number | undefined => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export interface AccessListSearch {
  course_id?: number
}

export interface NewAccessSearch {
  student_id?: number
  course_id?: number
}

const listRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'accesses',
  validateSearch: (search: Record<string, unknown>): AccessListSearch => {
    const course = positiveId(search.course_id)
    return course ? { course_id: course } : {}
  },
  component: backOfficePage(() => import('./AccessesPage.tsx'), 'AccessesPage'),
})

const newRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'accesses/new',
  validateSearch: (search: Record<string, unknown>): NewAccessSearch => {
    const student = positiveId(search.student_id)
    const course = positiveId(search.course_id)
    return { ...(student ? { student_id: student } : {}), ...(course ? { course_id: course } : {}) }
  },
  component: backOfficePage(() => import('./NewAccessPage.tsx'), 'NewAccessPage'),
})

const editRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'accesses/$id/edit',
  component: backOfficePage(() => import('./EditAccessPage.tsx'), 'EditAccessPage'),
})

export const accessesRoutes = [listRoute, newRoute, editRoute]
