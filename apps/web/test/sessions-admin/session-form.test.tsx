import { SESSION_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { networkSettled } from '../msw-server.ts'
import { fail, ok, type Procedure } from '../trpc-mock.ts'
import { makeSession, openSessions, refuseWithFields, row } from './fixtures.ts'
import { rowMenuItem } from '../row-actions.ts'

const MEET = 'https://meet.google.com/xyz-abcd-efg'
const PLANNED = makeSession({ id: 4, title: 'Révision : limites', starts_at_local: '2026-12-05T18:30', duration_minutes: 75 })
const AMINA = { id: 11, name: 'Amina El Idrissi', email: 'amina@exemple.ma' }

async function openForm(procedures: Record<string, Procedure> = {}) {
  const create = vi.fn((input: unknown) => ok({ message: SESSION_MESSAGES.created, session: makeSession({ id: 9, title: String((input as { title: string }).title) }) }))
  const app = await openSessions('/admin/sessions', [PLANNED], { 'sessions.create': create, 'students.list': () => ok([AMINA]), ...procedures })
  await row(PLANNED.title)
  await app.user.click(screen.getByRole('button', { name: 'Nouvelle séance' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle séance live' }))
  return { ...app, create, dialog }
}

type Dialog = Awaited<ReturnType<typeof openForm>>['dialog']
type User = Awaited<ReturnType<typeof openForm>>['user']

async function fillCommon(user: User, dialog: Dialog) {
  await user.type(dialog.getByRole('textbox', { name: /^Titre/ }), 'Révision : suites')
  await user.type(dialog.getByLabelText(/^Début/), '2026-12-05T18:30')
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Durée/ }), '90')
  await user.type(dialog.getByRole('textbox', { name: /^Lien Google Meet/ }), MEET)
}

describe('/admin/sessions: planning a session', () => {
  it('sends a group session with the start exactly as typed (Casablanca wall clock)', async () => {
    const { user, dialog, create, list } = await openForm()
    expect(dialog.getByLabelText(/^Début/)).toHaveAccessibleDescription(/heure de Casablanca/)
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Cours/ }), '5')
    await fillCommon(user, dialog)
    await user.click(dialog.getByRole('checkbox', { name: 'Séance gratuite (accessible aux accès d’essai)' }))
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }))
    await expectToast(SESSION_MESSAGES.created)
    expect(create).toHaveBeenCalledExactlyOnceWith({
      kind: 'groupe',
      course_id: 5,
      student_id: null,
      title: 'Révision : suites',
      description: '',
      starts_at_local: '2026-12-05T18:30',
      duration_minutes: 90,
      meet_url: MEET,
      is_free: true,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2))
    await networkSettled()
  })

  it('checks the fields before sending: the course, the Meet link, a typed duration', async () => {
    const { user, dialog, create } = await openForm()
    await fillCommon(user, dialog)
    await user.clear(dialog.getByRole('textbox', { name: /^Lien Google Meet/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Lien Google Meet/ }), 'https://zoom.us/j/123')
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Durée/ }), 'autre')
    await user.type(dialog.getByRole('spinbutton', { name: /^Durée en minutes/ }), '600')
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }))
    expect(await dialog.findByRole('combobox', { name: /^Cours/ })).toHaveAccessibleDescription(new RegExp(SESSION_MESSAGES.courseRequired))
    expect(dialog.getByRole('textbox', { name: /^Lien Google Meet/ })).toHaveAccessibleDescription(new RegExp(SESSION_MESSAGES.meetUrlInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    expect(dialog.getByRole('spinbutton', { name: /^Durée en minutes/ })).toHaveAccessibleDescription(new RegExp(SESSION_MESSAGES.durationInvalid))
    expect(create).not.toHaveBeenCalled()
  })

  it('shows a server refusal under the field it names (the Meet link), not in the form’s alert', async () => {
    const { user, dialog } = await openForm()
    const refused = refuseWithFields('sessions.create', [{ path: ['meet_url'], message: 'Ce lien Google Meet sert déjà à une autre séance.' }])
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Cours/ }), '5')
    await fillCommon(user, dialog)
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }))
    const meet = dialog.getByRole('textbox', { name: /^Lien Google Meet/ })
    await waitFor(() => expect(meet).toHaveAccessibleDescription(/Ce lien Google Meet sert déjà à une autre séance\./))
    expect(meet).toHaveAttribute('aria-invalid', 'true')
    expect(meet).toHaveFocus()
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument()
    expect(refused).toHaveBeenCalledTimes(1)
    expect(refused.mock.calls[0]?.[0]).toMatchObject({ 0: { meet_url: MEET, starts_at_local: '2026-12-05T18:30' } })
  })

  it('puts a refused start (in the past) under « Début »', async () => {
    const { user, dialog } = await openForm()
    refuseWithFields('sessions.create', [{ path: ['starts_at_local'], message: SESSION_MESSAGES.startInPast }])
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Cours/ }), '5')
    await fillCommon(user, dialog)
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }))
    await waitFor(() => expect(dialog.getByLabelText(/^Début/)).toHaveAccessibleDescription(new RegExp(SESSION_MESSAGES.startInPast)))
  })

  it('plans a solo session for a student found by name', async () => {
    const students = vi.fn(() => ok([AMINA]))
    const { user, dialog, create } = await openForm({ 'students.list': students })
    await user.click(dialog.getByRole('radio', { name: /^Solo/ }))
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }))
    expect(await dialog.findByRole('searchbox', { name: /^Étudiant/ })).toHaveAccessibleDescription(new RegExp(SESSION_MESSAGES.studentRequired))
    expect(dialog.getByRole('combobox', { name: /^Cours/ })).toHaveAccessibleDescription(/enregistrement/)

    await user.type(dialog.getByRole('searchbox', { name: /^Étudiant/ }), 'ami')
    await user.click(await dialog.findByRole('button', { name: 'Choisir Amina El Idrissi (amina@exemple.ma)' }))
    expect(dialog.getByRole('button', { name: 'Changer d’étudiant (Amina El Idrissi)' })).toHaveFocus()
    await fillCommon(user, dialog)
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }))
    await expectToast(SESSION_MESSAGES.created)
    expect(create).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'solo', student_id: 11, course_id: null, starts_at_local: '2026-12-05T18:30' }))
    expect(students).toHaveBeenCalledExactlyOnceWith({ search: 'ami', limit: 8, offset: 0 })
    await networkSettled()
  })
})

