import type { DriveProgress } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'

/** Where a course's Drive permissions stand (a course just switched to `drive` fills up in the background). */
export async function courseDriveProgress(db: Database, actor: Actor, courseId: number): Promise<DriveProgress> {
  const course = await loadOwnedCourse(db, actor, courseId)
  const { rows } = await sql<Omit<DriveProgress, 'protection'>>`
    select
      count(*) filter (where g.state = 'granted')::int as granted,
      count(*) filter (where g.state = 'pending_grant')::int as pending,
      count(*) filter (where g.state = 'pending_revoke')::int as revoking,
      count(*) filter (where g.state in ('pending_grant', 'pending_revoke') and g.last_error is not null)::int as failing
    from drive_grants g join videos v on v.id = g.video_id
    where v.course_id = ${courseId}
  `.execute(db)
  return { protection: course.protection, ...(rows[0] ?? { granted: 0, pending: 0, revoking: 0, failing: 0 }) }
}
