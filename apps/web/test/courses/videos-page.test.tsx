import { COURSE_MESSAGES, VIDEO_FEEDBACK, VIDEO_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { expectToast, makeCourse, makeVideo, openAdminPage } from './fixtures.ts'

const COURSE = makeCourse()
const LIMITS_1 = makeVideo({ id: 1, title: 'Limites usuelles', module_name: 'Chapitre 1', order_in_course: 1, is_free: true })
const LIMITS_2 = makeVideo({ id: 2, title: 'Limites et comparaison', module_name: 'Chapitre 1', order_in_course: 2 })
const INTRO = makeVideo({ id: 3, title: 'Présentation du cours', module_name: null, order_in_course: 3, pdf_url: 'https://exemple.ma/plan.pdf' })
const DERIV = makeVideo({ id: 4, title: 'Dérivées', module_name: 'Chapitre 2', order_in_course: 4 })
const VIDEOS = [LIMITS_1, LIMITS_2, INTRO, DERIV]

function openVideos(procedures: Parameters<typeof openAdminPage>[1] = {}, videos = VIDEOS) {
  return openAdminPage('/admin/courses/7/videos', { 'courses.get': () => ok(COURSE), 'videos.byCourse': () => ok(videos), ...procedures })
}

const modules = () => screen.getAllByRole('region').filter((region) => region.querySelector('h3'))
const titlesIn = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)

