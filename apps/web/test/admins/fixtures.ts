import { screen } from '@testing-library/react'
import type { RouterOutputs } from '@tutorat/api'
import type { AdminUser } from '@tutorat/contracts'
import { expect } from 'vitest'
import { EMPTY_FIGURES } from '../dashboard/fixtures.ts'
import { server } from '../msw-server.ts'
import { ADMIN, renderApp, storeSession } from '../render.tsx'
import { ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'

type ManagedAdmin = RouterOutputs['admins']['list'][number]

/** The signed-in super admin of these tests. */
export const SUPER_ADMIN: AdminUser = { ...ADMIN, id: 1, name: 'Nadia Alaoui', email: 'nadia@example.ma', is_super_admin: true }

export function managed(overrides: Partial<ManagedAdmin> & Pick<ManagedAdmin, 'id' | 'name' | 'email'>): ManagedAdmin {
  return { is_super_admin: false, is_active: true, created_at: '2025-09-01T08:00:00.000Z', course_count: 0, two_factor_enabled: false, ...overrides }
}

export const EMPTY_DASHBOARD: RouterOutputs['dashboard']['stats'] = {
  total_courses: 0,
  total_videos: 0,
  total_students: 0,
  total_accesses: 0,
  total_free_courses: 0,
  recent_activity: [],
}

/** Signs in as `user` (a super admin unless told), answers the given calls plus the shell's, and mounts the app. */
/** The super admins' dashboard card when Google Drive is not connected (DESIGN §16). */
export const DRIVE_DISCONNECTED = {
  connected: false,
  account: null,
  last_sweep_at: null,
  last_audit_at: null,
  last_error: null,
  last_error_at: null,
  link_mode_courses: 0,
  grants: { granted: 0, pending: 0, failing: 0 },
}

export function openAs(user: AdminUser, path: string, procedures: Record<string, Procedure>) {
  storeSession('jeton-valide', user)
  server.use(trpcHandlers({ 'auth.verify': () => ok({ valid: true, user }), 'dashboard.stats': () => ok(EMPTY_DASHBOARD), 'dashboard.figures': () => ok(EMPTY_FIGURES), 'drive.status': () => ok(DRIVE_DISCONNECTED), ...procedures }))
  return renderApp(path)
}

export const openSuperAdminPage = (path: string, procedures: Record<string, Procedure>) => openAs(SUPER_ADMIN, path, procedures)

/** A promise the test resolves when it wants a pending call to answer. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A toast with this text is (or was just) shown; sonner may briefly render a leaving copy too. */
export async function expectToast(text: string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)
}
