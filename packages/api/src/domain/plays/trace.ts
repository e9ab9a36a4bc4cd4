import { PLAY_MESSAGES, type PlayHistoryEntry, type PlayTrace } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { notFound } from '../../errors.ts'
import { ownsEverything, type Actor } from '../ownership.ts'
import { loadVisibleStudent } from '../students/control.ts'

function playsWithVideo(db: Database) {
  return db
    .selectFrom('video_plays')
    .innerJoin('videos', 'videos.id', 'video_plays.video_id')
    .innerJoin('courses', 'courses.id', 'videos.course_id')
}

/**
 * « Retrouver une fuite » (DESIGN §16): the play a code names, for super admins and the admin who
 * owns the video's course. Anyone else gets the same 404 as for a code nobody holds (no oracle).
 */
export async function traceCode(db: Database, actor: Actor, code: string): Promise<PlayTrace> {
  const row = await playsWithVideo(db)
    .innerJoin('students', 'students.id', 'video_plays.student_id')
    .select(['video_plays.code', 'video_plays.started_at', 'video_plays.last_seen_at', 'video_plays.ended_at', 'video_plays.position_seconds'])
    .select(['video_plays.ip', 'video_plays.user_agent', 'courses.created_by'])
    .select(['students.id as student_id', 'students.name as student_name', 'students.email as student_email'])
    .select(['videos.id as video_id', 'videos.title as video_title', 'courses.id as course_id', 'courses.title as course_title'])
    .where('video_plays.code', '=', code)
    .executeTakeFirst()
  if (!row || !(ownsEverything(actor) || row.created_by === actor.id)) throw notFound(PLAY_MESSAGES.traceNotFound)
  return {
    code: row.code,
    student: { id: row.student_id, name: row.student_name, email: row.student_email },
    video: { id: row.video_id, title: row.video_title, course_id: row.course_id, course_title: row.course_title },
    started_at: row.started_at,
    last_seen_at: row.last_seen_at,
    ended_at: row.ended_at,
    position_seconds: row.position_seconds,
    ip: row.ip,
    user_agent: row.user_agent,
  }
}

/**
 * A student's latest plays, for an admin who may see the student (DESIGN §4 « See »): a regular
 * admin sees the plays of their own courses' videos only, a super admin all of them.
 */
export async function playHistory(db: Database, actor: Actor, studentId: number, page: { limit: number; offset: number }): Promise<PlayHistoryEntry[]> {
  await loadVisibleStudent(db, actor, studentId)
  let query = playsWithVideo(db)
    .select(['video_plays.id', 'video_plays.code', 'video_plays.started_at', 'video_plays.last_seen_at', 'video_plays.ended_at', 'video_plays.ended_reason'])
    .select(['video_plays.position_seconds', 'video_plays.ip', 'video_plays.user_agent'])
    .select(['videos.id as video_id', 'videos.title as video_title', 'courses.id as course_id', 'courses.title as course_title'])
    .where('video_plays.student_id', '=', studentId)
  if (!ownsEverything(actor)) query = query.where('courses.created_by', '=', actor.id)
  return query.orderBy('video_plays.started_at', 'desc').orderBy('video_plays.id').limit(page.limit).offset(page.offset).execute()
}
