import { STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { jwtVerify } from 'jose'
import { badRequest } from '../../errors.ts'
import type { ApiSettings } from '../../settings.ts'
import { grantAccess } from '../accesses/grant.ts'

const STANDARD_DAYS = 30

/** DESIGN §5: typing a course's access code grants a standard 30-day access (or extends it). */
export async function redeemAccessCode(db: Database, studentId: number, code: string) {
  const course = await db.selectFrom('courses').select(['id', 'created_by']).where('access_code', '=', code).executeTakeFirst()
  if (!course) throw badRequest(STUDENT_SPACE_MESSAGES.invalidCode)
  await db.transaction().execute((trx) =>
    grantAccess(trx, { student_id: studentId, course_id: course.id, access_type: 'standard', duration_days: STANDARD_DAYS, is_active: true, modules: [], granted_by: course.created_by }),
  )
  return { course_id: course.id, message: STUDENT_SPACE_MESSAGES.joined }
}

/** Redeems a generated join link (multi-use, until it expires or is revoked). */
export async function redeemJoinLink(db: Database, settings: ApiSettings, studentId: number, token: string) {
  let linkId: string | undefined
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(settings.jwtSecret), { algorithms: ['HS256'] })
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    if (payload.purpose === 'course_link' && typeof payload.sub === 'string' && uuid.test(payload.sub)) linkId = payload.sub
  } catch {
    linkId = undefined
  }
  if (!linkId) throw badRequest(STUDENT_SPACE_MESSAGES.invalidLink)
  const link = await db
    .selectFrom('course_links')
    .select(['id', 'course_id', 'access_type', 'duration_days', 'created_by'])
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst()
  if (!link) throw badRequest(STUDENT_SPACE_MESSAGES.invalidLink)
  await db.transaction().execute(async (trx) => {
    await grantAccess(trx, { student_id: studentId, course_id: link.course_id, access_type: link.access_type, duration_days: link.duration_days, is_active: true, modules: [], granted_by: link.created_by })
    await trx.updateTable('course_links').set({ use_count: sql`use_count + 1` }).where('id', '=', link.id).execute()
  })
  return { course_id: link.course_id, message: STUDENT_SPACE_MESSAGES.joined }
}
