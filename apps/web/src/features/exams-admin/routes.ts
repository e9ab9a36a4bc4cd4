import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { questionBankRoutes } from '../question-bank/routes.ts'
import { parseExamsSearch } from './search.ts'

// DESIGN §13, the back office of concours blancs and quizzes, for every admin (the server keeps a
// regular admin to the exams of their courses and the standalone ones they created). The editor
// and the results are the only admin chunks that load KaTeX.

/** A path segment that is not a positive integer becomes 0: the page says "not found" without asking the server. */
const toId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) < 2 ** 31 ? Number(raw) : 0)
const idParams = { parse: ({ id }: { id: string }) => ({ id: toId(id) }), stringify: ({ id }: { id: number }) => ({ id: String(id) }) }

const examsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'exams',
  validateSearch: parseExamsSearch,
  component: backOfficePage(() => import('./ExamsAdminPage.tsx'), 'ExamsAdminPage'),
})

const examEditorRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'exams/$id',
  params: idParams,
  component: backOfficePage(() => import('./ExamEditorPage.tsx'), 'ExamEditorPage'),
})

const examResultsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'exams/$id/results',
  params: idParams,
  component: backOfficePage(() => import('./ExamResultsPage.tsx'), 'ExamResultsPage'),
})

/** DESIGN §19: series of concours blancs and their standings. */
const seriesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'exams/series',
  component: backOfficePage(() => import('./SeriesPage.tsx'), 'SeriesPage'),
})

/** Children of the admin shell (with the question bank's pages, which the exams' sections draw from). */
export const examsAdminRoutes = [examsRoute, seriesRoute, examEditorRoute, examResultsRoute, ...questionBankRoutes]