describe('/admin/courses/$courseId/videos', () => {
  it('groups the videos by module, those without one last under "Autres vidéos", with the counts', async () => {
    openVideos()
    await screen.findByRole('heading', { name: COURSE.title, level: 1 })
    await screen.findByRole('heading', { name: 'Chapitre 1', level: 3 })

    expect(modules().map((region) => within(region).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Chapitre 1',
      'Chapitre 2',
      'Autres vidéos',
    ])
    const [first, second, others] = modules() as [HTMLElement, HTMLElement, HTMLElement]
    expect(titlesIn(first)).toEqual(['Limites usuelles', 'Limites et comparaison'])
    expect(titlesIn(second)).toEqual(['Dérivées'])
    expect(titlesIn(others)).toEqual(['Présentation du cours'])
    expect(within(first).getByText('Gratuite')).toBeInTheDocument()
    expect(within(others).getByRole('link', { name: 'PDF de « Présentation du cours » (nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://exemple.ma/plan.pdf',
    )

    const counts = screen.getByLabelText('Chiffres des vidéos')
    const figure = (label: string) => within(counts).getByText(label).nextElementSibling?.textContent
    expect([figure('Vidéos'), figure('Modules'), figure('Gratuites')]).toEqual(['4', '2', '1'])
  })

  it('invites to add a first video when the course has none', async () => {
    openVideos({}, [])
    expect(await screen.findByRole('heading', { name: 'Aucune vidéo dans ce cours' })).toBeInTheDocument()
  })

  it('refuses a link that is not a Google Drive link without calling the server', async () => {
    const create = vi.fn(() => ok(null))
    const { user } = openVideos({ 'videos.create': create })
    await user.click(await screen.findByRole('button', { name: 'Ajouter une vidéo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une vidéo' })

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la vidéo' }))
    expect(await within(dialog).findAllByText(VIDEO_MESSAGES.titleAndUrlRequired)).toHaveLength(2)

    await user.type(within(dialog).getByLabelText(/^Titre/), 'Continuité')
    await user.type(within(dialog).getByLabelText(/^URL Google Drive/), 'https://www.youtube.com/watch?v=abcdefghijk')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la vidéo' }))
    expect(await within(dialog).findByText(VIDEO_MESSAGES.invalidDriveUrl)).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
  })

  it('adds a video: order defaults to count + 1, module suggestions, then it appears in its module', async () => {
    const created = makeVideo({ id: 9, title: 'Continuité', module_name: 'Chapitre 1', order_in_course: 5, is_free: true })
    const create = vi.fn(() => ok(created))
    const { user } = openVideos({ 'videos.create': create, 'courses.get': () => ok(COURSE) })
    await user.click(await screen.findByRole('button', { name: 'Ajouter une vidéo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une vidéo' })

    expect(within(dialog).getByLabelText('Ordre')).toHaveValue(5)
    const moduleField = within(dialog).getByLabelText(/^Module/)
    const suggestions = document.getElementById(moduleField.getAttribute('list') ?? '')
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['Chapitre 1', 'Chapitre 2'])

    await user.type(within(dialog).getByLabelText(/^Titre/), 'Continuité')
    await user.type(within(dialog).getByLabelText(/^URL Google Drive/), 'https://drive.google.com/open?id=1AbCdEfGhIjKlMn')
    await user.type(moduleField, 'Chapitre 1')
    await user.click(within(dialog).getByLabelText('Vidéo gratuite'))
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la vidéo' }))

    await expectToast(VIDEO_FEEDBACK.added)
    expect(create).toHaveBeenCalledWith({
      course_id: 7,
      title: 'Continuité',
      drive_url: 'https://drive.google.com/open?id=1AbCdEfGhIjKlMn',
      pdf_url: null,
      module_name: 'Chapitre 1',
      order_in_course: 5,
      is_free: true,
      description: null,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(titlesIn(modules()[0] as HTMLElement)).toEqual(['Limites usuelles', 'Limites et comparaison', 'Continuité'])
  })

  it('shows the server’s explanation when adding fails', async () => {
    const { user } = openVideos({ 'videos.create': () => fail(403, COURSE_MESSAGES.notOwner) })
    await user.click(await screen.findByRole('button', { name: 'Ajouter une vidéo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une vidéo' })
    await user.type(within(dialog).getByLabelText(/^Titre/), 'Continuité')
    await user.type(within(dialog).getByLabelText(/^URL Google Drive/), 'https://drive.google.com/uc?id=1AbCdEfGhIjKlMn')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la vidéo' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.notOwner)
  })

  it('edits a video, with both fields required', async () => {
    const update = vi.fn(() => ok({ ...LIMITS_2, title: 'Comparaison de fonctions' }))
    const { user } = openVideos({ 'videos.update': update })
    await user.click(await screen.findByRole('button', { name: 'Modifier « Limites et comparaison »' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la vidéo' })
    const title = within(dialog).getByLabelText(/^Titre/)
    expect(title).toHaveValue('Limites et comparaison')
    expect(within(dialog).getByLabelText(/^Module/)).toHaveValue('Chapitre 1')
    expect(within(dialog).getByLabelText('Ordre')).toHaveValue(2)

    await user.clear(title)
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText(VIDEO_MESSAGES.titleAndUrlRequired)).toBeInTheDocument()
    expect(update).not.toHaveBeenCalled()

    await user.type(title, 'Comparaison de fonctions')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    await expectToast(VIDEO_FEEDBACK.updated)
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2, title: 'Comparaison de fonctions', drive_url: LIMITS_2.drive_url, module_name: 'Chapitre 1', order_in_course: 2 }),
    )
    expect(await screen.findByRole('heading', { name: 'Comparaison de fonctions', level: 4 })).toBeInTheDocument()
  })

  it('says when the edit fails', async () => {
    const { user } = openVideos({ 'videos.update': () => fail(400, VIDEO_MESSAGES.invalidDriveUrl) })
    await user.click(await screen.findByRole('button', { name: 'Modifier « Dérivées »' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la vidéo' })
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${VIDEO_FEEDBACK.updateError} : ${VIDEO_MESSAGES.invalidDriveUrl}`)
  })

  it('deletes a video after confirmation', async () => {
    const remove = vi.fn(() => ok({ message: VIDEO_FEEDBACK.deleted }))
    const { user } = openVideos({ 'videos.delete': remove })
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Dérivées »' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette vidéo ?' })
    expect(dialog).toHaveTextContent('« Dérivées »')

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    expect(remove).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Supprimer « Dérivées »' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer la vidéo' }))
    await expectToast(VIDEO_FEEDBACK.deleted)
    expect(remove).toHaveBeenCalledWith({ id: 4 })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chapitre 2' })).not.toBeInTheDocument())
  })

  it('reorders inside a module and tells the server', async () => {
    const reorder = vi.fn(() =>
      ok([{ ...LIMITS_2, order_in_course: 1 }, { ...LIMITS_1, order_in_course: 2 }, INTRO, DERIV]),
    )
    const { user } = openVideos({ 'videos.reorder': reorder })
    const down = await screen.findByRole('button', { name: 'Descendre « Limites usuelles »' })
    expect(screen.getByRole('button', { name: 'Monter « Limites usuelles »' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Descendre « Limites et comparaison »' })).toBeDisabled()

    await user.click(down)
    expect(titlesIn(modules()[0] as HTMLElement)).toEqual(['Limites et comparaison', 'Limites usuelles'])
    await waitFor(() => expect(reorder).toHaveBeenCalledWith({ course_id: 7, module_name: 'Chapitre 1', video_ids: [2, 1] }))
    // focus follows the moved video (now last: its "up" arrow)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Monter « Limites usuelles »' })).toHaveFocus())
    expect(screen.getByText('« Limites usuelles » déplacée en position 2 sur 2.')).toBeInTheDocument()
  })

  it('puts the order back when the server refuses it', async () => {
    const { user } = openVideos({ 'videos.reorder': () => fail(400, VIDEO_FEEDBACK.reorderMismatch) })
    await user.click(await screen.findByRole('button', { name: 'Descendre « Limites usuelles »' }))
    await expectToast(VIDEO_FEEDBACK.updateError)
    await waitFor(() => expect(titlesIn(modules()[0] as HTMLElement)).toEqual(['Limites usuelles', 'Limites et comparaison']))
  })

  it('says when the course cannot be loaded', async () => {
    openVideos({ 'courses.get': () => fail(404, COURSE_MESSAGES.notFound), 'videos.byCourse': () => fail(404, COURSE_MESSAGES.notFound) })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(COURSE_MESSAGES.loadError)
    expect(within(alert).getByRole('link', { name: 'Retour aux cours' })).toBeInTheDocument()
  })
})
