import { ACCESS_MESSAGES, TIMINGS } from '@tutorat/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { makeAccess, makeAdminVideo, makeCourse, makeStudent, renderAdmin } from '../students/fixtures.tsx'

const COURSES = [makeCourse({ id: 7, title: 'Analyse 1' }), makeCourse({ id: 8, title: 'Algèbre' })]
const STUDENTS = [makeStudent({ id: 11, name: 'Amina El Idrissi' }), makeStudent({ id: 12, name: 'Youssef Benali' })]
const VIDEOS = [
  makeAdminVideo({ id: 1, module_name: 'Suites', is_free: true }),
  makeAdminVideo({ id: 2, module_name: 'Suites' }),
  makeAdminVideo({ id: 3, module_name: 'Fonctions' }),
  makeAdminVideo({ id: 4, module_name: null }),
]
const ACCESS = makeAccess({ id: 31, course_id: 7, access_type: 'partial', modules: ['Suites'], duration_days: 30, expires_at: '2030-01-15T12:00:00.000Z' })

afterEach(() => {
  vi.useRealTimers()
})

describe('/admin/accesses/new', () => {
  async function openNew(create: () => ReturnType<typeof ok>, path = '/admin/accesses/new', options: { fakeTimers?: boolean } = {}) {
    const createCall = vi.fn(create)
    const byCourse = vi.fn(() => ok(VIDEOS))
    const searched = vi.fn((input: unknown) => ok(STUDENTS.filter((s) => s.name.toLowerCase().includes((input as { search?: string }).search ?? ''))))
    const app = renderAdmin(
      path,
      {
        'courses.list': () => ok(COURSES),
        'students.list': searched,
        'students.get': (input: unknown) => ok(STUDENTS.find((s) => s.id === (input as { id: number }).id)),
        'videos.byCourse': byCourse,
        'accesses.create': createCall,
        'accesses.list': () => ok([]),
      },
      options,
    )
    await screen.findByRole('heading', { name: 'Accorder un accès', level: 1 })
    await screen.findByRole('option', { name: 'Analyse 1' }, { timeout: 3000 })
    return { ...app, createCall, byCourse, searched }
  }

  it('starts with standard, 30 days, active; needs a student, a course and at least 1 day', async () => {
    const { user, createCall } = await openNew(() => ok({}))
    expect(screen.getByLabelText('Type d’accès')).toHaveValue('standard')
    expect(screen.getByLabelText('Durée (jours)')).toHaveValue(30)
    expect(screen.getByLabelText('Accès actif')).toBeChecked()

    await user.clear(screen.getByLabelText('Durée (jours)'))
    await user.type(screen.getByLabelText('Durée (jours)'), '0')
    await user.click(screen.getByRole('button', { name: 'Accorder l’accès' }))
    expect(await screen.findByText(ACCESS_MESSAGES.studentRequired)).toBeInTheDocument()
    expect(screen.getByText(ACCESS_MESSAGES.courseRequired)).toBeInTheDocument()
    expect(screen.getByText('La durée doit être d’au moins 1 jour')).toBeInTheDocument()
    expect(createCall).not.toHaveBeenCalled()
  })

  it('shows the module picker for a partial access and grants it, then returns to the list after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const answer = { access: ACCESS, extended: false, message: ACCESS_MESSAGES.granted }
    const { user, createCall, byCourse, pathname, searched } = await openNew(() => ok(answer), '/admin/accesses/new', { fakeTimers: true })
    expect(screen.queryByRole('group', { name: 'Modules ouverts' })).not.toBeInTheDocument()

    // any student, found by name or e-mail on the server (never a window of the 200 newest)
    await user.type(screen.getByLabelText(/^Étudiant/), 'amina')
    await user.click(await screen.findByRole('button', { name: /^Choisir Amina El Idrissi/ }))
    expect(searched).toHaveBeenLastCalledWith({ search: 'amina', limit: 8, offset: 0 })
    await user.selectOptions(screen.getByLabelText(/^Cours/), 'Analyse 1')
    await user.selectOptions(screen.getByLabelText('Type d’accès'), 'partial')
    const picker = await screen.findByRole('group', { name: 'Modules ouverts' })
    await within(picker).findByRole('checkbox', { name: 'Suites' })
    expect(within(picker).getAllByRole('checkbox').map((box) => box.getAttribute('name') ?? box.parentElement?.textContent)).toEqual(['Suites', 'Fonctions'])
    expect(byCourse).toHaveBeenCalledWith({ course_id: 7 })

    await user.click(within(picker).getByRole('checkbox', { name: 'Fonctions' }))
    await user.click(screen.getByRole('button', { name: 'Accorder l’accès' }))

    expect(await screen.findByText(ACCESS_MESSAGES.granted)).toBeInTheDocument()
    expect(createCall).toHaveBeenCalledWith({ student_id: 11, course_id: 7, access_type: 'partial', duration_days: 30, is_active: true, modules: ['Fonctions'] })

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.redirectDelayMs - 500))
    expect(pathname()).toBe('/admin/accesses/new')
    await act(() => vi.advanceTimersByTimeAsync(600))
    await waitFor(() => expect(pathname()).toBe('/admin/accesses'))
    // the list it returned to has loaded: its call does not answer into the next test
    expect(await screen.findByRole('heading', { name: 'Aucun accès accordé pour le moment' })).toBeInTheDocument()
  })

  it('says so when the student already had an access that was extended', async () => {
    const { user } = await openNew(() => ok({ access: ACCESS, extended: true, message: ACCESS_MESSAGES.extended }), '/admin/accesses/new?student_id=12&course_id=8')
    expect(await screen.findByRole('button', { name: 'Changer d’étudiant (Youssef Benali)' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Cours/)).toHaveValue('8')
    await user.click(screen.getByRole('button', { name: 'Accorder l’accès' }))
    expect(await screen.findByText(ACCESS_MESSAGES.extended)).toBeInTheDocument()
  })

  it('explains a failure', async () => {
    const { user } = await openNew(() => fail(500, 'Une erreur interne est survenue. Veuillez réessayer.'), '/admin/accesses/new?student_id=12&course_id=8')
    await user.click(screen.getByRole('button', { name: 'Accorder l’accès' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.createError)
  })
})

describe('/admin/accesses/$id/edit', () => {
  async function openEdit(get: () => ReturnType<typeof ok>, update = vi.fn(() => ok(ACCESS)), options: { fakeTimers?: boolean } = {}) {
    const app = renderAdmin(
      '/admin/accesses/31/edit',
      { 'accesses.get': get, 'accesses.update': update, 'accesses.list': () => ok([]), 'courses.list': () => ok(COURSES), 'videos.byCourse': () => ok(VIDEOS) },
      options,
    )
    await screen.findByRole('heading', { name: 'Modifier l’accès', level: 1 })
    return { ...app, update }
  }

  it('shows the student and the course fixed, allows 0 = unlimited, sends only what changed, then returns after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, update, pathname } = await openEdit(() => ok(ACCESS), undefined, { fakeTimers: true })
    await screen.findByText('Amina El Idrissi')
    expect(screen.getByText('Analyse 1')).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Étudiant/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Cours/)).not.toBeInTheDocument()
    expect(screen.getByText(/0 = illimité/)).toBeInTheDocument()
    // partial: its modules, ticked as granted
    expect(await screen.findByRole('checkbox', { name: 'Suites' })).toBeChecked()

    await user.clear(screen.getByLabelText('Durée (jours)'))
    await user.type(screen.getByLabelText('Durée (jours)'), '0')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByText(ACCESS_MESSAGES.updated)).toBeInTheDocument()
    expect(update).toHaveBeenCalledWith({ id: 31, duration_days: 0 })
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.shortRedirectDelayMs - 500))
    expect(pathname()).toBe('/admin/accesses/31/edit')
    await act(() => vi.advanceTimersByTimeAsync(600))
    await waitFor(() => expect(pathname()).toBe('/admin/accesses'))
    expect(await screen.findByRole('heading', { name: 'Aucun accès accordé pour le moment' })).toBeInTheDocument()
  })

  it('refuses a negative duration', async () => {
    const { user, update } = await openEdit(() => ok(ACCESS))
    await screen.findByText('Amina El Idrissi')
    await user.clear(screen.getByLabelText('Durée (jours)'))
    await user.type(screen.getByLabelText('Durée (jours)'), '-3')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('La durée ne peut pas être négative')).toBeInTheDocument()
    expect(update).not.toHaveBeenCalled()
  })

  it('hides the modules unless the access is partial', async () => {
    const { user } = await openEdit(() => ok({ ...ACCESS, access_type: 'standard', modules: [] }))
    await screen.findByText('Amina El Idrissi')
    expect(screen.queryByRole('group', { name: 'Modules ouverts' })).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Type d’accès'), 'partial')
    expect(await screen.findByRole('group', { name: 'Modules ouverts' })).toBeInTheDocument()
  })

  it('says when the access does not exist', async () => {
    await openEdit(() => fail(404, 'Accès introuvable...'))
    expect(await screen.findByText(ACCESS_MESSAGES.notFound)).toBeInTheDocument()
  })

  it('explains a failed save', async () => {
    const { user } = await openEdit(() => ok(ACCESS), vi.fn(() => fail(500, 'Erreur')))
    await screen.findByText('Amina El Idrissi')
    await user.click(screen.getByLabelText('Accès actif'))
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.genericError)
  })
})
