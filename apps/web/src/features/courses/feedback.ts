import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { clearAdminSession } from '../../lib/session.ts'
import { errorStatus, isTrpcError } from '../../lib/trpc.ts'
import { HttpError } from '../../lib/upload.ts'

/** HTTP status of a failed tRPC or REST call (undefined: the server was not reached). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : errorStatus(error)
}

/**
 * SPEC §8: the server's French explanation when it answered, else the screen's own message
 * (a network failure reads 'Failed to fetch', which says nothing to a French-speaking admin).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.message
  if (isTrpcError(error) && error.data?.httpStatus !== undefined && error.message) return error.message
  return fallback
}

/** The server's explanation only when it adds something to the screen's own message. */
export function errorDetail(error: unknown, fallback: string): string | undefined {
  const message = errorMessage(error, fallback)
  return message === fallback ? undefined : message
}

/** The screen's message, followed by the server's explanation when there is one. */
export function errorText(error: unknown, fallback: string): string {
  const detail = errorDetail(error, fallback)
  return detail ? `${fallback} : ${detail}` : fallback
}

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
