import { COURSE_MESSAGES, LEVELS, MESSAGES, SUBJECTS } from '@tutorat/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { fail, networkError, ok } from '../trpc-mock.ts'
import { expectToast, makeCourse, openAdminPage } from './fixtures.ts'

const CREATED = makeCourse({ id: 7, video_count: 0, student_count: 0 })
// The videos page the form leads to.
const videosPage = { 'courses.get': () => ok(CREATED), 'videos.byCourse': () => ok([]) }

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:apercu')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

const field = (name: string | RegExp) => screen.getByLabelText(name)
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'couverture.png', { type: 'image/png' })

async function openNew(procedures: Parameters<typeof openAdminPage>[1] = {}) {
  const app = openAdminPage('/admin/courses/new', { ...videosPage, ...procedures })
  await screen.findByRole('heading', { name: 'Nouveau cours', level: 1 })
  return app
}

async function fillRequired(user: ReturnType<typeof openAdminPage>['user']) {
  await user.type(field(/^Titre/), '  Analyse 1 — suites et fonctions ')
  await user.selectOptions(field(/^Matière/), 'Mathématiques')
  await user.selectOptions(field(/^Niveau/), 'Intermédiaire')
}

describe('course form', () => {
  it('requires title, subject and level without calling the server', async () => {
    const create = vi.fn(() => ok(CREATED))
    const { user } = await openNew({ 'courses.create': create })
    await user.click(screen.getByRole('button', { name: 'Créer le cours' }))

    expect(await screen.findByText('Le titre est requis')).toBeInTheDocument()
    expect(screen.getByText('Choisissez une matière')).toBeInTheDocument()
    expect(screen.getByText('Choisissez un niveau')).toBeInTheDocument()
    expect(field(/^Titre/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Titre/)).toHaveFocus()
    expect(create).not.toHaveBeenCalled()
  })

  it('offers exactly the subjects and levels of the spec', async () => {
    await openNew()
    const options = (label: RegExp) =>
      within(field(label))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean)
    expect(options(/^Matière/)).toEqual([...SUBJECTS])
    expect(options(/^Niveau/)).toEqual([...LEVELS])
    expect(field(/^Image du cours/)).toHaveAttribute('accept', 'image/*')
    expect(screen.getByText(/JPG, PNG ou GIF/)).toBeInTheDocument()
  })

  it('creates the course and opens its videos', async () => {
    const create = vi.fn(() => ok(CREATED))
    const { user, pathname } = await openNew({ 'courses.create': create })
    await fillRequired(user)
    await user.type(field(/^Description/), 'Limites et continuité.')
    await user.click(screen.getByRole('button', { name: 'Créer le cours' }))

    await expectToast(COURSE_MESSAGES.created)
    await screen.findByRole('heading', { name: CREATED.title, level: 1 })
    expect(pathname()).toBe('/admin/courses/7/videos')
    // the videos page has its list: no call of this test is left to answer after it
    await screen.findByRole('heading', { name: 'Aucune vidéo dans ce cours' })
    expect(create).toHaveBeenCalledWith({
      title: 'Analyse 1 — suites et fonctions',
      subject: 'Mathématiques',
      level: 'Intermédiaire',
      description: 'Limites et continuité.',
      drive_folder_id: null,
    })
  })

  it('previews the chosen image and uploads it after creating the course', async () => {
    let uploaded: { authorization: string | null; file: FormDataEntryValue | null } | undefined
    server.use(
      http.post('*/api/admin/courses/:id/upload-image', async ({ request, params }) => {
        uploaded = { authorization: request.headers.get('authorization'), file: (await request.formData()).get('file') }
        return HttpResponse.json({ ...CREATED, id: Number(params.id), image_url: '/uploads/courses/abc.png' })
      }),
    )
    const { user, pathname } = await openNew({ 'courses.create': () => ok(CREATED) })
    await fillRequired(user)
    await user.upload(field(/^Image du cours/), png())

    expect(screen.getByRole('img', { name: 'Aperçu de l’image choisie' })).toHaveAttribute('src', 'blob:apercu')
    await user.click(screen.getByRole('button', { name: 'Créer le cours' }))
    await waitFor(() => expect(pathname()).toBe('/admin/courses/7/videos'))
    // the videos page has its list: no call of this test is left to answer after it
    await screen.findByRole('heading', { name: 'Aucune vidéo dans ce cours' })
    expect(uploaded?.authorization).toBe('Bearer jeton-valide')
    // (jsdom's File loses its name on the way through Node's fetch; a browser keeps it)
    expect((uploaded?.file as Blob | null)?.type).toBe('image/png')
  })

  it('refuses a file that is not an image before any upload', async () => {
    await openNew()
    const text = new File(['bonjour'], 'notes.txt', { type: 'text/plain' })
    // the file picker would hide it (accept="image/*"); a drop or another browser may not
    fireEvent.change(field(/^Image du cours/), { target: { files: [text] } })
    expect(await screen.findByText(COURSE_MESSAGES.imageInvalid)).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Aperçu de l’image choisie' })).not.toBeInTheDocument()
  })

  it('keeps the new course when its image is refused, and edits it from then on', async () => {
    server.use(
      http.post('*/api/admin/courses/:id/upload-image', () => HttpResponse.json({ detail: COURSE_MESSAGES.imageTooLarge }, { status: 413 })),
    )
    const { user, pathname } = await openNew({ 'courses.create': () => ok(CREATED) })
    await fillRequired(user)
    await user.upload(field(/^Image du cours/), png())
    await user.click(screen.getByRole('button', { name: 'Créer le cours' }))

    await expectToast(COURSE_MESSAGES.created)
    await waitFor(() => expect(pathname()).toBe('/admin/courses/7/edit'))
    expect(await screen.findByText(COURSE_MESSAGES.imageTooLarge)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Modifier le cours', level: 1 })).toBeInTheDocument()
    // the edit form has the course: its call does not answer into the next test
    await waitFor(() => expect(field(/^Titre/)).toHaveValue(CREATED.title))
  })

  it.each([
    ['the server’s explanation', fail(403, COURSE_MESSAGES.notOwner), COURSE_MESSAGES.notOwner],
    ['the generic message when the server is unreachable', networkError(), COURSE_MESSAGES.saveError],
  ])('shows %s when saving fails', async (_case, answer, message) => {
    const { user, pathname } = await openNew({ 'courses.create': () => answer })
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Créer le cours' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(pathname()).toBe('/admin/courses/new')
  })

  it('edits a course: prefilled, saved, then its videos', async () => {
    const course = makeCourse({ drive_folder_id: '1AbCdEfGhIj' })
    const update = vi.fn(() => ok({ ...course, title: 'Analyse 2' }))
    const { user, pathname } = openAdminPage('/admin/courses/7/edit', {
      'courses.get': () => ok(course),
      'courses.update': update,
      'videos.byCourse': () => ok([]),
    })
    await waitFor(() => expect(field(/^Titre/)).toHaveValue(course.title))
    expect(field(/^Matière/)).toHaveValue('Mathématiques')
    expect(field(/^Niveau/)).toHaveValue('Intermédiaire')
    expect(field(/^ID du dossier Google Drive/)).toHaveValue('1AbCdEfGhIj')

    await user.clear(field(/^Titre/))
    await user.type(field(/^Titre/), 'Analyse 2')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }))
    await expectToast(COURSE_MESSAGES.updated)
    await waitFor(() => expect(pathname()).toBe('/admin/courses/7/videos'))
    await screen.findByRole('heading', { name: 'Aucune vidéo dans ce cours' })
    expect(update).toHaveBeenCalledWith({
      id: 7,
      title: 'Analyse 2',
      subject: 'Mathématiques',
      level: 'Intermédiaire',
      description: course.description,
      drive_folder_id: '1AbCdEfGhIj',
      protection: 'drive',
    })
  })

  it('says when the course to edit cannot be loaded', async () => {
    openAdminPage('/admin/courses/7/edit', { 'courses.get': () => fail(404, COURSE_MESSAGES.notFound) })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(COURSE_MESSAGES.loadError)
    expect(alert).toHaveTextContent(COURSE_MESSAGES.notFound)
  })

  it('treats a malformed id as not found without asking the server', async () => {
    const get = vi.fn(() => ok(makeCourse()))
    openAdminPage('/admin/courses/abc/edit', { 'courses.get': get })
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.loadError)
    expect(get).not.toHaveBeenCalled()
  })

  it('sends to /login when the session expired while saving', async () => {
    const { user, pathname } = await openNew({ 'courses.create': () => fail(401, MESSAGES.sessionExpired) })
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Créer le cours' }))
    await screen.findByRole('heading', { name: 'Connexion administrateur' })
    expect(pathname()).toBe('/login')
  })
})
