import { type SessionRequest, SESSION_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast, openAs } from '../admins/fixtures.ts'
import { networkSettled } from '../msw-server.ts'
import { ADMIN } from '../render.tsx'
import { fail, ok, type Procedure } from '../trpc-mock.ts'
import { COURSES, makeSession, refuseWithFields } from './fixtures.ts'
import userEvent from '@testing-library/user-event'
import { rowMenuItem } from '../row-actions.ts'

const makeRequest = (overrides: Partial<SessionRequest> & Pick<SessionRequest, 'id' | 'name'>): SessionRequest => ({
  kind: 'evaluation',
  phone: '+212612345678',
  email: 'rania@exemple.ma',
  school: 'Lycée Ibn Sina',
  level: 'Intermédiaire',
  subject: 'Mathématiques',
  preferred_times: 'Mercredi après 17 h',
  status: 'nouvelle',
  admin_note: '',
  student_id: null,
  session_id: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
})

const RANIA = makeRequest({ id: 3, name: 'Rania Tazi' })
const OMAR = makeRequest({ id: 4, name: 'Omar Alami', kind: 'solo', email: 'omar@exemple.ma', subject: 'Physique', status: 'planifiee', student_id: 12, session_id: 40, preferred_times: '' })

type ListInput = { limit: number; offset: number; status?: string; search?: string }

async function openRequests(path: string, rows: () => SessionRequest[], procedures: Record<string, Procedure> = {}) {
  const list = vi.fn((raw: unknown) => {
    const input = raw as ListInput
    const items = rows().filter((row) => (!input.status || row.status === input.status) && (!input.search || row.name.includes(input.search)))
    return ok({ items, total: items.length })
  })
  const app = openAs(ADMIN, path, { 'sessionRequests.list': list, 'courses.list': () => ok(COURSES), ...procedures })
  await screen.findByRole('heading', { name: 'Demandes de séance', level: 1 })
  return { ...app, list, search: () => new URLSearchParams(app.history.location.search) }
}

