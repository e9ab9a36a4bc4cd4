import type { Activity, DashboardStats } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { type Actor, linkScope } from '../ownership.ts'
import { linkedWindow } from '../students/queries.ts'

const RECENT = 10

/** Counts and recent activity, limited to the admin's own courses (and their students) unless super admin. */
export async function dashboardStats(db: Database, actor: Actor): Promise<DashboardStats> {
  const [counts, activity] = await Promise.all([countAll(db, actor), recentActivity(db, actor)])
  return { ...counts, recent_activity: activity }
}

/** Students and accesses from the counters of migration 0027 (scope 0: the whole school), never a count of every access. */
async function countAll(db: Database, actor: Actor) {
  const own = actor.is_super_admin ? sql`true` : sql`c.created_by = ${actor.id}`
  const { rows } = await sql<Omit<DashboardStats, 'recent_activity'>>`
    select
      (select count(*) from courses c where ${own})::int as total_courses,
      (select count(*) from videos v join courses c on c.id = v.course_id where ${own})::int as total_videos,
      coalesce(l.linked, 0)::int as total_students,
      coalesce(l.accesses, 0)::int as total_accesses,
      (select count(*) from free_courses)::int as total_free_courses
    from (select 1) one left join link_counts l on l.scope = ${linkScope(actor)}
  `.execute(db)
  const counts = rows[0]
  if (!counts) throw new Error('dashboard counts returned no row')
  return counts
}

async function recentActivity(db: Database, actor: Actor): Promise<Activity[]> {
  const mine = actor.is_super_admin ? undefined : actor.id

  let accesses = db
    .selectFrom('accesses')
    .innerJoin('students', 'students.id', 'accesses.student_id')
    .innerJoin('courses', 'courses.id', 'accesses.course_id')
    .leftJoin('admins', 'admins.id', 'accesses.granted_by')
    .select(['students.name as student', 'courses.title as course', 'admins.name as actor', 'accesses.created_at as at'])
  if (mine) accesses = accesses.where('courses.created_by', '=', mine)

  let videos = db
    .selectFrom('videos')
    .innerJoin('courses', 'courses.id', 'videos.course_id')
    .leftJoin('admins', 'admins.id', 'courses.created_by')
    .select(['videos.title as video', 'courses.title as course', 'admins.name as actor', 'videos.created_at as at'])
  if (mine) videos = videos.where('courses.created_by', '=', mine)

  let students = db
    .selectFrom('students')
    .leftJoin('admins', 'admins.id', 'students.created_by')
    .select(['students.name as student', 'admins.name as actor', 'students.created_at as at'])
  if (mine) students = students.where('students.id', 'in', linkedWindow(db, mine, undefined, RECENT))

  const [a, v, s] = await Promise.all([
    accesses.orderBy('accesses.created_at', 'desc').limit(RECENT).execute(),
    videos.orderBy('videos.created_at', 'desc').limit(RECENT).execute(),
    students.orderBy('students.created_at', 'desc').limit(RECENT).execute(),
  ])
  const events: Activity[] = [
    ...a.map((r) => ({ kind: 'access_granted' as const, label: `Accès accordé à ${r.student} pour « ${r.course} »`, actor: r.actor, at: r.at })),
    ...v.map((r) => ({ kind: 'video_added' as const, label: `Vidéo « ${r.video} » ajoutée à « ${r.course} »`, actor: r.actor, at: r.at })),
    ...s.map((r) => ({ kind: 'student_added' as const, label: `Nouvel étudiant : ${r.student}`, actor: r.actor, at: r.at })),
  ]
  return events.sort((x, y) => y.at.localeCompare(x.at)).slice(0, RECENT)
}
