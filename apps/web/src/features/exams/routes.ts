import { createRoute } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { studentRoute } from '../../routes/parents.ts'

// DESIGN §13, the student's side: « Mes concours » (the exams they may take, their copies) and the
// paper itself, where an attempt is taken, resumed and reviewed. Each page is its own chunk, the
// only ones (with the back office's editor) that load KaTeX.

/** `?exam=` highlights one exam (the link from /cours-gratuits). */
export interface ExamsSearch {
  exam?: number | undefined
}
const id = (raw: unknown) => {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 1 && value < 2 ** 31 ? value : undefined
}

const examsRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'exams',
  validateSearch: (search: Record<string, unknown>): ExamsSearch => ({ exam: id(search.exam) }),
  // the list and the copies go with the guard's verification, in one request
  staticData: { prefetch: ({ trpcUtils }) => Promise.all([trpcUtils.exams.available.prefetch(), trpcUtils.exams.myAttempts.prefetch()]) },
  component: lazyPage(() => import('./ExamsPage.tsx'), 'ExamsPage'),
})

const attemptRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'attempts/$id',
  component: lazyPage(() => import('./AttemptPage.tsx'), 'AttemptPage'),
})

/** DESIGN §19: the weak-topic practice started from a result. */
const practiceRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'practice/$id',
  component: lazyPage(() => import('./PracticePage.tsx'), 'PracticePage'),
})

/** Children of `studentRoute` (guarded). */
export const examsStudentRoutes = [examsRoute, attemptRoute, practiceRoute]
