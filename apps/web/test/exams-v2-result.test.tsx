import { type Attempt, EXAM_MESSAGES, type Practice } from '@tutorat/contracts'
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { isStudentProcedure } from '../src/lib/student-procedures.ts'
import { makeResult, QUESTIONS } from './exams/paper-fixtures.ts'
import { renderStudent } from './students/fixtures.tsx'
import { fail, ok, type Procedure } from './trpc-mock.ts'

// DESIGN §19 on the student's result: the percentile, each section and each topic, the weak
// topics (under 50 %) named, and « S'entraîner sur mes points faibles » opening the practice.

// the result's chunk and KaTeX on a busy machine: more patience than the paper fixtures' 5 s
configure({ asyncUtilTimeout: 10_000 })

const SECTIONS: NonNullable<Attempt['sections']> = [
  { position: 1, title: 'Analyse', time_limit_minutes: 20, state: 'close', opened_at: null, deadline_at: null, closed_at: null, question_count: 2, score: 3, max_score: 3, accuracy: 1 },
  { position: 2, title: 'Algèbre', time_limit_minutes: 20, state: 'close', opened_at: null, deadline_at: null, closed_at: null, question_count: 1, score: -0.5, max_score: 1, accuracy: 0 },
]
const TOPICS: NonNullable<Attempt['topics']> = [
  { topic: 'Limites', accuracy: 1, weak: false, questions: 2 },
  { topic: 'Nombres premiers', accuracy: 0, weak: true, questions: 1 },
  { topic: 'Suites', accuracy: 0.4, weak: true, questions: 3 },
]
const RESULT = makeResult({ percentile: 72, sections: SECTIONS, topics: TOPICS })

const PRACTICE: Practice = {
  id: 7,
  attempt_id: 41,
  topics: ['Nombres premiers', 'Suites'],
  questions: [QUESTIONS[1], QUESTIONS[2]].map((q) => ({ ...q })) as Practice['questions'],
  created_at: '2026-04-14T13:40:00.000Z',
  submitted_at: null,
  score: null,
  max_score: 2,
  score_20: null,
  review: null,
}
const CORRECTED: Practice = {
  ...PRACTICE,
  submitted_at: '2026-04-14T13:50:00.000Z',
  score: 1,
  score_20: 10,
  review: [
    { question_id: 102, correct: [0, 2], value: null, tolerance: 0, explanation: '', outcome: 'faux', points_awarded: 0 },
    { question_id: 103, correct: [], value: 3.14159, tolerance: 0.01, explanation: '', outcome: 'juste', points_awarded: 1 },
  ],
}

async function openResult(attempt: Attempt, more: Record<string, Procedure> = {}) {
  const app = renderStudent(`/student/attempts/${attempt.id}`, { 'exams.attempt': () => ok(attempt), ...more })
  await screen.findByRole('heading', { level: 1, name: attempt.exam_title })
  return app
}

