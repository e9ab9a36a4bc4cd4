import { STUDENT_CONTROL_MESSAGES, STUDENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { makeStudent, renderAdmin } from './fixtures.tsx'

const AMINA = makeStudent({ id: 11, name: 'Amina El Idrissi', phone: '+212600000001', level: 'Débutant' })

describe('/admin/students/new', () => {
  it('creates a student with an initial password', async () => {
    const create = vi.fn(() => ok(AMINA))
    const { user, pathname } = renderAdmin('/admin/students/new', { 'students.create': create, 'students.list': () => ok([AMINA]) })
    await screen.findByRole('heading', { name: 'Nouvel étudiant', level: 1 })

    await user.click(screen.getByRole('button', { name: 'Créer l’étudiant' }))
    expect(await screen.findByText(STUDENT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(STUDENT_MESSAGES.passwordMin)).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Nom complet'), 'Amina El Idrissi')
    await user.type(screen.getByLabelText('Email'), 'amina@exemple.ma')
    await user.selectOptions(screen.getByLabelText('Niveau (facultatif)'), 'Débutant')
    await user.type(screen.getByLabelText('Mot de passe initial'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Créer l’étudiant' }))

    await waitFor(() => expect(pathname()).toBe('/admin/students'))
    expect(create).toHaveBeenCalledWith({ name: 'Amina El Idrissi', email: 'amina@exemple.ma', phone: null, level: 'Débutant', password: 'motdepasse123' })
    expect(await screen.findByText(STUDENT_MESSAGES.created)).toBeInTheDocument()
    // the list it returned to has loaded: no call of this test is left to answer after it
    expect(await screen.findByRole('row', { name: /Amina El Idrissi/ })).toBeInTheDocument()
  })

  it('shows the server’s reason for a duplicate email', async () => {
    const { user } = renderAdmin('/admin/students/new', { 'students.create': () => fail(409, STUDENT_MESSAGES.duplicateEmail) })
    await screen.findByRole('heading', { name: 'Nouvel étudiant', level: 1 })
    await user.type(screen.getByLabelText('Nom complet'), 'Amina El Idrissi')
    await user.type(screen.getByLabelText('Email'), 'amina@exemple.ma')
    await user.type(screen.getByLabelText('Mot de passe initial'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Créer l’étudiant' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_MESSAGES.duplicateEmail)
  })
})

describe('/admin/students/$id/edit', () => {
  it('sends only what changed; a blank password keeps the old one', async () => {
    const update = vi.fn(() => ok({ ...AMINA, phone: null }))
    const { user, pathname } = renderAdmin('/admin/students/11/edit', { 'students.get': () => ok(AMINA), 'students.update': update, 'students.list': () => ok([AMINA]) })
    expect(await screen.findByLabelText('Nom complet')).toHaveValue('Amina El Idrissi')
    expect(screen.getByLabelText('Niveau (facultatif)')).toHaveValue('Débutant')

    await user.clear(screen.getByLabelText('Téléphone (facultatif)'))
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    await waitFor(() => expect(pathname()).toBe('/admin/students'))
    expect(update).toHaveBeenCalledWith({ id: 11, phone: null })
    expect(await screen.findByRole('row', { name: /Amina El Idrissi/ })).toBeInTheDocument()
  })

  it('sends a new password when one is typed, and checks its length', async () => {
    const update = vi.fn(() => ok(AMINA))
    const { user, pathname } = renderAdmin('/admin/students/11/edit', { 'students.get': () => ok(AMINA), 'students.update': update, 'students.list': () => ok([AMINA]) })
    await screen.findByLabelText('Nom complet')
    await user.type(screen.getByLabelText('Nouveau mot de passe (facultatif)'), 'court')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(STUDENT_MESSAGES.passwordMin)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nouveau mot de passe (facultatif)'), '-mais-assez-long')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 11, password: 'court-mais-assez-long' }))
    // saved, the page returns to the list: wait for it to load rather than leave its call to the next test
    await waitFor(() => expect(pathname()).toBe('/admin/students'))
    expect(await screen.findByRole('row', { name: /Amina El Idrissi/ })).toBeInTheDocument()
  })

  it('shows a student the admin does not control read-only, with the reason and no save', async () => {
    const note = STUDENT_CONTROL_MESSAGES.notes.shared
    const update = vi.fn(() => ok(AMINA))
    renderAdmin('/admin/students/11/edit', { 'students.get': () => ok({ ...AMINA, can_control: false, control_note: note }), 'students.update': update })
    expect(await screen.findByText(note)).toBeInTheDocument()
    expect(screen.getByLabelText('Nom complet')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Créer un nouveau lien' })).not.toBeInTheDocument()
  })

  it('issues a fresh set-password link for a student the admin controls', async () => {
    const url = 'http://localhost/student/set-password/jeton-neuf'
    const issue = vi.fn(() => ok({ set_password_url: url, whatsapp_url: 'https://wa.me/?text=x', message: STUDENT_CONTROL_MESSAGES.linkCreated }))
    const { user } = renderAdmin('/admin/students/11/edit', { 'students.get': () => ok(AMINA), 'students.inviteLink': issue })
    await user.click(await screen.findByRole('button', { name: 'Créer un nouveau lien' }))
    expect(await screen.findByText(STUDENT_CONTROL_MESSAGES.linkCreated)).toBeInTheDocument()
    expect(screen.getByDisplayValue(url)).toBeInTheDocument()
    expect(issue).toHaveBeenCalledWith({ id: 11 })
  })

  it('says when the student does not exist', async () => {
    renderAdmin('/admin/students/99/edit', { 'students.get': () => fail(404, STUDENT_MESSAGES.notFound) })
    expect(await screen.findByText(STUDENT_MESSAGES.notFound)).toBeInTheDocument()
  })
})
