import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { clearAdminSession } from '../../lib/session.ts'
import { statusOf } from '../../lib/error-message.ts'

export { errorDetail, errorMessage, errorText, statusOf } from '../../lib/error-message.ts'

/** Ends the admin session and goes to /login, which brings the admin back here afterwards. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  return useCallback(() => {
    clearAdminSession()
    queryClient.clear()
    void navigate({ to: '/login', search: { redirect: href }, replace: true })
  }, [queryClient, navigate, href])
}

/** SPEC §8: a 401 on any admin call (expired or revoked token) sends to /login. */
export function useSignOutOnUnauthorized(...errors: unknown[]) {
  const signOut = useSignOut()
  const unauthorized = errors.some((error) => statusOf(error) === 401)
  useEffect(() => {
    if (unauthorized) signOut()
  }, [unauthorized, signOut])
}
