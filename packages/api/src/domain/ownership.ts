import type { AuthenticatedAdmin } from '../auth/authenticate.ts'

/** DESIGN §4: a regular admin works on their own courses only; a super admin on all. */
export const ownsEverything = (admin: Pick<AuthenticatedAdmin, 'is_super_admin'>) => admin.is_super_admin

export type Actor = Pick<AuthenticatedAdmin, 'id' | 'is_super_admin' | 'name'>

/** The actor's row in the counters of migration 0027: 0 counts the whole school, else the admin's own courses and students. */
export const linkScope = (actor: Actor) => (actor.is_super_admin ? 0 : actor.id)
