import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { AdminUser } from '@tutorat/contracts'
import { useCallback, useEffect } from 'react'
import { clearAdminSession } from '../../lib/session.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { ADMIN_VERIFY_STALE_MS } from '../../routes/admin-guard.ts'

const adminRoute = getRouteApi('/admin')

/** SPEC §4: logout clears the token and the user, then goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    clearAdminSession()
    queryClient.clear()
    await navigate({ to: '/login', replace: true })
  }, [queryClient, navigate])
}

/**
 * The signed-in admin. The guard verified the token before the shell rendered; the query keeps
 * checking it (window focus, invalidations) and a refusal signs the admin out.
 */
export function useCurrentAdmin(): { admin: AdminUser; logout: () => Promise<void> } {
  const fromGuard = adminRoute.useRouteContext({ select: (context) => context.admin })
  const verify = trpc.auth.verify.useQuery(undefined, { staleTime: ADMIN_VERIFY_STALE_MS })
  const logout = useLogout()
  const status = errorStatus(verify.error)

  useEffect(() => {
    if (status === 401 || status === 403) void logout()
  }, [status, logout])

  return { admin: verify.data?.user ?? fromGuard, logout }
}
