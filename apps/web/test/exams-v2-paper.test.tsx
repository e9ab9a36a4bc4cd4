import { type Attempt, type AttemptSection, EXAM_MESSAGES, type PaperQuestion } from '@tutorat/contracts'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptAnswers, choice, MINUTE, makeAttempt, openPaper, QUESTIONS, question } from './exams/paper-fixtures.ts'
import { fail, ok, type Procedure } from './trpc-mock.ts'

// DESIGN §19 on the student's paper: sections taken in order, each with the server's countdown,
// « Section suivante » behind a confirmation, the section closing at its deadline, a late answer
// refused (409) and the paper moving on, and the palette's « à revoir » flags saved with the answers.

// the result's chunk and KaTeX on a busy machine: more patience than the paper fixtures' 5 s
configure({ asyncUtilTimeout: 10_000 })

const SERVER_NOW = Date.parse('2026-03-12T13:00:00.000Z')
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

const SECTION_TWO_QUESTION: PaperQuestion = { ...QUESTIONS[0], id: 201, position: 4, statement: 'Section deux : combien font $2 + 2$ ?', section: 2 } as PaperQuestion

function section(position: number, overrides: Partial<AttemptSection> = {}): AttemptSection {
  return {
    position,
    title: position === 1 ? 'Analyse' : 'Algèbre',
    time_limit_minutes: 20,
    state: position === 1 ? 'ouverte' : 'a_venir',
    opened_at: null,
    deadline_at: null,
    closed_at: null,
    question_count: position === 1 ? 3 : 1,
    score: null,
    max_score: position === 1 ? 4 : 2,
    accuracy: null,
    ...overrides,
  }
}

/** Section 1 open (its deadline `firstLeft` from now), section 2 to come. */
function firstSection(firstLeft = 10 * MINUTE, now = Date.now()): Attempt {
  return makeAttempt(
    {
      questions: QUESTIONS.map((q) => ({ ...q, section: 1 })),
      deadline_at: new Date(now + firstLeft + 20 * MINUTE).toISOString(),
      sections: [section(1, { opened_at: new Date(now - MINUTE).toISOString(), deadline_at: new Date(now + firstLeft).toISOString() }), section(2)],
    },
    now,
  )
}

/** Section 1 closed, section 2 open with 20 minutes. */
function secondSection(now = Date.now()): Attempt {
  return makeAttempt(
    {
      questions: [...QUESTIONS.map((q) => ({ ...q, section: 1 })), SECTION_TWO_QUESTION],
      deadline_at: new Date(now + 20 * MINUTE).toISOString(),
      sections: [
        section(1, { state: 'close', opened_at: new Date(now - 10 * MINUTE).toISOString(), deadline_at: new Date(now).toISOString(), closed_at: new Date(now).toISOString() }),
        section(2, { state: 'ouverte', opened_at: new Date(now).toISOString(), deadline_at: new Date(now + 20 * MINUTE).toISOString() }),
      ],
    },
    now,
  )
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the palette and its « à revoir » flags', () => {
  it('toggles a flag, saves it with the question’s answer as it stands, and marks the palette', async () => {
    const saved = acceptAnswers()
    const { user } = await openPaper(firstSection(), { 'exams.saveAnswer': saved.procedure })
    await user.click(choice(1, 'B'))
    await waitFor(() => expect(saved.calls).toHaveLength(1))
    // the first save carries no flag: the server keeps the one it has
    expect(saved.calls[0]).not.toHaveProperty('flagged')

    const flag = within(question(1)).getByRole('button', { name: 'À revoir : question 1' })
    expect(flag).toHaveAttribute('aria-pressed', 'false')
    await user.click(flag)
    await waitFor(() => expect(saved.calls).toHaveLength(2))
    expect(saved.calls[1]).toEqual({ id: 41, question_id: 101, answer: [0], flagged: true })
    expect(flag).toHaveAttribute('aria-pressed', 'true')
    const palette = screen.getByRole('navigation', { name: /Aller à une question/ })
    expect(within(palette).getByRole('button', { name: 'Question 1, répondue, à revoir' })).toBeInTheDocument()
    expect(within(palette).getByRole('button', { name: 'Question 2, sans réponse' })).toBeInTheDocument()
    expect(within(palette).getByText('1 question à revoir')).toBeInTheDocument()

    // a question flagged before any answer: the flag goes with an empty answer
    await user.click(screen.getByRole('button', { name: 'Suivante' }))
    await user.click(within(question(2)).getByRole('button', { name: 'À revoir : question 2' }))
    await waitFor(() => expect(saved.calls.at(-1)).toEqual({ id: 41, question_id: 102, answer: null, flagged: true }))
    await user.click(within(question(2)).getByRole('button', { name: 'À revoir : question 2' }))
    await waitFor(() => expect(saved.calls.at(-1)).toEqual({ id: 41, question_id: 102, answer: null, flagged: false }))
    expect(within(palette).getByRole('button', { name: 'Question 2, sans réponse' })).toBeInTheDocument()
  })

  it('shows the flags the server kept on a resumed paper', async () => {
    const attempt = firstSection()
    await openPaper({ ...attempt, answers: [{ question_id: 103, answer: 3.14, saved_at: attempt.server_now, flagged: true }] })
    expect(screen.getByRole('button', { name: 'Question 3, répondue, à revoir' })).toBeInTheDocument()
  })
})