const row = async (name: string) => within((await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement)

describe('/admin/session-requests', () => {
  it('lists each request with how to reach the person, a prefilled WhatsApp message, and what they asked', async () => {
    const { list } = await openRequests('/admin/session-requests', () => [RANIA, OMAR])
    const rania = await row('Rania Tazi')
    expect(rania.getByText('Séance d’évaluation gratuite')).toBeInTheDocument()
    expect(rania.getByRole('link', { name: '+212612345678' })).toHaveAttribute('href', 'tel:+212612345678')
    expect(rania.getByRole('link', { name: 'rania@exemple.ma' })).toHaveAttribute('href', 'mailto:rania@exemple.ma')
    const whatsapp = rania.getByRole('link', { name: 'Écrire à Rania Tazi sur WhatsApp (nouvel onglet)' })
    const href = whatsapp.getAttribute('href') ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/212612345678\?text=/)
    expect(new URL(href).searchParams.get('text')).toBe(
      'Bonjour Rania Tazi, ici l’équipe Tutorat Maroc. Nous avons bien reçu votre demande pour votre séance d’évaluation gratuite en Mathématiques. Quel créneau vous conviendrait le mieux ?',
    )
    expect(rania.getByText('Lycée Ibn Sina · Intermédiaire · Mathématiques')).toBeInTheDocument()
    expect(rania.getByText('Disponibilités : Mercredi après 17 h')).toBeInTheDocument()
    expect(rania.getByText('Nouvelle')).toBeInTheDocument()
    expect(await rowMenuItem(userEvent.setup(), rania, 'Planifier une séance solo pour Rania Tazi')).toBeInTheDocument()
    // already planned: nothing left to plan
    expect((await row('Omar Alami')).queryByRole('button', { name: /^Planifier/ })).not.toBeInTheDocument()
    expect(screen.getByText('2 demandes')).toBeInTheDocument()
    expect(list).toHaveBeenCalledExactlyOnceWith({ limit: 50, offset: 0 })
  })

  it('puts the status and the search in the URL and in the call, and ignores made-up ones', async () => {
    const { user, list, search } = await openRequests('/admin/session-requests?status=hacked&page=-1', () => [RANIA, OMAR])
    await row('Rania Tazi')
    expect(list).toHaveBeenCalledExactlyOnceWith({ limit: 50, offset: 0 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'nouvelle')
    await user.type(screen.getByRole('searchbox', { name: /^Rechercher une demande/ }), ' Rania ')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 50, offset: 0, status: 'nouvelle', search: 'Rania' }))
    expect(Object.fromEntries(search())).toEqual({ status: 'nouvelle', search: 'Rania' })
    await row('Rania Tazi')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'close')
    expect(await screen.findByRole('heading', { name: 'Aucune demande ne correspond à ces filtres' })).toBeInTheDocument()
  })

  it('changes a request’s status and note', async () => {
    let current = RANIA
    const update = vi.fn((input: unknown) => {
      current = { ...RANIA, ...(input as Partial<SessionRequest>), updated_at: '2026-03-02T09:00:00.000Z' }
      return ok(current)
    })
    const { user, list } = await openRequests('/admin/session-requests', () => [current], { 'sessionRequests.update': update })
    await user.click((await row('Rania Tazi')).getByRole('button', { name: 'Voir la demande de Rania Tazi' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Demande de Rania Tazi' }))
    expect(dialog.getByText('Mercredi après 17 h')).toBeInTheDocument()
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Statut de la demande' }), 'contactee')
    await user.type(dialog.getByRole('textbox', { name: /^Note interne/ }), 'Appelée, rappeler mercredi.')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer le suivi' }))
    await expectToast('Demande mise à jour.')
    expect(update).toHaveBeenCalledExactlyOnceWith({ id: 3, status: 'contactee', admin_note: 'Appelée, rappeler mercredi.' })
    // the panel's status follows
    expect(await screen.findByRole('dialog', { name: 'Demande de Rania Tazi', description: 'Contactée' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Fermer' }))
    expect(await (await row('Rania Tazi')).findByText('Contactée')).toBeInTheDocument()
    expect(list).toHaveBeenCalledTimes(2)
  })

  it('plans a solo session from a request: the session’s fields, then a toast with the invitation and the way to the session', async () => {
    let current = RANIA
    const schedule = vi.fn(() => {
      current = { ...RANIA, status: 'planifiee', student_id: 12, session_id: 42 }
      const session = makeSession({ id: 42, title: 'Séance Mathématiques — Rania Tazi', kind: 'solo', student_id: 12, student_name: 'Rania Tazi', course_id: null, course_title: null })
      return ok({ message: SESSION_MESSAGES.requestScheduled, request: current, session, student_created: true })
    })
    const { user } = await openRequests('/admin/session-requests', () => [current], { 'sessionRequests.schedule': schedule })
    await user.click((await row('Rania Tazi')).getByRole('button', { name: 'Voir la demande de Rania Tazi' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Demande de Rania Tazi' })).getByRole('button', { name: 'Planifier une séance solo' }))
    const form = within(await screen.findByRole('dialog', { name: 'Planifier une séance solo' }))
    expect(form.getByRole('textbox', { name: /^Titre/ })).toHaveValue('Séance Mathématiques — Rania Tazi')
    expect(form.getByRole('combobox', { name: /^Cours/ })).toHaveValue('')
    // no student to pick: the request's person is the student
    expect(form.queryByRole('searchbox')).not.toBeInTheDocument()
    await user.type(form.getByLabelText(/^Début/), '2026-12-09T17:30')
    await user.type(form.getByRole('textbox', { name: /^Lien Google Meet/ }), 'https://meet.google.com/xyz-abcd-efg')
    await user.click(form.getByRole('button', { name: 'Planifier la séance' }))

    await expectToast(SESSION_MESSAGES.requestScheduled)
    expect(await screen.findByText('Un compte a été créé pour Rania Tazi : une invitation lui a été envoyée par e-mail.')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Voir la séance' })[0]).toHaveAttribute('href', '/admin/sessions?id=42')
    expect(schedule).toHaveBeenCalledExactlyOnceWith({
      id: 3,
      course_id: null,
      title: 'Séance Mathématiques — Rania Tazi',
      description: '',
      starts_at_local: '2026-12-09T17:30',
      duration_minutes: 60,
      meet_url: 'https://meet.google.com/xyz-abcd-efg',
      is_free: false,
    })
    // the request now leads to its session
    const panel = within(await screen.findByRole('dialog', { name: 'Demande de Rania Tazi' }))
    expect(await panel.findByRole('link', { name: 'Voir la séance planifiée' })).toHaveAttribute('href', '/admin/sessions?id=42')
    await networkSettled()
  })

  it('shows a refused start under « Début », and a refusal about the account in the form', async () => {
    const { user } = await openRequests('/admin/session-requests', () => [RANIA], { 'sessionRequests.schedule': () => fail(403, SESSION_MESSAGES.requestAccountHidden) })
    await user.click(await rowMenuItem(user, await row('Rania Tazi'), 'Planifier une séance solo pour Rania Tazi'))
    const form = within(await screen.findByRole('dialog', { name: 'Planifier une séance solo' }))
    await user.type(form.getByLabelText(/^Début/), '2026-12-09T17:30')
    await user.type(form.getByRole('textbox', { name: /^Lien Google Meet/ }), 'https://meet.google.com/xyz-abcd-efg')
    await user.click(form.getByRole('button', { name: 'Planifier la séance' }))
    expect(await form.findByRole('alert')).toHaveTextContent(`Erreur lors de la planification de la séance : ${SESSION_MESSAGES.requestAccountHidden}`)

    const refused = refuseWithFields('sessionRequests.schedule', [{ path: ['starts_at_local'], message: SESSION_MESSAGES.soloOverlap('Soutien') }])
    await user.click(form.getByRole('button', { name: 'Planifier la séance' }))
    await waitFor(() => expect(form.getByLabelText(/^Début/)).toHaveAccessibleDescription(/Cet étudiant a déjà une séance solo à ce moment-là : « Soutien »\./))
    expect(form.queryByRole('alert')).not.toBeInTheDocument()
    expect(refused).toHaveBeenCalledTimes(1)
  })
})
