import { type AdminStudent, STUDENT_MESSAGES, type studentCreateInput, type studentUpdateInput } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { z } from 'zod'
import { hashPassword } from '../../auth/passwords.ts'
import { conflict } from '../../errors.ts'
import type { Actor } from '../ownership.ts'
import { loadVisibleStudent, withControlledStudent } from './control.ts'
import { consentOfAdminTypedPhone, normaliseOptionalPhone } from './phone.ts'
import { syncStudentGrants } from '../drive/ledger.ts'

export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

export async function duplicateEmailIsConflict<T>(write: () => Promise<T>, message: string = STUDENT_MESSAGES.duplicateEmail): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message)
    throw error
  }
}

/**
 * A taken address, in words the actor may read. A regular admin sees only some accounts (DESIGN §4
 * "See"): they get one sentence whether or not the account is one of theirs, which names nobody and
 * points to the invite; a super admin, who sees every account, is told it is a student's.
 */
const takenEmailMessage = (actor: Actor) => (actor.is_super_admin ? STUDENT_MESSAGES.duplicateEmail : STUDENT_MESSAGES.emailUnavailable)

/** A new account with an initial password, controlled by the admin who creates it. */
export async function createStudent(db: Database, actor: Actor, input: z.output<typeof studentCreateInput>): Promise<AdminStudent> {
  const { password, ...fields } = input
  const phone = normaliseOptionalPhone(fields.phone) ?? null
  const passwordHash = await hashPassword(password)
  const { id } = await duplicateEmailIsConflict(() =>
    db
      .insertInto('students')
      .values({ ...fields, phone, whatsapp_consent: consentOfAdminTypedPhone(phone), password_hash: passwordHash, created_by: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow(),
    takenEmailMessage(actor),
  )
  return loadVisibleStudent(db, actor, id)
}

/** DESIGN §4 *control*; a new password signs the student out and kills their set-password links (migration 0008). */
export async function updateStudent(db: Database, actor: Actor, input: z.output<typeof studentUpdateInput>): Promise<AdminStudent> {
  const { id, password, ...typed } = input
  const fields = { ...typed, phone: normaliseOptionalPhone(typed.phone) }
  const passwordHash = password ? await hashPassword(password) : undefined
  await withControlledStudent(db, actor, id, passwordHash ? 'password' : 'edit', (trx) =>
    duplicateEmailIsConflict(() =>
      trx
        .updateTable('students')
        .set({
          ...fields,
          ...clearedMarks(fields),
          ...(passwordHash ? { password_hash: passwordHash, token_version: sql`token_version + 1` } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute(),
      takenEmailMessage(actor),
    ),
  )
  return loadVisibleStudent(db, actor, id)
}

/** A corrected address or number is worth trying again: the bounce mark (DESIGN §10) was the old one's. */
const clearedMarks = (fields: { email?: string | undefined; phone?: string | null | undefined }) => ({
  ...(fields.email === undefined ? {} : { email_invalid_at: sql<string | null>`case when lower(email) = ${fields.email} then email_invalid_at end` }),
  ...(fields.phone === undefined ? {} : { phone_invalid_at: sql<string | null>`case when phone = ${fields.phone} then phone_invalid_at end` }),
})

/** Deletes a student the actor controls, with their accesses (progress, devices and links go with them). */
export async function deleteStudent(db: Database, actor: Actor, id: number) {
  await withControlledStudent(db, actor, id, 'delete', async (trx) => {
    await trx.deleteFrom('accesses').where('student_id', '=', id).execute()
    // DESIGN §16: every Drive permission goes too (the ledger rows outlive the student)
    await syncStudentGrants(trx, id)
    await trx.deleteFrom('students').where('id', '=', id).execute()
  })
}

export function listDevices(db: Database, actor: Actor, id: number) {
  return withControlledStudent(db, actor, id, 'devices', (trx) =>
    trx
      .selectFrom('student_sessions')
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
      .where('student_id', '=', id)
      .where('revoked_at', 'is', null)
      .orderBy('last_seen_at', 'desc')
      .execute(),
  )
}

export async function resetDevices(db: Database, actor: Actor, id: number) {
  await withControlledStudent(db, actor, id, 'devices', (trx) =>
    trx
      .updateTable('student_sessions')
      .set({ revoked_at: new Date().toISOString(), revoked_reason: 'admin_reset' })
      .where('student_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute(),
  )
}
