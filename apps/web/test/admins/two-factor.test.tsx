import { STORAGE_KEYS, TWO_FACTOR_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { ADMIN, renderApp } from '../render.tsx'
import { fail, ok, trpcHandlers } from '../trpc-mock.ts'
import { EMPTY_DASHBOARD, expectToast, managed, openAs, openSuperAdminPage, SUPER_ADMIN } from './fixtures.ts'
import { rowMenuItem } from '../row-actions.ts'

const SESSION = { access_token: 'jeton-neuf', token_type: 'bearer', user: ADMIN }
const CHALLENGE = { two_factor_required: true, challenge_token: 'defi-5-minutes' }

async function signInWithPassword(extra: Parameters<typeof trpcHandlers>[0] = {}) {
  const loginTwoFactor = vi.fn((input: unknown) => {
    const { code } = input as { code: string }
    return code === '123456' || code === 'abcde23456' ? ok(SESSION) : fail(401, TWO_FACTOR_MESSAGES.invalidCode)
  })
  server.use(
    trpcHandlers({
      'auth.login': () => ok(CHALLENGE),
      'auth.loginTwoFactor': loginTwoFactor,
      'auth.verify': () => ok({ valid: true, user: ADMIN }),
      'dashboard.stats': () => ok(EMPTY_DASHBOARD),
      ...extra,
    }),
  )
  const app = renderApp('/login')
  await screen.findByRole('heading', { name: 'Connexion administrateur' })
  await app.user.type(screen.getByLabelText('Email'), 'salma@example.ma')
  await app.user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
  await app.user.click(screen.getByRole('button', { name: 'Se connecter' }))
  await screen.findByRole('heading', { name: 'Double authentification' })
  return { ...app, loginTwoFactor }
}

describe('/login, second step', () => {
  it('asks for the code after the password, keeps no session before it, then signs in', async () => {
    const { user, pathname, loginTwoFactor } = await signInWithPassword()
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Vérifier' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeRequired)
    expect(loginTwoFactor).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Code de vérification'), '000000')
    await user.click(screen.getByRole('button', { name: 'Vérifier' }))
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Code de vérification'))
    await user.type(screen.getByLabelText('Code de vérification'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Vérifier' }))
    await screen.findByRole('heading', { name: 'Tableau de bord' }, { timeout: 5000 })
    expect(loginTwoFactor).toHaveBeenLastCalledWith({ challenge_token: 'defi-5-minutes', code: '123456' })
    expect(pathname()).toBe('/admin/dashboard')
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('jeton-neuf')
    // the dashboard's figures have arrived: its call does not answer into the next test
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('takes a recovery code instead (« Utiliser un code de secours »)', async () => {
    const { user, loginTwoFactor } = await signInWithPassword()
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }))
    await user.type(screen.getByLabelText('Code de secours'), 'ABCDE-23456')
    await user.click(screen.getByRole('button', { name: 'Vérifier' }))
    await screen.findByRole('heading', { name: 'Tableau de bord' }, { timeout: 5000 })
    expect(loginTwoFactor).toHaveBeenCalledWith({ challenge_token: 'defi-5-minutes', code: 'abcde23456' })
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('an expired step sends the admin back to the password', async () => {
    const { user } = await signInWithPassword({ 'auth.loginTwoFactor': () => fail(401, TWO_FACTOR_MESSAGES.challengeExpired) })
    await user.type(screen.getByLabelText('Code de vérification'), '123456')
    await user.click(screen.getByRole('button', { name: 'Vérifier' }))
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeExpired)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Recommencer la connexion' }))
    expect(await screen.findByLabelText('Mot de passe')).toHaveValue('')
  })

  it('a super admin who must enrol (REQUIRE_ADMIN_2FA) lands on the two-factor page', async () => {
    server.use(
      trpcHandlers({
        'auth.login': () => ok({ ...SESSION, user: SUPER_ADMIN }),
        'auth.verify': () => ok({ valid: true, user: SUPER_ADMIN }),
        'twoFactor.status': () => ok({ enabled: false, required: true, recovery_codes_left: 0 }),
      }),
    )
    const { user, pathname } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'nadia@example.ma')
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeInTheDocument()
    expect(pathname()).toBe('/admin/two-factor')
  })
})

describe('/admin/two-factor', () => {
  const SETUP = { otpauth_url: 'otpauth://totp/Tutorat%20Maroc:salma', manual_key: 'JBSWY3DPEHPK3PXPJBSWY3DP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }
  const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`)

  it('enrols: QR code and key, a wrong code refused, then the recovery codes shown once', async () => {
    let enabled = false
    const confirm = vi.fn((input: unknown) => {
      if ((input as { code: string }).code !== '654321') return fail(400, TWO_FACTOR_MESSAGES.invalidCode)
      enabled = true
      return ok({ message: TWO_FACTOR_MESSAGES.enabled, recovery_codes: CODES, access_token: 'jeton-apres-activation' })
    })
    // turning it on ends every older session (DESIGN §15): the page must go on with the new token
    const statusTokens: (string | null)[] = []
    const recordToken = ({ request }: { request: Request }) => {
      if (request.url.includes('twoFactor.status')) statusTokens.push(request.headers.get('authorization'))
    }
    server.events.on('request:start', recordToken)
    const { user, pathname } = openAs(ADMIN, '/admin/two-factor', {
      'twoFactor.status': () => ok({ enabled, required: false, recovery_codes_left: enabled ? 10 : 0 }),
      'twoFactor.start': () => ok(SETUP),
      'twoFactor.confirm': confirm,
    })
    await user.click(await screen.findByRole('button', { name: 'Activer la double authentification' }))
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/))
    expect(screen.getByTestId('two-factor-manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP')

    await user.type(screen.getByLabelText(/Code à 6 chiffres/), '111111')
    await user.click(screen.getByRole('button', { name: 'Confirmer et activer' }))
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeInTheDocument()

    await user.clear(screen.getByLabelText(/Code à 6 chiffres/))
    await user.type(screen.getByLabelText(/Code à 6 chiffres/), '654321')
    await user.click(screen.getByRole('button', { name: 'Confirmer et activer' }))
    const list = await screen.findByRole('list', { name: 'Codes de secours' })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES)
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('jeton-apres-activation')
    await user.click(screen.getByRole('button', { name: 'J’ai enregistré mes codes' }))
    expect(await screen.findByText('Il vous reste 10 codes de secours.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Codes de secours' })).toBeNull()
    server.events.removeListener('request:start', recordToken)
    expect(statusTokens.at(0)).toBe('Bearer jeton-valide')
    expect(statusTokens.at(-1)).toBe('Bearer jeton-apres-activation')
    expect(pathname()).toBe('/admin/two-factor')
  })

  it('turns it off with the password and a code', async () => {
    let enabled = true
    const disable = vi.fn(() => {
      enabled = false
      return ok({ message: TWO_FACTOR_MESSAGES.disabled })
    })
    const { user } = openAs(ADMIN, '/admin/two-factor', {
      'twoFactor.status': () => ok({ enabled, required: false, recovery_codes_left: enabled ? 3 : 0 }),
      'twoFactor.disable': disable,
    })
    await screen.findByText('Il vous reste 3 codes de secours.')
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'motdepasse123')
    await user.type(screen.getByLabelText(/ou code de secours/), '123456')
    await user.click(screen.getByRole('button', { name: 'Désactiver la double authentification' }))
    await waitFor(() => expect(disable).toHaveBeenCalledWith({ current_password: 'motdepasse123', code: '123456' }))
    // the page reads the state again (its call must not answer into the next test): off, it offers to enrol
    expect(await screen.findByRole('button', { name: 'Activer la double authentification' })).toBeInTheDocument()
  })
})

describe('manage admins: lost phone', () => {
  it('a super admin resets another admin’s two-factor sign-in after confirming', async () => {
    const other = managed({ id: 2, name: 'Karim Idrissi', email: 'karim@example.ma', two_factor_enabled: true })
    const reset = vi.fn(() => ok({ message: TWO_FACTOR_MESSAGES.resetDone }))
    const { user } = openSuperAdminPage('/admin/manage-admins', {
      'admins.list': () => ok([managed({ ...SUPER_ADMIN, two_factor_enabled: true }), other]),
      'admins.resetTwoFactor': reset,
    })
    // never on one's own card
    const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) })
    await screen.findByRole('article', { name: /Karim Idrissi/ })
    await user.click(within(card(SUPER_ADMIN.name)).getByRole('button', { name: /^Actions/ }))
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: /^Réinitialiser la double authentification/ })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(await rowMenuItem(user, card('Karim Idrissi'), 'Réinitialiser la double authentification de Karim Idrissi'))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('karim@example.ma')
    await user.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }))
    await waitFor(() => expect(reset).toHaveBeenCalledWith({ id: 2 }))
    // shown once the list has been read again: nothing of this test is left in flight
    await expectToast(TWO_FACTOR_MESSAGES.resetDone)
  })
})
