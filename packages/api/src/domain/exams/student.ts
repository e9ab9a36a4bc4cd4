import type { AttemptStatus, AttemptSummary, PublicExam, StudentExam } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { examBase, selectExams } from './admin-queries.ts'
import { over20 } from './scoring.ts'
import { examVisibleTo, windowState } from './visibility.ts'

const hasQuestions = sql<boolean>`jsonb_array_length(v.questions) > 0`

/** The exams a student may take (all, or one course's quizzes), with where they stand on each. */
export async function listStudentExams(db: Database, studentId: number, courseId: number | undefined, now = new Date()): Promise<StudentExam[]> {
  let query = selectExams(db).where(examVisibleTo(studentId, now)).where(hasQuestions)
  if (courseId) query = query.where('e.course_id', '=', courseId)
  const exams = await query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(200).execute()
  if (exams.length === 0) return []
  const attempts = await db
    .selectFrom('exam_attempts')
    .select(['id', 'exam_id', 'status', 'score', 'max_score', 'started_at'])
    .where('student_id', '=', studentId)
    .where(
      'exam_id',
      'in',
      exams.map((exam) => exam.id),
    )
    .orderBy('started_at')
    .execute()
  return exams.map((exam) => {
    const mine = attempts.filter((attempt) => attempt.exam_id === exam.id)
    const scored = mine.filter((attempt) => attempt.score !== null).map((attempt) => over20(Number(attempt.score), Number(attempt.max_score)))
    return {
      ...examBase(exam),
      attempts_used: mine.length,
      running_attempt_id: mine.find((attempt) => attempt.status === 'en_cours')?.id ?? null,
      best_score_20: scored.length > 0 ? Math.max(...scored) : null,
      last_attempt_id: mine.at(-1)?.id ?? null,
      state: windowState(exam, now),
    }
  })
}

/** Free public concours blancs for /cours-gratuits: published, with questions, not closed. */
export async function listPublicExams(db: Database, now = new Date()): Promise<PublicExam[]> {
  const rows = await selectExams(db)
    .where('e.published', '=', true)
    .where('e.is_public', '=', true)
    .where(hasQuestions)
    .where((eb) => eb.or([eb('e.closes_at', 'is', null), eb('e.closes_at', '>', now.toISOString())]))
    .orderBy('e.created_at', 'desc')
    .limit(50)
    .execute()
  return rows.map((row) => {
    const { course_id: _course, course_title: _title, ...exam } = examBase(row)
    return exam
  })
}

/** The student's latest attempts (the dashboard). */
export async function listMyAttempts(db: Database, studentId: number): Promise<AttemptSummary[]> {
  const rows = await db
    .selectFrom('exam_attempts as a')
    .innerJoin('exams as e', 'e.id', 'a.exam_id')
    .select(['a.id', 'a.exam_id', 'e.title as exam_title', 'a.attempt_number', 'a.status', 'a.started_at', 'a.deadline_at', 'a.submitted_at', 'a.score', 'a.max_score'])
    .where('a.student_id', '=', studentId)
    .orderBy('a.started_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(50)
    .execute()
  return rows.map((row) => {
    const score = row.score === null ? null : Number(row.score)
    return { ...row, status: row.status as AttemptStatus, score, max_score: Number(row.max_score), score_20: score === null ? null : over20(score, Number(row.max_score)) }
  })
}
