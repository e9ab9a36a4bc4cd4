import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { statusOf, useSignOutOnUnauthorized } from '../courses/feedback.ts'

export { errorDetail, errorMessage, errorText, statusOf, useSignOut } from '../courses/feedback.ts'

/**
 * SPEC §6, §8: a 401 (expired or revoked token) signs the admin out; a 403 (no longer a super
 * admin) leaves for the dashboard, as the admins page does.
 */
export function useLeaveOnRefusal(...errors: unknown[]) {
  useSignOutOnUnauthorized(...errors)
  const navigate = useNavigate()
  const forbidden = errors.some((error) => statusOf(error) === 403)
  useEffect(() => {
    if (forbidden) void navigate({ to: '/admin/dashboard', replace: true })
  }, [forbidden, navigate])
}
