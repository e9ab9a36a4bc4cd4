import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'
import { parseBankSearch } from './search.ts'

// DESIGN §19, the question bank of the back office: the list with its tag filters and bulk
// tagging, and the import of GIFT, Aiken or CSV files.

const bankRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'questions',
  validateSearch: parseBankSearch,
  component: backOfficePage(() => import('./QuestionBankPage.tsx'), 'QuestionBankPage'),
})

const importRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'questions/import',
  component: backOfficePage(() => import('./ImportPage.tsx'), 'ImportPage'),
})

/** Children of the admin shell. */
export const questionBankRoutes = [bankRoute, importRoute]
