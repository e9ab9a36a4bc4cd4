import { createRoute } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { studentRoute } from '../../routes/parents.ts'

// Issue 29: « Mon profil », the student's own account. Its page is its own chunk.

const profileRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'profile',
  staticData: { prefetch: ({ trpcUtils }) => Promise.all([trpcUtils.student.profile.prefetch(), trpcUtils.student.devices.prefetch()]) },
  component: lazyPage(() => import('./ProfilePage.tsx'), 'ProfilePage'),
})

/** Children of `studentRoute` (guarded). */
export const profileStudentRoutes = [profileRoute]
