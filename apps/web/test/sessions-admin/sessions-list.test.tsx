import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { casablancaDateTime } from '../../src/features/sessions-admin/format.ts'
import { networkSettled } from '../msw-server.ts'
import { ok } from '../trpc-mock.ts'
import { desktopScreen, inHours, makeSession, openSessions, row, table } from './fixtures.ts'
import userEvent from '@testing-library/user-event'
import { rowMenuItem } from '../row-actions.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const GROUP = makeSession({ id: 1, title: 'Révision : limites', is_free: true, attendance_count: 0 })
const SOLO = makeSession({
  id: 2,
  title: 'Soutien Amina',
  kind: 'solo',
  course_id: null,
  course_title: null,
  student_id: 11,
  student_name: 'Amina El Idrissi',
  starts_at: inHours(48),
  duration_minutes: 90,
})
const CANCELLED = makeSession({ id: 3, title: 'Séance reportée', status: 'annulee', course_id: 6, course_title: 'Physique : mécanique' })
const ROWS = [GROUP, SOLO, CANCELLED]

describe('/admin/sessions: the list', () => {
  it('shows a regular admin each session: title, for whom, Casablanca time and duration, badges, attendance, recording', async () => {
    const { list } = await openSessions('/admin/sessions', ROWS)
    const group = await row(GROUP.title)
    expect(group.getByText('Cours « Analyse : fonctions et limites »')).toBeInTheDocument()
    expect(group.getByText(casablancaDateTime(GROUP.starts_at))).toBeInTheDocument()
    expect(group.getByText('1 h')).toBeInTheDocument()
    expect(group.getByText('Groupe')).toBeInTheDocument()
    expect(group.getByText('Gratuite')).toBeInTheDocument()
    expect(group.getByText('0 présent')).toBeInTheDocument()
    expect(group.getByText('Après la séance')).toBeInTheDocument()
    expect(group.getByRole('link', { name: `Voir la séance ${GROUP.title} (${casablancaDateTime(GROUP.starts_at)})` })).toHaveAttribute('href', '/admin/sessions?id=1')

    const solo = await row(SOLO.title)
    expect(solo.getByText('Amina El Idrissi')).toBeInTheDocument()
    expect(solo.getByText('Solo')).toBeInTheDocument()
    expect(solo.getByText('1 h 30')).toBeInTheDocument()
    expect(solo.queryByText('Gratuite')).not.toBeInTheDocument()

    // a cancelled session is neither edited nor cancelled again
    const cancelled = await row(CANCELLED.title)
    expect(cancelled.getByText('Annulée')).toBeInTheDocument()
    // its menu keeps only « Supprimer » (nobody joined)
    expect(await rowMenuItem(userEvent.setup(), cancelled, /^Supprimer la séance/)).toBeInTheDocument()
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(1)

    expect(screen.getByText('3 séances à venir')).toBeInTheDocument()
    expect(list).toHaveBeenCalledExactlyOnceWith({ when: 'upcoming', limit: 50, offset: 0 })
    // the phone cards carry the same rows
    expect(within(screen.getByRole('list', { name: 'Séances' })).getByRole('article', { name: SOLO.title })).toBeInTheDocument()
  })

  it('puts the tab and the filters in the URL and in the call, back to the first page', async () => {
    const { user, list, search } = await openSessions('/admin/sessions?page=1', ROWS)
    await waitFor(() => expect(list).toHaveBeenCalledWith({ when: 'upcoming', limit: 50, offset: 50 }))
    const tabs = within(screen.getByRole('navigation', { name: 'Séances affichées' }))
    expect(tabs.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page')

    await user.click(tabs.getByRole('link', { name: 'Passées' }))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ when: 'past', limit: 50, offset: 0 }))
    expect(Object.fromEntries(search())).toEqual({ when: 'past' })
    expect(tabs.getByRole('link', { name: 'Passées' })).toHaveAttribute('aria-current', 'page')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par cours' }), '6')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par type' }), 'groupe')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'annulee')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ when: 'past', limit: 50, offset: 0, course_id: 6, kind: 'groupe', status: 'annulee' }))
    expect(Object.fromEntries(search())).toEqual({ when: 'past', course_id: '6', kind: 'groupe', status: 'annulee' })
    await row(CANCELLED.title)
    expect((await table()).queryByText(GROUP.title)).not.toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par type' }), 'solo')
    expect(await screen.findByRole('heading', { name: 'Aucune séance ne correspond à ces filtres' })).toBeInTheDocument()
    // clearing keeps the tab
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }))
    await row(GROUP.title)
    expect(Object.fromEntries(search())).toEqual({ when: 'past' })
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled()
  })

  it('ignores filters the URL makes up', async () => {
    const { list } = await openSessions('/admin/sessions?when=hacked&course_id=-3&kind=admin&status=%27%3Bdrop&page=abc&id=0&view=semaine', ROWS)
    await row(GROUP.title)
    expect(list).toHaveBeenCalledExactlyOnceWith({ when: 'upcoming', limit: 50, offset: 0 })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // a phone asked for the week gets the list, and no week tab
    expect(screen.queryByRole('link', { name: 'Semaine' })).not.toBeInTheDocument()
    await networkSettled()
  })

  it('says when nothing is planned', async () => {
    await openSessions('/admin/sessions', [])
    expect(await screen.findByRole('heading', { name: 'Aucune séance à venir' })).toBeInTheDocument()
    await networkSettled()
  })
})

