import { useNavigate } from '@tanstack/react-router'
import { MESSAGES } from '@tutorat/contracts'
import { useEffect } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { statusOf, useSignOut } from '../courses/feedback.ts'

/**
 * The server has the last word: a 403 (the admin lost the super-admin flag meanwhile) leads to the
 * dashboard and refreshes who the admin is (the sidebar drops the super-admin entries); a 401
 * (token revoked or expired) ends the session.
 */
export function useSuperAdminErrors(...errors: unknown[]) {
  const navigate = useNavigate()
  const signOut = useSignOut()
  const utils = trpc.useUtils()
  const statuses = errors.map(statusOf)
  const forbidden = statuses.includes(403)
  const unauthorized = statuses.includes(401)

  useEffect(() => {
    if (unauthorized) return signOut()
    if (!forbidden) return
    void utils.auth.verify.invalidate()
    void navigate({ to: '/admin/dashboard', replace: true })
  }, [forbidden, unauthorized, signOut, navigate, utils])
}

/**
 * For mutation callbacks: true when the error was handled by leaving the page. Only the role
 * refusal leaves: other 403s are rules to explain in place (not yourself, last super admin).
 */
export function useLeaveOnRefusal() {
  const navigate = useNavigate()
  const signOut = useSignOut()
  const utils = trpc.useUtils()
  return (error: unknown): boolean => {
    const status = statusOf(error)
    if (status === 401) {
      signOut()
      return true
    }
    if (status !== 403 || !(error instanceof Error) || error.message !== MESSAGES.superAdminOnly) return false
    void utils.auth.verify.invalidate()
    void navigate({ to: '/admin/dashboard', replace: true })
    return true
  }
}