describe('sections taken in order', () => {
  it('shows only the open section, with its own countdown, and « Section suivante » instead of « Rendre ma copie »', async () => {
    await openPaper(firstSection(10 * MINUTE))
    expect(screen.getByText('Section 1 sur 2 · Analyse')).toBeInTheDocument()
    // the section's 10 minutes, not the paper's 30
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/)
    expect(screen.getByText('0/3 répondues')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Rendre ma copie' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Section deux/)).not.toBeInTheDocument()
  })

  it('closes the section early after a confirmation and opens the next one', async () => {
    const next = vi.fn(() => ok({ message: EXAM_MESSAGES.nextSectionOpened, attempt: secondSection() }))
    const { user } = await openPaper(firstSection(), { 'exams.nextSection': next })
    await user.click(screen.getByRole('button', { name: 'Section suivante' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Passer à la section suivante ?' })
    expect(within(dialog).getByText('Il vous reste 3 questions sans réponse dans cette section.')).toBeInTheDocument()
    expect(within(dialog).getByText('Une fois close, la section « Analyse » ne peut plus être modifiée.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    expect(next).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Section suivante' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clore la section' }))
    expect(await screen.findByText('Section 2 sur 2 · Algèbre')).toBeInTheDocument()
    expect(next).toHaveBeenCalledWith({ id: 41 })
    expect(screen.getByText(/Section deux/)).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: /^Question 1 sur/ })).not.toBeInTheDocument()
    // the last section hands the paper in
    expect(screen.getByRole('button', { name: 'Rendre ma copie' })).toBeInTheDocument()
    expect(await screen.findByText(EXAM_MESSAGES.nextSectionOpened)).toBeInTheDocument()
  })

  it('closes by itself at the section’s deadline: the attempt is read again and the next section opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: SERVER_NOW })
    const first = firstSection(MINUTE, SERVER_NOW)
    let current = first
    const load = vi.fn(() => ok(current))
    await openPaper(first, { 'exams.attempt': load })
    const loads = load.mock.calls.length
    current = secondSection(SERVER_NOW + MINUTE)
    await advance(MINUTE + 1000)
    expect(await screen.findByText('Section 2 sur 2 · Algèbre')).toBeInTheDocument()
    expect(load.mock.calls.length).toBeGreaterThan(loads)
    expect(screen.getByRole('timer')).toHaveTextContent(/^(20:00|19:5\d)$/)
  })

  it('says so when the server refuses a late answer (409), then moves on to the open section', async () => {
    let current = firstSection()
    const load = vi.fn(() => ok(current))
    const late: Procedure = () => {
      current = secondSection()
      return fail(409, EXAM_MESSAGES.sectionClosed)
    }
    const { user } = await openPaper(current, { 'exams.attempt': load, 'exams.saveAnswer': late })
    await user.click(choice(1, 'A'))
    // the message keeps its no-break space before « : »: matched as written
    expect((await screen.findAllByText(EXAM_MESSAGES.sectionClosed, { normalizer: (text) => text.trim() })).length).toBeGreaterThan(0)
    expect(await screen.findByText('Section 2 sur 2 · Algèbre')).toBeInTheDocument()
  })

  it('keeps the dialog open with the reason when the network fails, and never hands the paper in', async () => {
    const submit = vi.fn(() => ok(null))
    const { user } = await openPaper(firstSection(), { 'exams.nextSection': () => fail(500, 'boom'), 'exams.submit': submit })
    await user.click(screen.getByRole('button', { name: 'Section suivante' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Clore la section' }))
    expect(await within(dialog).findByText('La section n’a pas pu être close. Vérifiez votre connexion, puis réessayez.')).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
    expect(screen.getByText('Section 1 sur 2 · Analyse')).toBeInTheDocument()
  })
})
