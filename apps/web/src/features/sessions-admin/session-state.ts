import type { AdminLiveSession } from '@tutorat/contracts'

type Session = Pick<AdminLiveSession, 'status' | 'ends_at' | 'attendance_count' | 'course_id' | 'recording_video_id'>

export const hasEnded = (session: Pick<Session, 'ends_at'>, now = Date.now()) => Date.parse(session.ends_at) <= now

/** A cancelled session stays as it was: the students were told. */
export const canEdit = (session: Session) => session.status === 'planifiee'
export const canCancel = (session: Session, now = Date.now()) => session.status === 'planifiee' && !hasEnded(session, now)
/** Deleting removes a mistake; once a student has joined, the session is history. */
export const canDelete = (session: Session) => session.attendance_count === 0

export type RecordingState = 'added' | 'cancelled' | 'later' | 'no-course' | 'missing'

/** Where the session stands with its recording (it can be attached once over, to a course). */
export function recordingState(session: Session, now = Date.now()): RecordingState {
  if (session.recording_video_id !== null) return 'added'
  if (session.status === 'annulee') return 'cancelled'
  if (!hasEnded(session, now)) return 'later'
  return session.course_id === null ? 'no-course' : 'missing'
}
