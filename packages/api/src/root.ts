import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import { authRouter } from './routers/auth.ts'
import { coursesRouter } from './routers/courses.ts'
import { dashboardRouter } from './routers/dashboard.ts'
import { accessesRouter } from './routers/accesses.ts'
import { adminsRouter } from './routers/admins.ts'
import { announcementsRouter } from './routers/announcements.ts'
import { freeCoursesRouter } from './routers/free-courses.ts'
import { siteRouter } from './routers/site.ts'
import { testimonialsRouter } from './routers/testimonials.ts'
import { studentRouter } from './routers/student.ts'
import { studentsRouter } from './routers/students.ts'
import { videosRouter } from './routers/videos.ts'
import { recruitmentRouter } from './routers/recruitment.ts'
import { applicationsRouter } from './routers/applications.ts'
import { twoFactorRouter } from './routers/two-factor.ts'
import { notificationsRouter } from './routers/notifications.ts'
import { paymentsRouter } from './routers/payments.ts'
import { cardPaymentsRouter } from './routers/card-payments.ts'
import { instalmentsRouter } from './routers/instalments.ts'
import { couponsRouter } from './routers/coupons.ts'
import { sessionsRouter } from './routers/sessions.ts'
import { sessionRequestsRouter } from './routers/session-requests.ts'
import { examsRouter } from './routers/exams.ts'
import { questionBankRouter } from './routers/question-bank.ts'
import { playsRouter } from './routers/plays.ts'
import { driveRouter } from './routers/drive.ts'
import { createCallerFactory, router } from './trpc.ts'
import { compactProcedures } from './trpc-compact.ts'

export const appRouter = compactProcedures(router({
  auth: authRouter,
  dashboard: dashboardRouter,
  courses: coursesRouter,
  videos: videosRouter,
  students: studentsRouter,
  accesses: accessesRouter,
  student: studentRouter,
  site: siteRouter,
  testimonials: testimonialsRouter,
  announcements: announcementsRouter,
  freeCourses: freeCoursesRouter,
  admins: adminsRouter,
  twoFactor: twoFactorRouter,
  recruitment: recruitmentRouter,
  applications: applicationsRouter,
  notifications: notificationsRouter,
  payments: paymentsRouter,
  cardPayments: cardPaymentsRouter,
  instalments: instalmentsRouter,
  coupons: couponsRouter,
  sessions: sessionsRouter,
  sessionRequests: sessionRequestsRouter,
  exams: examsRouter,
  questionBank: questionBankRouter,
  plays: playsRouter,
  drive: driveRouter,
}))

export type AppRouter = typeof appRouter
export type RouterInputs = inferRouterInputs<AppRouter>
export type RouterOutputs = inferRouterOutputs<AppRouter>

/** Calls procedures in-process: the REST shims, scripts and tests use it, never HTTP. */
export const createCaller = createCallerFactory(appRouter)
