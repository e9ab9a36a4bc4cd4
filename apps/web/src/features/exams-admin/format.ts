import { type AdminExam, DATE_LOCALE } from '@tutorat/contracts'
import { plural } from '../courses/format.ts'
import { formatNumber } from '../exams/paper-format.ts'

// An exam's window is a Casablanca wall clock that the server computes (`*_local`): written here as
// it is, read as UTC so that neither the admin's zone nor their zone data moves it.

const date = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
const clock = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })
const casablanca = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'Africa/Casablanca', dateStyle: 'short', timeStyle: 'short' })

/** « 5 déc. 2026 à 18:30 » from `YYYY-MM-DDTHH:mm`. */
export function wallClockLabel(local: string): string {
  const at = new Date(`${local}:00Z`)
  return `${date.format(at)} à ${clock.format(at)}`
}

/** « 24/11/2026 10:25 »: an instant (a copy's start) in Casablanca time. */
export const casablancaShort = (iso: string) => casablanca.format(new Date(iso))

type Window = Pick<AdminExam, 'opens_at_local' | 'closes_at_local'>

/** « Du 5 déc. 2026 à 18:30 au 6 déc. 2026 à 18:30 », « À partir du … », « Jusqu’au … », « Sans date limite ». */
export function windowLabel({ opens_at_local: opens, closes_at_local: closes }: Window): string {
  if (opens && closes) return `Du ${wallClockLabel(opens)} au ${wallClockLabel(closes)}`
  if (opens) return `À partir du ${wallClockLabel(opens)}`
  if (closes) return `Jusqu’au ${wallClockLabel(closes)}`
  return 'Sans date limite'
}

export const PUBLIC_EXAM = 'Concours blanc public'

/** Who takes it: the course's students, any signed-in student, or (no course any more) nobody. */
export function audienceLabel({ is_public, course_title }: Pick<AdminExam, 'is_public' | 'course_title'>): string {
  if (is_public) return PUBLIC_EXAM
  return course_title ?? 'Sans cours (aucun étudiant ne le voit)'
}

/** « 14,25/20 », or a dash for a copy not scored yet. */
export const scoreOver20 = (value: number | null) => (value === null ? '—' : `${formatNumber(value)}/20`)

/** « 3 copies, dont 1 en cours » */
export function copiesLabel({ attempt_count, running_count }: Pick<AdminExam, 'attempt_count' | 'running_count'>): string {
  const copies = plural(attempt_count, 'copie')
  return running_count > 0 ? `${copies}, dont ${running_count} en cours` : copies
}
