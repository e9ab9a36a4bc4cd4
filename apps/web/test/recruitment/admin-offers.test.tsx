import { CONTRACT_TYPES, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ADMIN } from '../render.tsx'
import { fail, ok } from '../trpc-mock.ts'
import { expectToast, makeAdminOffer, renderSuperAdmin, STATS } from './fixtures.tsx'
import userEvent from '@testing-library/user-event'
import { rowMenuItem } from '../row-actions.ts'

const DEV = makeAdminOffer({ id: 3, title: 'Développeur web junior', contract_type: 'CDI', location: 'Rabat', deadline: '2099-06-30', applications_count: 3 })
const EXPIRED = makeAdminOffer({ id: 4, title: 'Stage marketing', deadline: '2025-01-15', is_open: false, applications_count: 1 })
const HIDDEN = makeAdminOffer({ id: 5, title: 'Alternance comptabilité', contract_type: 'Alternance', is_active: false, is_open: false })

const EMPTY_DASHBOARD = { total_courses: 0, total_videos: 0, total_students: 0, total_accesses: 0, total_free_courses: 0, recent_activity: [] }

async function openPage(procedures: Parameters<typeof renderSuperAdmin>[1] = {}, offers = [DEV, EXPIRED, HIDDEN]) {
  const app = renderSuperAdmin('/admin/recruitment', { 'recruitment.stats': () => ok(STATS), 'recruitment.adminList': () => ok(offers), ...procedures })
  await screen.findByRole('heading', { name: 'Recrutement', level: 1 })
  return app
}

const offerCard = async (title: string) => within(await screen.findByRole('article', { name: title }))
const dialogField = (label: RegExp) => within(screen.getByRole('dialog')).getByLabelText(label)

