import { ADMIN_MESSAGES, MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ADMIN } from '../render.tsx'
import { fail, ok } from '../trpc-mock.ts'
import { expectToast, managed, openAs, openSuperAdminPage, SUPER_ADMIN } from './fixtures.ts'
import userEvent from '@testing-library/user-event'
import { isRefused, rowMenuItem } from '../row-actions.ts'

// The pages are lazy chunks: on a busy machine the first one can take more than a second to arrive.
configure({ asyncUtilTimeout: 5000 })

const ME = managed({ ...SUPER_ADMIN, course_count: 2 })
const KARIM = managed({ id: 2, name: 'Karim Tazi', email: 'karim@example.ma', course_count: 3, created_at: '2025-03-05T09:00:00.000Z' })
const LINA = managed({ id: 3, name: 'Lina', email: 'lina@example.ma', is_active: false })

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { name: new RegExp(`^${name}`) })
  const card = heading.closest('article')
  if (!card) throw new Error(`pas de carte pour ${name}`)
  return within(card as HTMLElement)
}

describe('/admin/manage-admins', () => {
  it('shows a card per admin with initials, badges, creation date and course count', async () => {
    openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok([ME, KARIM, LINA]) })

    const karim = await cardOf('Karim Tazi')
    expect(karim.getByText('KT')).toBeInTheDocument()
    expect(karim.getByText('karim@example.ma')).toBeInTheDocument()
    expect(karim.getByText('Administrateur')).toBeInTheDocument()
    expect(karim.getByText('Actif')).toBeInTheDocument()
    expect(karim.getByText('05/03/2025')).toBeInTheDocument()
    expect(karim.getByText('3 cours')).toBeInTheDocument()
    expect(karim.getByRole('link', { name: 'Modifier Karim Tazi' })).toHaveAttribute('href', '/admin/manage-admins/2/edit')

    const lina = await cardOf('Lina')
    expect(lina.getByText('LI')).toBeInTheDocument()
    expect(lina.getByText('Inactif')).toBeInTheDocument()
    expect(isRefused(await rowMenuItem(userEvent.setup(), lina, 'Activer Lina'))).toBe(false)

    const me = await cardOf(SUPER_ADMIN.name)
    expect(me.getByText('Super admin')).toBeInTheDocument()
    expect(me.getByText('(vous)')).toBeInTheDocument()
    expect(screen.getByText('3 administrateurs, dont 2 actifs')).toBeInTheDocument()
  })

  it('never lets an admin toggle or delete their own account, and says why', async () => {
    openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok([ME, KARIM]) })
    const me = await cardOf(SUPER_ADMIN.name)
    const user = userEvent.setup()
    for (const name of [`Désactiver ${SUPER_ADMIN.name}`, `Supprimer ${SUPER_ADMIN.name}`]) {
      const item = await rowMenuItem(user, me, name)
      expect(isRefused(item)).toBe(true)
      expect(item).toHaveAccessibleDescription(ADMIN_MESSAGES.notYourself)
      await user.keyboard('{Escape}')
    }
    expect(isRefused(await rowMenuItem(user, await cardOf('Karim Tazi'), 'Désactiver Karim Tazi'))).toBe(false)
  })

  it('refuses a short password on create, then creates the admin', async () => {
    let admins = [ME]
    const create = vi.fn((input: unknown) => {
      const created = managed({ id: 9, ...(input as { name: string; email: string }) })
      admins = [...admins, created]
      return ok(created)
    })
    const { user } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok(admins), 'admins.create': create })
    await cardOf(SUPER_ADMIN.name)

    await user.click(screen.getByRole('button', { name: 'Nouvel administrateur' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvel administrateur' }))
    await user.click(dialog.getByRole('button', { name: 'Créer l’administrateur' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.nameRequired)).toBeInTheDocument()

    await user.type(dialog.getByLabelText(/^Nom/), 'Omar Chraibi')
    await user.type(dialog.getByLabelText(/^Email/), 'Omar@Example.ma')
    await user.type(dialog.getByLabelText('Mot de passe'), 'court')
    await user.click(dialog.getByRole('button', { name: 'Créer l’administrateur' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.passwordMin)).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()

    await user.type(dialog.getByLabelText('Mot de passe'), '-mais-plus-long')
    await user.click(dialog.getByLabelText('Super administrateur'))
    await user.click(dialog.getByRole('button', { name: 'Créer l’administrateur' }))
    await expectToast(ADMIN_MESSAGES.created)
    expect(create).toHaveBeenCalledWith({ name: 'Omar Chraibi', email: 'omar@example.ma', password: 'court-mais-plus-long', is_super_admin: true, is_active: true })
    await cardOf('Omar Chraibi')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the server refusal of a duplicate email on the email field', async () => {
    const { user } = openSuperAdminPage('/admin/manage-admins', {
      'admins.list': () => ok([ME]),
      'admins.create': () => fail(409, ADMIN_MESSAGES.duplicateEmail),
    })
    await cardOf(SUPER_ADMIN.name)
    await user.click(screen.getByRole('button', { name: 'Nouvel administrateur' }))
    const dialog = within(await screen.findByRole('dialog'))
    await user.type(dialog.getByLabelText(/^Nom/), 'Karim Bis')
    await user.type(dialog.getByLabelText(/^Email/), 'karim@example.ma')
    await user.type(dialog.getByLabelText('Mot de passe'), 'motdepasse-solide')
    await user.click(dialog.getByRole('button', { name: 'Créer l’administrateur' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.duplicateEmail)).toBeInTheDocument()
    expect(dialog.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('opens the edit dialog from its URL and sends only the changed fields (blank password kept)', async () => {
    const update = vi.fn((input: unknown) => ok({ ...KARIM, ...(input as object) }))
    const { user, pathname } = openSuperAdminPage('/admin/manage-admins/2/edit', { 'admins.list': () => ok([ME, KARIM]), 'admins.update': update })
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’administrateur' }))
    expect(dialog.getByLabelText(/^Nom/)).toHaveValue('Karim Tazi')
    expect(dialog.getByLabelText('Nouveau mot de passe')).toHaveValue('')

    await user.clear(dialog.getByLabelText(/^Nom/))
    await user.type(dialog.getByLabelText(/^Nom/), 'Karim El Tazi')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(ADMIN_MESSAGES.updated)
    expect(update).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledWith({ id: 2, name: 'Karim El Tazi' })
    await waitFor(() => expect(pathname()).toBe('/admin/manage-admins'))
  })

  it('sends a new password and the super-admin flag only when they change', async () => {
    const update = vi.fn((input: unknown) => ok({ ...KARIM, ...(input as object) }))
    const { user } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok([ME, KARIM]), 'admins.update': update })
    await user.click((await cardOf('Karim Tazi')).getByRole('link', { name: 'Modifier Karim Tazi' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’administrateur' }))

    await user.type(dialog.getByLabelText('Nouveau mot de passe'), '1234567')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.passwordMin)).toBeInTheDocument()

    await user.type(dialog.getByLabelText('Nouveau mot de passe'), '8')
    await user.click(dialog.getByLabelText('Super administrateur'))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(ADMIN_MESSAGES.updated)
    expect(update).toHaveBeenCalledWith({ id: 2, password: '12345678', is_super_admin: true })
  })

  it('sends nothing when nothing changed', async () => {
    const update = vi.fn(() => ok(KARIM))
    const { user } = openSuperAdminPage('/admin/manage-admins/2/edit', { 'admins.list': () => ok([ME, KARIM]), 'admins.update': update })
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’administrateur' }))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast('Aucune modification à enregistrer.')
    expect(update).not.toHaveBeenCalled()
  })

  it('toggles another admin and shows the SPEC messages', async () => {
    const toggle = vi.fn(() => ok({ ...KARIM, is_active: false }))
    const { user } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok([ME, KARIM]), 'admins.toggle': toggle })
    await user.click(await rowMenuItem(user, await cardOf('Karim Tazi'), 'Désactiver Karim Tazi'))
    await expectToast(ADMIN_MESSAGES.statusChanged)
    expect(toggle).toHaveBeenCalledWith({ id: 2 })
    expect((await cardOf('Karim Tazi')).getByText('Inactif')).toBeInTheDocument()
  })

  it('explains a refused toggle (last super admin) without leaving the page', async () => {
    const other = managed({ id: 4, name: 'Sara Idrissi', email: 'sara@example.ma', is_super_admin: true })
    const { user, pathname } = openSuperAdminPage('/admin/manage-admins', {
      'admins.list': () => ok([ME, other]),
      'admins.toggle': () => fail(403, ADMIN_MESSAGES.lastSuperAdmin),
    })
    await user.click(await rowMenuItem(user, await cardOf('Sara Idrissi'), 'Désactiver Sara Idrissi'))
    await expectToast(ADMIN_MESSAGES.statusError)
    expect(screen.getByText(ADMIN_MESSAGES.lastSuperAdmin)).toBeInTheDocument()
    expect(pathname()).toBe('/admin/manage-admins')
  })

  it('unlocks the sign-in of an email and explains a refusal', async () => {
    const unlock = vi.fn(() => ok({ message: ADMIN_MESSAGES.signInUnlocked }))
    const { user } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok([ME, KARIM]), 'admins.unlockSignIn': unlock })
    await cardOf('Karim Tazi')
    await user.click(screen.getByRole('button', { name: 'Débloquer la connexion' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Débloquer la connexion' }))
    await user.type(dialog.getByLabelText(/^Email/), 'karim@example.ma')
    await user.click(dialog.getByRole('button', { name: 'Débloquer' }))
    await expectToast(ADMIN_MESSAGES.signInUnlocked)
    expect(unlock).toHaveBeenCalledWith({ email: 'karim@example.ma' })
    expect(screen.queryByRole('dialog', { name: 'Débloquer la connexion' })).toBeNull()
  })

  it('shows the server refusal of an unlock in the dialog', async () => {
    const { user } = openSuperAdminPage('/admin/manage-admins', {
      'admins.list': () => ok([ME]),
      'admins.unlockSignIn': () => fail(400, ADMIN_MESSAGES.invalidEmail),
    })
    await cardOf(SUPER_ADMIN.name)
    await user.click(screen.getByRole('button', { name: 'Débloquer la connexion' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Débloquer la connexion' }))
    await user.type(dialog.getByLabelText(/^Email/), 'pas-un-email')
    await user.click(dialog.getByRole('button', { name: 'Débloquer' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.invalidEmail)).toBeInTheDocument()
  })

  it('asks before deleting and says the courses will be transferred', async () => {
    let admins = [ME, KARIM]
    const remove = vi.fn(() => {
      admins = [ME]
      return ok({ message: ADMIN_MESSAGES.deleted, transferred_courses: 3 })
    })
    const { user } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok(admins), 'admins.delete': remove })
    await user.click(await rowMenuItem(user, await cardOf('Karim Tazi'), 'Supprimer Karim Tazi'))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer cet administrateur ?' }))
    expect(dialog.getByText(/Cet administrateur possède 3 cours : ils vous seront transférés\./)).toBeInTheDocument()
    expect(remove).not.toHaveBeenCalled()

    await user.click(dialog.getByRole('button', { name: 'Supprimer l’administrateur' }))
    await expectToast(ADMIN_MESSAGES.deleted)
    expect(await screen.findByText('3 cours vous ont été transférés.')).toBeInTheDocument()
    expect(remove).toHaveBeenCalledWith({ id: 2 })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Karim Tazi' })).not.toBeInTheDocument())
  })

  it('sends a regular admin back to the dashboard, without super-admin entries in the sidebar', async () => {
    const list = vi.fn(() => ok([]))
    const { pathname } = openAs(ADMIN, '/admin/manage-admins', { 'admins.list': list })
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    expect(pathname()).toBe('/admin/dashboard')
    const nav = screen.getAllByRole('navigation', { name: 'Administration' })[0] as HTMLElement
    expect(within(nav).queryByRole('link', { name: 'Administrateurs' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Témoignages' })).not.toBeInTheDocument()
    expect(list).not.toHaveBeenCalled()
    // the dashboard's figures have arrived: its call does not answer into the next test
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('goes to the dashboard when the server answers 403', async () => {
    const { pathname } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => fail(403, MESSAGES.superAdminOnly) })
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    expect(pathname()).toBe('/admin/dashboard')
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })
})

describe('Mon Profil', () => {
  it('updates one’s own name, the stored user and the sidebar', async () => {
    const updateProfile = vi.fn((input: unknown) => ok({ ...ME, ...(input as object) }))
    const { user } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok([ME, KARIM]), 'admins.updateProfile': updateProfile })
    await cardOf(SUPER_ADMIN.name)
    await user.click(screen.getByRole('button', { name: 'Mon Profil' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Mon Profil' }))
    expect(dialog.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument()
    await user.clear(dialog.getByLabelText(/^Nom/))
    await user.type(dialog.getByLabelText(/^Nom/), 'Nadia Alaoui Benali')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer mon profil' }))

    await expectToast(ADMIN_MESSAGES.profileUpdated)
    expect(updateProfile).toHaveBeenCalledWith({ name: 'Nadia Alaoui Benali' })
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.adminUser) ?? 'null')
    expect(stored).toEqual({ ...SUPER_ADMIN, name: 'Nadia Alaoui Benali' })
    const nav = screen.getAllByRole('navigation', { name: 'Administration' })[0]?.parentElement as HTMLElement
    expect(within(nav).getByText('Nadia Alaoui Benali')).toBeInTheDocument()
    expect(await cardOf('Nadia Alaoui Benali')).toBeTruthy()
  })

  it('asks for the current password to change it, then signs in again with the new one', async () => {
    const updateProfile = vi.fn(() => ok(ME))
    const login = vi.fn(() => ok({ access_token: 'nouveau-jeton', token_type: 'bearer', user: SUPER_ADMIN }))
    const { user } = openSuperAdminPage('/admin/manage-admins', {
      'admins.list': () => ok([ME]),
      'admins.updateProfile': updateProfile,
      'auth.login': login,
    })
    await cardOf(SUPER_ADMIN.name)
    await user.click(screen.getByRole('button', { name: 'Mon Profil' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Mon Profil' }))
    await user.type(dialog.getByLabelText('Nouveau mot de passe'), 'nouveau-secret-9')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer mon profil' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.currentPasswordRequired)).toBeInTheDocument()
    expect(updateProfile).not.toHaveBeenCalled()

    await user.type(dialog.getByLabelText('Mot de passe actuel'), 'ancien-secret')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer mon profil' }))
    await expectToast(ADMIN_MESSAGES.profileUpdated)
    expect(updateProfile).toHaveBeenCalledWith({ password: 'nouveau-secret-9', current_password: 'ancien-secret' })
    expect(login).toHaveBeenCalledWith({ email: SUPER_ADMIN.email, password: 'nouveau-secret-9' })
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('nouveau-jeton')
  })

  it('shows a wrong current password on its field', async () => {
    const { user } = openSuperAdminPage('/admin/manage-admins', {
      'admins.list': () => ok([ME]),
      'admins.updateProfile': () => fail(400, ADMIN_MESSAGES.currentPasswordWrong),
    })
    await cardOf(SUPER_ADMIN.name)
    await user.click(screen.getByRole('button', { name: 'Mon Profil' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Mon Profil' }))
    await user.type(dialog.getByLabelText('Nouveau mot de passe'), 'nouveau-secret-9')
    await user.type(dialog.getByLabelText('Mot de passe actuel'), 'pas-le-bon')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer mon profil' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.currentPasswordWrong)).toBeInTheDocument()
    expect(dialog.getByLabelText('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true')
  })

  it('asks for the current password to change the sign-in email (issue 13)', async () => {
    const updateProfile = vi.fn((input: unknown) => ok({ ...ME, ...(input as object) }))
    const { user } = openSuperAdminPage('/admin/manage-admins', { 'admins.list': () => ok([ME]), 'admins.updateProfile': updateProfile })
    await cardOf(SUPER_ADMIN.name)
    await user.click(screen.getByRole('button', { name: 'Mon Profil' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Mon Profil' }))
    await user.clear(dialog.getByLabelText(/^Email/))
    await user.type(dialog.getByLabelText(/^Email/), 'nouvelle@example.ma')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer mon profil' }))
    expect(await dialog.findByText(ADMIN_MESSAGES.currentPasswordRequired)).toBeInTheDocument()
    expect(updateProfile).not.toHaveBeenCalled()

    await user.type(dialog.getByLabelText('Mot de passe actuel'), 'ancien-secret')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer mon profil' }))
    await expectToast(ADMIN_MESSAGES.profileUpdated)
    expect(updateProfile).toHaveBeenCalledWith({ email: 'nouvelle@example.ma', current_password: 'ancien-secret' })
  })

  it('opens Mon Profil from one’s own edit link', async () => {
    openSuperAdminPage(`/admin/manage-admins/${SUPER_ADMIN.id}/edit`, { 'admins.list': () => ok([ME, KARIM]) })
    expect(await screen.findByRole('dialog', { name: 'Mon Profil' })).toBeInTheDocument()
    // the list behind the dialog has loaded: its call does not answer into the next test
    expect(await screen.findByText('2 administrateurs, dont 2 actifs')).toBeInTheDocument()
  })
})

describe('Mon profil for every admin', () => {
  it('a regular admin edits their own profile from the sidebar', async () => {
    const regular = { ...ADMIN, id: 7, name: 'Prof Amal', email: 'amal@example.ma', is_super_admin: false }
    const updateProfile = vi.fn((input: unknown) => ok({ ...managed({ ...regular }), ...(input as object) }))
    const { user } = openAs(regular, '/admin/dashboard', { 'admins.updateProfile': updateProfile })
    const [openProfile] = await screen.findAllByRole('button', { name: 'Mon profil' })
    if (!openProfile) throw new Error('pas de bouton Mon profil')
    await user.click(openProfile)
    const dialog = within(await screen.findByRole('dialog', { name: 'Mon Profil' }))
    await user.clear(dialog.getByLabelText(/^Nom/))
    await user.type(dialog.getByLabelText(/^Nom/), 'Amal Idrissi')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer mon profil' }))
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ name: 'Amal Idrissi' }))
    // the answer has been handled (stored, then the toast), not just the call sent
    await expectToast(ADMIN_MESSAGES.profileUpdated)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminUser) ?? '{}').name).toBe('Amal Idrissi')
  })
})
