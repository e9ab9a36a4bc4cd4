import { STUDENT_CONTROL_MESSAGES, STUDENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { frDate, makeStudent, renderAdmin } from './fixtures.tsx'
import { isRefused, rowMenuItem } from '../row-actions.ts'

const AMINA = makeStudent({ id: 11, name: 'Amina El Idrissi', phone: '+212600000001', level: 'Débutant', created_at: '2025-09-15T12:00:00.000Z' })
const YOUSSEF = makeStudent({ id: 12, name: 'Youssef Benali', created_at: '2025-10-03T12:00:00.000Z' })

const table = () => screen.getByRole('table', { name: 'Liste des étudiants' })
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) })

async function openList(procedures: Parameters<typeof renderAdmin>[1]) {
  const app = renderAdmin('/admin/students', procedures)
  await screen.findByRole('heading', { name: 'Étudiants', level: 1 })
  return app
}

describe('/admin/students', () => {
  it('shows name, email, phone or -, level or Non défini, and the fr-FR registration date', async () => {
    await openList({ 'students.list': () => ok([AMINA, YOUSSEF]) })
    await waitFor(() => table())
    const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Nom', 'Email', 'Téléphone', 'Niveau', 'Inscription', 'Actions'])

    const amina = within(row('Amina')).getAllByRole('cell').map((cell) => cell.textContent)
    expect(amina.slice(0, 4)).toEqual(['amina@exemple.ma', '+212600000001', 'Débutant', '15/09/2025'])
    const youssef = within(row('Youssef')).getAllByRole('cell').map((cell) => cell.textContent)
    expect(youssef.slice(0, 4)).toEqual(['youssef@exemple.ma', '-', 'Non défini', frDate('2025-10-03T12:00:00.000Z')])
    expect(within(row('Youssef')).getByRole('link', { name: 'Modifier Youssef Benali' })).toHaveAttribute('href', '/admin/students/12/edit')
  })

  it('has a card per student for phones', async () => {
    await openList({ 'students.list': () => ok([YOUSSEF]) })
    const cards = await screen.findByRole('list', { name: 'Liste des étudiants' })
    expect(within(cards).getByText('Non défini')).toBeInTheDocument()
    expect(within(cards).getByText('-')).toBeInTheDocument()
  })

  it('opens a student the admin does not control read-only: devices and delete disabled with the reason', async () => {
    const note = STUDENT_CONTROL_MESSAGES.notes.otherAdmin
    const { user } = await openList({ 'students.list': () => ok([makeStudent({ id: 13, name: 'Salma Naciri', can_control: false, control_note: note })]) })
    await waitFor(() => row('Salma'))
    expect(within(row('Salma')).getByRole('link', { name: 'Voir Salma Naciri' })).toHaveAttribute('href', '/admin/students/13/edit')
    expect(within(row('Salma')).queryByRole('link', { name: /Modifier/ })).not.toBeInTheDocument()
    for (const name of ['Supprimer Salma Naciri', 'Appareils de Salma Naciri']) {
      const item = await rowMenuItem(user, row('Salma'), name)
      expect(isRefused(item)).toBe(true)
      expect(item).toHaveAccessibleDescription(note)
      await user.keyboard('{Escape}')
    }
  })

  it('says when the list cannot be loaded', async () => {
    await openList({ 'students.list': () => fail(500, 'Erreur') })
    expect(await screen.findByText(STUDENT_MESSAGES.loadError, {}, { timeout: 8000 })).toBeInTheDocument()
  })

  it('searches by name or email', async () => {
    const list = vi.fn((input: unknown) => ok((input as { search?: string }).search ? [YOUSSEF] : [AMINA, YOUSSEF]))
    const { user } = await openList({ 'students.list': list })
    await waitFor(() => row('Amina'))
    await user.type(screen.getByRole('searchbox', { name: /Rechercher un étudiant/ }), 'youss')
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Amina/ })).not.toBeInTheDocument())
    expect(list).toHaveBeenLastCalledWith({ search: 'youss', limit: 50, offset: 0 })
  })

  it('deletes after confirmation', async () => {
    let students = [AMINA, YOUSSEF]
    const remove = vi.fn(() => {
      students = [YOUSSEF]
      return ok({ message: STUDENT_MESSAGES.deleted })
    })
    const { user } = await openList({ 'students.list': () => ok(students), 'students.delete': remove, 'accesses.list': () => ok([]) })
    await waitFor(() => row('Amina'))

    await user.click(await rowMenuItem(user, within(row('Amina')), 'Supprimer Amina El Idrissi'))
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cet étudiant ?' })
    expect(remove).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }))

    expect(await screen.findByText(STUDENT_MESSAGES.deleted)).toBeInTheDocument()
    expect(remove).toHaveBeenCalledWith({ id: 11 })
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Amina/ })).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it.each([
    ['a student of another admin', fail(403, STUDENT_CONTROL_MESSAGES.refusals.delete), STUDENT_CONTROL_MESSAGES.refusals.delete],
    ['a student already gone', fail(404, 'Ressource introuvable.'), STUDENT_MESSAGES.notFound],
  ])('keeps the dialog open and explains the refusal for %s', async (_case, answer, message) => {
    const { user } = await openList({ 'students.list': () => ok([AMINA]), 'students.delete': () => answer })
    await waitFor(() => row('Amina'))
    await user.click(await rowMenuItem(user, within(row('Amina')), 'Supprimer Amina El Idrissi'))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('lists the devices of a student and signs them all out', async () => {
    let devices = [
      { id: 'a', user_agent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', ip: '105.66.1.2', created_at: '2025-10-01T09:00:00.000Z', last_seen_at: '2025-10-05T18:30:00.000Z' },
      { id: 'b', user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0', ip: null, created_at: '2025-10-02T09:00:00.000Z', last_seen_at: '2025-10-02T10:00:00.000Z' },
    ]
    const reset = vi.fn(() => {
      devices = []
      return ok({ message: STUDENT_MESSAGES.devicesReset })
    })
    const { user } = await openList({ 'students.list': () => ok([AMINA]), 'students.devices': () => ok(devices), 'students.resetDevices': reset })
    await waitFor(() => row('Amina'))
    await user.click(await rowMenuItem(user, within(row('Amina')), 'Appareils de Amina El Idrissi'))

    const dialog = await screen.findByRole('dialog', { name: 'Appareils de Amina El Idrissi' })
    expect(await within(dialog).findByText('Chrome sur Android')).toBeInTheDocument()
    expect(within(dialog).getByText('Edge sur Windows')).toBeInTheDocument()
    expect(within(dialog).getByText('Adresse IP : 105.66.1.2')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Déconnecter tous les appareils' }))
    expect(await within(dialog).findByText('Aucun appareil connecté.')).toBeInTheDocument()
    expect(reset).toHaveBeenCalledWith({ id: 11 })
    expect(await screen.findByText(STUDENT_MESSAGES.devicesReset)).toBeInTheDocument()
  })

  it('invites to invite when there is no student', async () => {
    await openList({ 'students.list': () => ok([]) })
    expect(await screen.findByRole('heading', { name: 'Aucun étudiant pour le moment' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Inviter un étudiant' }).at(-1)).toHaveAttribute('href', '/admin/students/invite')
  })
})
