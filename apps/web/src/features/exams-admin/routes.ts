import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'

// DESIGN §13, the back office of concours blancs and quizzes, for every admin (the server keeps a
// regular admin to the exams of their courses and the standalone ones they created). The editor
// and the results are the only admin chunks that load KaTeX.

/** The list as the URL holds it. */
export interface ExamsSearch {
  /** words of the title */
  q?: string | undefined
  course_id?: number | undefined
  /** 0-based; absent on the first page */
  page?: number | undefined
}

function whole(raw: unknown, limit: number) {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 1 && value < limit ? value : undefined
}

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parseExamsSearch(raw: Record<string, unknown>): ExamsSearch {
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 200) : ''
  return { q: q || undefined, course_id: whole(raw.course_id, 2 ** 31), page: whole(raw.page, 10_000) }
}

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

/** Children of the admin shell. */
export const examsAdminRoutes = [examsRoute, examEditorRoute, examResultsRoute]
