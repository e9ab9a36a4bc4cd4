import { COURSE_MESSAGES, type Course, type courseInput, type courseUpdateInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { forbidden, notFound } from '../../errors.ts'
import type { DriveGateway } from '../drive/gateway.ts'
import { protectionFor } from '../drive/protection.ts'
import type { Actor } from '../ownership.ts'
import { newAccessCode } from './access-code.ts'
import { findCourse } from './queries.ts'
import { courseStudents, syncCourseGrants, syncStudents } from '../drive/ledger.ts'
import { inTransaction } from '../transaction.ts'

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

/** Loads a course the actor may manage: 404 when missing, 403 when another admin's. */
export async function loadOwnedCourse(db: Database, actor: Actor, id: number): Promise<Course> {
  const course = await findCourse(db, id)
  if (!course) throw notFound(COURSE_MESSAGES.notFound)
  if (!actor.is_super_admin && course.created_by !== actor.id) throw forbidden(COURSE_MESSAGES.notOwner)
  return course
}

/** Retries on the rare collision of a random access code. */
async function withFreshCode<T>(subject: string, insert: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newAccessCode(subject))
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error
    }
  }
}

export async function createCourse(db: Database, actor: Actor, input: z.output<typeof courseInput>, drive?: DriveGateway): Promise<Course> {
  const protection = protectionFor(input.protection, drive)
  const { id } = await withFreshCode(input.subject, (access_code) =>
    db
      .insertInto('courses')
      .values({ ...input, protection, access_code, created_by: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )
  return loadOwnedCourse(db, actor, id)
}

export async function updateCourse(db: Database, actor: Actor, input: z.output<typeof courseUpdateInput>, drive?: DriveGateway): Promise<Course> {
  const { id, ...changes } = input
  await loadOwnedCourse(db, actor, id)
  if (changes.protection === 'drive') protectionFor('drive', drive)
  await inTransaction(db, async (trx) => {
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('courses')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
    }
    // DESIGN §16: switched to `drive`, its students are granted in the background (the worker);
    // back to `lien`, what was given is taken back — the ledger commits with the switch
    if (changes.protection !== undefined) await syncCourseGrants(trx, id)
  })
  return loadOwnedCourse(db, actor, id)
}

export async function regenerateAccessCode(db: Database, actor: Actor, id: number): Promise<Course> {
  const course = await loadOwnedCourse(db, actor, id)
  await withFreshCode(course.subject, (access_code) =>
    db.updateTable('courses').set({ access_code, updated_at: new Date().toISOString() }).where('id', '=', id).execute(),
  )
  return loadOwnedCourse(db, actor, id)
}

/**
 * Deletes a course with its videos, accesses and join links in one transaction (the
 * admin confirmed with the number of students who lose access). Returns the image key
 * so the caller removes the file once the rows are gone.
 */
export async function deleteCourse(db: Database, actor: Actor, id: number) {
  const course = await loadOwnedCourse(db, actor, id)
  const hosted = await db.transaction().execute(async (trx) => {
    const students = await courseStudents(trx, id)
    await trx.deleteFrom('accesses').where('course_id', '=', id).execute()
    // hosted videos' bytes and posters (DESIGN §17) are removed by the caller once this commits
    const videos = await trx.deleteFrom('videos').where('course_id', '=', id).returning(['file_key', 'poster_key']).execute()
    await trx.deleteFrom('courses').where('id', '=', id).execute()
    await syncStudents(trx, students)
    return videos
  })
  return { image_filename: course.image_filename, students_losing_access: course.student_count, hosted }
}
