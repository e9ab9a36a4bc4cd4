import { MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_DASHBOARD } from './courses/fixtures.ts'
import { server } from './msw-server.ts'
import { ADMIN, renderApp } from './render.tsx'
import { fail, networkError, type Outcome, ok, trpcHandlers } from './trpc-mock.ts'

const SESSION = { access_token: 'jeton-neuf', token_type: 'bearer', user: ADMIN }

async function openLogin(path = '/login') {
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Connexion administrateur' })
  return app
}

async function submitWith(answer: Outcome, email = 'salma@example.ma', password = 'motdepasse123') {
  const login = vi.fn(() => answer)
  server.use(
    trpcHandlers({ 'auth.login': login, 'auth.verify': () => ok({ valid: true, user: ADMIN }), 'dashboard.stats': () => ok(EMPTY_DASHBOARD) }),
  )
  const app = await openLogin()
  await app.user.type(screen.getByLabelText('Email'), email)
  await app.user.type(screen.getByLabelText('Mot de passe'), password)
  await app.user.click(screen.getByRole('button', { name: 'Se connecter' }))
  return { ...app, login }
}

describe('/login', () => {
  it('asks for both fields without calling the server', async () => {
    const login = vi.fn(() => ok(SESSION))
    server.use(trpcHandlers({ 'auth.login': login }))
    const { user } = await openLogin()

    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields)

    await user.type(screen.getByLabelText('Email'), 'salma@example.ma')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields)
    expect(login).not.toHaveBeenCalled()
  })

  it.each([
    ['a network failure', networkError(), MESSAGES.cannotConnect],
    ['a 401', fail(401, MESSAGES.invalidCredentials), MESSAGES.invalidCredentials],
    ['a 429', fail(429, MESSAGES.tooManyLoginAttempts(15)), MESSAGES.tooManyLoginAttempts(15)],
    ['any other error', fail(500, MESSAGES.internalError), MESSAGES.genericRetry],
    ['a refused account', fail(403, MESSAGES.accountDisabled), MESSAGES.genericRetry],
  ])('explains %s', async (_case, answer, message) => {
    const { login } = await submitWith(answer)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(login).toHaveBeenCalledWith({ email: 'salma@example.ma', password: 'motdepasse123' })
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull()
  })

  it('stores the session and opens the dashboard', async () => {
    const { pathname } = await submitWith(ok(SESSION))

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument()
    expect(pathname()).toBe('/admin/dashboard')
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('jeton-neuf')
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.adminUser) ?? 'null')).toEqual(ADMIN)
    // the dashboard's figures have arrived: its call does not answer into the next test
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('sends the device token this browser holds and keeps the new one, past signing out (DESIGN §15)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.adminDevice, 'appareil-ancien')
    const { login } = await submitWith(ok({ ...SESSION, device_token: 'appareil-renouvele' }))
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument()
    expect(login).toHaveBeenCalledWith({ email: 'salma@example.ma', password: 'motdepasse123', device_token: 'appareil-ancien' })
    expect(window.localStorage.getItem(STORAGE_KEYS.adminDevice)).toBe('appareil-renouvele')
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('keeps the device token when a sign-in is refused', async () => {
    window.localStorage.setItem(STORAGE_KEYS.adminDevice, 'appareil-ancien')
    const { login } = await submitWith(fail(429, MESSAGES.tooManyLoginAttempts(15)))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyLoginAttempts(15))
    expect(login).toHaveBeenCalledWith({ email: 'salma@example.ma', password: 'motdepasse123', device_token: 'appareil-ancien' })
    expect(window.localStorage.getItem(STORAGE_KEYS.adminDevice)).toBe('appareil-ancien')
  })

  it('keeps the device token the two-factor step answers', async () => {
    server.use(
      trpcHandlers({
        'auth.login': () => ok({ two_factor_required: true, challenge_token: 'defi' }),
        'auth.loginTwoFactor': () => ok({ ...SESSION, device_token: 'appareil-apres-code' }),
        'auth.verify': () => ok({ valid: true, user: ADMIN }),
        'dashboard.stats': () => ok(EMPTY_DASHBOARD),
      }),
    )
    const { user } = await openLogin()
    await user.type(screen.getByLabelText('Email'), 'salma@example.ma')
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    await user.type(await screen.findByLabelText('Code de vérification'), '123456')
    await user.click(screen.getByRole('button', { name: 'Vérifier' }))
    await screen.findByRole('heading', { name: 'Tableau de bord' }, { timeout: 5000 })
    expect(window.localStorage.getItem(STORAGE_KEYS.adminDevice)).toBe('appareil-apres-code')
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('returns to the admin page the guard came from, never to another site', async () => {
    server.use(
      trpcHandlers({ 'auth.login': () => ok(SESSION), 'auth.verify': () => ok({ valid: true, user: ADMIN }), 'dashboard.stats': () => ok(EMPTY_DASHBOARD) }),
    )
    const { user, pathname } = await openLogin('/login?redirect=https%3A%2F%2Fexemple.com')
    await user.type(screen.getByLabelText('Email'), 'salma@example.ma')
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    await screen.findByRole('heading', { name: 'Tableau de bord' })
    expect(pathname()).toBe('/admin/dashboard')
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('tells the admin to contact their administrator when the password is forgotten', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }))
    expect(alert).toHaveBeenCalledWith(MESSAGES.forgotPasswordAdmin)
  })

  it('shows and hides the password', async () => {
    const { user } = await openLogin()
    const password = screen.getByLabelText('Mot de passe')
    expect(password).toHaveAttribute('type', 'password')

    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }))
    expect(password).toHaveAttribute('type', 'text')

    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('goes back home', async () => {
    const { user, pathname } = await openLogin()
    await user.click(screen.getByRole('link', { name: "Retour à l’accueil" }))
    await waitFor(() => expect(pathname()).toBe('/'))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Progressez')
  })
})
