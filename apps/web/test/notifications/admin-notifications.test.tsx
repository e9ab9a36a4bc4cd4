import { NOTIFICATION_MESSAGES, type NotificationLogEntry } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ADMIN } from '../render.tsx'
import { expectToast, openAs, openSuperAdminPage } from '../admins/fixtures.ts'
import { fail, ok, type Procedure } from '../trpc-mock.ts'
import { makeLogEntry } from './fixtures.ts'

const SENT = makeLogEntry({ id: 1 })
const FAILED = makeLogEntry({
  id: 2,
  student_id: 12,
  student_name: 'Youssef Benali',
  channel: 'whatsapp',
  recipient: '+212612345678',
  template: 'access_expiring',
  status: 'failed',
  attempts: 3,
  next_attempt_at: '2026-03-02T10:00:00.000Z',
  last_error: 'WhatsApp 503 : service indisponible',
  sent_at: null,
})
const DEAD = makeLogEntry({ id: 3, student_id: null, student_name: null, recipient: 'candidat@exemple.ma', template: 'application_status', status: 'dead', attempts: 12, last_error: 'SMTP 550 : adresse inconnue', sent_at: null })
const ROWS = [DEAD, FAILED, SENT]

type LogInput = { limit: number; offset: number; status?: string; channel?: string; template?: string; recipient?: string }

function logOf(rows: NotificationLogEntry[]) {
  return vi.fn((raw: unknown) => {
    const input = raw as LogInput
    const items = rows.filter((row) => (!input.status || row.status === input.status) && (!input.channel || row.channel === input.channel))
    return ok({ items: items.slice(input.offset, input.offset + input.limit), total: items.length, total_capped: false, counts: { pending: 4, failed: 1, dead: 1, no_channel: 0 } })
  })
}

async function openLog(path = '/admin/notifications', procedures: Record<string, Procedure> = {}) {
  const log = logOf(ROWS)
  const app = openSuperAdminPage(path, { 'notifications.log': log, ...procedures })
  await screen.findByRole('heading', { name: 'Notifications', level: 1 })
  return { ...app, log, search: () => new URLSearchParams(app.history.location.search) }
}

