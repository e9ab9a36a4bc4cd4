import { type AdminLiveSession, SESSION_KIND_LABELS, SESSION_STATUS_LABELS } from '@tutorat/contracts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { plural } from '../courses/format.ts'
import { casablancaDateTime, durationLabel } from './format.ts'
import { type RecordingState, recordingState } from './session-state.ts'

type Session = AdminLiveSession

/** « Groupe », « Gratuite », « Annulée ». */
export function SessionBadges({ session }: { session: Session }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={session.kind === 'solo' ? 'accent' : 'brand'}>{SESSION_KIND_LABELS[session.kind]}</Badge>
      {session.is_free ? <Badge tone="success">Gratuite</Badge> : null}
      {session.status === 'annulee' ? <Badge tone="danger">{SESSION_STATUS_LABELS.annulee}</Badge> : null}
    </span>
  )
}

/** Who the session is for: the course's students, or one student (solo, with its course if any). */
export function sessionAudience(session: Session): string {
  const course = session.course_title ?? (session.course_id ? `Cours n° ${session.course_id}` : null)
  if (session.kind === 'groupe') return course ? `Cours « ${course} »` : 'Cours supprimé'
  const student = session.student_name ?? 'Étudiant supprimé'
  return course ? `${student} · cours « ${course} »` : student
}

/** « lun. 2 mars 2026 à 14:30 · 1 h 30 », Casablanca time. */
export const sessionWhen = (session: Session) => `${casablancaDateTime(session.starts_at)} · ${durationLabel(session.duration_minutes)}`

export const attendanceLabel = (session: Pick<Session, 'attendance_count'>) => plural(session.attendance_count, 'présent')

const RECORDING: Record<RecordingState, { label: string; tone: BadgeTone } | null> = {
  added: { label: 'Enregistrement ajouté', tone: 'success' },
  missing: { label: 'Enregistrement à ajouter', tone: 'warning' },
  'no-course': { label: 'Sans cours : pas d’enregistrement', tone: 'neutral' },
  later: { label: 'Après la séance', tone: 'neutral' },
  cancelled: null,
}

export function RecordingBadge({ session }: { session: Session }) {
  const shown = RECORDING[recordingState(session)]
  return shown ? <Badge tone={shown.tone}>{shown.label}</Badge> : <span className="text-muted">—</span>
}
