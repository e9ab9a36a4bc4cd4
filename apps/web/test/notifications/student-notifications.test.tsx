import { MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { makePreferences as preferences, inbox, makeNotification } from './fixtures.ts'
import { renderStudent } from '../students/fixtures.tsx'

const bell = (name: string | RegExp) => screen.findByRole('link', { name })

/** The notifications page with these messages; `markRead` marks them on the server too. */
async function openList(rows = [makeNotification({ id: 3 }), makeNotification({ id: 2, read: true })], more: Parameters<typeof renderStudent>[1] = {}) {
  const mine = inbox(rows)
  const markRead = vi.fn((raw: unknown) => {
    const { ids } = raw as { ids?: number[] }
    for (const row of rows) if (!ids || ids.includes(row.id)) row.read = true
    return ok({ unread: rows.filter((row) => !row.read).length })
  })
  const app = renderStudent('/student/notifications', {
    'notifications.mine': mine,
    'notifications.markRead': markRead,
    'notifications.preferences': () => ok(preferences()),
    ...more,
  })
  await screen.findByRole('heading', { name: 'Mes notifications', level: 1 })
  return { ...app, mine, markRead }
}

const list = () => screen.findByRole('list', { name: 'Mes notifications' })

describe('the bell in the student header', () => {
  it('says how many messages are unread, asks for one row only, and leads to the list', async () => {
    const mine = inbox([makeNotification({ id: 3 }), makeNotification({ id: 2 }), makeNotification({ id: 1 }), makeNotification({ id: 0, read: true })])
    const { user, pathname } = renderStudent('/student/dashboard', {
      'student.myCourses': () => ok([]),
      'notifications.mine': mine,
      'notifications.preferences': () => ok(preferences()),
    })
    const link = await bell('Notifications (3 non lues)')
    expect(link).toHaveAttribute('href', '/student/notifications')
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true')
    // prepaid data: the header never downloads the list
    expect(mine).toHaveBeenCalledWith({ limit: 1, offset: 0 })

    await user.click(link)
    await screen.findByRole('heading', { name: 'Mes notifications', level: 1 })
    expect(pathname()).toBe('/student/notifications')
    await list()
  })

  it('says « 1 non lue » in the singular', async () => {
    renderStudent('/student/dashboard', { 'student.myCourses': () => ok([]), 'notifications.mine': inbox([makeNotification({ id: 1 })]) })
    expect(await bell('Notifications (1 non lue)')).toBeInTheDocument()
  })

  it('asks again every minute while the tab is visible, not while it is hidden, and on coming back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const rows = [makeNotification({ id: 1 })]
      const mine = inbox(rows)
      renderStudent('/student/dashboard', { 'student.myCourses': () => ok([]), 'notifications.mine': mine })
      await bell('Notifications (1 non lue)')
      rows.unshift(makeNotification({ id: 2 }))
      await vi.advanceTimersByTimeAsync(60_000)
      expect(await bell('Notifications (2 non lues)')).toBeInTheDocument()

      setVisibility('hidden')
      const calls = mine.mock.calls.length
      rows.unshift(makeNotification({ id: 3 }))
      await vi.advanceTimersByTimeAsync(180_000)
      expect(mine.mock.calls.length).toBe(calls)

      setVisibility('visible')
      expect(await bell('Notifications (3 non lues)')).toBeInTheDocument()
    } finally {
      setVisibility('visible')
      vi.useRealTimers()
    }
  })

  it('signs the student out when the server refuses the token', async () => {
    const { pathname } = renderStudent('/student/dashboard', { 'student.myCourses': () => ok([]), 'notifications.mine': () => fail(401, MESSAGES.signedOutByAnotherDevice) })
    await screen.findByRole('heading', { name: 'Espace étudiant' })
    expect(pathname()).toBe('/student/login')
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBeNull()
  })
})

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  // the browser's event bubbles up to window, where React Query listens
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

describe('/student/notifications', () => {
  it('lists the messages newest first, the unread ones marked, each linking to its page', async () => {
    await openList([
      makeNotification({ id: 3, title: 'Accès ouvert : Analyse 1', link: '/student/course/7' }),
      makeNotification({ id: 2, title: 'Votre accès expire dans 3 jours', read: true }),
    ])
    const items = within(await list()).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0] as HTMLElement).getByRole('heading', { name: 'Non lue : Accès ouvert : Analyse 1' })).toBeInTheDocument()
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Accès ouvert : Analyse 1' })).toHaveAttribute('href', '/student/course/7')
    expect(within(items[1] as HTMLElement).getByRole('heading', { name: 'Votre accès expire dans 3 jours' })).toBeInTheDocument()
    expect(within(items[0] as HTMLElement).getByText('il y a 3 heures')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Messages (1 non lu)', level: 2 })).toBeInTheDocument()
  })

  it('marks everything read with one button, and the bell follows without asking again', async () => {
    const { user, mine, markRead } = await openList([makeNotification({ id: 3 }), makeNotification({ id: 2 }), makeNotification({ id: 1, read: true })])
    await bell('Notifications (2 non lues)')
    const callsBefore = mine.mock.calls.length
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }))

    expect(await bell('Notifications')).toBeInTheDocument()
    expect(markRead).toHaveBeenCalledWith({})
    expect(screen.queryByRole('heading', { name: /^Non lue/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument()
    expect(mine.mock.calls.length).toBe(callsBefore)
  })

  it('marks a message read when the student opens it, then goes to its page', async () => {
    const { user, markRead, pathname } = await openList(
      [makeNotification({ id: 3, title: 'Candidature : retenue', link: '/student/dashboard' }), makeNotification({ id: 2 })],
      { 'student.myCourses': () => ok([]) },
    )
    await user.click(within(await list()).getByRole('link', { name: 'Candidature : retenue' }))
    await screen.findByRole('heading', { name: 'Mes cours', level: 1 })
    expect(pathname()).toBe('/student/dashboard')
    expect(markRead).toHaveBeenCalledWith({ ids: [3] })
    expect(await bell('Notifications (1 non lue)')).toBeInTheDocument()
  })

  it('never makes a link of an address outside the site', async () => {
    await openList([makeNotification({ id: 3, title: 'Piège', link: '//exemple.com/phishing' }), makeNotification({ id: 2, title: 'Autre piège', link: 'https://exemple.com' })])
    const items = within(await list())
    expect(items.getByRole('heading', { name: 'Non lue : Piège' })).toBeInTheDocument()
    expect(items.queryAllByRole('link')).toHaveLength(0)
  })

  it('loads the next page with « Afficher plus » and never shows a row twice', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => makeNotification({ id: 100 - index, title: `Message ${100 - index}`, read: true }))
    const { user, mine } = await openList(rows)
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(20)
    // a new message arrives meanwhile: every offset shifts by one
    rows.unshift(makeNotification({ id: 101, title: 'Message 101', read: true }))
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }))
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(25))
    expect(mine).toHaveBeenCalledWith({ limit: 20, offset: 20 })
    expect(screen.getAllByRole('heading', { name: 'Message 81' })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument()
  })

  it('says when there is nothing yet', async () => {
    await openList([])
    expect(await screen.findByRole('heading', { name: 'Aucune notification pour le moment' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument()
  })

  it('offers to retry when the list cannot be loaded', async () => {
    await openList([], { 'notifications.mine': () => fail(500, 'Erreur') })
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('Impossible de charger vos notifications. Vérifiez votre connexion et réessayez.')).toBeInTheDocument()
  })
})