describe('the result of a concours blanc in sections', () => {
  it('reads the percentile, each section and each topic, the weak ones flagged', async () => {
    await openResult(RESULT)
    expect(screen.getByText('Vous faites mieux que 72 % des candidats')).toBeInTheDocument()
    const sections = screen.getByRole('region', { name: 'Par section' })
    expect(within(sections).getByText('1. Analyse')).toBeInTheDocument()
    expect(within(sections).getByText('3 / 3 · 100 %')).toBeInTheDocument()
    // a section's negative total shows as 0, like the paper's
    expect(within(sections).getByText('0 / 1 · 0 %')).toBeInTheDocument()
    const topics = within(screen.getByRole('list', { name: 'Réussite par thème' }))
    const weak = topics.getAllByText('Point faible')
    expect(weak).toHaveLength(2)
    expect(weak[0]?.closest('li')).toHaveTextContent('Nombres premiers')
    expect(topics.getByText('Limites').closest('li')).not.toHaveTextContent('Point faible')
    expect(screen.getByText('Nombres premiers, Suites')).toBeInTheDocument()
  })

  it('shows no section list for a paper in one section, and no practice without a weak topic', async () => {
    await openResult(makeResult({ percentile: 0, sections: [SECTIONS[0] as NonNullable<Attempt['sections']>[number]], topics: [TOPICS[0] as NonNullable<Attempt['topics']>[number]] }))
    expect(screen.getByText('Vous faites mieux que 0 % des candidats')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Par section' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /points faibles/ })).not.toBeInTheDocument()
    expect(screen.getByText(EXAM_MESSAGES.practiceNoWeak, { normalizer: (text) => text.trim() })).toBeInTheDocument()
  })

  it('says nothing of a percentile for an unranked copy', async () => {
    await openResult(makeResult({ percentile: null, rank: null, topics: [] }))
    expect(screen.queryByText(/Vous faites mieux que/)).not.toBeInTheDocument()
  })
})

describe('« S’entraîner sur mes points faibles »', () => {
  it('sends the new student calls with the student’s token (an admin’s would answer 401)', () => {
    for (const path of ['exams.nextSection', 'exams.startPractice', 'exams.practice', 'exams.submitPractice', 'exams.mySeriesStanding']) expect(isStudentProcedure(path), path).toBe(true)
    expect(isStudentProcedure('exams.saveSections')).toBe(false)
  })

  it('starts the practice on the server, opens it untimed and unranked, and corrects it', async () => {
    const start = vi.fn(() => ok(PRACTICE))
    const submit = vi.fn(() => ok(CORRECTED))
    const { user, pathname } = await openResult(RESULT, { 'exams.startPractice': start, 'exams.practice': () => ok(PRACTICE), 'exams.submitPractice': submit })
    await user.click(screen.getByRole('button', { name: 'S’entraîner sur mes points faibles' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Entraînement sur mes points faibles' })).toBeInTheDocument()
    expect(start).toHaveBeenCalledWith({ attempt_id: 41 })
    expect(pathname()).toBe('/student/practice/7')
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(screen.getByText(/Nombres premiers, Suites · sans chronomètre, sans classement/)).toBeInTheDocument()

    const numeric = screen.getByRole('textbox', { name: 'Votre réponse' })
    await user.type(numeric, '3,14')
    await user.tab()
    await user.click(screen.getByRole('button', { name: 'Corriger mes réponses' }))
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ id: 7, answers: [{ question_id: 102, answer: null }, { question_id: 103, answer: 3.14 }] }))
    expect(await screen.findByText(/un entraînement n’entre dans aucun classement/)).toBeInTheDocument()
    expect(screen.queryByText(/sur \d+ \(premières tentatives\)/)).not.toBeInTheDocument()
  })

  it('shows the server’s refusal when the bank holds nothing on those topics', async () => {
    const { user } = await openResult(RESULT, { 'exams.startPractice': () => fail(409, EXAM_MESSAGES.practiceNoQuestions) })
    await user.click(screen.getByRole('button', { name: 'S’entraîner sur mes points faibles' }))
    expect(await screen.findByText(EXAM_MESSAGES.practiceNoQuestions)).toBeInTheDocument()
  })

  it('answers « introuvable » for another student’s practice (404)', async () => {
    renderStudent('/student/practice/99', { 'exams.practice': () => fail(404, EXAM_MESSAGES.practiceNotFound) })
    expect(await screen.findByText(EXAM_MESSAGES.practiceNotFound)).toBeInTheDocument()
  })
})

describe('the standing over a series', () => {
  it('shows the student’s own rank and notes when the exam belongs to a series, and nothing otherwise', async () => {
    const standing = vi.fn(() =>
      ok({
        series: { id: 4, title: 'Série ENSA 2026' },
        exams: [
          { id: 1, title: 'Concours blanc 1', score_20: 14.5 },
          { id: 2, title: 'Concours blanc 2', score_20: null },
        ],
        total_20: 14.5,
        rank: 3,
        ranked_count: 40,
        percentile: 92,
      }),
    )
    await openResult({ ...RESULT, series_id: 4 }, { 'exams.mySeriesStanding': standing })
    const region = await screen.findByRole('region', { name: 'Série : Série ENSA 2026' })
    expect(within(region).getByText('14,5 / 20')).toBeInTheDocument()
    expect(within(region).getByText('non passé')).toBeInTheDocument()
    expect(standing).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }))
    cleanup()

    await openResult({ ...RESULT, series_id: null })
    expect(screen.queryByRole('region', { name: /^Série :/ })).not.toBeInTheDocument()
  })
})
