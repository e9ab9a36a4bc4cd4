import { EXAM_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { networkSettled } from '../msw-server.ts'
import { refuseWithFields } from '../sessions-admin/fixtures.ts'
import { fail, ok } from '../trpc-mock.ts'
import { makeExam, openExams, row } from './fixtures.ts'
import { rowMenuItem } from '../row-actions.ts'

const QUIZ = makeExam({ id: 4, title: 'Quiz : limites', published: true, attempt_count: 3, running_count: 1 })
const MOCK = makeExam({ id: 7, title: 'Concours blanc ENSA', course_id: null, course_title: null, is_public: true, time_limit_minutes: 150, opens_at_local: null, closes_at_local: null, questions: [] })
const ROWS = [QUIZ, MOCK]

describe('/admin/exams: the list', () => {
  it('is in the sidebar of a regular admin', async () => {
    await openExams('/admin/exams', ROWS)
    const nav = within(screen.getByRole('navigation', { name: 'Administration' }))
    expect(nav.getByRole('link', { name: 'Concours' })).toHaveAttribute('href', '/admin/exams')
    await row('Concours', QUIZ.title)
  })

  it('shows each exam: for whom, questions, duration, Casablanca window, state and copies', async () => {
    const { list, user } = await openExams('/admin/exams', ROWS)
    const quiz = await row('Concours', QUIZ.title)
    expect(quiz.getByText('Analyse : fonctions et limites')).toBeInTheDocument()
    expect(quiz.getByText('2 questions')).toBeInTheDocument()
    expect(quiz.getByText('1 h 30')).toBeInTheDocument()
    expect(quiz.getByText('Du 5 déc. 2026 à 18:30 au 6 déc. 2026 à 18:30')).toBeInTheDocument()
    expect(quiz.getByText('Publié')).toBeInTheDocument()
    expect(quiz.getByText('3 copies')).toBeInTheDocument()
    expect(quiz.getByText('dont 1 en cours')).toBeInTheDocument()
    expect(quiz.getByRole('link', { name: 'Modifier le concours « Quiz : limites »' })).toHaveAttribute('href', '/admin/exams/4')
    // the results are in the row's « Actions » menu
    expect(await rowMenuItem(user, quiz, 'Résultats du concours « Quiz : limites »')).toHaveAttribute('href', '/admin/exams/4/results')
    await user.keyboard('{Escape}')

    const mock = await row('Concours', MOCK.title)
    expect(mock.getByText('Concours blanc public')).toBeInTheDocument()
    expect(mock.getByText('0 question')).toBeInTheDocument()
    expect(mock.getByText('2 h 30')).toBeInTheDocument()
    expect(mock.getByText('Sans date limite')).toBeInTheDocument()
    expect(mock.getByText('Brouillon')).toBeInTheDocument()
    expect(mock.getByText('0 copie')).toBeInTheDocument()

    expect(screen.getByText('2 concours')).toBeInTheDocument()
    expect(list).toHaveBeenCalledExactlyOnceWith({ limit: 50, offset: 0 })
    // the phone cards carry the same rows
    expect(within(screen.getByRole('list', { name: 'Concours' })).getByRole('article', { name: MOCK.title })).toBeInTheDocument()
  })

  it('puts the search and the course in the URL and in the call, back to the first page', async () => {
    const { user, list, search } = await openExams('/admin/exams?page=1', ROWS)
    await waitFor(() => expect(list).toHaveBeenCalledWith({ limit: 50, offset: 50 }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par cours' }), '5')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 50, offset: 0, course_id: 5 }))
    expect(search().get('course_id')).toBe('5')
    expect(search().get('page')).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un concours par son titre' }), 'ensa')
    await waitFor(() => expect(search().get('q')).toBe('ensa'))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 50, offset: 0, course_id: 5, q: 'ensa' }))
    expect(await screen.findByRole('heading', { name: 'Aucun concours ne correspond à ces filtres' })).toBeInTheDocument()
  })

  it('reads a made-up URL as no filter', async () => {
    const { list } = await openExams('/admin/exams?course_id=abc&page=-2', ROWS)
    await row('Concours', QUIZ.title)
    expect(list).toHaveBeenCalledExactlyOnceWith({ limit: 50, offset: 0 })
  })

  it('says so when the list cannot load, with the server’s reason', async () => {
    await openExams('/admin/exams', ROWS, { 'exams.list': () => fail(503, 'Service momentanément indisponible.') })
    // a 5xx is asked twice more (1 s, then 2 s later) before the page gives up
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 })
    expect(alert).toHaveTextContent('Erreur lors du chargement des concours.')
    expect(alert).toHaveTextContent('Service momentanément indisponible.')
  })
})

