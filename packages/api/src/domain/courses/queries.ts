import type { Course } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { uploadUrl } from '../../files.ts'
import { imageOutput } from '../images/store.ts'
import { type Actor, linkScope } from '../ownership.ts'

const courseColumns = [
  'courses.id',
  'courses.title',
  'courses.description',
  'courses.subject',
  'courses.level',
  'courses.drive_folder_id',
  'courses.protection',
  'courses.image_filename',
  'courses.image_width',
  'courses.image_height',
  'courses.image_variant_widths',
  'courses.access_code',
  'courses.created_by',
  'courses.created_at',
  'courses.updated_at',
] as const

function selectCourses(db: Database) {
  return db
    .selectFrom('courses')
    .select(courseColumns)
    .select((eb) => [
      eb
        .selectFrom('videos')
        .whereRef('videos.course_id', '=', 'courses.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('video_count'),
      eb
        .selectFrom('videos')
        .whereRef('videos.course_id', '=', 'courses.id')
        .where('videos.source', '=', 'drive')
        .select(eb.fn.countAll<number>().as('n'))
        .as('drive_video_count'),
      eb
        .selectFrom('accesses')
        .whereRef('accesses.course_id', '=', 'courses.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('student_count'),
    ])
}

type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourses>['executeTakeFirstOrThrow']>>

function toCourse({ image_width, image_height, image_variant_widths, ...row }: CourseRow): Course {
  return {
    ...row,
    subject: row.subject as Course['subject'],
    level: row.level as Course['level'],
    protection: row.protection === 'drive' ? 'drive' : 'lien',
    image_url: uploadUrl(row.image_filename),
    ...imageOutput(row.image_filename, { image_width, image_height, image_variant_widths }),
    video_count: row.video_count ?? 0,
    drive_video_count: row.drive_video_count ?? 0,
    student_count: row.student_count ?? 0,
  }
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface CourseFilter {
  search?: string | undefined
  subject?: string | undefined
  limit: number
  offset: number
}

export async function listCourses(db: Database, actor: Actor, filter: CourseFilter): Promise<Course[]> {
  let query = selectCourses(db)
  if (!actor.is_super_admin) query = query.where('courses.created_by', '=', actor.id)
  if (filter.subject) query = query.where('courses.subject', '=', filter.subject)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) => eb.or([eb('courses.title', 'ilike', pattern), eb('courses.subject', 'ilike', pattern)]))
  }
  const rows = await query.orderBy('courses.created_at', 'desc').orderBy('courses.id', 'desc').limit(filter.limit).offset(filter.offset).execute()
  return rows.map(toCourse)
}

export async function findCourse(db: Database, id: number): Promise<Course | undefined> {
  const row = await selectCourses(db).where('courses.id', '=', id).executeTakeFirst()
  return row && toCourse(row)
}

export async function courseStats(db: Database, actor: Actor) {
  const own = actor.is_super_admin ? sql`true` : sql`c.created_by = ${actor.id}`
  const { rows } = await sql<{ total_courses: number; total_subjects: number; total_videos: number; total_students: number }>`
    select
      (select count(*) from courses c where ${own})::int as total_courses,
      (select count(distinct c.subject) from courses c where ${own})::int as total_subjects,
      (select count(*) from videos v join courses c on c.id = v.course_id where ${own})::int as total_videos,
      coalesce((select with_access from link_counts where scope = ${linkScope(actor)}), 0)::int as total_students
  `.execute(db)
  const stats = rows[0]
  if (!stats) throw new Error('stats query returned no row')
  return stats
}
