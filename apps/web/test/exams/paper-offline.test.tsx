import { EXAM_MESSAGES } from '@tutorat/contracts'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { networkSettled } from '../msw-server.ts'
import { networkError, ok } from '../trpc-mock.ts'
import { acceptAnswers, choice, makeAttempt, makeResult, openPaper, question, restoreOnline, setOnline } from './paper-fixtures.ts'

// DESIGN §13 on a phone that loses its network: answers wait on the device, shown as waiting, and
// leave in the order they were given when the network comes back, after a reload too.

const QUEUE_KEY = 'exam_attempt_41_answers'
const queued = () => JSON.parse(window.localStorage.getItem(QUEUE_KEY) ?? '[]') as { question_id: number; answer: unknown }[]

afterEach(restoreOnline)

describe('answers given offline', () => {
  it('keeps them on the device while offline, then sends them in order once back online', async () => {
    const saved = acceptAnswers()
    const { user } = await openPaper(makeAttempt(), { 'exams.saveAnswer': saved.procedure })
    await user.click(screen.getByRole('button', { name: 'Toutes les questions' }))
    setOnline(false)
    expect(await screen.findByText('Vous êtes hors ligne')).toBeInTheDocument()

    await user.click(choice(2, 'C'))
    await user.click(choice(1, 'B'))
    expect(within(question(1)).getByRole('status')).toHaveTextContent('Hors ligne : sera envoyé')
    expect(within(question(2)).getByRole('status')).toHaveTextContent('Hors ligne : sera envoyé')
    // what is shown is the answer kept here; nothing has left
    expect(choice(1, 'B')).toBeChecked()
    expect(screen.getByText('2/3 répondues')).toBeInTheDocument()
    expect(saved.calls).toEqual([])
    expect(queued()).toMatchObject([
      { question_id: 102, answer: [2] },
      { question_id: 101, answer: [0] },
    ])

    setOnline(true)
    await waitFor(() => expect(within(question(1)).getByRole('status')).toHaveTextContent(EXAM_MESSAGES.answerSaved))
    expect(within(question(2)).getByRole('status')).toHaveTextContent(EXAM_MESSAGES.answerSaved)
    expect(saved.calls).toEqual([
      { id: 41, question_id: 102, answer: [2] },
      { id: 41, question_id: 101, answer: [0] },
    ])
    expect(window.localStorage.getItem(QUEUE_KEY)).toBeNull()
  })

  it('sends only the last answer to a question changed twice while offline', async () => {
    const saved = acceptAnswers()
    const { user } = await openPaper(makeAttempt(), { 'exams.saveAnswer': saved.procedure })
    setOnline(false)
    await user.click(choice(1, 'A'))
    await user.click(choice(1, 'C'))
    setOnline(true)
    await within(question(1)).findByText(EXAM_MESSAGES.answerSaved)
    expect(saved.calls).toEqual([{ id: 41, question_id: 101, answer: [1] }])
  })

  it('treats a request lost on the way like being offline, and keeps the answer', async () => {
    let reachable = false
    const saved = acceptAnswers()
    const { user } = await openPaper(makeAttempt(), { 'exams.saveAnswer': (input) => (reachable ? saved.procedure(input) : networkError()) })
    await user.click(choice(1, 'A'))
    expect(await within(question(1)).findByText('Hors ligne : sera envoyé')).toBeInTheDocument()
    expect(queued()).toMatchObject([{ question_id: 101, answer: [2] }])

    reachable = true
    window.dispatchEvent(new Event('online'))
    expect(await within(question(1)).findByText(EXAM_MESSAGES.answerSaved)).toBeInTheDocument()
    expect(saved.calls).toEqual([{ id: 41, question_id: 101, answer: [2] }])
  })

  it('survives a reload: the waiting answer is shown, then sent on the next load', async () => {
    const first = await openPaper(makeAttempt())
    setOnline(false)
    await first.user.click(choice(1, 'C'))
    expect(within(question(1)).getByRole('status')).toHaveTextContent('Hors ligne : sera envoyé')
    cleanup()

    restoreOnline()
    const saved = acceptAnswers()
    await openPaper(makeAttempt(), { 'exams.saveAnswer': saved.procedure })
    // the paper opens on the first question left: the first one is answered here
    expect(question(2)).toBeInTheDocument()
    await waitFor(() => expect(saved.calls).toEqual([{ id: 41, question_id: 101, answer: [1] }]))
    expect(await screen.findByRole('button', { name: 'Question 1, répondue' })).toBeInTheDocument()
    expect(window.localStorage.getItem(QUEUE_KEY)).toBeNull()
    await networkSettled()
  })

  it('refuses to hand the paper in offline with answers still to send, and says so', async () => {
    const submit = vi.fn(() => ok({ message: EXAM_MESSAGES.submitted, attempt: makeResult() }))
    const { user } = await openPaper(makeAttempt(), { 'exams.submit': submit })
    setOnline(false)
    await user.click(choice(1, 'A'))
    await user.click(screen.getByRole('button', { name: 'Rendre ma copie' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Rendre votre copie ?' })
    expect(within(dialog).getByText('Il vous reste 2 questions sans réponse.')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vous êtes hors ligne et une réponse attend encore d’être envoyée.')
    await user.click(within(dialog).getByRole('button', { name: 'Rendre ma copie' }))
    expect(dialog).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })

  it('sends what waits, then hands the paper in and shows the result', async () => {
    const saved = acceptAnswers()
    const order: string[] = []
    const { user } = await openPaper(makeAttempt(), {
      'exams.saveAnswer': (input) => {
        order.push('saveAnswer')
        return saved.procedure(input)
      },
      'exams.submit': () => {
        order.push('submit')
        return ok({ message: EXAM_MESSAGES.submitted, attempt: makeResult() })
      },
      'exams.myAttempts': () => ok([]),
      'exams.available': () => ok([]),
    })
    setOnline(false)
    await user.click(choice(1, 'B'))
    setOnline(true)
    await user.click(screen.getByRole('button', { name: 'Rendre ma copie' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Rendre votre copie ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Rendre ma copie' }))
    expect(await screen.findByText(EXAM_MESSAGES.submitted)).toBeInTheDocument()
    expect(await screen.findByText('12,5')).toBeInTheDocument()
    expect(order).toEqual(['saveAnswer', 'submit'])
  })
})
