import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router'
import type { SignedInStudent } from '@tutorat/contracts'
import { useCallback, useEffect, useRef } from 'react'
import { clearStudentSession } from '../../lib/session.ts'
import { isStudentKey, studentQueries } from '../../lib/student-procedures.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { type SignOutReason, STUDENT_VERIFY_STALE_MS } from '../../routes/student-guard.ts'
import { signOutReason } from './sign-out-reason.ts'

const studentRoute = getRouteApi('/student')

/**
 * Ends the student's session: the token goes, the page goes, then the cached answers go
 * (removed after leaving, so the page does not refetch them without a token).
 */
export function useStudentSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()
  return useCallback(
    async (reason?: SignOutReason) => {
      clearStudentSession()
      const search = reason ? { redirect: router.state.location.href, reason } : {}
      await navigate({ to: '/student/login', search, replace: true })
      queryClient.removeQueries(studentQueries)
    },
    [queryClient, navigate, router],
  )
}

/**
 * Any student call answered 401 (token expired, or revoked because another device signed
 * in) signs the student out, with the reason shown on the login page.
 */
export function useSignOutOnRefusal() {
  const queryClient = useQueryClient()
  const signOut = useStudentSignOut()
  const leaving = useRef(false)

  useEffect(() => {
    const refused = (error: unknown) => {
      if (leaving.current || errorStatus(error) !== 401) return
      leaving.current = true
      void signOut(signOutReason(error))
    }
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isStudentKey(event.query.queryKey)) refused(event.action.error)
    })
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event?.type === 'updated' && event.action.type === 'error' && isStudentKey(event.mutation.options.mutationKey)) refused(event.action.error)
    })
    return () => {
      offQueries()
      offMutations()
    }
  }, [queryClient, signOut])
}

/** The signed-in student: checked by the guard, kept fresh by the query (window focus). */
export function useCurrentStudent(): SignedInStudent {
  const fromGuard = studentRoute.useRouteContext({ select: (context) => context.student })
  const verify = trpc.student.verify.useQuery(undefined, { staleTime: STUDENT_VERIFY_STALE_MS })
  return verify.data?.user ?? fromGuard
}
