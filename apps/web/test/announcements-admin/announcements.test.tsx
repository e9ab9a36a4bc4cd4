import type { RouterOutputs } from '@tutorat/api'
import { ANNOUNCEMENT_MESSAGES, FORMATION_MESSAGES, SALE_REQUIRED } from '@tutorat/contracts'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectToast, openSuperAdminPage } from '../admins/fixtures.ts'
import { server } from '../msw-server.ts'
import { ok } from '../trpc-mock.ts'
import { rowMenuItem } from '../row-actions.ts'

// The pages are lazy chunks: on a busy machine the first one can take more than a second to arrive.
configure({ asyncUtilTimeout: 5000 })

type Announcement = RouterOutputs['announcements']['adminList'][number]

const STAGE: Announcement = {
  id: 4,
  title: 'Stage intensif Analyse',
  description: 'Deux semaines pour reprendre les bases.',
  image_url: '/uploads/announcements/stage.png',
  image_srcset: null,
  image_width: null,
  image_height: null,
  price: '1200 DH',
  is_active: true,
  created_at: '2026-01-05T09:00:00.000Z',
  sellable: false,
  amount_mad: null,
  duration_days: null,
  course_id: null,
  course_title: null,
  access_type: null,
  programme: '',
  starts_on: null,
  schedule: '',
  teachers: [],
  faq: [],
  capacity: null,
  seats_left: null,
  instalments: [],
  preview_video: null,
  preview_video_id: null,
  preview_course_id: null,
}
const CONCOURS: Announcement = { ...STAGE, id: 5, title: 'Prépa concours ENSA', image_url: null, price: null, is_active: false }

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:apercu')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'affiche.png', { type: 'image/png' })
const rowOf = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement)

interface Sent {
  method: string
  authorization: string | null
  fields: Record<string, string>
  image: File | null
}

async function read(request: Request): Promise<Sent> {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  let image: File | null = null
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value
    else if (key === 'image') image = value
  })
  return { method: request.method, authorization: request.headers.get('authorization'), fields, image }
}

