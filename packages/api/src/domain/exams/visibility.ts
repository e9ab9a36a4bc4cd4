import { EXAM_MESSAGES } from '@tutorat/contracts'
import type { DB, ExpressionBuilder } from '@tutorat/db'
import { notFound } from '../../errors.ts'

/**
 * Exams a student may take (DESIGN §13): published, and either public (any signed-in student) or
 * of a course the student holds a valid access to, whatever its type.
 */
export function examVisibleTo(studentId: number, now: Date) {
  return (eb: ExpressionBuilder<DB & { e: DB['exams'] }, 'e'>) =>
    eb.and([
      eb('e.published', '=', true),
      eb.or([
        eb('e.is_public', '=', true),
        eb.exists(
          eb
            .selectFrom('accesses as ac')
            .select('ac.id')
            .whereRef('ac.course_id', '=', 'e.course_id')
            .where('ac.student_id', '=', studentId)
            .where('ac.is_active', '=', true)
            .where((w) => w.or([w('ac.expires_at', 'is', null), w('ac.expires_at', '>', now.toISOString())])),
        ),
      ]),
    ])
}

/** Not published, of another course, or missing: the same 404 (nothing is revealed). */
export const examNotFound = () => notFound(EXAM_MESSAGES.notFound)

export type WindowState = 'ouvert' | 'a_venir' | 'clos'
export function windowState(exam: { opens_at: string | null; closes_at: string | null }, now: Date): WindowState {
  if (exam.opens_at && now.getTime() < Date.parse(exam.opens_at)) return 'a_venir'
  if (exam.closes_at && now.getTime() >= Date.parse(exam.closes_at)) return 'clos'
  return 'ouvert'
}
