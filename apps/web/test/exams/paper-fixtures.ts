import { onlineManager } from '@tanstack/react-query'
import type { Attempt, PaperQuestion, ReviewItem } from '@tutorat/contracts'
import { configure, screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { renderStudent } from '../students/fixtures.tsx'
import { ok, type Procedure } from '../trpc-mock.ts'

// The attempts of the paper tests, as `exams.attempt` sends them to their student.

// Each page is a lazy chunk that vitest transforms on first use (KaTeX included): on a loaded
// machine the first render of a file can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

export const MINUTE = 60_000

export const QUESTIONS: PaperQuestion[] = [
  {
    id: 101,
    position: 1,
    type: 'single',
    statement: 'Combien vaut $\\frac{1}{2} + \\frac{1}{4}$ ?',
    // shuffled for this student: the original indexes travel with the texts
    options: [
      { index: 2, text: '$\\frac{2}{6}$' },
      { index: 0, text: '$\\frac{3}{4}$' },
      { index: 1, text: '$1$' },
    ],
    points: 2,
    image_url: null,
    image_srcset: null,
    image_width: null,
    image_height: null,
  },
  {
    id: 102,
    position: 2,
    type: 'multiple',
    statement: 'Lesquels sont des nombres premiers ?',
    options: [
      { index: 0, text: '2' },
      { index: 1, text: '4' },
      { index: 2, text: '7' },
    ],
    points: 1,
    image_url: '/uploads/exams/figure.png',
    image_srcset: '/uploads/exams/figure-320.webp 320w, /uploads/exams/figure-640.webp 640w',
    image_width: 640,
    image_height: 480,
  },
  {
    id: 103,
    position: 3,
    type: 'numeric',
    statement: 'Donnez une valeur approchée de $\\pi$.',
    options: [],
    points: 1,
    image_url: null,
    image_srcset: null,
    image_width: null,
    image_height: null,
  },
]

/** A running paper of the three questions: 30 minutes left by the server's clock, nothing answered. */
export function makeAttempt(overrides: Partial<Attempt> = {}, serverNow = Date.now()): Attempt {
  return {
    id: 41,
    exam_id: 9,
    exam_title: 'Concours blanc ENSA — Analyse',
    attempt_number: 1,
    status: 'en_cours',
    started_at: new Date(serverNow - 5 * MINUTE).toISOString(),
    deadline_at: new Date(serverNow + 30 * MINUTE).toISOString(),
    submitted_at: null,
    server_now: new Date(serverNow).toISOString(),
    questions: QUESTIONS,
    answers: [],
    score: null,
    max_score: 4,
    score_20: null,
    rank: null,
    ranked_count: 0,
    review_available: false,
    review_note: null,
    review: null,
    ...overrides,
  }
}

export const REVIEW: ReviewItem[] = [
  { question_id: 101, correct: [0], value: null, tolerance: 0, explanation: 'On réduit au même dénominateur : $\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$.', outcome: 'juste', points_awarded: 2 },
  { question_id: 102, correct: [0, 2], value: null, tolerance: 0, explanation: '', outcome: 'faux', points_awarded: -0.5 },
  { question_id: 103, correct: [], value: 3.14159, tolerance: 0.01, explanation: '$\\pi \\approx 3{,}1416$', outcome: 'juste', points_awarded: 1 },
]

/** The paper handed in: scored, ranked, with its correction. */
export function makeResult(overrides: Partial<Attempt> = {}): Attempt {
  return makeAttempt({
    status: 'soumise',
    submitted_at: '2026-04-14T13:30:00.000Z',
    answers: [
      { question_id: 101, answer: [0], saved_at: '2026-03-12T13:10:00.000Z' },
      { question_id: 102, answer: [0, 1], saved_at: '2026-03-12T13:12:00.000Z' },
      { question_id: 103, answer: 3.14, saved_at: '2026-03-12T13:15:00.000Z' },
    ],
    score: 2.5,
    score_20: 12.5,
    rank: 3,
    ranked_count: 45,
    review_available: true,
    review: REVIEW,
    ...overrides,
  })
}

export interface SavedCall {
  id: number
  question_id: number
  answer: unknown
}

/** `exams.saveAnswer` accepting everything, keeping what it received in order; its `server_now` follows `serverNow()`. */
export function acceptAnswers(serverNow: () => number = Date.now) {
  const calls: SavedCall[] = []
  const procedure = vi.fn((input: unknown) => {
    const call = input as SavedCall
    calls.push(call)
    const now = new Date(serverNow()).toISOString()
    return ok({ question_id: call.question_id, saved_at: now, server_now: now })
  })
  return { calls, procedure }
}

/** Opens /student/attempts/{id} on `attempt`, with the calls the test adds. */
export async function openPaper(attempt: Attempt, more: Record<string, Procedure> = {}) {
  const load = vi.fn(() => ok(attempt))
  const app = renderStudent(`/student/attempts/${attempt.id}`, { 'exams.attempt': load, ...more })
  await screen.findByRole('heading', { level: 1, name: attempt.exam_title })
  return { ...app, load }
}

/** The browser loses, then finds, its network (what `navigator.onLine` says and the events it fires). */
export function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

/**
 * Back to jsdom's own `navigator.onLine` (always true). React Query's `onlineManager` is one for
 * the whole file and only hears the events while an app is mounted: it is told too.
 */
export function restoreOnline() {
  Reflect.deleteProperty(window.navigator, 'onLine')
  onlineManager.setOnline(true)
}

/** A question's fieldset, by its number. */
export const question = (position: number) => screen.getByRole('group', { name: new RegExp(`^Question ${position} sur`) })

/**
 * The radio or checkbox of option `letter` (as shown) of question `position`. Found by its letter,
 * not by its accessible name: jsdom cannot compute the style of KaTeX's MathML, which names it.
 */
export function choice(position: number, letter: string): HTMLInputElement {
  const input = within(question(position)).getByText(`${letter}.`).closest('label')?.querySelector('input')
  if (!input) throw new Error(`Option ${letter} de la question ${position} introuvable`)
  return input
}
