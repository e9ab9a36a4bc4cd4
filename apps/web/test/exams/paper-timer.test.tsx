import { EXAM_MESSAGES } from '@tutorat/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, type Procedure } from '../trpc-mock.ts'
import { acceptAnswers, choice, MINUTE, makeAttempt, makeResult, openPaper, question, restoreOnline, setOnline } from './paper-fixtures.ts'

// DESIGN §13: the server owns time. The timer is the server's deadline read on the phone's clock
// corrected by the offset between the two; at zero the paper hands itself in.

const SERVER_NOW = Date.parse('2026-03-12T13:00:00.000Z')
const timer = () => screen.getByRole('timer')
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** The phone's clock at `phoneNow` (fake timers that also follow real time, so the network still answers). */
function phoneClockAt(phoneNow: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: phoneNow })
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
}

afterEach(() => {
  vi.useRealTimers()
  restoreOnline()
})

describe('the paper’s timer', () => {
  it('counts from the server’s clock on a phone 10 minutes ahead, warns in the last 5 minutes, and says so twice only', async () => {
    phoneClockAt(SERVER_NOW + 10 * MINUTE)
    await openPaper(makeAttempt({}, SERVER_NOW))
    // uncorrected, the phone would read 20:00
    expect(timer()).toHaveTextContent(/^(30:00|29:5\d)$/)
    expect(timer().parentElement).not.toHaveClass('text-red-800')
    const announcement = timer().nextElementSibling
    expect(announcement).toHaveAttribute('aria-live', 'polite')
    expect(announcement).toHaveTextContent(/^$/)

    await advance(25 * MINUTE + 1000)
    expect(timer()).toHaveTextContent(/^04:5\d$/)
    expect(timer().parentElement).toHaveClass('text-red-800')
    expect(announcement).toHaveTextContent('Attention : il reste moins de 5 minutes.')

    await advance(2 * MINUTE)
    expect(announcement).toHaveTextContent('Attention : il reste moins de 5 minutes.')
    await advance(2 * MINUTE)
    expect(timer()).toHaveTextContent(/^00:5\d$/)
    expect(announcement).toHaveTextContent('Attention : il reste moins d’une minute.')
  })

  it('shows hours past an hour', async () => {
    await openPaper(makeAttempt({ deadline_at: new Date(Date.now() + 90 * MINUTE).toISOString() }))
    expect(timer()).toHaveTextContent(/^01:(30:00|29:5\d)$/)
  })

  it('takes the server’s clock again from each saved answer', async () => {
    // the server's clock turns out 3 minutes ahead of what the paper's load said
    const saved = acceptAnswers(() => Date.now() + 3 * MINUTE)
    const { user } = await openPaper(makeAttempt(), { 'exams.saveAnswer': saved.procedure })
    expect(timer()).toHaveTextContent(/^(30:00|29:5\d)$/)
    await user.click(choice(1, 'A'))
    await within(question(1)).findByText(EXAM_MESSAGES.answerSaved)
    await waitFor(() => expect(timer()).toHaveTextContent(/^(27:00|26:5\d)$/))
  })

  it('is right again as soon as a tab left in the background comes back (its ticks were frozen)', async () => {
    phoneClockAt(SERVER_NOW)
    await openPaper(makeAttempt({}, SERVER_NOW))
    vi.setSystemTime(Date.now() + 10 * MINUTE)
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(timer()).toHaveTextContent(/^(20:00|19:5\d)$/)
  })
})

describe('at the deadline', () => {
  const oneMinuteLeft = () => makeAttempt({ deadline_at: new Date(SERVER_NOW + MINUTE).toISOString() }, SERVER_NOW)
  const handedIn: Procedure = () => ok({ message: EXAM_MESSAGES.submitted, attempt: makeResult() })
  const lists = { 'exams.myAttempts': () => ok([]), 'exams.available': () => ok([]) }

  it('hands the paper in by itself and shows the result', async () => {
    const user = phoneClockAt(SERVER_NOW)
    const submit = vi.fn(handedIn)
    const saved = acceptAnswers()
    await openPaper(oneMinuteLeft(), { 'exams.saveAnswer': saved.procedure, 'exams.submit': submit, ...lists })
    await user.click(choice(1, 'B'))
    await within(question(1)).findByText(EXAM_MESSAGES.answerSaved)
    expect(submit).not.toHaveBeenCalled()

    await advance(MINUTE)
    expect(await screen.findByText('Votre note')).toBeInTheDocument()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit).toHaveBeenCalledWith({ id: 41 })
  })

  it('offline at the deadline: says the time is over, then sends the waiting answer before the paper once back online', async () => {
    phoneClockAt(SERVER_NOW)
    const order: string[] = []
    const saved = acceptAnswers()
    const { user } = await openPaper(oneMinuteLeft(), {
      'exams.saveAnswer': (input) => {
        order.push('saveAnswer')
        return saved.procedure(input)
      },
      'exams.submit': (input) => {
        order.push('submit')
        return handedIn(input)
      },
      ...lists,
    })
    setOnline(false)
    await user.click(choice(1, 'C'))
    await advance(MINUTE)
    expect(await screen.findByText('Le temps est écoulé')).toBeInTheDocument()
    expect(screen.getByText(/Des réponses n’ont pas encore pu être envoyées/)).toBeInTheDocument()
    // nothing may change any more
    expect(choice(1, 'A')).toBeDisabled()
    expect(order).toEqual([])

    setOnline(true)
    expect(await screen.findByText('Votre note')).toBeInTheDocument()
    expect(order).toEqual(['saveAnswer', 'submit'])
    expect(saved.calls).toEqual([{ id: 41, question_id: 101, answer: [1] }])
  })

  it('only loads the paper again when the server had already closed it', async () => {
    phoneClockAt(SERVER_NOW)
    const load = vi.fn().mockReturnValueOnce(ok(oneMinuteLeft())).mockReturnValue(ok(makeResult({ status: 'expiree', submitted_at: new Date(SERVER_NOW + MINUTE).toISOString() })))
    const submit = vi.fn(() => fail(409, EXAM_MESSAGES.attemptExpired))
    await openPaper(oneMinuteLeft(), { 'exams.attempt': load, 'exams.submit': submit, ...lists })
    await advance(MINUTE)
    expect(await screen.findByText('Votre note')).toBeInTheDocument()
    expect(screen.getByText(/^Rendue à la fin du temps/)).toBeInTheDocument()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
