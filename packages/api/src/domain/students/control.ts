import { type AdminStudent, STUDENT_CONTROL_MESSAGES, STUDENT_MESSAGES, type Student } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { forbidden, notFound } from '../../errors.ts'
import type { Actor } from '../ownership.ts'
import { type AccountFacts, findVisibleAccount, listAccounts } from './queries.ts'

export type ControlledAction = keyof typeof STUDENT_CONTROL_MESSAGES.refusals

/**
 * Why this admin may not control the account, or null when they may: super admins always; the
 * creating admin while no other admin's course has granted the student an access; accounts no
 * admin created (self sign-up, Google) only super admins.
 */
export function controlNote(actor: Actor, facts: AccountFacts): string | null {
  const { notes } = STUDENT_CONTROL_MESSAGES
  if (actor.is_super_admin) return null
  if (facts.created_by === null) return notes.noAdmin
  if (facts.created_by !== actor.id) return notes.otherAdmin
  return facts.enrolled_elsewhere ? notes.shared : null
}

export function asSeenBy(actor: Actor, row: Student & AccountFacts): AdminStudent {
  const { created_by: _creator, enrolled_elsewhere: _elsewhere, ...student } = row
  const note = controlNote(actor, row)
  return { ...student, can_control: note === null, control_note: note }
}

export async function listStudents(db: Database, actor: Actor, filter: Parameters<typeof listAccounts>[2]): Promise<AdminStudent[]> {
  return (await listAccounts(db, actor, filter)).map((row) => asSeenBy(actor, row))
}

/** A student the actor may see; a hidden one is the same 404 as a missing one (no oracle). */
export async function loadVisibleStudent(db: Database, actor: Actor, id: number): Promise<AdminStudent> {
  const row = await findVisibleAccount(db, actor, id)
  if (!row) throw notFound(STUDENT_MESSAGES.notFound)
  return asSeenBy(actor, row)
}

/**
 * Runs `change` on a student the actor controls, in one transaction. The row lock comes first
 * (an access insert elsewhere takes a key-share lock on it), so an enrolment by another admin
 * lands either before the check, which then sees it, or after the change.
 */
export async function withControlledStudent<T>(
  db: Database,
  actor: Actor,
  id: number,
  action: ControlledAction,
  change: (trx: Database, student: AdminStudent) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('students').select('id').where('id', '=', id).forUpdate().execute()
    const student = await loadVisibleStudent(trx, actor, id)
    if (!student.can_control) throw forbidden(`${STUDENT_CONTROL_MESSAGES.refusals[action]} ${student.control_note}`)
    return change(trx, student)
  })
}
