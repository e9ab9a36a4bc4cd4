import type { PendingWork } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { Actor } from '../ownership.ts'

/**
 * The piles waiting for this admin (issue 29). Each count walks one index over the waiting rows
 * only (DESIGN §20): payment_requests_status_idx, session_requests_status_idx (0020),
 * testimonials_active_idx, job_applications_status_idx. Session requests belong to no course and
 * every admin follows them up; the other piles are super admins' work, null for the others.
 */
export async function pendingWork(db: Database, actor: Actor): Promise<PendingWork> {
  if (!actor.is_super_admin) return { proofs: null, session_requests: await newSessionRequests(db), testimonials: null, applications: null }
  const { rows } = await sql<PendingWork>`
    select
      (select count(*) from payment_requests where status = 'preuve_envoyee')::int as proofs,
      (select count(*) from session_requests where status = 'nouvelle')::int as session_requests,
      (select count(*) from testimonials where is_active = false)::int as testimonials,
      (select count(*) from job_applications where status = 'en_attente')::int as applications
  `.execute(db)
  const counts = rows[0]
  if (!counts) throw new Error('pending work counts returned no row')
  return counts
}

async function newSessionRequests(db: Database): Promise<number> {
  const row = await db
    .selectFrom('session_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'nouvelle')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
