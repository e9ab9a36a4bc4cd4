import { MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_DASHBOARD } from './courses/fixtures.ts'
import { server } from './msw-server.ts'
import { ADMIN, renderApp, storeSession } from './render.tsx'
import { fail, ok, trpcHandlers } from './trpc-mock.ts'

const loginHeading = () => screen.findByRole('heading', { name: 'Connexion administrateur' })
const stored = () => [window.localStorage.getItem(STORAGE_KEYS.adminToken), window.localStorage.getItem(STORAGE_KEYS.adminUser)]

describe('admin guard', () => {
  it('sends a visitor without a token to /login, remembering the page', async () => {
    const { history } = renderApp('/admin/dashboard')
    await loginHeading()
    expect(history.location.pathname).toBe('/login')
    expect(history.location.search).toContain('redirect=%2Fadmin%2Fdashboard')
  })

  it('clears the session when the server refuses the token', async () => {
    storeSession('jeton-expire')
    let authorization: string | null = null
    server.use(
      trpcHandlers({
        'auth.verify': () => fail(401, MESSAGES.sessionExpired),
      }),
    )
    server.events.on('request:start', ({ request }) => {
      authorization = request.headers.get('authorization')
    })
    const { pathname } = renderApp('/admin/dashboard')
    await loginHeading()
    expect(pathname()).toBe('/login')
    expect(authorization).toBe('Bearer jeton-expire')
    expect(stored()).toEqual([null, null])
    server.events.removeAllListeners()
  })

  it('logs out when the stored user cannot be read, without asking the server', async () => {
    storeSession('jeton-valide', '{pas du json')
    const verify = vi.fn(() => ok({ valid: true, user: ADMIN }))
    server.use(trpcHandlers({ 'auth.verify': verify }))
    const { pathname } = renderApp('/admin/dashboard')
    await loginHeading()
    expect(pathname()).toBe('/login')
    expect(stored()).toEqual([null, null])
    expect(verify).not.toHaveBeenCalled()
  })

  it('opens the shell for a verified admin, then logs out', async () => {
    storeSession()
    server.use(trpcHandlers({ 'auth.verify': () => ok({ valid: true, user: ADMIN }), 'dashboard.stats': () => ok(EMPTY_DASHBOARD) }))
    const { user, pathname } = renderApp('/admin')

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument()
    expect(pathname()).toBe('/admin/dashboard')
    const sidebar = screen.getAllByRole('navigation', { name: 'Administration' })[0]
    expect(sidebar && within(sidebar).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument()
    expect(screen.getAllByText(ADMIN.name).length).toBeGreaterThan(0)
    // the dashboard's figures have arrived before leaving: its call does not answer into the next test
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()

    await user.click(screen.getAllByRole('button', { name: 'Déconnexion' })[0] ?? document.body)
    await loginHeading()
    expect(pathname()).toBe('/login')
    expect(stored()).toEqual([null, null])
  })

  it('sends unknown admin paths home', async () => {
    storeSession()
    server.use(trpcHandlers({ 'auth.verify': () => ok({ valid: true, user: ADMIN }) }))
    const { pathname } = renderApp('/admin/inconnu')
    await waitFor(() => expect(pathname()).toBe('/'))
  })
})
