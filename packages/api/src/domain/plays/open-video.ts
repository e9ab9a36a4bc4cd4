import { PLAY_MESSAGES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { forbidden, notFound } from '../../errors.ts'
import { canWatch, isValid } from '../access-rules.ts'
import { closedAccessMessage } from '../payments/instalments-queries.ts'

/**
 * The video, when the student may play it now (DESIGN §5). A video of a course the student has
 * no active access to is the same 404 as a missing one; an expired access and a video outside the
 * grant are 403 with their reason, as the course page says.
 */
export async function openVideo(db: Database, studentId: number, videoId: number) {
  const row = await db
    .selectFrom('videos')
    .innerJoin('accesses', (join) => join.onRef('accesses.course_id', '=', 'videos.course_id').on('accesses.student_id', '=', studentId))
    .select(['videos.id', 'videos.course_id', 'videos.source', 'videos.drive_file_id', 'videos.is_free', 'videos.module_name'])
    .select(['videos.file_key', 'videos.file_mime', 'videos.file_size'])
    .select(['accesses.access_type', 'accesses.is_active', 'accesses.expires_at', 'accesses.modules'])
    .where('videos.id', '=', videoId)
    .where('accesses.is_active', '=', true)
    .executeTakeFirst()
  if (!row) throw notFound(PLAY_MESSAGES.videoNotFound)
  // an instalment plan's unpaid part says so, with what to pay (DESIGN §18)
  if (!isValid(row)) throw forbidden(await closedAccessMessage(db, studentId, row.course_id))
  if (!canWatch(row, row)) throw forbidden(PLAY_MESSAGES.locked)
  return row
}
