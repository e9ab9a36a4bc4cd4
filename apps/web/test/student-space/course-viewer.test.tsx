import { MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled } from '../msw-server.ts'
import { fail, ok } from '../trpc-mock.ts'
import { makeMyCourse, makePlay, makeStudentVideo, renderStudent, type StudentVideo } from '../students/fixtures.tsx'

const COURSE = makeMyCourse({ id: 7, title: 'Analyse 1', video_count: 4 })
const PAID_EMBED = 'https://drive.google.com/file/d/fichier-payant-abcdefghij/preview'

// A trial access: free videos open, the paid one locked (the server sends it without links).
const videos = (): StudentVideo[] => [
  makeStudentVideo({ id: 101, title: 'Introduction', module_name: 'Suites', is_free: true, pdf_url: 'https://exemple.ma/intro.pdf' }),
  makeStudentVideo({ id: 102, title: 'Suites arithmétiques', module_name: 'Suites', locked: true }),
  makeStudentVideo({ id: 103, title: 'Limites', module_name: 'Fonctions', is_free: true }),
  makeStudentVideo({ id: 104, title: 'Exercices corrigés', module_name: null, is_free: true, seen: true }),
]

async function openCourse(path = '/student/course/7', more: Parameters<typeof renderStudent>[1] = {}) {
  const app = renderStudent(path, {
    'student.course': () => ok(COURSE),
    'student.courseVideos': () => ok(videos()),
    'student.myCourses': () => ok([COURSE]),
    'plays.start': (input) => ok(makePlay(Number((input as { id: number }).id))),
    'plays.heartbeat': () => ok({ ok: true, heartbeat_seconds: 20 }),
    ...more,
  })
  await screen.findByRole('heading', { name: 'Analyse 1', level: 1 })
  return app
}

const outline = () => screen.getByRole('navigation', { name: 'Contenu du cours' })

describe('/student/course/$courseId', () => {
  it('lists modules and videos in order and plays the first unseen open video', async () => {
    const { search } = await openCourse()
    await waitFor(() => expect(search()).toContain('video=101'))
    const groups = within(outline()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(groups).toEqual(['Suites', 'Fonctions', 'Autres vidéos'])

    expect(screen.getByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument()
    // the frame's address comes from plays.start only, never from the list
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://drive.google.com/file/d/fichier-101-abcdefghij/preview'))
    const frame = document.querySelector('iframe')
    expect(frame).toHaveAttribute('title', 'Vidéo : Introduction')
    expect(frame).not.toHaveAttribute('allowfullscreen')
    expect(screen.getByRole('link', { name: /Support PDF/ })).toHaveAttribute('href', 'https://exemple.ma/intro.pdf')
    expect(screen.getByText('1/4 vidéos vues')).toBeInTheDocument()
  })

  it('shows a locked video with a lock, no link and no player', async () => {
    await openCourse()
    expect(within(outline()).queryByRole('link', { name: /Suites arithmétiques/ })).not.toBeInTheDocument()
    expect(within(outline()).getByText('Suites arithmétiques').closest('div')).toHaveTextContent('Contenu réservé')
    expect(within(outline()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Introduction (PDF disponible)', 'Limites', 'Exercices corrigés (vue)'])
  })

  it('opened by its address, a locked video shows no player and no Drive link', async () => {
    await openCourse('/student/course/7?video=102')
    expect(screen.getByRole('heading', { level: 2, name: 'Suites arithmétiques' })).toBeInTheDocument()
    expect(screen.getAllByText('Contenu réservé').length).toBeGreaterThan(0)
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.body.innerHTML).not.toContain(PAID_EMBED)
    expect(screen.queryByRole('button', { name: 'Marquer comme vu' })).not.toBeInTheDocument()
    expect((await screen.findByRole('link', { name: 'Débloquer sur WhatsApp' })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000/)
  })

  it('marks a video seen on the server and updates the progress', async () => {
    const markSeen = vi.fn((input: unknown) => ok(input))
    const { user } = await openCourse('/student/course/7', { 'student.markSeen': markSeen })
    const toggle = screen.getByRole('button', { name: 'Marquer comme vu' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'))
    expect(markSeen).toHaveBeenCalledWith({ video_id: 101, seen: true })
    expect(screen.getByText('2/4 vidéos vues')).toBeInTheDocument()

    await user.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'))
    expect(markSeen).toHaveBeenLastCalledWith({ video_id: 101, seen: false })
  })

  it('undoes the mark when the server refuses it', async () => {
    const { user } = await openCourse('/student/course/7', { 'student.markSeen': () => fail(403, STUDENT_SPACE_MESSAGES.noAccess) })
    const toggle = screen.getByRole('button', { name: 'Marquer comme vu' })
    await user.click(toggle)
    expect(await screen.findByText(STUDENT_SPACE_MESSAGES.noAccess)).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('1/4 vidéos vues')).toBeInTheDocument()
  })

  it('signs the student out when saving the progress is refused for the session', async () => {
    const { user, pathname } = await openCourse('/student/course/7', { 'student.markSeen': () => fail(401, MESSAGES.signedOutByAnotherDevice) })
    await user.click(screen.getByRole('button', { name: 'Marquer comme vu' }))
    expect(await screen.findByRole('heading', { name: 'Espace étudiant' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/login')
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signedOutByAnotherDevice)
    // the sign-in page reads the site settings (a Google client id, none here): nothing to see, but
    // that call must not be left to the next test's handlers
    await networkSettled()
  })

  it('moves to the next and previous open videos, skipping locked ones', async () => {
    const { user, search } = await openCourse()
    const nav = screen.getByRole('navigation', { name: 'Vidéo précédente ou suivante' })
    expect(within(nav).getByRole('button', { name: 'Précédente' })).toBeDisabled()

    await user.click(within(nav).getByRole('link', { name: 'Suivante : Limites' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Limites' })).toBeInTheDocument()
    expect(search()).toContain('video=103')
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://drive.google.com/file/d/fichier-103-abcdefghij/preview'))

    await user.click(screen.getByRole('link', { name: 'Précédente : Introduction' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument()

    await user.click(within(outline()).getByRole('link', { name: 'Exercices corrigés (vue)' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Exercices corrigés' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suivante' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Marquer comme vu' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('folds the contents on a phone behind a toggle', async () => {
    const { user } = await openCourse()
    const toggle = screen.getByRole('button', { name: /Contenu du cours/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(list).toHaveClass('hidden')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(list).toHaveClass('block')
  })

  it('says when the access has expired, with the WhatsApp renew button', async () => {
    renderStudent('/student/course/7', {
      'student.course': () => fail(403, STUDENT_SPACE_MESSAGES.expired),
      'student.courseVideos': () => fail(403, STUDENT_SPACE_MESSAGES.expired),
    })
    expect(await screen.findByRole('heading', { name: 'Accès expiré' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(STUDENT_SPACE_MESSAGES.expired)
    expect((await screen.findByRole('link', { name: 'Renouveler sur WhatsApp' })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000/)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('refuses a course the student has no access to', async () => {
    renderStudent('/student/course/99', {
      'student.course': () => fail(403, STUDENT_SPACE_MESSAGES.noAccess),
      'student.courseVideos': () => fail(403, STUDENT_SPACE_MESSAGES.noAccess),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_SPACE_MESSAGES.noAccess)
    for (const link of screen.getAllByRole('link', { name: 'Mes cours' })) expect(link).toHaveAttribute('href', '/student/dashboard')
  })
})

