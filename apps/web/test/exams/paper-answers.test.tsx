import { EXAM_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled } from '../msw-server.ts'
import { fail, type Procedure } from '../trpc-mock.ts'
import { acceptAnswers, choice, makeAttempt, openPaper, question } from './paper-fixtures.ts'

// /student/attempts/{id} while it runs: each answer saved as it is given, with where it stands.

async function openOne(more: Record<string, Procedure> = {}, attempt = makeAttempt()) {
  const saved = acceptAnswers()
  const app = await openPaper(attempt, { 'exams.saveAnswer': saved.procedure, ...more })
  return { ...app, saved }
}

describe('answering the paper', () => {
  it('saves a single choice as the option’s original index and says « Enregistrement… » then « Enregistré »', async () => {
    const saved = acceptAnswers()
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const { user } = await openPaper(makeAttempt(), {
      'exams.saveAnswer': async (input) => {
        await answered
        return saved.procedure(input)
      },
    })
    const first = question(1)
    // the statement and the options are rendered by KaTeX
    expect(first.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(4)
    expect(within(first).getAllByRole('radio')).toHaveLength(3)
    await user.click(choice(1, 'B'))
    expect(within(first).getByRole('status')).toHaveTextContent('Enregistrement…')
    answer()
    expect(await within(first).findByText(EXAM_MESSAGES.answerSaved)).toBeInTheDocument()
    // B is shown second but was the teacher's first option
    expect(saved.calls).toEqual([{ id: 41, question_id: 101, answer: [0] }])
    expect(choice(1, 'B')).toBeChecked()
    expect(screen.getByText('1/3 répondues')).toBeInTheDocument()
  })

  it('toggles the options of a multiple choice, and sends no answer (null) once none is left', async () => {
    const { user, saved } = await openOne()
    await user.click(screen.getByRole('button', { name: 'Suivante' }))
    const second = question(2)
    const figure = within(second).getByRole('img', { name: 'Figure de la question 2' })
    expect(figure).toHaveAttribute('loading', 'lazy')
    expect(figure).toHaveAttribute('srcset', '/uploads/exams/figure-320.webp 320w, /uploads/exams/figure-640.webp 640w')
    expect(figure).toHaveAttribute('width', '640')
    expect(figure).toHaveAttribute('height', '480')
    await user.click(choice(2, 'C'))
    await within(second).findByText(EXAM_MESSAGES.answerSaved)
    await user.click(choice(2, 'A'))
    await waitFor(() => expect(saved.calls).toHaveLength(2))
    await user.click(choice(2, 'A'))
    await user.click(choice(2, 'C'))
    await waitFor(() => expect(saved.calls.at(-1)).toEqual({ id: 41, question_id: 102, answer: null }))
    expect(saved.calls.slice(0, 2).map((call) => call.answer)).toEqual([[2], [0, 2]])
    await networkSettled()
  })

  it('reads a number typed with a comma, saves it on leaving the field, and refuses what is not a number', async () => {
    const { user, saved } = await openOne()
    await user.click(screen.getByRole('button', { name: 'Question 3, sans réponse' }))
    const third = question(3)
    const input = within(third).getByRole('textbox', { name: 'Votre réponse' })
    expect(input).toHaveAttribute('inputmode', 'decimal')
    await user.type(input, 'trois')
    await user.tab()
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Saisissez un nombre, par exemple 3,14.'))
    expect(saved.calls).toEqual([])

    await user.clear(input)
    await user.type(input, '3,14')
    await user.tab()
    expect(await within(third).findByText(EXAM_MESSAGES.answerSaved)).toBeInTheDocument()
    expect(saved.calls).toEqual([{ id: 41, question_id: 103, answer: 3.14 }])
    expect(screen.getByRole('button', { name: 'Question 3, répondue' })).toBeInTheDocument()
  })

  it('saves a number after a pause in the typing, without leaving the field, and once only', async () => {
    const { user, saved } = await openOne()
    await user.click(screen.getByRole('button', { name: 'Question 3, sans réponse' }))
    const input = within(question(3)).getByRole('textbox', { name: 'Votre réponse' })
    await user.type(input, '2.5')
    await waitFor(() => expect(saved.calls).toEqual([{ id: 41, question_id: 103, answer: 2.5 }]))
    await user.type(input, '{Enter}')
    await within(question(3)).findByText(EXAM_MESSAGES.answerSaved)
    expect(saved.calls).toHaveLength(1)
  })

  it('clears an answer with « Effacer ma réponse » (null is saved)', async () => {
    const attempt = makeAttempt({ answers: [{ question_id: 101, answer: [1], saved_at: new Date().toISOString() }] })
    const { user, saved } = await openOne({}, attempt)
    // resumed: the saved answer is there and said saved; the paper opens on the first question left
    expect(question(2)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Question 1, répondue' }))
    const first = question(1)
    expect(choice(1, 'C')).toBeChecked()
    expect(within(first).getByRole('status')).toHaveTextContent(EXAM_MESSAGES.answerSaved)
    await user.click(within(first).getByRole('button', { name: 'Effacer ma réponse à la question 1' }))
    await waitFor(() => expect(saved.calls).toEqual([{ id: 41, question_id: 101, answer: null }]))
    expect(choice(1, 'C')).not.toBeChecked()
    expect(await within(first).findByText(EXAM_MESSAGES.answerSaved)).toBeInTheDocument()
    expect(screen.getByText('0/3 répondues')).toBeInTheDocument()
  })

  it('shows a late answer’s refusal under the question, gives the saved answer back, and does not send it again', async () => {
    const saveAnswer = vi.fn(() => fail(409, EXAM_MESSAGES.attemptExpired))
    const { user, load } = await openPaper(makeAttempt(), { 'exams.saveAnswer': saveAnswer })
    await user.click(choice(1, 'A'))
    expect(await within(question(1)).findByText(EXAM_MESSAGES.attemptExpired)).toBeInTheDocument()
    expect(choice(1, 'A')).not.toBeChecked()
    // the paper is asked again: the server says what became of it
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    window.dispatchEvent(new Event('online'))
    await networkSettled()
    expect(saveAnswer).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem('exam_attempt_41_answers')).toBeNull()
  })

  it('lays the paper out as a list when asked, and remembers it on this device', async () => {
    const { user } = await openOne()
    expect(screen.getAllByRole('group', { name: /^Question \d sur 3/ })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Une par une' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Toutes les questions' }))
    expect(screen.getAllByRole('group', { name: /^Question \d sur 3/ })).toHaveLength(3)
    expect(window.localStorage.getItem('exam_paper_mode')).toBe('all')
    expect(screen.queryByRole('button', { name: 'Suivante' })).not.toBeInTheDocument()
  })

  it('walks through the questions with « Précédente » and « Suivante »', async () => {
    const { user } = await openOne()
    expect(screen.getByRole('button', { name: 'Précédente' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Question 1, sans réponse' })).toHaveAttribute('aria-current', 'step')
    await user.click(screen.getByRole('button', { name: 'Suivante' }))
    await user.click(screen.getByRole('button', { name: 'Suivante' }))
    expect(question(3)).toBeInTheDocument()
    expect(screen.getByText('3 / 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suivante' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Précédente' }))
    expect(question(2)).toBeInTheDocument()
  })
})
