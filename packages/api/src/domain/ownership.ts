import type { AuthenticatedAdmin } from '../auth/authenticate.ts'

/** DESIGN §4: a regular admin works on their own courses only; a super admin on all. */
export const ownsEverything = (admin: Pick<AuthenticatedAdmin, 'is_super_admin'>) => admin.is_super_admin

export type Actor = Pick<AuthenticatedAdmin, 'id' | 'is_super_admin' | 'name'>
