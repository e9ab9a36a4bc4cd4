import type { AdminPayment } from '@tutorat/contracts'
import { plural } from '../courses/format.ts'

/** What validating opens, said before the click (0 days: no end). */
export function accessSentence({ course_title, duration_days }: Pick<AdminPayment, 'course_title' | 'duration_days'>): string {
  const length = duration_days === 0 ? 'sans limite de durée' : `pour ${plural(duration_days, 'jour')}`
  return `L’accès au cours « ${course_title} » sera ouvert ${length}.`
}

type HistoryEntry = AdminPayment['history'][number]

/** Who made a change: the admin by name, the student, or the platform (deadline). */
export function actorName({ actor, admin_name }: Pick<HistoryEntry, 'actor' | 'admin_name'>): string {
  if (actor === 'admin') return admin_name ?? 'Un administrateur'
  return actor === 'student' ? 'L’étudiant(e)' : 'Automatique'
}
