import type { SignedInStudent } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { findStudent } from '../students/queries.ts'

/**
 * The student as they see themselves: whether the address is confirmed and, while a corrected
 * address waits for its link, that address (the account keeps the old one until the link is opened).
 */
export async function findSignedInStudent(db: Database, id: number): Promise<SignedInStudent | undefined> {
  const student = await findStudent(db, id)
  if (!student) return undefined
  const row = await db
    .selectFrom('students')
    .select(['email_verified'])
    .select((eb) =>
      eb
        .selectFrom('email_verifications as v')
        .select('v.email')
        .whereRef('v.student_id', '=', 'students.id')
        .where('v.used_at', 'is', null)
        .whereRef('v.email', '<>', 'students.email')
        .limit(1)
        .as('pending_email'),
    )
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { ...student, email_verified: row.email_verified, pending_email: row.pending_email ?? null }
}
