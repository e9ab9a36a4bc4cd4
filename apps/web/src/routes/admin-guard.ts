import { redirect } from '@tanstack/react-router'
import type { AdminUser } from '@tutorat/contracts'
import { clearAdminSession, readAdminToken, readStoredAdmin, saveAdminUser } from '../lib/session.ts'
import type { GuardedLocation, RouterContext } from './context.ts'
import { prefetchPages } from './prefetch.ts'

/** How long a successful verification is trusted while moving between admin pages. */
export const ADMIN_VERIFY_STALE_MS = 60_000

/**
 * SPEC §4: no token → /login; a stored user that cannot be read, or a token the server
 * refuses, clears the session → /login. The login page brings the admin back to `href`.
 */
export async function requireAdmin(
  { data, loadChunksOf }: RouterContext,
  { href, matches }: GuardedLocation,
): Promise<{ admin: AdminUser }> {
  const toLogin = () => redirect({ to: '/login', search: { redirect: href }, replace: true })
  const signOut = () => {
    clearAdminSession()
    data.peek()?.queryClient.clear()
    return toLogin()
  }

  if (!readAdminToken()) throw toLogin()
  if (readStoredAdmin().state === 'unreadable') throw signOut()

  // the data layer first: the browser queues requests, and the verification waits on this one
  const loading = data.load()
  loadChunksOf(matches)
  const layer = await loading
  const verifying = layer.trpcUtils.auth.verify.fetch(undefined, { staleTime: ADMIN_VERIFY_STALE_MS })
  prefetchPages(layer, matches)
  let admin: AdminUser
  try {
    admin = (await verifying).user
  } catch {
    throw signOut()
  }
  saveAdminUser(admin)
  return { admin }
}
