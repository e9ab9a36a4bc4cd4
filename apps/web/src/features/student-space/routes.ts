import { createRoute, redirect } from '@tanstack/react-router'
import { lazyPage } from '../../lib/lazy-page.ts'
import { readStudentToken, studentRedirectTarget } from '../../lib/session.ts'
import { publicLayoutRoute, studentRoute } from '../../routes/parents.ts'
import type { RouterContext } from '../../routes/context.ts'
import type { SignOutReason } from '../../routes/student-guard.ts'

// The student space: sign-in pages in the public layout, the rest behind the student guard.
// Every page is its own chunk; nothing here imports admin code.

/** Where a sign-in or sign-up goes on to: the page that sent the visitor there (« S'inscrire »). */
export interface OnwardSearch {
  redirect?: string
}

export interface StudentLoginSearch extends OnwardSearch {
  reason?: SignOutReason
}

const redirectSearch = (search: Record<string, unknown>): OnwardSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {})

function loginSearch(search: Record<string, unknown>): StudentLoginSearch {
  return {
    ...redirectSearch(search),
    ...(search.reason === 'device' || search.reason === 'expired' ? { reason: search.reason } : {}),
  }
}

/** Already signed in: straight to where the student was going (the guard re-checks the token). */
const onwardIfSignedIn = ({ search }: { search: OnwardSearch }) => {
  if (readStudentToken()) throw redirect({ href: studentRedirectTarget(search.redirect), replace: true })
}

/** The sign-in pages call the server: the data layer comes with them. */
const loadData = async ({ context }: { context: RouterContext }) => {
  await context.data.load()
}

const loginRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'student/login',
  validateSearch: loginSearch,
  beforeLoad: onwardIfSignedIn,
  loader: loadData,
  component: lazyPage(() => import('./StudentLoginPage.tsx'), 'StudentLoginPage'),
})

/** Signed in already: straight to the dashboard (the guard re-checks the token). */
const toDashboardIfSignedIn = () => {
  if (readStudentToken()) throw redirect({ to: '/student/dashboard', replace: true })
}

const registerRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'student/register',
  validateSearch: redirectSearch,
  beforeLoad: onwardIfSignedIn,
  loader: loadData,
  component: lazyPage(() => import('./RegisterPage.tsx'), 'RegisterPage'),
})

const forgotPasswordRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'student/forgot-password',
  beforeLoad: toDashboardIfSignedIn,
  loader: loadData,
  component: lazyPage(() => import('./ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
})

// no redirect when signed in: the link may be for the account of someone else on this device
const resetPasswordRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'student/reset-password/$token',
  loader: loadData,
  component: lazyPage(() => import('./ResetPasswordPage.tsx'), 'ResetPasswordPage'),
})

const setPasswordRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'student/set-password/$token',
  loader: loadData,
  component: lazyPage(() => import('./SetPasswordPage.tsx'), 'SetPasswordPage'),
})

// no redirect when signed in: the link may confirm the address of the account signed in here
const verifyEmailRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'student/verify-email/$token',
  loader: loadData,
  component: lazyPage(() => import('./VerifyEmailPage.tsx'), 'VerifyEmailPage'),
})

const indexRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/student/dashboard', replace: true })
  },
})

const dashboardRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'dashboard',
  // the site's WhatsApp number: the page's help links need it; the next sessions come with the
  // courses so their section does not push the page down when it arrives
  staticData: {
    prefetch: ({ trpcUtils }) => Promise.all([trpcUtils.student.myCourses.prefetch(), trpcUtils.site.settings.prefetch(), trpcUtils.sessions.mine.prefetch()]),
  },
  component: lazyPage(() => import('./DashboardPage.tsx'), 'StudentDashboardPage'),
})

export interface CourseSearch {
  video?: number
}

const courseRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'course/$courseId',
  validateSearch: (search: Record<string, unknown>): CourseSearch => {
    const video = Number(search.video)
    return Number.isInteger(video) && video > 0 ? { video } : {}
  },
  component: lazyPage(() => import('./CoursePage.tsx'), 'CoursePage'),
})

// Logged out, the guard sends the student through the login page and back here (DESIGN §5).
const joinRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'join/$token',
  component: lazyPage(() => import('./JoinPage.tsx'), 'JoinPage'),
})

/** Children of the public layout. */
export const studentPublicRoutes = [loginRoute, setPasswordRoute, registerRoute, forgotPasswordRoute, resetPasswordRoute, verifyEmailRoute]
/** Children of `studentRoute` (guarded). */
export const studentSpaceRoutes = [indexRoute, dashboardRoute, courseRoute, joinRoute]
