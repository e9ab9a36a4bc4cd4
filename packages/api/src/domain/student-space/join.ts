import { STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { jwtVerify } from 'jose'
import { badRequest } from '../../errors.ts'
import type { ApiSettings } from '../../settings.ts'
import { redeemOffer } from '../accesses/redeem.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** DESIGN §5: a course's access code typed on the dashboard (rules in `redeemOffer`). */
export async function redeemAccessCode(db: Database, jwtSecret: string, studentId: number, code: string) {
  const course = await db.selectFrom('courses').select(['id', 'created_by', 'access_code']).where('access_code', '=', code).executeTakeFirst()
  if (!course) throw badRequest(STUDENT_SPACE_MESSAGES.invalidCode)
  return redeemOffer(db, jwtSecret, studentId, { course_id: course.id, granted_by: course.created_by, code: course.access_code })
}

async function linkIdOf(settings: ApiSettings, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(settings.jwtSecret), { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] })
    if (payload.purpose === 'course_link' && typeof payload.sub === 'string' && UUID.test(payload.sub)) return payload.sub
  } catch {
    return undefined
  }
  return undefined
}

/** A generated join link (multi-use across students, once per student, until it expires or is revoked). */
export async function redeemJoinLink(db: Database, settings: ApiSettings, studentId: number, token: string) {
  const linkId = await linkIdOf(settings, token)
  if (!linkId) throw badRequest(STUDENT_SPACE_MESSAGES.invalidLink)
  const link = await db
    .selectFrom('course_links')
    .select(['id', 'course_id', 'access_type', 'duration_days', 'created_by'])
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst()
  if (!link) throw badRequest(STUDENT_SPACE_MESSAGES.invalidLink)
  return redeemOffer(db, settings.jwtSecret, studentId, { course_id: link.course_id, granted_by: link.created_by, link_id: link.id, access_type: link.access_type, duration_days: link.duration_days })
}