describe('/admin/recruitment', () => {
  it('is for super admins only: a regular admin lands on the dashboard, without the menu entries', async () => {
    const { pathname } = renderSuperAdmin('/admin/recruitment', { 'dashboard.stats': () => ok(EMPTY_DASHBOARD) }, ADMIN)
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'))
    const nav = (await screen.findAllByRole('navigation', { name: 'Administration' }))[0]
    if (!nav) throw new Error('pas de menu')
    expect(within(nav).queryByRole('link', { name: 'Recrutement' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Candidatures' })).not.toBeInTheDocument()
    // the dashboard's figures have arrived: its call does not answer into the next test
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('shows the stats and every offer with its state and its applications', async () => {
    await openPage()
    const nav = screen.getAllByRole('navigation', { name: 'Administration' })[0]
    if (!nav) throw new Error('pas de menu')
    expect(within(nav).getByRole('link', { name: 'Recrutement' })).toHaveAttribute('href', '/admin/recruitment')
    expect(within(nav).getByRole('link', { name: 'Candidatures' })).toHaveAttribute('href', '/admin/applications')

    const stats = screen.getByRole('region', { name: 'Statistiques du recrutement' })
    await waitFor(() => expect(within(stats).getByText('7')).toBeInTheDocument())
    for (const label of ['Offres', 'Offres actives', 'Candidatures']) expect(within(stats).getByText(label)).toBeInTheDocument()
    expect(within(stats).getByRole('link', { name: 'Acceptée 1' })).toHaveAttribute('href', '/admin/applications?status=acceptee')

    const dev = await offerCard(DEV.title)
    expect(dev.getByText('Ouverte')).toBeInTheDocument()
    expect(dev.getByText(/Date limite : 30 juin 2099/)).toBeInTheDocument()
    expect(dev.getByRole('link', { name: `3 candidatures pour « ${DEV.title} »` })).toHaveAttribute('href', '/admin/applications?offer=3')
    expect((await offerCard(EXPIRED.title)).getByText('Date limite dépassée')).toBeInTheDocument()
    const hidden = await offerCard(HIDDEN.title)
    expect(hidden.getByText('Inactive')).toBeInTheDocument()
    expect(await rowMenuItem(userEvent.setup(), hidden, `Activer « ${HIDDEN.title} »`)).toBeInTheDocument()
  })

  it('invites to publish a first offer when there is none', async () => {
    await openPage({}, [])
    expect(await screen.findByRole('heading', { name: 'Aucune offre publiée' })).toBeInTheDocument()
  })

  it('checks the new offer’s fields in French, then publishes it', async () => {
    const create = vi.fn((input: unknown) => ok({ ...DEV, ...(input as object), id: 9, applications_count: 0 }))
    const { user } = await openPage({ 'recruitment.create': create })
    await user.click(screen.getAllByRole('button', { name: 'Nouvelle offre' })[0] as HTMLElement)
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle offre d’emploi' }))
    expect(
      within(dialogField(/^Type de contrat/))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean),
    ).toEqual([...CONTRACT_TYPES])
    expect(dialogField(/^Offre active/)).toBeChecked()

    await user.click(dialog.getByRole('button', { name: 'Publier l’offre' }))
    for (const message of [
      RECRUITMENT_MESSAGES.titleRequired,
      RECRUITMENT_MESSAGES.companyRequired,
      RECRUITMENT_MESSAGES.locationRequired,
      'Choisissez un type de contrat',
      RECRUITMENT_MESSAGES.descriptionRequired,
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument()
    }
    expect(dialogField(/^Intitulé du poste/)).toHaveFocus()

    await user.type(dialogField(/^Intitulé du poste/), 'Chargé de clientèle')
    await user.type(dialogField(/^Entreprise/), 'Banque Atlas')
    await user.type(dialogField(/^Ville/), 'Fès')
    await user.selectOptions(dialogField(/^Type de contrat/), 'CDD')
    await user.type(dialogField(/^Description du poste/), 'Accueil et conseil des clients.')
    await user.type(dialogField(/^Rémunération/), '5 000 DH / mois')
    await user.type(dialogField(/^Date limite/), '2020-01-01')
    await user.click(dialog.getByRole('button', { name: 'Publier l’offre' }))
    expect(await dialog.findByText('La date limite est déjà passée : choisissez une date à venir.')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()

    await user.clear(dialogField(/^Date limite/))
    await user.type(dialogField(/^Date limite/), '2099-09-30')
    await user.click(dialog.getByRole('button', { name: 'Publier l’offre' }))
    await expectToast(RECRUITMENT_MESSAGES.offerCreated)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(create).toHaveBeenCalledWith({
      title: 'Chargé de clientèle',
      company: 'Banque Atlas',
      location: 'Fès',
      contract_type: 'CDD',
      description: 'Accueil et conseil des clients.',
      requirements: null,
      salary: '5 000 DH / mois',
      deadline: '2099-09-30',
      is_active: true,
    })
  })

  it('edits an offer from its current values (an old past deadline may stay)', async () => {
    const update = vi.fn((input: unknown) => ok({ ...EXPIRED, ...(input as object) }))
    const { user } = await openPage({ 'recruitment.update': update })
    await user.click((await offerCard(EXPIRED.title)).getByRole('button', { name: `Modifier « ${EXPIRED.title} »` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’offre' }))
    expect(dialogField(/^Intitulé du poste/)).toHaveValue(EXPIRED.title)
    expect(dialogField(/^Type de contrat/)).toHaveValue('Stage')
    expect(dialogField(/^Date limite/)).toHaveValue('2025-01-15')

    await user.clear(dialogField(/^Intitulé du poste/))
    await user.type(dialogField(/^Intitulé du poste/), 'Stage marketing digital')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(RECRUITMENT_MESSAGES.offerUpdated)
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ id: 4, title: 'Stage marketing digital', deadline: '2025-01-15', is_active: true }))
  })

  it('shows the server’s refusal inside the form', async () => {
    const { user } = await openPage({ 'recruitment.update': () => fail(400, RECRUITMENT_MESSAGES.deadlineInvalid) })
    await user.click((await offerCard(DEV.title)).getByRole('button', { name: `Modifier « ${DEV.title} »` }))
    const dialog = within(await screen.findByRole('dialog'))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(RECRUITMENT_MESSAGES.deadlineInvalid)
  })

  it('says how many applications go with an offer before deleting it', async () => {
    const remove = vi.fn(() => ok({ message: RECRUITMENT_MESSAGES.offerDeletedWithApplications(3), applications_deleted: 3 }))
    const { user } = await openPage({ 'recruitment.delete': remove })
    await user.click(await rowMenuItem(user, (await offerCard(DEV.title)), `Supprimer « ${DEV.title} »`))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer cette offre ?' }))
    expect(dialog.getByText(/« Développeur web junior »/)).toBeInTheDocument()
    expect(dialog.getByText('3 candidatures et leurs CV seront supprimés avec elle.')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus()
    await user.click(dialog.getByRole('button', { name: 'Supprimer l’offre et 3 candidatures' }))
    await expectToast(RECRUITMENT_MESSAGES.offerDeletedWithApplications(3))
    expect(remove).toHaveBeenCalledWith({ id: 3 })
  })

  it.each([
    [EXPIRED, '1 candidature et son CV seront supprimés avec elle.', 'Supprimer l’offre et 1 candidature'],
    [HIDDEN, 'Aucune candidature n’a été reçue pour cette offre.', 'Supprimer l’offre'],
  ])('words the confirmation for « $title »', async (offer, consequence, button) => {
    const { user } = await openPage()
    await user.click(await rowMenuItem(user, (await offerCard(offer.title)), `Supprimer « ${offer.title} »`))
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByText(consequence)).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: button })).toBeInTheDocument()
  })

  it('turns an offer off and on', async () => {
    const toggle = vi.fn(() => ok({ ...DEV, is_active: false, is_open: false }))
    const { user } = await openPage({ 'recruitment.toggle': toggle })
    await user.click(await rowMenuItem(user, (await offerCard(DEV.title)), `Désactiver « ${DEV.title} »`))
    await expectToast(RECRUITMENT_MESSAGES.offerToggled)
    expect(toggle).toHaveBeenCalledWith({ id: 3 })
  })
})
