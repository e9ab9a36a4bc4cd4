import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import { authRouter } from './routers/auth.ts'
import { coursesRouter } from './routers/courses.ts'
import { dashboardRouter } from './routers/dashboard.ts'
import { accessesRouter } from './routers/accesses.ts'
import { studentRouter } from './routers/student.ts'
import { studentsRouter } from './routers/students.ts'
import { videosRouter } from './routers/videos.ts'
import { createCallerFactory, router } from './trpc.ts'

export const appRouter = router({
  auth: authRouter,
  dashboard: dashboardRouter,
  courses: coursesRouter,
  videos: videosRouter,
  students: studentsRouter,
  accesses: accessesRouter,
  student: studentRouter,
})

export type AppRouter = typeof appRouter
export type RouterInputs = inferRouterInputs<AppRouter>
export type RouterOutputs = inferRouterOutputs<AppRouter>

/** Calls procedures in-process: the REST shims, scripts and tests use it, never HTTP. */
export const createCaller = createCallerFactory(appRouter)
