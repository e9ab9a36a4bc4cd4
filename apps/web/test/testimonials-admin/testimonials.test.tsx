import type { RouterOutputs } from '@tutorat/api'
import { TESTIMONIAL_MESSAGES } from '@tutorat/contracts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { deferred, expectToast, openSuperAdminPage } from '../admins/fixtures.ts'
import { ok } from '../trpc-mock.ts'

// The pages are lazy chunks: on a busy machine the first one can take more than a second to arrive.
configure({ asyncUtilTimeout: 5000 })

type Testimonial = RouterOutputs['testimonials']['list'][number]

const make = (overrides: Partial<Testimonial> & Pick<Testimonial, 'id' | 'nom'>): Testimonial => ({
  ecole: 'ENSA Marrakech',
  comment: 'Des explications claires, j’ai validé mon semestre.',
  rating: 5,
  is_active: true,
  is_featured: false,
  created_at: '2026-01-10T10:00:00.000Z',
  announcement_id: null,
  formation_title: null,
  ...overrides,
})

const YOUSSEF = make({ id: 1, nom: 'Youssef Amrani', rating: 4, is_featured: true })
const IMANE = make({ id: 2, nom: 'Imane Berrada', ecole: 'EMI', comment: 'Très bonne préparation au concours.', is_active: false, created_at: '2026-02-01T10:00:00.000Z' })
const STATS = { total: 12, active: 9, average_rating: 4.3333, this_month: 3 }
const FORMATIONS = [
  { id: 3, title: 'Bac Sciences Maths — préparation intensive' },
  { id: 4, title: 'Physique-Chimie 2e Bac' },
]

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { name })
  return within(heading.closest('article') as HTMLElement)
}

type ListCall = { status: string; search?: string; sort_by: string; sort_order: string; limit: number; offset: number }