const table = async () => within(await screen.findByRole('table', { name: 'Notifications' }))
const row = async (name: string) => within(((await table()).getByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement)

describe('/admin/notifications', () => {
  it('shows each message with its recipient, channel, template, status, attempts, error and next attempt', async () => {
    const { log } = await openLog()
    const youssef = await row('Youssef Benali')
    expect(youssef.getByText('+212612345678')).toBeInTheDocument()
    const at = (iso: string | null) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso ?? ''))
    expect(youssef.getByText('Accès expirant dans 3 jours').nextElementSibling).toHaveTextContent(`WhatsApp · ${at(FAILED.created_at)}`)
    expect(youssef.getByText('En échec')).toBeInTheDocument()
    expect(youssef.getByText('3')).toBeInTheDocument()
    expect(youssef.getByText(/^prochaine :/)).toHaveTextContent(`prochaine : ${at(FAILED.next_attempt_at)}`)
    expect(youssef.getByText('WhatsApp 503 : service indisponible')).toBeInTheDocument()
    // the phone cards list each field under its own label
    const card = within(screen.getByRole('article', { name: 'Youssef Benali' }))
    expect(card.getByText('Canal').nextElementSibling).toHaveTextContent('WhatsApp')
    expect(card.getByText('Prochaine tentative').nextElementSibling).toHaveTextContent(at(FAILED.next_attempt_at))
    // a candidate has no account: the address names the row
    expect((await row('candidat@exemple.ma')).getByText('Abandonné')).toBeInTheDocument()
    expect((await row('Amina El Idrissi')).getByText('Envoyé')).toBeInTheDocument()
    expect(screen.getByText('3 messages')).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith({ limit: 50, offset: 0 })

    const counts = within(screen.getByRole('region', { name: 'Messages à surveiller' }))
    expect(counts.getByRole('link', { name: /En attente\s*4/ })).toHaveAttribute('href', '/admin/notifications?status=pending')
    expect(counts.getByRole('link', { name: /En échec\s*1/ })).toBeInTheDocument()
    expect(counts.getByRole('link', { name: /Abandonnés\s*1/ })).toBeInTheDocument()
  })

  it('sends the filters the admin picks, kept in the URL, back to the first page', async () => {
    const { user, log, search } = await openLog('/admin/notifications?page=1')
    await waitFor(() => expect(log).toHaveBeenCalledWith({ limit: 50, offset: 50 }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'failed')
    await waitFor(() => expect(log).toHaveBeenLastCalledWith({ limit: 50, offset: 0, status: 'failed' }))
    expect(search().get('status')).toBe('failed')
    expect(search().get('page')).toBeNull()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par canal' }), 'whatsapp')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par modèle' }), 'access_expiring')
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un destinataire (nom, e-mail ou numéro)' }), '  50%_youssef ')
    await waitFor(() =>
      expect(log).toHaveBeenLastCalledWith({ limit: 50, offset: 0, status: 'failed', channel: 'whatsapp', template: 'access_expiring', recipient: '50%_youssef' }),
    )
    await row('Youssef Benali')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'sent')
    expect(await screen.findByRole('heading', { name: 'Aucun message ne correspond à ces filtres' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Effacer les filtres' }))
    await row('Amina El Idrissi')
    expect(search().toString()).toBe('')
  })

  it('ignores filters the URL makes up', async () => {
    const { log } = await openLog('/admin/notifications?status=hacked&channel=sms&template=%27%3Bdrop&page=-3')
    await row('Amina El Idrissi')
    expect(log).toHaveBeenCalledWith({ limit: 50, offset: 0 })
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('re-sends one failed or abandoned message, and only those', async () => {
    const retry = vi.fn(() => ok({ message: NOTIFICATION_MESSAGES.retried }))
    const { user, log } = await openLog('/admin/notifications', { 'notifications.retry': retry })
    expect((await row('Amina El Idrissi')).queryByRole('button', { name: /Renvoyer/ })).not.toBeInTheDocument()
    const calls = log.mock.calls.length
    await user.click((await row('Youssef Benali')).getByRole('button', { name: 'Renvoyer le message « Accès expirant dans 3 jours » à Youssef Benali' }))
    await expectToast(NOTIFICATION_MESSAGES.retried)
    expect(retry).toHaveBeenCalledExactlyOnceWith({ id: 2 })
    // the log and its counts are read again
    await waitFor(() => expect(log.mock.calls.length).toBeGreaterThan(calls))
  })

  it('says why a message cannot be re-sent', async () => {
    const retry = vi.fn(() => fail(409, NOTIFICATION_MESSAGES.linkGone))
    const { user } = await openLog('/admin/notifications', { 'notifications.retry': retry })
    await user.click((await row('candidat@exemple.ma')).getByRole('button', { name: /Renvoyer/ }))
    await expectToast(`Erreur lors du renvoi : ${NOTIFICATION_MESSAGES.linkGone}`)
  })

  it('re-sends every failed message after a confirmation', async () => {
    const retryFailed = vi.fn(() => ok({ message: NOTIFICATION_MESSAGES.retriedAll(1, 0), count: 1 }))
    const { user } = await openLog('/admin/notifications', { 'notifications.retryFailed': retryFailed })
    await user.click(await screen.findByRole('button', { name: 'Renvoyer tous les échecs' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByText(/1 message en échec repartira/)).toBeInTheDocument()
    expect(retryFailed).not.toHaveBeenCalled()
    await user.click(dialog.getByRole('button', { name: 'Renvoyer tous les échecs' }))
    await expectToast(NOTIFICATION_MESSAGES.retriedAll(1, 0))
    expect(retryFailed).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('shows « aucun canal configuré » as its own neutral state, neither a failure nor in « Renvoyer tous les échecs » (issue 29)', async () => {
    const unsent = makeLogEntry({ id: 4, student_name: 'Salma Tazi', status: 'no_channel', last_error: NOTIFICATION_MESSAGES.noChannel, sent_at: null })
    const log = vi.fn(() => ok({ items: [unsent, FAILED], total: 2, total_capped: false, counts: { pending: 0, failed: 1, dead: 0, no_channel: 7 } }))
    const retry = vi.fn(() => ok({ message: NOTIFICATION_MESSAGES.retried }))
    const { user } = openSuperAdminPage('/admin/notifications', { 'notifications.log': log, 'notifications.retry': retry })
    const salma = await row('Salma Tazi')
    expect(salma.getByText('Non envoyé (aucun canal)')).toBeInTheDocument()
    expect(salma.queryByText('En échec')).not.toBeInTheDocument()

    const counts = within(screen.getByRole('region', { name: 'Messages à surveiller' }))
    expect(counts.getByRole('link', { name: /En échec\s*1/ })).toHaveAttribute('href', '/admin/notifications?status=failed')
    expect(counts.getByRole('link', { name: /Non envoyés \(aucun canal\)\s*7/ })).toHaveAttribute('href', '/admin/notifications?status=no_channel')
    // the filter offers the state by its own name
    expect(within(screen.getByRole('combobox', { name: 'Filtrer par statut' })).getByRole('option', { name: 'Non envoyé (aucun canal)' })).toHaveValue('no_channel')

    // « retry all » speaks of the one failure only, and says the unsent ones stay
    await user.click(screen.getByRole('button', { name: 'Renvoyer tous les échecs' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByText(/^1 message en échec repartira/)).toBeInTheDocument()
    expect(dialog.getByText(/non envoyés faute de canal.*ne repartent pas/)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Annuler' }))

    // one by one, once a channel is configured
    await user.click(salma.getByRole('button', { name: 'Renvoyer le message « Accès accordé » à Salma Tazi' }))
    await expectToast(NOTIFICATION_MESSAGES.retried)
    expect(retry).toHaveBeenCalledExactlyOnceWith({ id: 4 })
  })

  it('offers no « retry all » when nothing failed', async () => {
    const log = vi.fn(() => ok({ items: [SENT], total: 1, total_capped: false, counts: { pending: 0, failed: 0, dead: 0, no_channel: 0 } }))
    openSuperAdminPage('/admin/notifications', { 'notifications.log': log })
    await row('Amina El Idrissi')
    expect(screen.getByRole('button', { name: 'Renvoyer tous les échecs' })).toBeDisabled()
  })

  it('sends a regular admin back to the dashboard, and shows them no menu entry', async () => {
    const log = vi.fn(() => ok({ items: [], total: 0, total_capped: false, counts: { pending: 0, failed: 0, dead: 0, no_channel: 0 } }))
    const { pathname } = openAs(ADMIN, '/admin/notifications', { 'notifications.log': log })
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    expect(pathname()).toBe('/admin/dashboard')
    expect(log).not.toHaveBeenCalled()
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument()
  })
})
