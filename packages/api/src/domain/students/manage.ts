import { STUDENT_MESSAGES, type Student, type studentCreateInput, type studentUpdateInput } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { z } from 'zod'
import { hashPassword } from '../../auth/passwords.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import type { Actor } from '../ownership.ts'
import { findStudent, linkedTo } from './queries.ts'

export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

/** A student the actor may manage: 404 when missing, 403 when not linked to their courses. */
export async function loadVisibleStudent(db: Database, actor: Actor, id: number): Promise<Student> {
  const student = await findStudent(db, id)
  if (!student) throw notFound(STUDENT_MESSAGES.notFound)
  if (actor.is_super_admin) return student
  const linked = await db.selectFrom('students').select('id').where('id', '=', id).where(linkedTo(actor.id)).executeTakeFirst()
  if (!linked) throw forbidden(STUDENT_MESSAGES.notLinked)
  return student
}

export async function createStudent(db: Database, actor: Actor, input: z.output<typeof studentCreateInput>): Promise<Student> {
  const { password, ...fields } = input
  try {
    const { id } = await db
      .insertInto('students')
      .values({ ...fields, password_hash: await hashPassword(password), created_by: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    return loadVisibleStudent(db, actor, id)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STUDENT_MESSAGES.duplicateEmail)
    throw error
  }
}

export async function updateStudent(db: Database, actor: Actor, input: z.output<typeof studentUpdateInput>): Promise<Student> {
  const { id, password, ...fields } = input
  await loadVisibleStudent(db, actor, id)
  try {
    await db
      .updateTable('students')
      .set({
        ...fields,
        ...(password ? { password_hash: await hashPassword(password), token_version: sql`token_version + 1` } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STUDENT_MESSAGES.duplicateEmail)
    throw error
  }
  return loadVisibleStudent(db, actor, id)
}

/**
 * Deletes a student with their accesses (progress, devices and invite links go with
 * them). A regular admin may only delete a student whose accesses are all on their courses.
 */
export async function deleteStudent(db: Database, actor: Actor, id: number) {
  await loadVisibleStudent(db, actor, id)
  if (!actor.is_super_admin) {
    const elsewhere = await db
      .selectFrom('accesses')
      .innerJoin('courses', 'courses.id', 'accesses.course_id')
      .select('accesses.id')
      .where('accesses.student_id', '=', id)
      .where('courses.created_by', '!=', actor.id)
      .executeTakeFirst()
    if (elsewhere) throw forbidden(STUDENT_MESSAGES.linkedElsewhere)
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('accesses').where('student_id', '=', id).execute()
    await trx.deleteFrom('students').where('id', '=', id).execute()
  })
}

export async function listDevices(db: Database, actor: Actor, id: number) {
  await loadVisibleStudent(db, actor, id)
  return db
    .selectFrom('student_sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('student_id', '=', id)
    .where('revoked_at', 'is', null)
    .orderBy('last_seen_at', 'desc')
    .execute()
}

export async function resetDevices(db: Database, actor: Actor, id: number) {
  await loadVisibleStudent(db, actor, id)
  await db
    .updateTable('student_sessions')
    .set({ revoked_at: new Date().toISOString(), revoked_reason: 'admin_reset' })
    .where('student_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute()
}
