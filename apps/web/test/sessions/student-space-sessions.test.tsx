import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled } from '../msw-server.ts'
import { makeMyCourse, makeStudentVideo, renderStudent } from '../students/fixtures.tsx'
import { fail, ok, type Outcome } from '../trpc-mock.ts'
import { calendarAnswer, makeSession } from './fixtures.ts'

const COURSE = makeMyCourse({ id: 7, title: 'Analyse 1', video_count: 2 })

async function openDashboard(mine: () => Outcome) {
  const sessions = vi.fn(mine)
  const app = renderStudent('/student/dashboard', { 'student.myCourses': () => ok([COURSE]), 'sessions.mine': sessions, 'sessions.calendar': calendarAnswer })
  await screen.findByRole('heading', { name: 'Mes cours', level: 1 })
  await screen.findByRole('article', { name: 'Analyse 1' })
  return { ...app, sessions }
}

const upcoming = () => within(screen.getByRole('region', { name: 'Prochaines séances' }))

describe('« Prochaines séances » on the dashboard', () => {
  it('shows the next three, with the countdown, « Rejoindre » on the open one and the way to the others', async () => {
    // made before the page mounts: its clock is read then
    const sessions = [
      makeSession(1, -200, { title: 'Finie', duration_minutes: 60 }),
      makeSession(2, 5, { title: 'Ouverte' }),
      makeSession(3, 60 * 24, { title: 'Annulée demain', status: 'annulee' }),
      makeSession(4, 3 * 60 + 0.5, { title: 'Ce soir' }),
      makeSession(5, 2 * 24 * 60 + 1, { title: 'Après-demain' }),
      makeSession(6, 5 * 24 * 60, { title: 'La semaine prochaine' }),
    ]
    const { user, pathname } = await openDashboard(() => ok(sessions))
    await screen.findByRole('heading', { level: 2, name: 'Prochaines séances' })
    const items = upcoming().getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Ouverte', 'Ce soir', 'Après-demain'])
    const [open, tonight, later] = items.map((item) => within(item))
    expect(open?.getByText(/^Commence dans [45] min$/)).toBeInTheDocument()
    expect(open?.getByRole('link', { name: 'Rejoindre « Ouverte »' })).toHaveAttribute('href', '/student/sessions/2/join')
    expect(tonight?.getByText('Commence dans 3 h 01')).toBeInTheDocument()
    expect(tonight?.queryByRole('link', { name: /Rejoindre/ })).not.toBeInTheDocument()
    expect(later?.getByText('Commence dans 2 jours')).toBeInTheDocument()

    await user.click(upcoming().getByRole('link', { name: 'Toutes mes séances' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes séances' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/sessions')
    await screen.findByRole('article', { name: 'La semaine prochaine' })
    await networkSettled()
  })

  it('is not there at all when nothing is coming (only cancelled or finished sessions)', async () => {
    const { sessions } = await openDashboard(() => ok([makeSession(3, 60, { status: 'annulee' }), makeSession(1, -100, { duration_minutes: 60 })]))
    await waitFor(() => expect(sessions).toHaveBeenCalled())
    await networkSettled()
    expect(screen.queryByRole('heading', { name: 'Prochaines séances' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Aucune séance/)).not.toBeInTheDocument()
  })

  it('is not there either with no session at all', async () => {
    const { sessions } = await openDashboard(() => ok([]))
    await waitFor(() => expect(sessions).toHaveBeenCalled())
    await networkSettled()
    expect(screen.queryByRole('region', { name: 'Prochaines séances' })).not.toBeInTheDocument()
  })
})

describe('« Séances live » on the course page', () => {
  async function openCourse(forCourse: (input: unknown) => Outcome) {
    const sessions = vi.fn(forCourse)
    const app = renderStudent('/student/course/7', {
      'student.course': () => ok(COURSE),
      'student.courseVideos': () => ok([makeStudentVideo({ id: 101, title: 'Introduction' }), makeStudentVideo({ id: 55, title: 'Enregistrement du 3 mars', module_name: 'Enregistrements des séances' })]),
      'student.myCourses': () => ok([COURSE]),
      'sessions.forCourse': sessions,
    })
    await screen.findByRole('heading', { name: 'Analyse 1', level: 1 })
    return { ...app, sessions }
  }
  const live = () => within(screen.getByRole('region', { name: 'Séances live' }))

  it('lists the sessions to come with « Rejoindre », then the past ones with their recording', async () => {
    const list = [
      makeSession(9, 7 * 24 * 60, { title: 'Révision finale' }),
      makeSession(8, 10, { title: 'Ce matin' }),
      makeSession(7, -24 * 60, { title: 'Hier' }),
      makeSession(6, -3 * 24 * 60, { title: 'Lundi', recording_video_id: 55 }),
      makeSession(5, -4 * 24 * 60, { title: 'Annulée la semaine dernière', status: 'annulee' }),
    ]
    const { sessions, user, search } = await openCourse(() => ok(list))
    await screen.findByRole('heading', { level: 2, name: 'Séances live' })
    expect(sessions).toHaveBeenCalledWith({ course_id: 7 })
    const titles = live()
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading', { level: 3 }).textContent)
    expect(titles).toEqual(['Ce matin', 'Révision finale', 'Hier', 'Lundi'])
    expect(live().getByRole('link', { name: 'Rejoindre « Ce matin »' })).toHaveAttribute('href', '/student/sessions/8/join')
    expect(live().getByRole('button', { name: 'Rejoindre « Révision finale »' })).toBeDisabled()
    expect(live().queryByRole('link', { name: /Rejoindre « Hier »/ })).not.toBeInTheDocument()
    expect(live().getAllByRole('link', { name: /Voir l’enregistrement/ })).toHaveLength(1)

    await user.click(live().getByRole('link', { name: 'Voir l’enregistrement de « Lundi »' }))
    await waitFor(() => expect(search()).toContain('video=55'))
    expect(await screen.findByRole('heading', { level: 2, name: 'Enregistrement du 3 mars' })).toBeInTheDocument()
  })

  it('adds nothing to a course without sessions', async () => {
    const { sessions } = await openCourse(() => ok([]))
    await waitFor(() => expect(sessions).toHaveBeenCalled())
    await networkSettled()
    expect(screen.queryByRole('heading', { name: 'Séances live' })).not.toBeInTheDocument()
  })

  it('says so, and offers to retry, when the sessions cannot be loaded', async () => {
    const sessions = vi.fn(() => fail(500, 'Erreur'))
    const { user } = await openCourse(sessions)
    expect(await screen.findByText('Les séances live de ce cours n’ont pas pu être chargées.', {}, { timeout: 8000 })).toBeInTheDocument()
    sessions.mockImplementation(() => ok([makeSession(8, 10, { title: 'Ce matin' })]))
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('link', { name: 'Rejoindre « Ce matin »' })).toBeInTheDocument()
  })
})
