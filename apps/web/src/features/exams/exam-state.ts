import { EXAM_MESSAGES, type StudentExam } from '@tutorat/contracts'
import type { BadgeTone } from '../../ui/Badge.tsx'
import { wallClock } from './format.ts'

// What a student may do with an exam of their list. The server decides again on « Commencer »:
// this only chooses the button and says why it is closed.

export const STATE_BADGES: Record<StudentExam['state'], { label: string; tone: BadgeTone }> = {
  ouvert: { label: 'Ouvert', tone: 'success' },
  a_venir: { label: 'À venir', tone: 'brand' },
  clos: { label: 'Clos', tone: 'neutral' },
}

export type ExamAction = { kind: 'resume'; attemptId: number } | { kind: 'start' } | { kind: 'blocked'; reason: string }

type Standing = Pick<StudentExam, 'state' | 'opens_at_local' | 'running_attempt_id' | 'attempts_used' | 'max_attempts'>

export function examAction(exam: Standing): ExamAction {
  if (exam.running_attempt_id !== null) return { kind: 'resume', attemptId: exam.running_attempt_id }
  if (exam.state === 'a_venir') {
    return { kind: 'blocked', reason: exam.opens_at_local ? EXAM_MESSAGES.notOpenYet(wallClock(exam.opens_at_local)) : 'Ce concours n’est pas encore ouvert.' }
  }
  if (exam.state === 'clos') return { kind: 'blocked', reason: EXAM_MESSAGES.closed }
  if (exam.attempts_used >= exam.max_attempts) return { kind: 'blocked', reason: EXAM_MESSAGES.noAttemptsLeft }
  return { kind: 'start' }
}

/** The copy to read again: the last one, unless it is the one still running. */
export const copyToView = (exam: Pick<StudentExam, 'last_attempt_id' | 'running_attempt_id'>) =>
  exam.last_attempt_id !== null && exam.last_attempt_id !== exam.running_attempt_id ? exam.last_attempt_id : null

const URGENCY: Record<StudentExam['state'], number> = { ouvert: 1, a_venir: 2, clos: 3 }

/** A paper to resume first, then what can be taken now, then what opens later, the closed ones last. */
export function byUrgency(exams: readonly StudentExam[]): StudentExam[] {
  const rank = (exam: StudentExam) => (exam.running_attempt_id !== null ? 0 : URGENCY[exam.state])
  return [...exams].sort((a, b) => rank(a) - rank(b))
}

type Timed = Pick<StudentExam, 'state' | 'opens_at' | 'closes_at'>

/** The instant (phone clock, ms) at which the list should be asked for again: the next opening or closing. */
export function nextWindowEdge(exams: readonly Timed[]): number | null {
  const edges = exams.flatMap((exam) => {
    const edge = exam.state === 'a_venir' ? exam.opens_at : exam.state === 'ouvert' ? exam.closes_at : null
    return edge ? [Date.parse(edge)] : []
  })
  return edges.length > 0 ? Math.min(...edges) : null
}
