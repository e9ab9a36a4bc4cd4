import { redirect } from '@tanstack/react-router'
import type { SignedInStudent } from '@tutorat/contracts'
import type { DataLayer } from '../lib/data-layer.tsx'
import { clearStudentSession, readStudentToken } from '../lib/session.ts'
import { studentQueries } from '../lib/student-procedures.ts'
import type { GuardedLocation, RouterContext } from './context.ts'
import { prefetchPages } from './prefetch.ts'

/** How long a successful verification is trusted while moving between student pages. */
export const STUDENT_VERIFY_STALE_MS = 60_000

/** Why a student lands on the login page without asking to: shown there as a notice. */
export type SignOutReason = 'device' | 'expired'

/**
 * The HTTP status of a failed tRPC call, read without importing the tRPC client: this module
 * sits in the first bundle, which must stay free of it (see lib/data.tsx).
 */
export function httpStatusOf(error: unknown): number | undefined {
  const data: unknown = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const status: unknown = typeof data === 'object' && data !== null && 'httpStatus' in data ? data.httpStatus : undefined
  return typeof status === 'number' ? status : undefined
}

/** Forgets the student's token and every answer cached for them (admin data stays). */
export function forgetStudent(layer: DataLayer | undefined) {
  clearStudentSession()
  layer?.queryClient.removeQueries(studentQueries)
}

/**
 * No token → /student/login, which brings the student back to `href`. A token the server
 * refuses (401/403) is cleared first. A network failure keeps the token: a phone that lost its
 * signal must not lose its session. The student this tab already verified stays signed in (the
 * pages show what they hold in memory, « hors ligne »); on a fresh load, nothing is kept on the
 * phone, and the route's error page says « Vous êtes hors ligne ».
 */
export async function requireStudent(
  { data, loadChunksOf }: RouterContext,
  { href, matches }: GuardedLocation,
): Promise<{ student: SignedInStudent }> {
  const toLogin = (reason?: SignOutReason) =>
    redirect({ to: '/student/login', search: { redirect: href, ...(reason ? { reason } : {}) }, replace: true })

  if (!readStudentToken()) throw toLogin()
  // the data layer first: the browser queues requests, and the verification waits on this one
  const loading = data.load()
  loadChunksOf(matches)
  const layer = await loading
  const verifying = layer.trpcUtils.student.verify.fetch(undefined, { staleTime: STUDENT_VERIFY_STALE_MS })
  prefetchPages(layer, matches)
  try {
    const { user } = await verifying
    return { student: user }
  } catch (error) {
    const status = httpStatusOf(error)
    const verified = status === undefined ? layer.trpcUtils.student.verify.getData() : undefined
    if (verified) return { student: verified.user }
    if (status !== 401 && status !== 403) throw error
    forgetStudent(layer)
    // loaded only here: the French messages it compares with would weigh on the first bundle
    const { signOutReason } = await import('../features/student-space/sign-out-reason.ts')
    throw toLogin(signOutReason(error))
  }
}
