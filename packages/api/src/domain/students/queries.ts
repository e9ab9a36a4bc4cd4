import type { Student } from '@tutorat/contracts'
import { type Database, type ExpressionBuilder, sql } from '@tutorat/db'
import type { DB } from '@tutorat/db'
import type { Actor } from '../ownership.ts'

export const studentColumns = ['students.id', 'students.name', 'students.email', 'students.phone', 'students.level', 'students.created_at'] as const

/**
 * Is this student row one of the admin's: created by them, or with an access to one of their
 * courses. A per-row test, for one student (the lists use `linkedWindow`, which never builds the
 * admin's whole set of students).
 */
export function linkedTo(adminId: number) {
  return (eb: ExpressionBuilder<DB, 'students'>) =>
    eb.or([
      eb('students.created_by', '=', adminId),
      hasAccessToCourseOf(eb, adminId),
    ])
}

/** The student row has an access to one of the admin's courses (a semi-join on accesses.student_id). */
function hasAccessToCourseOf(eb: ExpressionBuilder<DB, 'students'>, adminId: number) {
  return eb.exists(
    eb
      .selectFrom('accesses')
      .innerJoin('courses', 'courses.id', 'accesses.course_id')
      .select('accesses.id')
      .whereRef('accesses.student_id', '=', 'students.id')
      .where('courses.created_by', '=', adminId),
  )
}

export function selectStudents(db: Database) {
  return db.selectFrom('students').select(studentColumns).select(sql<boolean>`students.password_hash is not null`.as('has_password'))
}

type StudentQuery = ReturnType<typeof selectStudents>
type ListFilter = { search?: string | undefined; limit: number; offset: number }

function matching(query: StudentQuery, search: string | undefined): StudentQuery {
  if (!search) return query
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return query.where((eb) => eb.or([eb('students.name', 'ilike', pattern), eb('students.email', 'ilike', pattern)]))
}

const newestFirst = (query: StudentQuery) => query.orderBy('students.created_at', 'desc').orderBy('students.id', 'desc')

/**
 * The ids that can make up a regular admin's page: the newest `window` they created and the
 * newest `window` with an access to their courses. Each branch stops after `window` rows
 * (the access one is a semi-join walking students newest first); a set of every linked id would
 * hold 75,000 ids on the load bench, built for every page.
 */
export function linkedWindow(db: Database, adminId: number, search: string | undefined, window: number) {
  const created = newestFirst(matching(selectStudents(db), search).where('students.created_by', '=', adminId)).limit(window)
  const granted = newestFirst(matching(selectStudents(db), search).where((eb) => hasAccessToCourseOf(eb, adminId))).limit(window)
  return db
    .selectFrom(created.as('created'))
    .select('created.id')
    .union(db.selectFrom(granted.as('granted')).select('granted.id'))
}

export async function listStudents(db: Database, actor: Actor, filter: ListFilter): Promise<Student[]> {
  let query = matching(selectStudents(db), filter.search)
  if (!actor.is_super_admin) query = query.where('students.id', 'in', linkedWindow(db, actor.id, filter.search, filter.offset + filter.limit))
  return newestFirst(query).limit(filter.limit).offset(filter.offset).execute()
}

export function findStudent(db: Database, id: number) {
  return selectStudents(db).where('students.id', '=', id).executeTakeFirst()
}

export function findStudentByEmail(db: Database, email: string) {
  return selectStudents(db).where(sql<string>`lower(students.email)`, '=', email.trim().toLowerCase()).executeTakeFirst()
}
