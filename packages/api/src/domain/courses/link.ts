import type { Database } from '@tutorat/db'
import { SignJWT } from 'jose'
import type { ApiSettings } from '../../settings.ts'
import type { Actor } from '../ownership.ts'
import { loadOwnedCourse } from './manage.ts'

const DAY_MS = 86_400_000

/**
 * DESIGN §5: a multi-use join link, valid `expires_days`, that grants a standard 30-day access.
 * The token names a `course_links` row, so a link can be counted and revoked.
 */
export async function generateCourseLink(db: Database, settings: ApiSettings, actor: Actor, courseId: number, expiresDays: number) {
  await loadOwnedCourse(db, actor, courseId)
  const expiresAt = new Date(Date.now() + expiresDays * DAY_MS)
  const link = await db
    .insertInto('course_links')
    .values({ course_id: courseId, access_type: 'standard', duration_days: 30, expires_at: expiresAt.toISOString(), created_by: actor.id })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow()
  const token = await new SignJWT({ purpose: 'course_link' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(link.id)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(settings.jwtSecret))
  return { access_url: `${settings.publicUrl}/student/join/${token}`, expires_at: link.expires_at }
}