describe('/admin/testimonials', () => {
  it('shows a loading state, then the four stats and the cards', async () => {
    const gate = deferred()
    openSuperAdminPage('/admin/testimonials', {
      'testimonials.stats': () => ok(STATS),
      'testimonials.list': async () => {
        await gate.promise
        return ok([YOUSSEF, IMANE])
      },
    })
    await waitFor(() => expect(screen.getAllByTestId('testimonial-skeleton')).toHaveLength(6))
    expect(screen.getByText('Chargement des témoignages…')).toBeInTheDocument()
    gate.resolve()

    const youssef = await cardOf('Youssef Amrani')
    expect(youssef.getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument()
    expect(youssef.getByText('Actif')).toBeInTheDocument()
    expect(youssef.getByText('Mis en avant')).toBeInTheDocument()
    expect((await cardOf('Imane Berrada')).queryByText('Mis en avant')).not.toBeInTheDocument()
    expect(youssef.getByText('10/01/2026')).toBeInTheDocument()
    const imane = await cardOf('Imane Berrada')
    expect(imane.getByText('Inactif')).toBeInTheDocument()
    expect(imane.getByText('EMI')).toBeInTheDocument()

    const stats = within(screen.getByRole('region', { name: 'Statistiques des témoignages' }))
    for (const [label, value] of [['Total', '12'], ['Actifs', '9'], ['Note moyenne', '4,3'], ['Ce mois', '3']]) {
      expect(stats.getByText(label as string).parentElement).toHaveTextContent(value as string)
    }
  })

  it('asks the server for each sort order', async () => {
    const list = vi.fn((_input: unknown) => ok([YOUSSEF]))
    const { user, history } = openSuperAdminPage('/admin/testimonials', { 'testimonials.stats': () => ok(STATS), 'testimonials.list': list })
    await cardOf('Youssef Amrani')
    expect(list).toHaveBeenLastCalledWith({ status: 'all', sort_by: 'created_at', sort_order: 'desc', limit: 24, offset: 0 })

    const sort = screen.getByRole('combobox', { name: 'Trier les témoignages' })
    const expected = {
      oldest: ['created_at', 'asc'],
      rating: ['rating', 'desc'],
      name: ['nom', 'asc'],
    } as const
    for (const [option, [sortBy, sortOrder]] of Object.entries(expected)) {
      await user.selectOptions(sort, option)
      await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'all', sort_by: sortBy, sort_order: sortOrder, limit: 24, offset: 0 }))
      expect(new URLSearchParams(history.location.search).get('sort')).toBe(option)
    }
    // back to the default order: it leaves the URL (and is still fresh in the cache)
    await user.selectOptions(sort, 'recent')
    await waitFor(() => expect(history.location.search).toBe(''))
    expect(sort).toHaveValue('recent')
  })

  it('keeps search and status in the URL and reads them back', async () => {
    const list = vi.fn((input: unknown) => {
      const { search, status } = input as ListCall
      if (search === 'concours') return ok([IMANE])
      if (status === 'inactive') return ok([IMANE])
      return ok([YOUSSEF, IMANE])
    })
    const { user, history } = openSuperAdminPage('/admin/testimonials', { 'testimonials.stats': () => ok(STATS), 'testimonials.list': list })
    await cardOf('Youssef Amrani')

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher par nom, école ou commentaire' }), 'concours')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Youssef Amrani' })).not.toBeInTheDocument())
    expect(new URLSearchParams(history.location.search).get('search')).toBe('concours')
    expect(list.mock.calls.filter(([input]) => (input as ListCall).search !== undefined)).toHaveLength(1)

    await user.clear(screen.getByRole('searchbox'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'inactive')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'inactive', sort_by: 'created_at', sort_order: 'desc', limit: 24, offset: 0 }))
    expect(new URLSearchParams(history.location.search).get('status')).toBe('inactive')
  })

  it('offers « À valider (N) »: the public submissions waiting for moderation, a press away (issue 29)', async () => {
    const list = vi.fn((input: unknown) => ok((input as ListCall).status === 'inactive' ? [IMANE] : [YOUSSEF, IMANE]))
    const { user, history } = openSuperAdminPage('/admin/testimonials', { 'testimonials.stats': () => ok(STATS), 'testimonials.list': list })
    await cardOf('Youssef Amrani')
    // 12 in all, 9 active: 3 wait
    const toReview = await screen.findByRole('button', { name: 'À valider (3)' })
    expect(toReview).toHaveAttribute('aria-pressed', 'false')

    await user.click(toReview)
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'inactive', sort_by: 'created_at', sort_order: 'desc', limit: 24, offset: 0 }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Youssef Amrani' })).not.toBeInTheDocument())
    expect(new URLSearchParams(history.location.search).get('status')).toBe('inactive')
    expect(screen.getByRole('button', { name: 'À valider (3)' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('inactive')

    // pressed again: every testimonial
    await user.click(screen.getByRole('button', { name: 'À valider (3)' }))
    await cardOf('Youssef Amrani')
    expect(new URLSearchParams(history.location.search).get('status')).toBeNull()
    expect(screen.getByRole('button', { name: 'À valider (3)' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('starts from the filters of the URL', async () => {
    const list = vi.fn(() => ok([IMANE]))
    openSuperAdminPage('/admin/testimonials?search=EMI&status=active&sort=rating', { 'testimonials.stats': () => ok(STATS), 'testimonials.list': list })
    await cardOf('Imane Berrada')
    expect(list).toHaveBeenCalledWith({ status: 'active', search: 'EMI', sort_by: 'rating', sort_order: 'desc', limit: 24, offset: 0 })
    expect(screen.getByRole('searchbox')).toHaveValue('EMI')
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('active')
    expect(screen.getByRole('combobox', { name: 'Trier les témoignages' })).toHaveValue('rating')
  })

  it('edits a testimonial in place, sending only what changed', async () => {
    let rows = [YOUSSEF]
    const update = vi.fn((input: unknown) => {
      rows = [{ ...YOUSSEF, ...(input as object) }]
      return ok(rows[0])
    })
    const { user } = openSuperAdminPage('/admin/testimonials', {
      'testimonials.stats': () => ok(STATS),
      'testimonials.list': () => ok(rows),
      'testimonials.update': update,
      'announcements.adminList': () => ok(FORMATIONS),
    })
    await user.click((await cardOf('Youssef Amrani')).getByRole('button', { name: 'Modifier le témoignage de Youssef Amrani' }))
    const form = within(screen.getByRole('form', { name: 'Modifier le témoignage de Youssef Amrani' }))
    await user.clear(form.getByLabelText(/^Nom/))
    await user.click(form.getByRole('button', { name: 'Enregistrer' }))
    expect(await form.findByText(TESTIMONIAL_MESSAGES.fillRequired)).toBeInTheDocument()

    await user.type(form.getByLabelText(/^Nom/), 'Youssef A.')
    await user.clear(form.getByLabelText(/^École/))
    await user.type(form.getByLabelText(/^École/), 'ENSIAS')
    await user.selectOptions(form.getByLabelText('Note'), '5')
    await user.click(form.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(TESTIMONIAL_MESSAGES.updated)
    expect(update).toHaveBeenCalledWith({ id: 1, nom: 'Youssef A.', ecole: 'ENSIAS', rating: 5 })
    const card = await cardOf('Youssef A.')
    expect(card.getByText('ENSIAS')).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('moves a testimonial to another formation, or to none, from a select of the formations (issue 31)', async () => {
    let rows = [make({ id: 3, nom: 'Salma Idrissi', announcement_id: 4, formation_title: 'Physique-Chimie 2e Bac' })]
    const update = vi.fn((input: unknown) => {
      const { announcement_id } = input as { announcement_id: number | null }
      rows = [{ ...rows[0]!, announcement_id, formation_title: FORMATIONS.find((f) => f.id === announcement_id)?.title ?? null }]
      return ok(rows[0])
    })
    const formations = deferred()
    const { user } = openSuperAdminPage('/admin/testimonials', {
      'testimonials.stats': () => ok(STATS),
      'testimonials.list': () => ok(rows),
      'testimonials.update': update,
      'announcements.adminList': async () => {
        await formations.promise
        return ok(FORMATIONS)
      },
    })
    const edit = async () => {
      await user.click((await cardOf('Salma Idrissi')).getByRole('button', { name: 'Modifier le témoignage de Salma Idrissi' }))
      return within(screen.getByRole('form', { name: 'Modifier le témoignage de Salma Idrissi' }))
    }
    let form = await edit()
    // before the formations arrive, saving keeps the testimonial's own: nothing changed
    expect(form.getByLabelText(/^Formation/)).toBeDisabled()
    await user.click(form.getByRole('button', { name: 'Enregistrer' }))
    await expectToast('Aucune modification à enregistrer.')
    expect(update).not.toHaveBeenCalled()

    formations.resolve()
    form = await edit()
    const select = await form.findByRole('combobox', { name: /^Formation/ })
    expect(select).toHaveValue('4')
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Aucune formation', ...FORMATIONS.map((f) => f.title)])
    await user.selectOptions(select, '3')
    await user.click(form.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(TESTIMONIAL_MESSAGES.updated)
    expect(update).toHaveBeenLastCalledWith({ id: 3, announcement_id: 3 })
    expect((await cardOf('Salma Idrissi')).getByText(`Formation : ${FORMATIONS[0]!.title}`)).toBeInTheDocument()

    form = await edit()
    await user.selectOptions(await form.findByRole('combobox', { name: /^Formation/ }), '')
    await user.click(form.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(update).toHaveBeenLastCalledWith({ id: 3, announcement_id: null }))
    await waitFor(() => expect(screen.queryByText(/^Formation :/)).not.toBeInTheDocument())
  })

  it('activates, features and refreshes the stats', async () => {
    let rows = [IMANE]
    let stats = STATS
    const toggle = vi.fn(() => {
      rows = [{ ...IMANE, is_active: true }]
      stats = { ...STATS, active: 10 }
      return ok(rows[0])
    })
    const update = vi.fn((input: unknown) => {
      rows = [{ ...(rows[0] as Testimonial), ...(input as object) }]
      return ok(rows[0])
    })
    const { user } = openSuperAdminPage('/admin/testimonials', {
      'testimonials.stats': () => ok(stats),
      'testimonials.list': () => ok(rows),
      'testimonials.toggle': toggle,
      'testimonials.update': update,
    })
    await user.click((await cardOf('Imane Berrada')).getByRole('button', { name: 'Activer le témoignage de Imane Berrada' }))
    await expectToast(TESTIMONIAL_MESSAGES.statusChanged)
    expect(toggle).toHaveBeenCalledWith({ id: 2 })
    await waitFor(async () => expect((await cardOf('Imane Berrada')).getByText('Actif')).toBeInTheDocument())
    const statsRegion = within(screen.getByRole('region', { name: 'Statistiques des témoignages' }))
    await waitFor(() => expect(statsRegion.getByText('Actifs').parentElement).toHaveTextContent('10'))

    const feature = (await cardOf('Imane Berrada')).getByRole('button', { name: 'Mettre en avant le témoignage de Imane Berrada' })
    expect(feature).toHaveAttribute('aria-pressed', 'false')
    await user.click(feature)
    await expectToast('Témoignage mis en avant sur la page d’accueil.')
    expect(update).toHaveBeenCalledWith({ id: 2, is_featured: true })
    await waitFor(async () =>
      expect((await cardOf('Imane Berrada')).getByRole('button', { name: 'Mettre en avant le témoignage de Imane Berrada' })).toHaveAttribute('aria-pressed', 'true'),
    )
  })

  it('asks before deleting', async () => {
    let rows = [YOUSSEF, IMANE]
    const remove = vi.fn(() => {
      rows = [IMANE]
      return ok({ message: TESTIMONIAL_MESSAGES.deleted })
    })
    const { user } = openSuperAdminPage('/admin/testimonials', {
      'testimonials.stats': () => ok(STATS),
      'testimonials.list': () => ok(rows),
      'testimonials.delete': remove,
    })
    await user.click((await cardOf('Youssef Amrani')).getByRole('button', { name: 'Supprimer le témoignage de Youssef Amrani' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer ce témoignage ?' }))
    await user.click(dialog.getByRole('button', { name: 'Annuler' }))
    expect(remove).not.toHaveBeenCalled()

    await user.click((await cardOf('Youssef Amrani')).getByRole('button', { name: 'Supprimer le témoignage de Youssef Amrani' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer le témoignage' }))
    await expectToast(TESTIMONIAL_MESSAGES.deleted)
    expect(remove).toHaveBeenCalledWith({ id: 1 })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Youssef Amrani' })).not.toBeInTheDocument())
  })

  it('tells "no testimonial yet" apart from "nothing matches"', async () => {
    const { user, history } = openSuperAdminPage('/admin/testimonials', {
      'testimonials.stats': () => ok({ total: 0, active: 0, average_rating: 0, this_month: 0 }),
      'testimonials.list': () => ok([]),
    })
    expect(await screen.findByRole('heading', { name: 'Aucun témoignage pour l’instant' })).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'active')
    expect(await screen.findByRole('heading', { name: 'Aucun témoignage ne correspond à votre recherche' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Effacer les filtres' }))
    expect(await screen.findByRole('heading', { name: 'Aucun témoignage pour l’instant' })).toBeInTheDocument()
    expect(history.location.search).toBe('')
  })
})
