import { COURSE_MESSAGES, MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled } from '../msw-server.ts'
import { fail, networkError, ok } from '../trpc-mock.ts'
import { responsiveAttributes, uploadedPicture } from '../pictures.ts'
import { deferred, expectToast, makeCourse, openAdminPage } from './fixtures.ts'

const STATS = { total_courses: 2, total_subjects: 2, total_videos: 9, total_students: 5 }
const ANALYSE = makeCourse()
const MECA = makeCourse({
  id: 8,
  title: 'Mécanique du point',
  subject: 'Physique',
  level: 'Débutant',
  description: null,
  ...uploadedPicture('/uploads/courses/meca.png', 1300, 731, [320, 640, 960, 1280]),
  access_code: 'PHYS-2B8D',
  video_count: 1,
  student_count: 1,
})

const cardOf = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title })
  const card = heading.closest('article')
  if (!card) throw new Error(`pas de carte pour ${title}`)
  return within(card as HTMLElement)
}

describe('/admin/courses', () => {
  it('shows six skeleton cards while the courses load', async () => {
    const gate = deferred()
    openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': async () => {
        await gate.promise
        return ok([])
      },
    })
    await waitFor(() => expect(screen.getAllByTestId('course-skeleton')).toHaveLength(6))
    expect(screen.getByText('Chargement des cours…')).toBeInTheDocument()
    gate.resolve()
    expect(await screen.findByRole('heading', { name: 'Aucun cours pour l’instant' })).toBeInTheDocument()
    expect(screen.queryByTestId('course-skeleton')).not.toBeInTheDocument()
  })

  it('invites to create a first course when there is none', async () => {
    const { user, pathname } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok({ total_courses: 0, total_subjects: 0, total_videos: 0, total_students: 0 }),
      'courses.list': () => ok([]),
    })
    await screen.findByRole('heading', { name: 'Aucun cours pour l’instant' })
    await user.click(screen.getByRole('link', { name: 'Créer mon premier cours' }))
    await screen.findByRole('heading', { name: 'Nouveau cours', level: 1 })
    expect(pathname()).toBe('/admin/courses/new')
  })

  it('shows the four stats and a card per course', async () => {
    const list = vi.fn(() => ok([ANALYSE, MECA]))
    openAdminPage('/admin/courses', { 'courses.stats': () => ok(STATS), 'courses.list': list })

    const stats = await screen.findByRole('region', { name: 'Statistiques des cours' })
    await waitFor(() => expect(within(stats).getByText('9')).toBeInTheDocument())
    for (const label of ['Cours', 'Matières', 'Vidéos', 'Étudiants']) expect(within(stats).getByText(label)).toBeInTheDocument()

    const analyse = await cardOf(ANALYSE.title)
    expect(analyse.getByText('Mathématiques')).toBeInTheDocument()
    expect(analyse.getByText('Intermédiaire')).toBeInTheDocument()
    expect(analyse.getByText('3 vidéos')).toBeInTheDocument()
    expect(analyse.getByText('4 étudiants')).toBeInTheDocument()
    expect(analyse.getByText('MATH-7K2Q')).toBeInTheDocument()
    expect(analyse.getByText(ANALYSE.description ?? '')).toBeInTheDocument()
    // no image: the subject's drawing, never a broken <img>
    expect(analyse.queryByRole('img')).not.toBeInTheDocument()
    expect(analyse.getByRole('link', { name: `Gérer les vidéos de « ${ANALYSE.title} »` })).toHaveAttribute('href', '/admin/courses/7/videos')
    expect(analyse.getByRole('link', { name: `Modifier « ${ANALYSE.title} »` })).toHaveAttribute('href', '/admin/courses/7/edit')

    const meca = await cardOf(MECA.title)
    expect(meca.getByText('1 vidéo')).toBeInTheDocument()
    expect(meca.getByText('1 étudiant')).toBeInTheDocument()
    expect(meca.getByText('Pas de description')).toBeInTheDocument()
    expect(list).toHaveBeenCalledWith({ limit: 24, offset: 0 })
  })

  it('falls back to the subject drawing when the image fails to load', async () => {
    openAdminPage('/admin/courses', { 'courses.stats': () => ok(STATS), 'courses.list': () => ok([MECA]) })
    const card = await cardOf(MECA.title)
    const image = card.getByRole('presentation')
    expect(image).toHaveAttribute('src', '/uploads/courses/meca.png')
    // the card's copy, not the original; the size reserved; fetched when scrolled to
    expect(responsiveAttributes(image)).toMatchObject({ srcset: MECA.image_srcset, width: '1300', height: '731', loading: 'lazy', decoding: 'async' })
    expect(image.getAttribute('sizes')).toMatch(/^\(min-width: 1280px\) 347px, .*calc\(100vw - 32px\)$/)
    image.dispatchEvent(new Event('error'))
    await waitFor(() => expect(card.queryByRole('presentation')).not.toBeInTheDocument())
  })

  it('searches (debounced, in the URL) and filters by subject', async () => {
    const list = vi.fn((input: unknown) => {
      const { search, subject } = input as { search?: string; subject?: string }
      if (search === 'méca') return ok([MECA])
      if (subject === 'Chimie') return ok([])
      return ok([ANALYSE, MECA])
    })
    const { user, history } = openAdminPage('/admin/courses', { 'courses.stats': () => ok(STATS), 'courses.list': list })
    await cardOf(ANALYSE.title)

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un cours par titre ou matière' }), 'méca')
    await waitFor(() => expect(screen.queryByRole('heading', { name: ANALYSE.title })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: MECA.title })).toBeInTheDocument()
    expect(new URLSearchParams(history.location.search).get('search')).toBe('méca')
    // one call for the whole word, not one per letter
    expect(list.mock.calls.filter(([input]) => (input as { search?: string }).search !== undefined)).toHaveLength(1)
    expect(screen.getByText('1 cours trouvé')).toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par matière' }), 'Chimie')
    expect(await screen.findByRole('heading', { name: 'Aucun cours ne correspond à votre recherche' })).toBeInTheDocument()
    expect(list).toHaveBeenLastCalledWith({ subject: 'Chimie', limit: 24, offset: 0 })
    expect(new URLSearchParams(history.location.search).get('subject')).toBe('Chimie')

    await user.click(screen.getByRole('link', { name: 'Effacer les filtres' }))
    await cardOf(ANALYSE.title)
    expect(history.location.search).toBe('')
    expect(screen.getByRole('combobox', { name: 'Filtrer par matière' })).toHaveValue('')
  })

  it('reads its filters from the URL', async () => {
    const list = vi.fn(() => ok([MECA]))
    openAdminPage('/admin/courses?search=m%C3%A9ca&subject=Physique', { 'courses.stats': () => ok(STATS), 'courses.list': list })
    await cardOf(MECA.title)
    expect(list).toHaveBeenCalledWith({ search: 'méca', subject: 'Physique', limit: 24, offset: 0 })
    expect(screen.getByRole('searchbox')).toHaveValue('méca')
    expect(screen.getByRole('combobox', { name: 'Filtrer par matière' })).toHaveValue('Physique')
  })

  it('says how many students lose access before deleting, then deletes', async () => {
    let courses = [ANALYSE, MECA]
    const remove = vi.fn(() => {
      courses = [MECA]
      return ok({ message: COURSE_MESSAGES.deleted })
    })
    const { user } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': () => ok(courses),
      'courses.delete': remove,
    })
    const card = await cardOf(ANALYSE.title)
    await user.click(card.getByRole('button', { name: `Supprimer « ${ANALYSE.title} »` }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce cours ?' })
    expect(dialog).toHaveTextContent('4 étudiants perdront l’accès à ce cours.')
    expect(dialog).toHaveTextContent('Ses 3 vidéos seront supprimées définitivement.')
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le cours' }))
    await expectToast(COURSE_MESSAGES.deleted)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('heading', { name: ANALYSE.title })).not.toBeInTheDocument()
    expect(remove).toHaveBeenCalledWith({ id: 7 })
  })

  it('words a course nobody follows, and keeps the dialog open on failure', async () => {
    const lonely = makeCourse({ student_count: 0, video_count: 1 })
    const { user } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': () => ok([lonely]),
      'courses.delete': () => networkError(),
    })
    const card = await cardOf(lonely.title)
    await user.click(card.getByRole('button', { name: `Supprimer « ${lonely.title} »` }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Aucun étudiant n’a accès à ce cours.')
    expect(dialog).toHaveTextContent('Sa vidéo sera supprimée définitivement.')
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le cours' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.deleteError)
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: lonely.title })).toBeInTheDocument()
    // the focus goes back to the button that opened the dialog, not to the top of the page
    await waitFor(() => expect(card.getByRole('button', { name: `Supprimer « ${lonely.title} »` })).toHaveFocus())
  })

  it('generates the access link and copies it', async () => {
    const generate = vi.fn(() => ok({ access_url: 'http://127.0.0.1/student/join/jeton', expires_at: '2025-10-01T08:00:00.000Z' }))
    const { user } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': () => ok([ANALYSE]),
      'courses.generateLink': generate,
    })
    const card = await cardOf(ANALYSE.title)
    await user.click(card.getByRole('button', { name: `Lien d’accès de « ${ANALYSE.title} »` }))
    await expectToast(COURSE_MESSAGES.linkCopied)
    expect(generate).toHaveBeenCalledWith({ id: 7, course_id: 7, access_type: 'link', expires_days: 30 })
    expect(await navigator.clipboard.readText()).toBe('http://127.0.0.1/student/join/jeton')
  })

  it('shows the link in a dialog when the clipboard is refused', async () => {
    const { user } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': () => ok([ANALYSE]),
      'courses.generateLink': () => ok({ access_url: 'http://127.0.0.1/student/join/jeton', expires_at: '2025-10-01T08:00:00.000Z' }),
    })
    const card = await cardOf(ANALYSE.title)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('refusé', 'NotAllowedError'))
    await user.click(card.getByRole('button', { name: `Lien d’accès de « ${ANALYSE.title} »` }))

    const dialog = await screen.findByRole('dialog', { name: 'Lien d’accès au cours' })
    expect(within(dialog).getByRole('textbox', { name: 'Lien d’accès' })).toHaveValue('http://127.0.0.1/student/join/jeton')
    expect(dialog).toHaveTextContent('1 octobre 2025')
    await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }))
    expect(await within(dialog).findByText(/Le lien est sélectionné/)).toBeInTheDocument()
  })

  it('says when the link cannot be generated', async () => {
    const { user } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': () => ok([ANALYSE]),
      'courses.generateLink': () => networkError(),
    })
    const card = await cardOf(ANALYSE.title)
    await user.click(card.getByRole('button', { name: `Lien d’accès de « ${ANALYSE.title} »` }))
    await expectToast(COURSE_MESSAGES.linkError)
  })

  it('offers to retry when the list fails', async () => {
    // refused until the admin retries (the guard's prefetch and the page's own fetch both fail)
    let refusing = true
    const { user } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': () => (refusing ? fail(429, MESSAGES.tooManyRequests) : ok([ANALYSE])),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erreur lors du chargement des cours.')
    expect(alert).toHaveTextContent(MESSAGES.tooManyRequests)
    refusing = false
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    await cardOf(ANALYSE.title)
  })

  it('sends to /login on a 401', async () => {
    const { pathname } = openAdminPage('/admin/courses', {
      'courses.stats': () => ok(STATS),
      'courses.list': () => fail(401, MESSAGES.sessionExpired),
    })
    await screen.findByRole('heading', { name: 'Connexion administrateur' })
    expect(pathname()).toBe('/login')
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull()
    // the page asked for its list again on mounting, just before signing out: that answer changes
    // nothing on screen, but it must not be left to the next test's handlers
    await networkSettled()
  })
})
