import { redirect } from '@tanstack/react-router'
import type { AdminUser } from '@tutorat/contracts'

// Kept apart from the page hooks: routes.ts files import it, and they are in the first bundle.

/**
 * SPEC §6: the super-admin pages send a regular admin back to the dashboard before anything
 * loads (the guard of the admin shell has just verified who they are).
 */
export function requireSuperAdmin({ admin }: { admin: AdminUser }) {
  if (!admin.is_super_admin) throw redirect({ to: '/admin/dashboard', replace: true })
}
