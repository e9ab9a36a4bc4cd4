import type { AdminLiveSession } from '@tutorat/contracts'
import { SESSION_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { networkSettled } from '../msw-server.ts'
import { fail, ok } from '../trpc-mock.ts'
import { inHours, makeSession, openSessions, refuseWithFields, row } from './fixtures.ts'
import { rowMenuItem } from '../row-actions.ts'

const UPCOMING = makeSession({ id: 4, title: 'Révision : limites', attendance_count: 0 })
const ENDED = makeSession({ id: 5, title: 'Méthode du bac', starts_at: inHours(-3), duration_minutes: 60, attendance_count: 2 })
const ATTENDEES = [
  { student_id: 11, name: 'Amina El Idrissi', email: 'amina@exemple.ma', first_joined_at: '2026-06-02T07:58:00.000Z', last_joined_at: '2026-06-02T08:20:00.000Z', joins: 2 },
  { student_id: 12, name: 'Youssef Benali', email: 'youssef@exemple.ma', first_joined_at: '2026-06-02T08:05:00.000Z', last_joined_at: '2026-06-02T08:05:00.000Z', joins: 1 },
]

/** `sessions.attendance` answering `current()`, which a recording may change. */
const attendanceOf = (current: () => AdminLiveSession, attendees = ATTENDEES, expected = 15) =>
  vi.fn(() => ok({ session: current(), attendees, expected }))

describe('/admin/sessions: one session', () => {
  it('shows who joined and when, out of who was expected, and the Meet link to the admin', async () => {
    const attendance = attendanceOf(() => ENDED)
    await openSessions('/admin/sessions?id=5', [ENDED], { 'sessions.attendance': attendance })
    const dialog = within(await screen.findByRole('dialog', { name: 'Méthode du bac' }))
    const presence = within(await dialog.findByRole('region', { name: 'Présence' }))
    expect(presence.getByText(/^2 \/ 15$/)).toBeInTheDocument()
    expect(presence.getByText(/sur 15 étudiants attendus/)).toBeInTheDocument()
    const amina = within(presence.getByText('Amina El Idrissi').closest('li') as HTMLElement)
    expect(amina.getByText('amina@exemple.ma')).toBeInTheDocument()
    // Casablanca is UTC+1 in June
    expect(amina.getByText(/^Arrivée : mar\. 2 juin 2026 à 08:58$/)).toBeInTheDocument()
    expect(amina.getByText(/Dernière connexion : 09:20 · 2 connexions/)).toBeInTheDocument()
    expect(presence.getByText(/1 connexion$/)).toBeInTheDocument()
    expect(attendance).toHaveBeenCalledWith({ id: 5 })
    expect(dialog.getByRole('link', { name: /meet\.google\.com\/abc-defg-hij/ })).toHaveAttribute('href', 'https://meet.google.com/abc-defg-hij')
    expect(dialog.getByRole('button', { name: 'Copier le lien Google Meet' })).toBeInTheDocument()
    // someone joined: the session is history, not deleted
    expect(dialog.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument()
    // over: nothing left to cancel
    expect(dialog.queryByRole('button', { name: 'Annuler la séance' })).not.toBeInTheDocument()
  })

  it('offers the recording only once the session is over', async () => {
    await openSessions('/admin/sessions?id=4', [UPCOMING], { 'sessions.attendance': attendanceOf(() => UPCOMING, [], 12) })
    const dialog = within(await screen.findByRole('dialog', { name: 'Révision : limites' }))
    const recording = within(await dialog.findByRole('region', { name: 'Enregistrement' }))
    expect(recording.getByText(/s’ajoute ici une fois la séance terminée/)).toBeInTheDocument()
    expect(recording.queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(dialog.getByRole('region', { name: 'Présence' })).getByText('Personne n’a encore rejoint la séance depuis la plateforme.')).toBeInTheDocument()
  })

  it('adds the Drive recording after the end, then links to the course’s videos', async () => {
    let current = ENDED
    const saved = vi.fn(() => {
      current = { ...ENDED, recording_video_id: 31 }
      return ok({ message: SESSION_MESSAGES.recordingSaved, session: current })
    })
    const { user } = await openSessions('/admin/sessions?id=5', [ENDED], { 'sessions.attendance': attendanceOf(() => current), 'sessions.recording': saved })
    const dialog = within(await screen.findByRole('dialog', { name: 'Méthode du bac' }))
    const field = await dialog.findByRole('textbox', { name: /^Lien Google Drive de l’enregistrement/ })
    await user.type(field, 'https://exemple.ma/video')
    await user.click(dialog.getByRole('button', { name: 'Ajouter l’enregistrement' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(saved).not.toHaveBeenCalled()

    await user.clear(field)
    await user.type(field, 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view')
    await user.click(dialog.getByRole('button', { name: 'Ajouter l’enregistrement' }))
    await expectToast(SESSION_MESSAGES.recordingSaved)
    expect(saved).toHaveBeenCalledExactlyOnceWith({ id: 5, drive_url: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view' })
    const added = (await dialog.findByText('Enregistrement ajouté')).closest('[role="status"]') as HTMLElement
    expect(within(added).getByRole('link', { name: 'Voir les vidéos du cours' })).toHaveAttribute('href', '/admin/courses/5/videos')
    expect(dialog.getByRole('button', { name: 'Remplacer l’enregistrement' })).toBeInTheDocument()
    await networkSettled()
  })

  it('shows a refusal about the Drive link under it, and another one in the form', async () => {
    const first = await openSessions('/admin/sessions?id=5', [ENDED], { 'sessions.attendance': attendanceOf(() => ENDED) })
    const refused = refuseWithFields('sessions.recording', [{ path: ['drive_url'], message: 'Ce fichier Google Drive est introuvable.' }])
    const panel = within(await screen.findByRole('dialog', { name: 'Méthode du bac' }))
    const link = await panel.findByRole('textbox', { name: /^Lien Google Drive/ })
    await first.user.type(link, 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view')
    await first.user.click(panel.getByRole('button', { name: 'Ajouter l’enregistrement' }))
    await waitFor(() => expect(link).toHaveAccessibleDescription(/Ce fichier Google Drive est introuvable\./))
    expect(panel.queryByRole('alert')).not.toBeInTheDocument()
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it('shows the server’s other refusals in the recording form', async () => {
    const saved = vi.fn(() => fail(400, SESSION_MESSAGES.recordingNeedsCourse))
    const { user } = await openSessions('/admin/sessions?id=5', [ENDED], { 'sessions.attendance': attendanceOf(() => ENDED), 'sessions.recording': saved })
    const dialog = within(await screen.findByRole('dialog', { name: 'Méthode du bac' }))
    await user.type(await dialog.findByRole('textbox', { name: /^Lien Google Drive/ }), 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view')
    await user.click(dialog.getByRole('button', { name: 'Ajouter l’enregistrement' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(`Erreur lors de l’ajout de l’enregistrement : ${SESSION_MESSAGES.recordingNeedsCourse}`)
    expect(saved).toHaveBeenCalledTimes(1)
  })
})

describe('/admin/sessions: cancelling and deleting', () => {
  it('asks before cancelling, says the students will be told, and cancels once', async () => {
    let rows = [UPCOMING]
    const cancel = vi.fn(() => {
      rows = [{ ...UPCOMING, status: 'annulee' }]
      return ok({ message: SESSION_MESSAGES.cancelled, session: rows[0] })
    })
    const { user } = await openSessions('/admin/sessions', [UPCOMING], { 'sessions.cancel': cancel, 'sessions.list': vi.fn(() => ok({ items: rows, total: rows.length })) })
    await user.click(await rowMenuItem(user, await row(UPCOMING.title), /^Annuler la séance Révision/))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Annuler cette séance ?' }))
    expect(confirm.getByText(/Les étudiants seront prévenus/)).toBeInTheDocument()
    await user.click(confirm.getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(cancel).not.toHaveBeenCalled()

    await user.click(await rowMenuItem(user, await row(UPCOMING.title), /^Annuler la séance Révision/))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler la séance' }))
    await expectToast(SESSION_MESSAGES.cancelled)
    expect(cancel).toHaveBeenCalledExactlyOnceWith({ id: 4 })
    // the list is asked again: the row says it
    expect(await (await row(UPCOMING.title)).findByText('Annulée')).toBeInTheDocument()
    await networkSettled()
  })

  it('offers deletion only for a session nobody joined, behind a confirmation', async () => {
    const JOINED = makeSession({ id: 6, title: 'Séance suivie', attendance_count: 3 })
    const remove = vi.fn(() => ok({ message: SESSION_MESSAGES.deleted }))
    const { user } = await openSessions('/admin/sessions', [UPCOMING, JOINED], { 'sessions.delete': remove })
    expect((await row(JOINED.title)).queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument()
    await user.click(await rowMenuItem(user, await row(UPCOMING.title), /^Supprimer la séance Révision/))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Supprimer cette séance ?' }))
    await user.click(confirm.getByRole('button', { name: 'Supprimer la séance' }))
    await expectToast(SESSION_MESSAGES.deleted)
    expect(remove).toHaveBeenCalledExactlyOnceWith({ id: 4 })
    await networkSettled()
  })

  it('keeps the confirmation open with the server’s reason when cancelling fails', async () => {
    const cancel = vi.fn(() => fail(409, SESSION_MESSAGES.alreadyCancelled))
    const { user } = await openSessions('/admin/sessions?id=4', [UPCOMING], { 'sessions.cancel': cancel, 'sessions.attendance': attendanceOf(() => UPCOMING, [], 12) })
    const dialog = within(await screen.findByRole('dialog', { name: 'Révision : limites' }))
    await user.click(await dialog.findByRole('button', { name: 'Annuler la séance' }))
    const confirm = within(await screen.findByRole('alertdialog'))
    await user.click(confirm.getByRole('button', { name: 'Oui, annuler la séance' }))
    expect(await confirm.findByRole('alert')).toHaveTextContent(`Erreur lors de l’annulation de la séance : ${SESSION_MESSAGES.alreadyCancelled}`)
    expect(cancel).toHaveBeenCalledTimes(1)
  })
})
