import type { Student } from '@tutorat/contracts'
import { type Database, type ExpressionBuilder, sql } from '@tutorat/db'
import type { DB } from '@tutorat/db'
import type { Actor } from '../ownership.ts'

export const studentColumns = ['students.id', 'students.name', 'students.email', 'students.phone', 'students.level', 'students.created_at'] as const

/**
 * A regular admin's students: those they created, and those with an access to one of their
 * courses. A union of two indexed lookups (an `or exists` scanned every student).
 */
export function linkedTo(adminId: number) {
  return (eb: ExpressionBuilder<DB, 'students'>) =>
    eb(
      'students.id',
      'in',
      eb
        .selectFrom('students as created')
        .select('created.id')
        .where('created.created_by', '=', adminId)
        .union(
          eb
            .selectFrom('accesses')
            .innerJoin('courses', 'courses.id', 'accesses.course_id')
            .select('accesses.student_id as id')
            .where('courses.created_by', '=', adminId),
        ),
    )
}

export function selectStudents(db: Database) {
  return db.selectFrom('students').select(studentColumns).select(sql<boolean>`students.password_hash is not null`.as('has_password'))
}

export async function listStudents(db: Database, actor: Actor, filter: { search?: string | undefined; limit: number; offset: number }): Promise<Student[]> {
  let query = selectStudents(db)
  if (!actor.is_super_admin) query = query.where(linkedTo(actor.id))
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) => eb.or([eb('students.name', 'ilike', pattern), eb('students.email', 'ilike', pattern)]))
  }
  return query.orderBy('students.created_at', 'desc').orderBy('students.id', 'desc').limit(filter.limit).offset(filter.offset).execute()
}

export function findStudent(db: Database, id: number) {
  return selectStudents(db).where('students.id', '=', id).executeTakeFirst()
}

export function findStudentByEmail(db: Database, email: string) {
  return selectStudents(db).where(sql<string>`lower(students.email)`, '=', email.trim().toLowerCase()).executeTakeFirst()
}