describe('/admin/exams: a new exam', () => {
  async function openForm(create = vi.fn((input: unknown) => ok({ message: EXAM_MESSAGES.created, exam: makeExam({ id: 9, title: String((input as { title: string }).title), questions: [] }) }))) {
    const exam = makeExam({ id: 9, title: 'Quiz : suites', questions: [] })
    const app = await openExams('/admin/exams', [], { 'exams.create': create, 'exams.get': () => ok(exam) })
    await app.user.click(await screen.findByRole('button', { name: 'Nouveau concours' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau concours' }))
    return { ...app, create, dialog }
  }

  it('creates it with the window as typed (Casablanca), then opens its editor', async () => {
    const { user, dialog, create, pathname } = await openForm()
    await user.type(dialog.getByRole('textbox', { name: /^Titre/ }), 'Quiz : suites')
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Ouvert à/ }), '5')
    await user.clear(dialog.getByRole('spinbutton', { name: /^Durée/ }))
    await user.type(dialog.getByRole('spinbutton', { name: /^Durée/ }), '45')
    await user.type(dialog.getByLabelText(/^Ouverture/), '2026-12-05T18:30')
    await user.clear(dialog.getByRole('textbox', { name: /^Pénalité/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Pénalité/ }), '0,25')
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Correction visible/ }), 'after_closing')
    await user.click(dialog.getByRole('checkbox', { name: 'Mélanger les questions' }))
    await user.click(dialog.getByRole('button', { name: 'Créer et écrire les questions' }))

    await expectToast(EXAM_MESSAGES.created)
    expect(create).toHaveBeenCalledExactlyOnceWith({
      title: 'Quiz : suites',
      description: '',
      course_id: 5,
      is_public: false,
      time_limit_minutes: 45,
      opens_at_local: '2026-12-05T18:30',
      closes_at_local: null,
      max_attempts: 1,
      penalty: 0.25,
      review_policy: 'after_closing',
      shuffle_questions: true,
      shuffle_options: false,
    })
    await waitFor(() => expect(pathname()).toBe('/admin/exams/9'))
    expect(await screen.findByRole('heading', { name: 'Questions (0)' })).toBeInTheDocument()
    await networkSettled()
  })

  it('checks the settings before sending: title, duration, a window that closes before it opens', async () => {
    const { user, dialog, create } = await openForm()
    await user.clear(dialog.getByRole('spinbutton', { name: /^Durée/ }))
    await user.type(dialog.getByRole('spinbutton', { name: /^Durée/ }), '900')
    await user.type(dialog.getByLabelText(/^Ouverture/), '2026-12-05T18:30')
    await user.type(dialog.getByLabelText(/^Clôture/), '2026-12-05T08:00')
    await user.click(dialog.getByRole('button', { name: 'Créer et écrire les questions' }))
    expect(await dialog.findByRole('textbox', { name: /^Titre/ })).toHaveAccessibleDescription(EXAM_MESSAGES.titleRequired)
    expect(dialog.getByRole('spinbutton', { name: /^Durée/ })).toHaveAccessibleDescription(new RegExp(EXAM_MESSAGES.timeLimitInvalid))
    expect(dialog.getByLabelText(/^Clôture/)).toHaveAccessibleDescription(new RegExp(EXAM_MESSAGES.windowInvalid))
    expect(create).not.toHaveBeenCalled()
  })

  it('puts the server’s refusal of the course under « Ouvert à »', async () => {
    const { user, dialog } = await openForm()
    const refused = refuseWithFields('exams.create', [{ path: ['course_id'], message: EXAM_MESSAGES.courseNotFound }])
    await user.type(dialog.getByRole('textbox', { name: /^Titre/ }), 'Quiz : suites')
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Ouvert à/ }), '6')
    await user.click(dialog.getByRole('button', { name: 'Créer et écrire les questions' }))
    const audience = dialog.getByRole('combobox', { name: /^Ouvert à/ })
    await waitFor(() => expect(audience).toHaveAccessibleDescription(new RegExp(EXAM_MESSAGES.courseNotFound)))
    expect(audience).toHaveFocus()
    expect(refused).toHaveBeenCalledTimes(1)
  })
})
