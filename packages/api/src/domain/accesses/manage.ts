import { ACCESS_MESSAGES, type Access, type accessCreateInput, type accessListInput, type accessUpdateInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { forbidden, notFound } from '../../errors.ts'
import { expiryFrom } from '../access-rules.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import { syncStudentGrants } from '../drive/ledger.ts'
import type { Actor } from '../ownership.ts'
import { loadVisibleStudent } from '../students/control.ts'
import { grantAccess } from './grant.ts'
import { notifyAccessGranted } from './notify.ts'

function selectAccesses(db: Database) {
  return db
    .selectFrom('accesses')
    .innerJoin('students', 'students.id', 'accesses.student_id')
    .innerJoin('courses', 'courses.id', 'accesses.course_id')
    .select([
      'accesses.id',
      'accesses.student_id',
      'accesses.course_id',
      'accesses.access_type',
      'accesses.duration_days',
      'accesses.is_active',
      'accesses.expires_at',
      'accesses.modules',
      'accesses.created_at',
      'students.name as student_name',
      'students.email as student_email',
      'courses.title as course_title',
      'courses.created_by as course_owner',
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAccesses>['executeTakeFirstOrThrow']>>
const toAccess = ({ course_owner: _owner, ...row }: Row): Access => ({ ...row, access_type: row.access_type as Access['access_type'] })

export async function listAccesses(db: Database, actor: Actor, filter: z.output<typeof accessListInput>): Promise<Access[]> {
  let query = selectAccesses(db)
  if (!actor.is_super_admin) query = query.where('courses.created_by', '=', actor.id)
  if (filter.course_id) query = query.where('accesses.course_id', '=', filter.course_id)
  if (filter.student_id) query = query.where('accesses.student_id', '=', filter.student_id)
  const rows = await query.orderBy('accesses.created_at', 'desc').orderBy('accesses.id', 'desc').limit(filter.limit).offset(filter.offset).execute()
  return rows.map(toAccess)
}

export async function loadOwnedAccess(db: Database, actor: Actor, id: number): Promise<Access> {
  const row = await selectAccesses(db).where('accesses.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(ACCESS_MESSAGES.notFound)
  if (!actor.is_super_admin && row.course_owner !== actor.id) throw forbidden()
  return toAccess(row)
}

export async function createAccess(db: Database, jwtSecret: string, actor: Actor, input: z.output<typeof accessCreateInput>) {
  await loadOwnedCourse(db, actor, input.course_id)
  // DESIGN §4 enrol by id: only a student the admin already sees (else the same 404 as a missing id)
  await loadVisibleStudent(db, actor, input.student_id)
  const { id, extended } = await db.transaction().execute(async (trx) => {
    const granted = await grantAccess(trx, { ...input, granted_by: actor.id })
    await notifyAccessGranted(trx, jwtSecret, granted.id)
    return granted
  })
  return { access: await loadOwnedAccess(db, actor, id), extended, message: extended ? ACCESS_MESSAGES.extended : ACCESS_MESSAGES.granted }
}

export async function updateAccess(db: Database, jwtSecret: string, actor: Actor, input: z.output<typeof accessUpdateInput>): Promise<Access> {
  const { id, ...changes } = input
  const before = await loadOwnedAccess(db, actor, id)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accesses')
      .set({
        ...changes,
        // DESIGN §5: a new duration counts from now
        ...(changes.duration_days !== undefined ? { expires_at: expiryFrom(changes.duration_days) } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    if (opensAccess(before, changes)) await notifyAccessGranted(trx, jwtSecret, id)
    await syncStudentGrants(trx, before.student_id)
  })
  return loadOwnedAccess(db, actor, id)
}

/** Re-activating an access, or giving it a new duration, grants it again; other edits say nothing. */
const opensAccess = (before: Access, changes: Omit<z.output<typeof accessUpdateInput>, 'id'>) =>
  (changes.is_active === true && !before.is_active) || changes.duration_days !== undefined

export async function deleteAccess(db: Database, actor: Actor, id: number) {
  const access = await loadOwnedAccess(db, actor, id)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('accesses').where('id', '=', id).execute()
    await syncStudentGrants(trx, access.student_id)
  })
}
