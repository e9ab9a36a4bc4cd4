import { EXAM_MESSAGES } from '@tutorat/contracts'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled, server } from '../msw-server.ts'
import { renderStudent } from '../students/fixtures.tsx'
import { fail, ok, type Outcome, type Procedure } from '../trpc-mock.ts'
import { examWindow, makeAttemptSummary, makeStudentExam } from './list-fixtures.ts'
import { makeAttempt } from './paper-fixtures.ts'

const DAY = 24 * 60

const OPEN = makeStudentExam(1, {
  title: 'Concours blanc ENSA',
  description: 'Analyse et algèbre, niveau 2e année.',
  ...examWindow(-60, DAY),
  opens_at_local: '2026-05-12T18:00',
  closes_at_local: '2026-05-13T20:00',
  max_attempts: 2,
  attempts_used: 1,
  best_score_20: 12.5,
  last_attempt_id: 40,
})
const RUNNING = makeStudentExam(2, { title: 'Quiz Analyse 1', is_public: false, course_id: 7, course_title: 'Analyse 1', max_attempts: 3, attempts_used: 1, running_attempt_id: 41, last_attempt_id: 41 })
const USED_UP = makeStudentExam(3, { title: 'Quiz Algèbre', is_public: false, course_id: 8, course_title: 'Algèbre', attempts_used: 1, last_attempt_id: 42, best_score_20: 9 })
const SOON = makeStudentExam(4, { title: 'Concours blanc ENSAM', state: 'a_venir', ...examWindow(3 * DAY, 4 * DAY), opens_at_local: '2026-05-15T09:00', closes_at_local: '2026-05-16T09:00' })
const CLOSED = makeStudentExam(5, { title: 'Concours blanc EMI', state: 'clos', ...examWindow(-3 * DAY, -DAY) })

const card = (title: string) => within(screen.getByRole('article', { name: title }))

function openExams(path: string, available: Procedure, more: Record<string, Procedure> = {}) {
  return renderStudent(path, { 'exams.available': available, 'exams.myAttempts': () => ok([]), ...more })
}

