import { createRoute } from '@tanstack/react-router'
import { backOfficePage } from '../../lib/lazy-page.ts'
import { adminRoute } from '../../routes/parents.ts'

// DESIGN §16 « Leak tracing »: every admin (the server answers only for the videos of their courses).
const traceRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'traces',
  component: backOfficePage(() => import('./TracePage.tsx'), 'TracePage'),
})

export const tracesRoutes = [traceRoute]