describe('/admin/sessions: the week view (desktop)', () => {
  // Sunday 7 June 2026 at 23:30 in Casablanca (UTC+1) is 22:30 UTC; Tuesday 2 June at 09:00 is 08:00 UTC
  const SUNDAY_LATE = makeSession({ id: 7, title: 'Veille de contrôle', starts_at: '2026-06-07T22:30:00.000Z', duration_minutes: 45 })
  const TUESDAY = makeSession({ id: 8, title: 'Méthode du bac', starts_at: '2026-06-02T08:00:00.000Z' })

  it('asks for the week’s window in Casablanca time, past and upcoming, and places each session on its day', async () => {
    desktopScreen()
    const list = vi.fn((raw: unknown) => ok({ items: (raw as { when: string }).when === 'past' ? [SUNDAY_LATE, TUESDAY] : [], total: 2 }))
    const { user, search } = await openSessions('/admin/sessions?view=semaine&week=2026-06-03', [], { 'sessions.list': list })
    expect(await screen.findByRole('heading', { name: 'Semaine du 1 au 7 juin 2026', level: 2 })).toBeInTheDocument()
    const window = { limit: 200, offset: 0, from: '2026-05-31T23:00:00.000Z', to: '2026-06-07T23:00:00.000Z' }
    expect(list).toHaveBeenCalledWith({ when: 'past', ...window })
    expect(list).toHaveBeenCalledWith({ when: 'upcoming', ...window })
    expect(list).toHaveBeenCalledTimes(2)

    const sunday = within(screen.getByRole('listitem', { name: 'dim. 7 juin' }))
    expect(await sunday.findByRole('link', { name: 'Veille de contrôle' })).toHaveAttribute('href', '/admin/sessions?view=semaine&week=2026-06-03&id=7')
    expect(sunday.getByText('23:30 – 00:15')).toBeInTheDocument()
    const tuesday = within(screen.getByRole('listitem', { name: 'mar. 2 juin' }))
    expect(tuesday.getByRole('link', { name: 'Méthode du bac' })).toBeInTheDocument()
    expect(tuesday.getByText('09:00 – 10:00')).toBeInTheDocument()
    expect(within(screen.getByRole('listitem', { name: 'lun. 1 juin' })).getByText('Aucune séance')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Séances affichées' })).toContainElement(screen.getByRole('link', { name: 'Semaine', current: 'page' }))
    // no table: the week replaces the list
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Semaine suivante' }))
    expect(await screen.findByRole('heading', { name: 'Semaine du 8 au 14 juin 2026', level: 2 })).toBeInTheDocument()
    expect(search().get('week')).toBe('2026-06-08')
    await waitFor(() => expect(list).toHaveBeenCalledWith({ when: 'upcoming', limit: 200, offset: 0, from: '2026-06-07T23:00:00.000Z', to: '2026-06-14T23:00:00.000Z' }))
    await user.click(screen.getByRole('link', { name: 'Cette semaine' }))
    await waitFor(() => expect(search().get('week')).toBeNull())
    expect(search().get('view')).toBe('semaine')
    await screen.findByRole('heading', { name: /^Semaine du / , level: 2 })
    await waitFor(() => expect(screen.getByRole('region', { name: /^Semaine du / })).not.toHaveAttribute('aria-busy'))
  })

  it('applies the filters to the week too', async () => {
    desktopScreen()
    const list = vi.fn(() => ok({ items: [], total: 0 }))
    await openSessions('/admin/sessions?view=semaine&week=2026-06-01&kind=solo&course_id=5', [], { 'sessions.list': list })
    await screen.findByRole('heading', { name: 'Semaine du 1 au 7 juin 2026', level: 2 })
    await waitFor(() => expect(list).toHaveBeenCalledWith({ when: 'upcoming', limit: 200, offset: 0, from: '2026-05-31T23:00:00.000Z', to: '2026-06-07T23:00:00.000Z', course_id: 5, kind: 'solo' }))
    await waitFor(() => expect(screen.getAllByText('Aucune séance')).toHaveLength(7))
  })
})
