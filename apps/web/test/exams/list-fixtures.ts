import type { AttemptSummary, PublicExam, StudentExam } from '@tutorat/contracts'
import { configure } from '@testing-library/react'

// Exams and copies as the server sends them to a student (and a public exam to a visitor).

// Each page is a lazy chunk that vitest transforms on first use: on a loaded machine the first
// render of a file can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

const MINUTE = 60_000
export const iso = (ms: number) => new Date(ms).toISOString()
/** « 2026-03-10T18:00 »: the wall clock in Casablanca, as the server writes `*_local`. */
export const casablancaLocal = (ms: number) => new Date(ms).toLocaleString('sv-SE', { timeZone: 'Africa/Casablanca' }).slice(0, 16).replace(' ', 'T')

/** A window opening `opensIn` minutes from now and closing `closesIn` minutes from now (null: no bound). */
export function examWindow(opensIn: number | null, closesIn: number | null, now = Date.now()) {
  const at = (minutes: number | null) => (minutes === null ? null : now + minutes * MINUTE)
  const opens = at(opensIn)
  const closes = at(closesIn)
  return {
    opens_at: opens === null ? null : iso(opens),
    closes_at: closes === null ? null : iso(closes),
    opens_at_local: opens === null ? null : casablancaLocal(opens),
    closes_at_local: closes === null ? null : casablancaLocal(closes),
  }
}

/** A public concours blanc of 20 questions, 30 minutes, open now with no bound. */
export function makePublicExam(id: number, overrides: Partial<PublicExam> = {}): PublicExam {
  return {
    id,
    title: `Concours blanc ${id}`,
    description: '',
    is_public: true,
    time_limit_minutes: 30,
    ...examWindow(null, null),
    max_attempts: 1,
    question_count: 20,
    max_score: 20,
    review_policy: 'after_submission',
    ...overrides,
  }
}

/** An exam of the student's list, open, never attempted, one attempt allowed. */
export function makeStudentExam(id: number, overrides: Partial<StudentExam> = {}): StudentExam {
  return {
    ...makePublicExam(id),
    course_id: null,
    course_title: null,
    attempts_used: 0,
    running_attempt_id: null,
    best_score_20: null,
    last_attempt_id: null,
    state: 'ouvert',
    ...overrides,
  }
}

/** A copy handed in, scored 15 out of 20 (15/20). */
export function makeAttemptSummary(id: number, overrides: Partial<AttemptSummary> = {}): AttemptSummary {
  return {
    id,
    exam_id: 1,
    exam_title: 'Concours blanc 1',
    attempt_number: 1,
    status: 'soumise',
    started_at: '2026-03-10T17:00:00.000Z',
    deadline_at: '2026-03-10T17:30:00.000Z',
    submitted_at: '2026-03-10T17:25:00.000Z',
    score: 15,
    max_score: 20,
    score_20: 15,
    ...overrides,
  }
}
