import type { PublicExam } from '@tutorat/contracts'
import { sessionDateTime } from '../sessions/format.ts'
import { formatNumber, pointsLabel } from './paper-format.ts'

// An exam's window is a Casablanca wall clock the server computes (`*_local`), written the way the
// live sessions' times are: neither the phone's zone nor its (possibly old) zone data moves it.

/** What a public exam (no course) is called wherever a course's name would show. */
export const FREE_EXAM = 'Concours blanc gratuit'

/** « lundi 12 mai à 18:00 » from `YYYY-MM-DDTHH:mm`, to sit inside a sentence. */
export function wallClock(local: string): string {
  const text = sessionDateTime(local)
  return text.charAt(0).toLowerCase() + text.slice(1)
}

type Window = Pick<PublicExam, 'opens_at_local' | 'closes_at_local'>

/** « Du lundi 12 mai à 18:00 au mardi 13 mai à 20:00 », « À partir du … », « Jusqu’au … », « Sans date limite ». */
export function windowLabel({ opens_at_local: opens, closes_at_local: closes }: Window): string {
  if (opens && closes) return `Du ${wallClock(opens)} au ${wallClock(closes)}`
  if (opens) return `À partir du ${wallClock(opens)}`
  if (closes) return `Jusqu’au ${wallClock(closes)}`
  return 'Sans date limite'
}

const count = (n: number, word: string) => `${n} ${n > 1 ? `${word}s` : word}`

/** « 30 minutes », « 1 heure », « 1 h 30 », « 2 heures ». */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return count(rest, 'minute')
  return rest === 0 ? count(hours, 'heure') : `${hours} h ${String(rest).padStart(2, '0')}`
}

/** « 1 question », « 20 questions ». */
export const questionsLabel = (n: number) => count(n, 'question')

/** « 14,5/20 » */
export const over20 = (score: number) => `${formatNumber(score)}/20`

/** « 12,5 points sur 15 »: the raw score beside the note over 20. */
export const rawScoreLabel = (score: number, max: number) => `${pointsLabel(score)} sur ${formatNumber(max)}`