describe('/admin/announcements', () => {
  it('lists each announcement with its thumbnail, price and state', async () => {
    openSuperAdminPage('/admin/announcements', { 'announcements.adminList': () => ok([STAGE, CONCOURS]) })
    const stage = await rowOf(STAGE.title)
    expect(stage.getByRole('presentation')).toHaveAttribute('src', STAGE.image_url)
    expect(stage.getByText('1200 DH')).toBeInTheDocument()
    expect(stage.getByText('Active')).toBeInTheDocument()
    const concours = await rowOf(CONCOURS.title)
    expect(concours.getByText('Inactive')).toBeInTheDocument()
    expect(concours.getByText('Prix non indiqué')).toBeInTheDocument()
    expect(screen.getByText('2 annonces, dont 1 active')).toBeInTheDocument()
  })

  it('creates an announcement as form-data with the image, after showing its preview', async () => {
    let sent: Sent | undefined
    let rows: Announcement[] = []
    server.use(
      http.post('*/api/admin/announcements', async ({ request }) => {
        sent = await read(request)
        const created = { ...STAGE, id: 9, title: 'Cycle de révision Physique', image_url: '/uploads/announcements/new.png' }
        rows = [created]
        return HttpResponse.json(created, { status: 201 })
      }),
    )
    const { user } = openSuperAdminPage('/admin/announcements', { 'courses.list': () => ok([]), 'announcements.adminList': () => ok(rows) })
    await screen.findByRole('heading', { name: 'Aucune annonce pour l’instant' })

    await user.click(screen.getByRole('button', { name: 'Nouvelle annonce' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle annonce' }))
    await user.click(dialog.getByRole('button', { name: 'Publier l’annonce' }))
    expect(await dialog.findByText(ANNOUNCEMENT_MESSAGES.titleRequired)).toBeInTheDocument()

    await user.type(dialog.getByLabelText(/^Titre/), 'Cycle de révision Physique')
    await user.type(dialog.getByLabelText(/^Prix/), '900 DH')
    await user.type(dialog.getByLabelText(/^Description/), 'Mécanique et thermodynamique.')
    await user.upload(dialog.getByLabelText(/^Image/), png())
    expect(dialog.getByRole('img', { name: 'Aperçu de l’image choisie' })).toHaveAttribute('src', 'blob:apercu')
    await user.click(dialog.getByLabelText('Annonce active'))
    await user.click(dialog.getByRole('button', { name: 'Publier l’annonce' }))

    await expectToast(ANNOUNCEMENT_MESSAGES.created)
    expect(sent?.method).toBe('POST')
    expect(sent?.authorization).toBe('Bearer jeton-valide')
    expect(sent?.fields).toEqual({ title: 'Cycle de révision Physique', description: 'Mécanique et thermodynamique.', price: '900 DH', is_active: 'false', course_id: '', amount_mad: '', access_type: '', duration_days: '', programme: '', starts_on: '', schedule: '', capacity: '', preview_video_id: '', teachers: '[]', faq: '[]', instalments: '[]' })
    // (the file crosses from jsdom to Node's fetch: its type survives, not its name)
    expect(sent?.image?.type).toBe('image/png')
    await rowOf('Cycle de révision Physique')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('refuses a file that is not an image before any upload', async () => {
    const { user } = openSuperAdminPage('/admin/announcements', { 'courses.list': () => ok([]), 'announcements.adminList': () => ok([]) })
    await user.click(await screen.findByRole('button', { name: 'Nouvelle annonce' }))
    const dialog = within(await screen.findByRole('dialog'))
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })
    // a browser's picker may still let any file through ("All files")
    fireEvent.change(dialog.getByLabelText(/^Image/), { target: { files: [pdf] } })
    expect(await dialog.findByText(ANNOUNCEMENT_MESSAGES.imageInvalid)).toBeInTheDocument()
    expect(dialog.queryByRole('img', { name: 'Aperçu de l’image choisie' })).not.toBeInTheDocument()
  })

  it('edits with PUT, can drop the current image, and shows the server refusal', async () => {
    const sent: Sent[] = []
    server.use(
      http.put('*/api/admin/announcements/:id', async ({ request, params }) => {
        sent.push(await read(request))
        if (sent.length === 1) return HttpResponse.json({ detail: ANNOUNCEMENT_MESSAGES.imageTooLarge }, { status: 413 })
        return HttpResponse.json({ ...STAGE, id: Number(params.id), image_url: null })
      }),
    )
    const { user } = openSuperAdminPage('/admin/announcements', { 'courses.list': () => ok([]), 'announcements.adminList': () => ok([STAGE]) })
    await user.click((await rowOf(STAGE.title)).getByRole('button', { name: `Modifier « ${STAGE.title} »` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’annonce' }))
    expect(dialog.getByLabelText(/^Titre/)).toHaveValue(STAGE.title)
    await user.click(dialog.getByRole('button', { name: 'Retirer l’image actuelle' }))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(ANNOUNCEMENT_MESSAGES.imageTooLarge)).toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(ANNOUNCEMENT_MESSAGES.updated)
    expect(sent[1]?.method).toBe('PUT')
    expect(sent[1]?.fields).toEqual({ title: STAGE.title, description: STAGE.description, price: '1200 DH', is_active: 'true', course_id: '', amount_mad: '', access_type: '', duration_days: '', programme: '', starts_on: '', schedule: '', capacity: '', preview_video_id: '', teachers: '[]', faq: '[]', instalments: '[]', remove_image: 'true' })
    expect(sent[1]?.image).toBeNull()
  })

  it('toggles and deletes (after confirmation)', async () => {
    let rows = [STAGE]
    const toggle = vi.fn(() => {
      rows = [{ ...STAGE, is_active: false }]
      return ok(rows[0])
    })
    const remove = vi.fn(() => {
      rows = []
      return ok({ message: ANNOUNCEMENT_MESSAGES.deleted })
    })
    const { user } = openSuperAdminPage('/admin/announcements', {
      'announcements.adminList': () => ok(rows),
      'announcements.toggle': toggle,
      'announcements.delete': remove,
    })
    await user.click(await rowMenuItem(user, (await rowOf(STAGE.title)), `Désactiver « ${STAGE.title} »`))
    await expectToast(ANNOUNCEMENT_MESSAGES.toggled)
    await waitFor(async () => expect((await rowOf(STAGE.title)).getByText('Inactive')).toBeInTheDocument())

    await user.click(await rowMenuItem(user, (await rowOf(STAGE.title)), `Supprimer « ${STAGE.title} »`))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer cette annonce ?' }))
    expect(remove).not.toHaveBeenCalled()
    await user.click(dialog.getByRole('button', { name: 'Supprimer l’annonce' }))
    await expectToast(ANNOUNCEMENT_MESSAGES.deleted)
    expect(remove).toHaveBeenCalledWith({ id: 4 })
    expect(await screen.findByRole('heading', { name: 'Aucune annonce pour l’instant' })).toBeInTheDocument()
  })

  it('sells a formation online: the section asks for all four fields, sends them, and shows the link', async () => {
    const sent: Sent[] = []
    let rows: Announcement[] = [STAGE]
    server.use(
      http.put('*/api/admin/announcements/:id', async ({ request }) => {
        sent.push(await read(request))
        if (sent.length === 1) return HttpResponse.json({ detail: ANNOUNCEMENT_MESSAGES.saleCourseUnknown, errors: [{ path: ['course_id'], message: ANNOUNCEMENT_MESSAGES.saleCourseUnknown }] }, { status: 400 })
        const linked = { ...STAGE, course_id: 12, course_title: 'Analyse 1', amount_mad: 1500, access_type: 'full' as const, duration_days: 0, sellable: true }
        rows = [linked]
        return HttpResponse.json(linked)
      }),
    )
    const courses = [
      { id: 11, title: 'Algèbre' },
      { id: 12, title: 'Analyse 1' },
    ]
    const { user } = openSuperAdminPage('/admin/announcements', { 'announcements.adminList': () => ok(rows), 'courses.list': () => ok(courses) })
    await user.click((await rowOf(STAGE.title)).getByRole('button', { name: `Modifier « ${STAGE.title} »` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’annonce' }))
    expect(dialog.queryByLabelText(/^Cours vendu/)).not.toBeInTheDocument()
    await user.click(dialog.getByLabelText('Cette formation se paie en ligne'))
    // (listed twice: the course sold, and the course of the preview video)
    await dialog.findAllByRole('option', { name: 'Analyse 1' })
    await user.clear(dialog.getByLabelText(/^Durée/))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(SALE_REQUIRED.course_id)).toBeInTheDocument()
    expect(dialog.getByText(SALE_REQUIRED.amount_mad)).toBeInTheDocument()
    expect(dialog.getByText(SALE_REQUIRED.duration_days)).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await user.selectOptions(dialog.getByLabelText(/^Cours vendu/), '12')
    await user.type(dialog.getByLabelText(/^Montant/), '0')
    await user.type(dialog.getByLabelText(/^Durée/), '0')
    await user.selectOptions(dialog.getByLabelText(/^Type d’accès/), 'full')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(ANNOUNCEMENT_MESSAGES.saleAmountMin)).toBeInTheDocument()
    await user.clear(dialog.getByLabelText(/^Montant/))
    await user.type(dialog.getByLabelText(/^Montant/), '1500')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    // the course was deleted meanwhile: the refusal lands on the course field
    expect(await dialog.findByText(ANNOUNCEMENT_MESSAGES.saleCourseUnknown, { selector: 'p:not([role=alert])' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(ANNOUNCEMENT_MESSAGES.updated)
    expect(sent[1]?.fields).toMatchObject({ course_id: '12', amount_mad: '1500', access_type: 'full', duration_days: '0' })
    expect(await (await rowOf(STAGE.title)).findByText('Liée au cours « Analyse 1 »')).toBeInTheDocument()
    // reopened, it shows the linked course once the options arrive
    await user.click((await rowOf(STAGE.title)).getByRole('button', { name: `Modifier « ${STAGE.title} »` }))
    const again = within(await screen.findByRole('dialog', { name: 'Modifier l’annonce' }))
    await waitFor(() => expect(again.getByLabelText(/^Cours vendu/)).toHaveValue('12'))
    expect(again.getByLabelText(/^Type d’accès/)).toHaveValue('full')
  })

  it('marks a formation whose course was deleted, and unchecking the section unlinks it', async () => {
    const orphan: Announcement = { ...STAGE, amount_mad: 900, access_type: 'standard', duration_days: 30 }
    let sent: Sent | undefined
    server.use(
      http.put('*/api/admin/announcements/:id', async ({ request }) => {
        sent = await read(request)
        return HttpResponse.json({ ...STAGE })
      }),
    )
    const { user } = openSuperAdminPage('/admin/announcements', { 'announcements.adminList': () => ok([orphan]), 'courses.list': () => ok([]) })
    const row = await rowOf(STAGE.title)
    expect(row.getByText('Cours supprimé : vente suspendue')).toBeInTheDocument()
    await user.click(row.getByRole('button', { name: `Modifier « ${STAGE.title} »` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’annonce' }))
    expect(dialog.getByLabelText('Cette formation se paie en ligne')).toBeChecked()
    expect(dialog.getByLabelText(/^Montant/)).toHaveValue('900')
    await waitFor(() => expect(dialog.getByLabelText(/^Cours vendu/)).toHaveValue(''))
    await user.click(dialog.getByLabelText('Cette formation se paie en ligne'))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(ANNOUNCEMENT_MESSAGES.updated)
    expect(sent?.fields).toMatchObject({ course_id: '', amount_mad: '', access_type: '', duration_days: '' })
  })

  it('edits the formation page: programme, date, seats, teachers, FAQ, a plan in parts, the free preview', async () => {
    let sent: Sent | undefined
    server.use(
      http.put('*/api/admin/announcements/:id', async ({ request }) => {
        sent = await read(request)
        return HttpResponse.json({ ...STAGE })
      }),
    )
    const videos = vi.fn(() => ok([{ id: 31, title: 'Séance gratuite', is_free: true }, { id: 32, title: 'Séance payante', is_free: false }]))
    const { user } = openSuperAdminPage('/admin/announcements', {
      'announcements.adminList': () => ok([STAGE]),
      'courses.list': () => ok([{ id: 12, title: 'Analyse 1' }]),
      'videos.byCourse': videos,
    })
    await user.click((await rowOf(STAGE.title)).getByRole('button', { name: `Modifier « ${STAGE.title} »` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’annonce' }))
    await user.type(dialog.getByLabelText(/^Programme/), '## Analyse')
    fireEvent.change(dialog.getByLabelText(/^Date de début/), { target: { value: '2027-01-11' } })
    await user.type(dialog.getByLabelText(/^Nombre de places/), '20')
    await user.type(dialog.getByLabelText(/^Horaires/), 'Mardi soir')
    await user.click(dialog.getByRole('button', { name: 'Ajouter un enseignant' }))
    await user.click(dialog.getByRole('button', { name: 'Ajouter un enseignant' }))
    await user.type(dialog.getByLabelText(/^Nom de l’enseignant 1/), 'Pr. Alaoui')
    await user.type(dialog.getByLabelText(/^Nom de l’enseignant 2/), 'Dr. Tazi')
    await user.click(dialog.getByRole('button', { name: 'Retirer l’enseignant 1' }))
    await user.click(dialog.getByRole('button', { name: 'Ajouter une question' }))
    await user.type(dialog.getByLabelText(/^Question 1/), 'Quand ?')
    // a question without its answer is refused before anything is sent
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(FORMATION_MESSAGES.faqAnswerRequired)).toBeInTheDocument()
    await user.type(dialog.getByLabelText(/^Réponse/), 'En janvier.')
    // sold online in three parts that must add up to the amount
    await user.click(dialog.getByLabelText('Cette formation se paie en ligne'))
    await user.selectOptions(await dialog.findByLabelText(/^Cours vendu/), '12')
    await user.type(dialog.getByLabelText(/^Montant/), '1000')
    await user.selectOptions(dialog.getByLabelText(/^Paiement en plusieurs fois/), '3')
    expect(dialog.getByLabelText(/^Échéance 1/)).toHaveValue('334')
    expect(dialog.getByLabelText(/^Échéance 3/)).toHaveValue('333')
    await user.clear(dialog.getByLabelText(/^Échéance 1/))
    await user.type(dialog.getByLabelText(/^Échéance 1/), '300')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(/La somme des échéances \(966 DH\)/)).toBeInTheDocument()
    await user.clear(dialog.getByLabelText(/^Échéance 1/))
    await user.type(dialog.getByLabelText(/^Échéance 1/), '334')
    // the preview: only the course's free videos are offered
    await user.selectOptions(dialog.getByLabelText(/^Cours de la vidéo d’aperçu/), '12')
    await dialog.findByRole('option', { name: 'Séance gratuite' })
    expect(dialog.queryByRole('option', { name: 'Séance payante' })).not.toBeInTheDocument()
    await user.selectOptions(dialog.getByLabelText(/^Vidéo d’aperçu/), '31')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(ANNOUNCEMENT_MESSAGES.updated)
    expect(sent?.fields).toMatchObject({
      programme: '## Analyse',
      starts_on: '2027-01-11',
      capacity: '20',
      schedule: 'Mardi soir',
      amount_mad: '1000',
      preview_video_id: '31',
      instalments: '[334,333,333]',
      teachers: JSON.stringify([{ name: 'Dr. Tazi', bio: '', photo_url: null }]),
      faq: JSON.stringify([{ question: 'Quand ?', answer: 'En janvier.' }]),
    })
    expect(videos).toHaveBeenCalledWith({ course_id: 12 })
  }, 60_000)
})
