import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { parseCoursesSearch } from './search.ts'

/** A path segment that is not a positive integer becomes 0: the page shows "not found" without asking the server. */
const toId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0)

const coursesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'courses',
  validateSearch: parseCoursesSearch,
  staticData: {
    prefetch: async (layer, match) => {
      void layer.trpcUtils.courses.stats.prefetch()
      const { prefetchCourseList } = await import('./use-course-list.ts')
      return prefetchCourseList(layer, parseCoursesSearch(match.search))
    },
  },
  component: backOfficePage(() => import('./CoursesPage.tsx'), 'CoursesPage'),
})

const newCourseRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'courses/new',
  component: backOfficePage(() => import('./CourseFormPage.tsx'), 'NewCoursePage'),
})

const editCourseRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'courses/$id/edit',
  params: { parse: ({ id }) => ({ id: toId(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: backOfficePage(() => import('./CourseFormPage.tsx'), 'EditCoursePage'),
})

const courseVideosRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'courses/$courseId/videos',
  params: { parse: ({ courseId }) => ({ courseId: toId(courseId) }), stringify: ({ courseId }) => ({ courseId: String(courseId) }) },
  component: backOfficePage(() => import('../videos/VideosPage.tsx'), 'VideosPage'),
})

/** The course pages of the admin area (SPEC §2), hung under the admin shell by router.tsx. */
export const courseRoutes = [coursesRoute, newCourseRoute, editCourseRoute, courseVideosRoute] as const
