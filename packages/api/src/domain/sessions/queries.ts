import {
  type AdminLiveSession,
  SESSION_MESSAGES,
  SESSION_RULES,
  type SessionKind,
  type SessionStatus,
  type sessionListInput,
  type StudentLiveSession,
  studentJoinPath,
} from '@tutorat/contracts'
import { type Database, type DB, type ExpressionBuilder, sql } from '@tutorat/db'
import type { z } from 'zod'
import { notFound } from '../../errors.ts'
import { moroccoLocalString } from '../../morocco-month.ts'
import type { Actor } from '../ownership.ts'
import { googleCalendarUrl } from './google-calendar.ts'

const MINUTE = 60_000

export function selectSessions(db: Database) {
  return db
    .selectFrom('live_sessions as s')
    .leftJoin('courses as c', 'c.id', 's.course_id')
    .leftJoin('students as st', 'st.id', 's.student_id')
    .selectAll('s')
    .select(['c.title as course_title', 'c.created_by as course_owner', 'st.name as student_name'])
    .select((eb) => eb.selectFrom('session_attendance as a').select(eb.fn.countAll<string>().as('n')).whereRef('a.session_id', '=', 's.id').as('attendance_count'))
}
type Row = Awaited<ReturnType<ReturnType<typeof selectSessions>['executeTakeFirstOrThrow']>>

export const endsAt = (row: { starts_at: string; duration_minutes: number }) => new Date(Date.parse(row.starts_at) + row.duration_minutes * MINUTE).toISOString()

function base(row: Row) {
  return {
    id: row.id,
    kind: row.kind as SessionKind,
    course_id: row.course_id,
    course_title: row.course_title ?? null,
    title: row.title,
    description: row.description,
    starts_at: row.starts_at,
    starts_at_local: moroccoLocalString(new Date(row.starts_at)),
    ends_at: endsAt(row),
    duration_minutes: row.duration_minutes,
    is_free: row.is_free,
    status: row.status as SessionStatus,
    recording_video_id: row.recording_video_id,
  }
}

export function toAdminSession(row: Row): AdminLiveSession {
  return {
    ...base(row),
    student_id: row.student_id,
    student_name: row.student_name ?? null,
    meet_url: row.meet_url,
    attendance_count: Number(row.attendance_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** The student's view: the join page of the platform, never the Meet link. */
export function toStudentSession(row: Row, publicUrl: string): StudentLiveSession {
  const session = base(row)
  return {
    ...session,
    join_path: studentJoinPath(row.id),
    join_opens_at: new Date(Date.parse(row.starts_at) - SESSION_RULES.joinOpensMinutesBefore * MINUTE).toISOString(),
    google_calendar_url: googleCalendarUrl(session, `${publicUrl}${studentJoinPath(row.id)}`),
  }
}

/** Sessions a student may see (DESIGN §12): their solo ones, and the group ones of a course they have a valid access to (trial: free ones only). */
export function visibleTo(studentId: number, now: Date) {
  return (eb: ExpressionBuilder<DB & { s: DB['live_sessions'] }, 's'>) =>
    eb.or([
      eb.and([eb('s.kind', '=', 'solo'), eb('s.student_id', '=', studentId)]),
      eb.and([
        eb('s.kind', '=', 'groupe'),
        eb.exists(
          eb
            .selectFrom('accesses as a')
            .select('a.id')
            .whereRef('a.course_id', '=', 's.course_id')
            .where('a.student_id', '=', studentId)
            .where('a.is_active', '=', true)
            .where((w) => w.or([w('a.expires_at', 'is', null), w('a.expires_at', '>', now.toISOString())]))
            .where((w) => w.or([w('a.access_type', '<>', 'trial'), w('s.is_free', '=', true)])),
        ),
      ]),
    ])
}

/** Upcoming (not yet ended) sessions the student may see, cancelled ones included (shown as such), soonest first. */
export async function listStudentSessions(db: Database, publicUrl: string, studentId: number, now = new Date()): Promise<StudentLiveSession[]> {
  const rows = await selectSessions(db)
    .where(visibleTo(studentId, now))
    .where(sql<boolean>`s.starts_at + s.duration_minutes * interval '1 minute' > ${now.toISOString()}`)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .limit(50)
    .execute()
  return rows.map((row) => toStudentSession(row, publicUrl))
}

/** Every session of one course the student may see, past and upcoming (the course's page). */
export async function listCourseSessionsForStudent(db: Database, publicUrl: string, studentId: number, courseId: number, now = new Date()) {
  const rows = await selectSessions(db).where('s.course_id', '=', courseId).where(visibleTo(studentId, now)).orderBy('s.starts_at', 'desc').limit(200).execute()
  return rows.map((row) => toStudentSession(row, publicUrl))
}

/** The sessions of the calendar feed: the student's, from 30 days back, cancelled ones kept. */
export async function listCalendarSessions(db: Database, publicUrl: string, studentId: number, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 24 * 60 * MINUTE).toISOString()
  const rows = await selectSessions(db).where(visibleTo(studentId, now)).where('s.starts_at', '>=', since).orderBy('s.starts_at').limit(500).execute()
  // `updated_at` numbers the event's versions (SEQUENCE): calendar apps apply a change only to a higher one
  return rows.map((row) => ({ ...toStudentSession(row, publicUrl), updated_at: row.updated_at }))
}

/** One session for the back office: a course's owner or a super admin (a solo session without a course: the admins who see its student). */
export async function loadAdminSession(db: Database, actor: Actor, id: number): Promise<AdminLiveSession> {
  const row = await selectSessions(db).where('s.id', '=', id).executeTakeFirst()
  if (!row || !mayManage(actor, row)) throw notFound(SESSION_MESSAGES.notFound)
  return toAdminSession(row)
}

/** A super admin manages every session; an admin those of their courses, and the solo ones they created. */
export const mayManage = (actor: Actor, row: { course_owner: number | null; created_by: number | null }) =>
  actor.is_super_admin || (row.course_owner !== null ? row.course_owner === actor.id : row.created_by === actor.id)

export async function listAdminSessions(db: Database, actor: Actor, input: z.output<typeof sessionListInput>, now = new Date()) {
  let query = selectSessions(db)
  if (!actor.is_super_admin) query = query.where((eb) => eb.or([eb('c.created_by', '=', actor.id), eb.and([eb('s.course_id', 'is', null), eb('s.created_by', '=', actor.id)])]))
  if (input.course_id) query = query.where('s.course_id', '=', input.course_id)
  if (input.kind) query = query.where('s.kind', '=', input.kind)
  if (input.status) query = query.where('s.status', '=', input.status)
  if (input.from) query = query.where('s.starts_at', '>=', new Date(input.from).toISOString())
  if (input.to) query = query.where('s.starts_at', '<', new Date(input.to).toISOString())
  const ended = sql<boolean>`s.starts_at + s.duration_minutes * interval '1 minute' <= ${now.toISOString()}`
  query = input.when === 'past' ? query.where(ended) : query.where(sql<boolean>`not (${ended})`)
  const ordered = input.when === 'past' ? query.orderBy('s.starts_at', 'desc') : query.orderBy('s.starts_at')
  const [rows, count] = await Promise.all([
    ordered.orderBy('s.id').limit(input.limit).offset(input.offset).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toAdminSession), total: Number(count.total) }
}

