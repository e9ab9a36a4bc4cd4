import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { AdminSession } from '@tutorat/contracts'
import { useCallback } from 'react'
import { adminRedirectTarget, saveAdminSession, saveDeviceToken } from '../../lib/session.ts'
import { trpc } from '../../lib/trpc.ts'

export const TWO_FACTOR_PATH = '/admin/two-factor'

/**
 * Stores the session and leaves the login page: to where the guard came from, or, for a super
 * admin who must still turn on two-factor sign-in (REQUIRE_ADMIN_2FA), to its page.
 */
export function useFinishSignIn(redirectTo: unknown) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const utils = trpc.useUtils()
  return useCallback(
    async ({ access_token, user, device_token }: AdminSession) => {
      saveAdminSession(access_token, user)
      saveDeviceToken('admin', device_token)
      // A previous session's cached answers must not leak into this one.
      queryClient.clear()
      utils.auth.verify.setData(undefined, { valid: true, user })
      const mustEnrol = user.is_super_admin && (await utils.twoFactor.status.fetch().then((status) => status.required, () => false))
      await navigate({ href: mustEnrol ? TWO_FACTOR_PATH : adminRedirectTarget(redirectTo), replace: true })
    },
    [navigate, queryClient, utils, redirectTo],
  )
}
