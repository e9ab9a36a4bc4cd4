import type { AdminExamDetail, Question } from '@tutorat/contracts'
import { configure, screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { openAs } from '../admins/fixtures.ts'
import { ADMIN } from '../render.tsx'
import { ok, type Procedure } from '../trpc-mock.ts'

// Exams and helpers of the back-office exam tests, as the server sends them.

// Lazy pages (and KaTeX in the editor's chunk) on a busy machine: a little more patience than 1 s.
configure({ asyncUtilTimeout: 8000 })

export const COURSES = [
  { id: 5, title: 'Analyse : fonctions et limites' },
  { id: 6, title: 'Physique : mécanique' },
]

export function makeQuestion(overrides: Partial<Question> & Pick<Question, 'id' | 'statement'>): Question {
  return {
    type: 'single',
    options: ['$1$', '$2$', '$3$', '$4$'],
    correct: [1],
    value: null,
    tolerance: 0,
    points: 1,
    explanation: '',
    image: null,
    ...overrides,
  }
}

export const LIMIT_QUESTION = makeQuestion({ id: 101, statement: 'Que vaut $\\lim_{x \\to 0} \\frac{\\sin x}{x}$ ?', explanation: 'Limite usuelle.' })
export const DERIVATIVE_QUESTION = makeQuestion({ id: 102, statement: 'Dérivée de $x^3$ en $x = 1$ ?', type: 'numeric', options: [], correct: [], value: 3, tolerance: 0.5, points: 2 })

export function makeExam(overrides: Partial<AdminExamDetail> & Pick<AdminExamDetail, 'id' | 'title'>): AdminExamDetail {
  const questions = overrides.questions ?? [LIMIT_QUESTION, DERIVATIVE_QUESTION]
  return {
    description: '',
    course_id: 5,
    course_title: 'Analyse : fonctions et limites',
    is_public: false,
    time_limit_minutes: 90,
    opens_at: '2026-12-05T17:30:00.000Z',
    closes_at: '2026-12-06T17:30:00.000Z',
    opens_at_local: '2026-12-05T18:30',
    closes_at_local: '2026-12-06T18:30',
    max_attempts: 1,
    question_count: questions.length,
    max_score: questions.reduce((sum, question) => sum + question.points, 0),
    review_policy: 'after_submission',
    shuffle_questions: false,
    shuffle_options: false,
    penalty: 0,
    published: false,
    attempt_count: 0,
    running_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
    questions,
  }
}

/** The list's row of an exam (the detail without its questions). */
export function listed(exam: AdminExamDetail) {
  const { questions: _questions, ...row } = exam
  return row
}

type ListInput = { limit: number; offset: number; q?: string; course_id?: number }

/** `exams.list` over these exams (title and course filtered here, as the server does). */
export function listOf(rows: () => AdminExamDetail[]) {
  return vi.fn((raw: unknown) => {
    const input = raw as ListInput
    const items = rows().filter((row) => (!input.q || row.title.toLowerCase().includes(input.q.toLowerCase())) && (!input.course_id || row.course_id === input.course_id))
    return ok({ items: items.slice(input.offset, input.offset + input.limit).map(listed), total: items.length })
  })
}

/** A page of the exams' back office as a regular admin (exams are not a super-admin page), with their courses answered. */
export function openExamsPage(path: string, procedures: Record<string, Procedure>) {
  return openAs(ADMIN, path, { 'courses.list': () => ok(COURSES), ...procedures })
}

/** The list page with these exams. */
export async function openExams(path: string, rows: AdminExamDetail[], procedures: Record<string, Procedure> = {}) {
  const list = listOf(() => rows)
  const app = openExamsPage(path, { 'exams.list': list, ...procedures })
  await screen.findByRole('heading', { name: 'Concours', level: 1 })
  return { ...app, list, search: () => new URLSearchParams(app.history.location.search) }
}

/** The editor of `exam`, once its questions are shown. */
export async function openEditor(exam: AdminExamDetail, procedures: Record<string, Procedure> = {}) {
  const get = vi.fn(() => ok(exam))
  const app = openExamsPage(`/admin/exams/${exam.id}`, { 'exams.get': get, ...procedures })
  await screen.findByRole('heading', { name: exam.title, level: 1 })
  await screen.findByRole('heading', { name: `Questions (${exam.questions.length})` })
  return { ...app, get }
}

/** One question's card in the editor, by its number. */
export const questionCard = (number: number) => within(screen.getByRole('article', { name: `Question ${number}` }))

/** The student's view of one question beside its inputs. */
export const preview = (number: number) => screen.getByRole('region', { name: `Aperçu de la question ${number}` })

/** The wide table of a list (the phone cards show the same rows; jsdom draws both). */
export const table = async (name: string) => within(await screen.findByRole('table', { name }))
/** A table row, by the text of its first cell. */
export const row = async (tableName: string, text: string) => within(((await table(tableName)).getByText(text)).closest('tr') as HTMLElement)
