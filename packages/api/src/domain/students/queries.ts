import type { Student } from '@tutorat/contracts'
import { type Database, type ExpressionBuilder, sql } from '@tutorat/db'
import type { DB } from '@tutorat/db'
import type { Actor } from '../ownership.ts'

export const studentColumns = ['students.id', 'students.name', 'students.email', 'students.phone', 'students.level', 'students.created_at'] as const

/**
 * DESIGN §4 *see*: the admin created the student, or the student has an access to one of their
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

/** An access on a course its creator does not own: the creator no longer controls the account alone. */
function enrolledElsewhere(eb: ExpressionBuilder<DB, 'students'>) {
  return eb.exists(
    eb
      .selectFrom('accesses')
      .innerJoin('courses', 'courses.id', 'accesses.course_id')
      .select('accesses.id')
      .whereRef('accesses.student_id', '=', 'students.id')
      .whereRef('courses.created_by', 'is distinct from', 'students.created_by'),
  )
}

export function selectStudents(db: Database) {
  return db.selectFrom('students').select(studentColumns).select(sql<boolean>`students.password_hash is not null`.as('has_password'))
}

/** What decides who controls a student account (DESIGN §4). */
export interface AccountFacts {
  created_by: number | null
  /** an access on a course the account's creator does not own */
  enrolled_elsewhere: boolean
}

type StudentQuery = ReturnType<typeof selectStudents>

/** Adds what decides who controls the account. */
const withAccountFacts = (query: StudentQuery) =>
  query.select('students.created_by').select((eb) => enrolledElsewhere(eb).$castTo<boolean>().as('enrolled_elsewhere'))
type ListFilter = { search?: string | undefined; limit: number; offset: number; after?: number | undefined }

function matching(query: StudentQuery, search: string | undefined): StudentQuery {
  if (!search) return query
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return query.where((eb) => eb.or([eb('students.name', 'ilike', pattern), eb('students.email', 'ilike', pattern)]))
}

// newest first: ids follow creation (identity, `created_at` defaults to now()), and an id is a keyset
// cursor no clock precision can blur
const newestFirst = (query: StudentQuery) => query.orderBy('students.id', 'desc')
const before = (query: StudentQuery, after: number | undefined) => (after ? query.where('students.id', '<', after) : query)

/**
 * The ids that can make up a regular admin's page: the newest `window` they created and the
 * newest `window` with an access to their courses. Each branch stops after `window` rows
 * (the access one is a semi-join walking students newest first); a set of every linked id would
 * hold 75,000 ids on the load bench, built for every page.
 */
export function linkedWindow(db: Database, adminId: number, search: string | undefined, window: number, after?: number) {
  const created = newestFirst(before(matching(selectStudents(db), search), after).where('students.created_by', '=', adminId)).limit(window)
  const granted = newestFirst(before(matching(selectStudents(db), search), after).where((eb) => hasAccessToCourseOf(eb, adminId))).limit(window)
  return db
    .selectFrom(created.as('created'))
    .select('created.id')
    .union(db.selectFrom(granted.as('granted')).select('granted.id'))
}

/**
 * DESIGN §4: only the students the admin may see. A page by keyset (`after`: the last id shown;
 * new students never shift it) or by offset; the account facts are computed for the page's rows
 * only, never for the rows an offset skips (DESIGN §20).
 */
export function listAccounts(db: Database, actor: Actor, filter: ListFilter): Promise<(Student & AccountFacts)[]> {
  const skip = filter.after ? 0 : filter.offset
  let query = before(matching(selectStudents(db), filter.search), filter.after)
  if (!actor.is_super_admin) query = query.where('students.id', 'in', linkedWindow(db, actor.id, filter.search, skip + filter.limit, filter.after))
  const page = newestFirst(query).clearSelect().select('students.id').limit(filter.limit).offset(skip)
  return withAccountFacts(newestFirst(selectStudents(db).where('students.id', 'in', page))).execute()
}

/** One student if the actor may see them (else undefined: a missing and a hidden id look alike). */
export function findVisibleAccount(db: Database, actor: Actor, id: number): Promise<(Student & AccountFacts) | undefined> {
  const query = withAccountFacts(selectStudents(db).where('students.id', '=', id))
  return (actor.is_super_admin ? query : query.where(linkedTo(actor.id))).executeTakeFirst()
}

export function findStudent(db: Database, id: number) {
  return selectStudents(db).where('students.id', '=', id).executeTakeFirst()
}

export function findStudentByEmail(db: Database, email: string) {
  return selectStudents(db).where(sql<string>`lower(students.email)`, '=', email.trim().toLowerCase()).executeTakeFirst()
}
