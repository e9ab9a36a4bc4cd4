import type { Database } from '@tutorat/db'
import { notifyRecipient, RECIPIENT_COLUMNS } from '../notifications/outbox.ts'

/** What happened to a session (or is about to), told to everyone who may join it (DESIGN §12). */
export type SessionEvent =
  | 'session_scheduled'
  | 'session_changed'
  | 'session_cancelled'
  | 'session_reminder_day_before'
  | 'session_reminder_hour'
  | 'session_recording'

type Session = { id: number; kind: string; course_id: number | null; student_id: number | null; is_free: boolean; starts_at: string }

/**
 * The solo session's student; for a group session, every student with a valid access to the
 * course at the session's start (trial accesses: free sessions only); a recording also reaches
 * whoever attended. One query, whatever the size of the course.
 */
function audience(db: Database, session: Session, event: SessionEvent) {
  return db
    .selectFrom('students as st')
    .select(['st.id', 'st.name', ...RECIPIENT_COLUMNS.map((column) => `st.${column}` as const)])
    .where((eb) => {
      const who = []
      if (session.kind === 'solo' && session.student_id !== null) who.push(eb('st.id', '=', session.student_id))
      if (session.kind === 'groupe' && session.course_id !== null) {
        let access = eb
          .selectFrom('accesses as a')
          .select('a.id')
          .whereRef('a.student_id', '=', 'st.id')
          .where('a.course_id', '=', session.course_id)
          .where('a.is_active', '=', true)
          .where((w) => w.or([w('a.expires_at', 'is', null), w('a.expires_at', '>', session.starts_at)]))
        if (!session.is_free) access = access.where('a.access_type', '<>', 'trial')
        who.push(eb.exists(access))
      }
      if (event === 'session_recording') {
        who.push(eb.exists(eb.selectFrom('session_attendance as sa').select('sa.student_id').whereRef('sa.student_id', '=', 'st.id').where('sa.session_id', '=', session.id)))
      }
      return eb.or(who)
    })
    .orderBy('st.id')
    .execute()
}

/**
 * Writes the messages of a session's event in the caller's transaction: to the solo session's
 * student, or to every student with a valid access to the course (trial: free sessions only).
 * The join page, never the Meet link. `version` names this state of the session (its
 * `updated_at`; a reminder: its start), so a second change is a second message and a replay is none.
 */
export async function notifySessionEvent(db: Database, jwtSecret: string, sessionId: number, event: SessionEvent, version: string): Promise<void> {
  const session = await db
    .selectFrom('live_sessions as s')
    .leftJoin('courses as c', 'c.id', 's.course_id')
    .select(['s.id', 's.kind', 's.course_id', 's.student_id', 's.is_free', 's.starts_at', 's.title', 'c.title as course_title'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst()
  if (!session) return
  const params = { session_id: session.id, title: session.title, starts_at: session.starts_at, course_id: session.course_id, course_title: session.course_title ?? null }
  for (const student of await audience(db, session, event)) {
    // `dedupe_key` is unique across the table: the student is part of the key
    const eventKey = `${event}:${sessionId}:${student.id}:${version}`
    await notifyRecipient(db, jwtSecret, student, { studentId: student.id, template: event, params: { name: student.name, ...params }, eventKey })
  }
}