describe('/admin/sessions: editing a session', () => {
  async function openEdit() {
    const update = vi.fn((input: unknown) => ok({ message: SESSION_MESSAGES.updated, session: { ...PLANNED, ...(input as object) } }))
    const app = await openSessions('/admin/sessions', [PLANNED], { 'sessions.update': update })
    await app.user.click(await rowMenuItem(app.user, await row(PLANNED.title), /^Modifier/))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la séance' }))
    return { ...app, update, dialog }
  }

  it('fills the form with the session and sends the start only when it moved', async () => {
    const { user, dialog, update } = await openEdit()
    expect(dialog.getByLabelText(/^Début/)).toHaveValue('2026-12-05T18:30')
    expect(dialog.getByRole('combobox', { name: /^Durée$/ })).toHaveValue('autre')
    expect(dialog.getByRole('spinbutton', { name: /^Durée en minutes/ })).toHaveValue(75)
    // the kind and the course are set at creation
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument()
    expect(dialog.queryByRole('combobox', { name: /^Cours/ })).not.toBeInTheDocument()

    await user.clear(dialog.getByRole('textbox', { name: /^Titre/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Titre/ }), 'Révision : limites (2)')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(SESSION_MESSAGES.updated)
    expect(update).toHaveBeenCalledExactlyOnceWith({ id: 4, title: 'Révision : limites (2)', description: '', duration_minutes: 75, meet_url: PLANNED.meet_url, is_free: false })
    await networkSettled()
  })

  it('sends a new start as typed', async () => {
    const { user, dialog, update } = await openEdit()
    await user.clear(dialog.getByLabelText(/^Début/))
    await user.type(dialog.getByLabelText(/^Début/), '2026-12-06T09:00')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(SESSION_MESSAGES.updated)
    expect(update).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 4, starts_at_local: '2026-12-06T09:00' }))
    await networkSettled()
  })

  it('keeps a refusal about no field in the form’s alert (the session was cancelled meanwhile)', async () => {
    const update = vi.fn(() => fail(409, SESSION_MESSAGES.cancelledNoEdit))
    const app = await openSessions('/admin/sessions', [PLANNED], { 'sessions.update': update })
    await app.user.click(await rowMenuItem(app.user, await row(PLANNED.title), /^Modifier/))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la séance' }))
    await app.user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(`Erreur lors de l’enregistrement de la séance : ${SESSION_MESSAGES.cancelledNoEdit}`)
    expect(update).toHaveBeenCalledTimes(1)
  })
})
