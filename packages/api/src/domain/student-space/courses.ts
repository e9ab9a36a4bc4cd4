import { type InstalmentPause, type MyCourse, STUDENT_SPACE_MESSAGES, type StudentVideo } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { TRPCError } from '@trpc/server'
import { uploadUrl } from '../../files.ts'
import { imageOutput } from '../images/store.ts'
import { posterUrl } from '../videos/hosted.ts'
import { type AccessGrant, canWatch, isExpired, isValid } from '../access-rules.ts'
import { closedAccessMessage, pausedCourses } from '../payments/instalments-queries.ts'

const noAccess = () => new TRPCError({ code: 'FORBIDDEN', message: STUDENT_SPACE_MESSAGES.noAccess })

function selectMyCourses(db: Database, studentId: number) {
  return db
    .selectFrom('accesses')
    .innerJoin('courses', 'courses.id', 'accesses.course_id')
    .select([
      'courses.id',
      'courses.title',
      'courses.description',
      'courses.subject',
      'courses.level',
      'courses.image_filename',
      'courses.image_width',
      'courses.image_height',
      'courses.image_variant_widths',
      'accesses.access_type',
      'accesses.expires_at',
      'accesses.is_active',
      'accesses.modules',
    ])
    .where('accesses.student_id', '=', studentId)
}

type CourseAccessRow = Awaited<ReturnType<ReturnType<typeof selectMyCourses>['executeTakeFirstOrThrow']>>

async function courseVideos(db: Database, courseIds: number[], studentId: number) {
  if (courseIds.length === 0) return []
  return db
    .selectFrom('videos')
    .leftJoin('video_progress', (join) =>
      join.onRef('video_progress.video_id', '=', 'videos.id').on('video_progress.student_id', '=', studentId),
    )
    .select([
      'videos.id',
      'videos.course_id',
      'videos.title',
      'videos.description',
      'videos.module_name',
      'videos.order_in_course',
      'videos.is_free',
      'videos.pdf_url',
      'videos.source',
      'videos.duration_seconds',
      'videos.poster_key',
      'videos.poster_width',
      'video_progress.seen_at',
    ])
    .where('videos.course_id', 'in', courseIds)
    .orderBy('videos.order_in_course')
    .orderBy('videos.id')
    .execute()
}

type VideoRow = Awaited<ReturnType<typeof courseVideos>>[number]

function summarize(row: CourseAccessRow, videos: VideoRow[], pause: InstalmentPause | undefined = undefined): MyCourse {
  const watchable = videos.filter((v) => canWatch(row, v))
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subject: row.subject,
    level: row.level,
    image_url: uploadUrl(row.image_filename),
    ...imageOutput(row.image_filename, row),
    access_type: row.access_type as MyCourse['access_type'],
    expires_at: row.expires_at,
    is_expired: isExpired(row),
    // DESIGN §18: closed by an unpaid instalment, not by time: « Accès en pause » and what to pay
    instalment_pause: isExpired(row) ? (pause ?? null) : null,
    video_count: videos.length,
    seen_count: videos.filter((v) => v.seen_at).length,
    resume_video_id: (watchable.find((v) => !v.seen_at) ?? watchable[0])?.id ?? null,
  }
}

/** The student's courses: valid accesses, and expired ones (shown with a renew button); never deactivated ones. */
export async function myCourses(db: Database, studentId: number): Promise<MyCourse[]> {
  const rows = await selectMyCourses(db, studentId).where('accesses.is_active', '=', true).orderBy('accesses.created_at', 'desc').execute()
  const videos = await courseVideos(db, rows.map((r) => r.id), studentId)
  const paused = await pausedCourses(db, studentId)
  return rows.map((row) => summarize(row, videos.filter((v) => v.course_id === row.id), paused.get(row.id)))
}

/** The student's valid access to a course, or 403 (expired: a message saying so). */
export async function requireAccess(db: Database, studentId: number, courseId: number): Promise<CourseAccessRow> {
  const row = await selectMyCourses(db, studentId).where('courses.id', '=', courseId).executeTakeFirst()
  if (!row || !row.is_active) throw noAccess()
  if (!isValid(row)) throw new TRPCError({ code: 'FORBIDDEN', message: await closedAccessMessage(db, studentId, courseId) })
  return row
}

export async function myCourse(db: Database, studentId: number, courseId: number) {
  const row = await requireAccess(db, studentId, courseId)
  const { resume_video_id: _resume, ...course } = summarize(row, await courseVideos(db, [courseId], studentId))
  return course
}

/** Every video of the course, in order; the PDF only for the videos the access covers, never the video's own link (DESIGN §16). */
export async function myCourseVideos(db: Database, studentId: number, courseId: number): Promise<StudentVideo[]> {
  const access: AccessGrant = await requireAccess(db, studentId, courseId)
  const videos = await courseVideos(db, [courseId], studentId)
  return videos.map((video) => {
    const open = canWatch(access, video)
    return {
      id: video.id,
      title: video.title,
      description: open ? video.description : null,
      module_name: video.module_name,
      order_in_course: video.order_in_course,
      is_free: video.is_free,
      locked: !open,
      seen: Boolean(video.seen_at),
      pdf_url: open ? video.pdf_url : null,
      source: video.source === 'file' ? 'file' : 'drive',
      duration_seconds: video.duration_seconds,
      poster_url: posterUrl(video.poster_key, video.poster_width),
    }
  })
}

export async function markSeen(db: Database, studentId: number, videoId: number, seen: boolean) {
  const video = await db.selectFrom('videos').select(['id', 'course_id', 'is_free', 'module_name']).where('id', '=', videoId).executeTakeFirst()
  if (!video) throw noAccess()
  const access = await requireAccess(db, studentId, video.course_id)
  if (!canWatch(access, video)) throw noAccess()
  if (seen) {
    await db.insertInto('video_progress').values({ student_id: studentId, video_id: videoId }).onConflict((oc) => oc.doNothing()).execute()
  } else {
    await db.deleteFrom('video_progress').where('student_id', '=', studentId).where('video_id', '=', videoId).execute()
  }
  return { video_id: videoId, seen }
}