describe('/student/exams « Mes concours »', () => {
  it('lists each exam with its facts, the paper to resume first, and says why « Commencer » is closed', async () => {
    openExams('/student/exams', () => ok([OPEN, RUNNING, USED_UP, SOON, CLOSED]))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes concours' })).toBeInTheDocument()
    await screen.findByRole('article', { name: OPEN.title })
    const titles = within(screen.getByRole('region', { name: 'Concours disponibles' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([RUNNING.title, OPEN.title, USED_UP.title, SOON.title, CLOSED.title])

    const open = card(OPEN.title)
    expect(open.getByText('Concours blanc gratuit')).toBeInTheDocument()
    expect(open.getByText('Analyse et algèbre, niveau 2e année.')).toBeInTheDocument()
    expect(open.getByText('30 minutes')).toBeInTheDocument()
    expect(open.getByText('20 questions')).toBeInTheDocument()
    expect(open.getByText('Du mardi 12 mai à 18:00 au mercredi 13 mai à 20:00')).toBeInTheDocument()
    expect(open.getByText('1/2 tentatives utilisées')).toBeInTheDocument()
    expect(open.getByText('12,5/20')).toBeInTheDocument()
    expect(open.getByText('Ouvert')).toBeInTheDocument()
    expect(open.getByRole('button', { name: 'Commencer « Concours blanc ENSA »' })).toBeEnabled()
    expect(open.getByRole('link', { name: 'Voir ma copie de « Concours blanc ENSA »' })).toHaveAttribute('href', '/student/attempts/40')

    const running = card(RUNNING.title)
    expect(running.getByText('Analyse 1')).toBeInTheDocument()
    expect(running.getByRole('link', { name: 'Reprendre « Quiz Analyse 1 »' })).toHaveAttribute('href', '/student/attempts/41')
    // the running paper is the last one: no second link to it, no « Commencer »
    expect(running.queryByRole('link', { name: /Voir ma copie/ })).not.toBeInTheDocument()
    expect(running.queryByRole('button', { name: /Commencer/ })).not.toBeInTheDocument()

    const usedUp = card(USED_UP.title)
    expect(usedUp.getByRole('button', { name: 'Commencer « Quiz Algèbre »' })).toBeDisabled()
    expect(usedUp.getByRole('button', { name: 'Commencer « Quiz Algèbre »' })).toHaveAccessibleDescription(EXAM_MESSAGES.noAttemptsLeft)
    expect(usedUp.getByText('1/1 tentative utilisée')).toBeInTheDocument()
    expect(usedUp.getByRole('link', { name: 'Voir ma copie de « Quiz Algèbre »' })).toHaveAttribute('href', '/student/attempts/42')

    const soon = card(SOON.title)
    expect(soon.getByText('À venir')).toBeInTheDocument()
    expect(soon.getByRole('button', { name: 'Commencer « Concours blanc ENSAM »' })).toBeDisabled()
    expect(soon.getByText('Ce concours ouvre le vendredi 15 mai à 09:00.')).toBeInTheDocument()

    const closed = card(CLOSED.title)
    expect(closed.getByText('Clos')).toBeInTheDocument()
    expect(closed.getByRole('button', { name: 'Commencer « Concours blanc EMI »' })).toHaveAccessibleDescription(EXAM_MESSAGES.closed)
    expect(closed.queryByRole('link', { name: /Voir ma copie/ })).not.toBeInTheDocument()
  })

  it('asks before starting, then starts on the server and opens the paper', async () => {
    const start = vi.fn((): Outcome => ok(makeAttempt({ id: 77, exam_id: OPEN.id })))
    const { user, pathname } = openExams('/student/exams', () => ok([OPEN]), { 'exams.start': start, 'exams.attempt': () => ok(makeAttempt({ id: 77, exam_id: OPEN.id })) })
    await user.click(await screen.findByRole('button', { name: 'Commencer « Concours blanc ENSA »' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Commencer « Concours blanc ENSA » ?' })
    expect(within(dialog).getByText('Le chronomètre démarre dès que vous commencez : 30 minutes.')).toBeInTheDocument()
    expect(within(dialog).getByText(/Tentative 2 sur 2\./)).toBeInTheDocument()
    expect(start).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Commencer' }))
    await waitFor(() => expect(pathname()).toBe('/student/attempts/77'))
    expect(start).toHaveBeenCalledTimes(1)
    expect(start).toHaveBeenCalledWith({ id: OPEN.id })
    await networkSettled()
  })

  it('starts nothing when the student cancels', async () => {
    const start = vi.fn((): Outcome => ok(makeAttempt({ id: 77, exam_id: OPEN.id })))
    const { user, pathname } = openExams('/student/exams', () => ok([OPEN]), { 'exams.start': start })
    await user.click(await screen.findByRole('button', { name: 'Commencer « Concours blanc ENSA »' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(start).not.toHaveBeenCalled()
    expect(pathname()).toBe('/student/exams')
  })

  it('warns when the closing cuts the time short', async () => {
    const closingSoon = makeStudentExam(6, { title: 'Dernière chance', ...examWindow(-DAY, 10), closes_at_local: '2026-05-12T20:00' })
    const { user } = openExams('/student/exams', () => ok([closingSoon]))
    await user.click(await screen.findByRole('button', { name: 'Commencer « Dernière chance »' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Le concours ferme le mardi 12 mai à 20:00 : votre copie sera rendue à ce moment-là au plus tard.')).toBeInTheDocument()
  })

  it('shows the server’s refusal, closes the dialog and refreshes the list (the last attempt was used elsewhere)', async () => {
    let list = [OPEN]
    const available = vi.fn(() => ok(list))
    const start = vi.fn(() => {
      list = [{ ...OPEN, attempts_used: 2, last_attempt_id: 43 }]
      return fail(409, EXAM_MESSAGES.noAttemptsLeft)
    })
    const { user, pathname } = openExams('/student/exams', available, { 'exams.start': start })
    await user.click(await screen.findByRole('button', { name: 'Commencer « Concours blanc ENSA »' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Commencer' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await screen.findAllByText(EXAM_MESSAGES.noAttemptsLeft)).not.toHaveLength(0)
    await waitFor(() => expect(card(OPEN.title).getByRole('button', { name: 'Commencer « Concours blanc ENSA »' })).toBeDisabled())
    expect(card(OPEN.title).getByRole('link', { name: /Voir ma copie/ })).toHaveAttribute('href', '/student/attempts/43')
    expect(pathname()).toBe('/student/exams')
  })

  it('drops an exam unpublished meanwhile: the server’s 404, then the refreshed list without it', async () => {
    let list = [OPEN, SOON]
    const start = vi.fn(() => {
      list = [SOON]
      return fail(404, EXAM_MESSAGES.notFound)
    })
    const { user } = openExams('/student/exams', () => ok(list), { 'exams.start': start })
    await user.click(await screen.findByRole('button', { name: 'Commencer « Concours blanc ENSA »' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Commencer' }))
    expect(await screen.findByText(EXAM_MESSAGES.notFound)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: OPEN.title })).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: SOON.title })).toBeInTheDocument()
  })

  it('keeps the dialog open with a message when the start fails for another reason, and retries', async () => {
    const start = vi.fn((): Outcome => fail(500, 'Erreur interne'))
    const { user, pathname } = openExams('/student/exams', () => ok([OPEN]), { 'exams.start': start, 'exams.attempt': () => ok(makeAttempt({ id: 78, exam_id: OPEN.id })) })
    await user.click(await screen.findByRole('button', { name: 'Commencer « Concours blanc ENSA »' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Commencer' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le concours n’a pas pu commencer. Vérifiez votre connexion puis réessayez.')
    // the server's internal wording never reaches the student
    expect(screen.queryByText(/Erreur interne/)).not.toBeInTheDocument()

    start.mockImplementation(() => ok(makeAttempt({ id: 78, exam_id: OPEN.id })))
    await user.click(within(dialog).getByRole('button', { name: 'Commencer' }))
    await waitFor(() => expect(pathname()).toBe('/student/attempts/78'))
    // the paper's page is a lazy chunk whose first call leaves after the navigation: the test ends
    // once the paper is on screen, or that call would reach the next test's handlers
    expect(await screen.findByRole('heading', { level: 1, name: makeAttempt().exam_title })).toBeInTheDocument()
    await networkSettled()
  })

  it('brings the exam a link points at into view and focus (`?exam=`)', async () => {
    openExams('/student/exams?exam=4', () => ok([OPEN, SOON]))
    const soon = await screen.findByRole('article', { name: SOON.title })
    await waitFor(() => expect(soon).toHaveFocus())
    expect(soon.className).toContain('ring-2')
    expect(screen.getByRole('article', { name: OPEN.title }).className).not.toContain('ring-2')
  })

  it('ignores an `?exam=` that is not an id', async () => {
    for (const path of ['/student/exams?exam=abc', '/student/exams?exam=-4', '/student/exams?exam=99999999999']) {
      openExams(path, () => ok([OPEN, SOON]))
      await screen.findByRole('article', { name: SOON.title })
      expect(screen.queryByText(/pas ou plus disponible/)).not.toBeInTheDocument()
      expect(screen.getByRole('article', { name: SOON.title })).not.toHaveFocus()
      await networkSettled()
      cleanup()
    }
  })

  it('says so when the exam a link points at is not available to this student', async () => {
    openExams('/student/exams?exam=99', () => ok([OPEN]))
    expect(await screen.findByText(/Ce concours n’est pas ou plus disponible pour votre compte/)).toBeInTheDocument()
    expect(screen.getByRole('article', { name: OPEN.title })).toBeInTheDocument()
  })

  it('asks for the list again when an exam opens while the page is on screen', async () => {
    let state: 'a_venir' | 'ouvert' = 'a_venir'
    const opening = () => makeStudentExam(8, { title: 'Concours de 18 h', state, ...examWindow(0.02, DAY) })
    const available = vi.fn(() => ok([opening()]))
    openExams('/student/exams', available)
    const button = await screen.findByRole('button', { name: 'Commencer « Concours de 18 h »' })
    expect(button).toBeDisabled()
    state = 'ouvert'
    await waitFor(() => expect(screen.getByRole('button', { name: 'Commencer « Concours de 18 h »' })).toBeEnabled(), { timeout: 8000 })
    expect(available).toHaveBeenCalledTimes(2)
  })

  it('asks for the list and the copies in the same request as the verification', async () => {
    const batches: string[] = []
    server.events.on('request:start', ({ request }) => {
      batches.push(new URL(request.url).pathname.slice('/trpc/'.length))
    })
    openExams('/student/exams', () => ok([OPEN]))
    await screen.findByRole('article', { name: OPEN.title })
    expect(batches[0]).toBe('student.verify,exams.available,exams.myAttempts')
    expect(batches.filter((batch) => batch.includes('exams.available'))).toHaveLength(1)
    server.events.removeAllListeners()
  })

  it('explains the empty list and the absence of copies', async () => {
    openExams('/student/exams', () => ok([]))
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucun concours pour le moment' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les cours gratuits' })).toHaveAttribute('href', '/cours-gratuits')
    expect(await screen.findByText('Vous n’avez encore passé aucun concours : vos copies et vos notes apparaîtront ici.')).toBeInTheDocument()
  })

  it('offers to retry when the list cannot be loaded', async () => {
    const available = vi.fn((): Outcome => fail(500, 'Erreur'))
    const { user } = openExams('/student/exams', available)
    expect(await screen.findByText('Vos concours n’ont pas pu être chargés.', {}, { timeout: 8000 })).toBeInTheDocument()
    available.mockImplementation(() => ok([OPEN]))
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('article', { name: OPEN.title })).toBeInTheDocument()
  })
})

describe('« Mes copies »', () => {
  it('lists every copy with its status, day, note over 20 and link; a running one is resumed', async () => {
    const attempts = [
      makeAttemptSummary(41, {
        exam_title: 'Quiz Analyse 1',
        status: 'en_cours',
        started_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        deadline_at: new Date(Date.now() + 25 * 60_000).toISOString(),
        submitted_at: null,
        score: null,
        score_20: null,
      }),
      makeAttemptSummary(40, { exam_title: 'Concours blanc ENSA', attempt_number: 2, score: 12.5, max_score: 20, score_20: 12.5 }),
      makeAttemptSummary(39, { exam_title: 'Concours blanc ENSA', status: 'expiree', score: 1.5, max_score: 4, score_20: 7.5, submitted_at: '2026-03-01T10:00:00.000Z' }),
    ]
    renderStudent('/student/exams', { 'exams.available': () => ok([]), 'exams.myAttempts': () => ok(attempts) })
    const copies = within(await screen.findByRole('region', { name: 'Mes copies' }))
    const rows = await copies.findAllByRole('listitem')
    expect(rows).toHaveLength(3)
    const [running, scored, expired] = rows.map((row) => within(row))

    expect(running?.getByText('En cours')).toBeInTheDocument()
    expect(running?.getByText(/^Tentative 1, commencée le \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument()
    expect(running?.getByRole('link', { name: 'Reprendre « Quiz Analyse 1 », tentative 1' })).toHaveAttribute('href', '/student/attempts/41')

    expect(scored?.getByText('Rendue')).toBeInTheDocument()
    expect(scored?.getByText('Tentative 2, rendue le 10/03/2026')).toBeInTheDocument()
    expect(scored?.getByText('12,5/20')).toBeInTheDocument()
    expect(scored?.getByText('12,5 points sur 20')).toBeInTheDocument()
    expect(scored?.getByRole('link', { name: 'Voir la copie « Concours blanc ENSA », tentative 2' })).toHaveAttribute('href', '/student/attempts/40')

    expect(expired?.getByText('Rendue à la fin du temps')).toBeInTheDocument()
    expect(expired?.getByText('Tentative 1, rendue le 01/03/2026')).toBeInTheDocument()
    expect(expired?.getByText('7,5/20')).toBeInTheDocument()
    expect(expired?.getByText('1,5 point sur 4')).toBeInTheDocument()
  })

  it('shows a paper past its deadline (not swept yet) as a copy to read, not to resume', async () => {
    const late = makeAttemptSummary(45, { status: 'en_cours', deadline_at: new Date(Date.now() - 60_000).toISOString(), submitted_at: null, score: null, score_20: null })
    renderStudent('/student/exams', { 'exams.available': () => ok([]), 'exams.myAttempts': () => ok([late]) })
    const copies = within(await screen.findByRole('region', { name: 'Mes copies' }))
    expect(await copies.findByRole('link', { name: /^Voir la copie/ })).toHaveAttribute('href', '/student/attempts/45')
    expect(copies.queryByRole('link', { name: /Reprendre/ })).not.toBeInTheDocument()
  })
})
