import { MESSAGES, STORAGE_KEYS, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { networkSettled, server } from '../msw-server.ts'
import { fail, networkError, type Outcome, ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'
import { noExams, noNotifications, noSessions, renderAt, siteSettings, STUDENT, storeStudentToken } from '../students/fixtures.tsx'

// The Google button, as the library would render it once Google answered.
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: React.ReactNode }) => children,
  GoogleLogin: ({ onSuccess, onError }: { onSuccess: (response: { credential?: string }) => void; onError: () => void }) => (
    <>
      <button type="button" onClick={() => onSuccess({ credential: 'jeton-google-de-test' })}>
        Se connecter avec Google
      </button>
      <button type="button" onClick={() => onSuccess({})}>
        Google sans identifiant
      </button>
      <button type="button" onClick={onError}>
        Google en échec
      </button>
    </>
  ),
}))

/** The login page asks for the site settings (WhatsApp number, Google client id); the student space, for the bell. */
const NO_NUMBER = siteSettings({ whatsapp_number: '' })
const handlers = (procedures: Record<string, Procedure>, settings = NO_NUMBER) =>
  trpcHandlers({ 'site.settings': () => ok(settings), 'notifications.mine': noNotifications, 'sessions.mine': noSessions, 'exams.available': noExams, 'exams.myAttempts': noExams, ...procedures })

const session = (signedOut = 0) => ({ access_token: 'jeton-etudiant-neuf', token_type: 'bearer', user: STUDENT, signed_out_devices: signedOut })

async function openLogin(path = '/student/login') {
  const app = renderAt(path)
  await screen.findByRole('heading', { name: 'Espace étudiant' })
  return app
}

async function submit(answer: Outcome, path = '/student/login') {
  const login = vi.fn(() => answer)
  server.use(handlers({ 'student.login': login, 'student.myCourses': () => ok([]), 'student.course': () => ok(null), 'student.courseVideos': () => ok([]) }))
  const app = await openLogin(path)
  await app.user.type(screen.getByLabelText('Email'), 'amina@exemple.ma')
  await app.user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
  await app.user.click(screen.getByRole('button', { name: 'Se connecter' }))
  return { ...app, login }
}

describe('/student/login', () => {
  it('tells, before any attempt, what to do without a password (sign-in itself never says it)', async () => {
    server.use(handlers({ 'student.login': vi.fn(() => ok(session())) }))
    await openLogin()
    expect(screen.getByText(STUDENT_SPACE_MESSAGES.noPasswordYet)).toBeInTheDocument()
  })

  it('asks for both fields without calling the server', async () => {
    const login = vi.fn(() => ok(session()))
    server.use(handlers({ 'student.login': login }))
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields)
    expect(login).not.toHaveBeenCalled()
  })

  it.each([
    ['a network failure', networkError(), MESSAGES.cannotConnect],
    ['a 401', fail(401, MESSAGES.invalidCredentials), MESSAGES.invalidCredentials],
    ['a 429', fail(429, MESSAGES.tooManyLoginAttempts(15)), MESSAGES.tooManyLoginAttempts(15)],
    ['any other error', fail(500, MESSAGES.internalError), MESSAGES.genericRetry],
  ])('explains %s', async (_case, answer, message) => {
    const { login } = await submit(answer)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(login).toHaveBeenCalledWith({ email: 'amina@exemple.ma', password: 'motdepasse123' })
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBeNull()
  })

  it('stores the token under student_token and opens the dashboard', async () => {
    const { pathname } = await submit(ok(session()))
    expect(await screen.findByRole('heading', { name: 'Mes cours', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/dashboard')
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBe('jeton-etudiant-neuf')
    // the admin's key is left alone
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull()
    await networkSettled()
  })

  it('sends the device token this browser holds and keeps the new one (DESIGN §15)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.studentDevice, 'appareil-ancien')
    window.localStorage.setItem(STORAGE_KEYS.adminDevice, 'appareil-admin')
    const { login, pathname } = await submit(ok({ ...session(), device_token: 'appareil-renouvele' }))
    await waitFor(() => expect(pathname()).toBe('/student/dashboard'))
    // the student's own token, never the admin's of the same browser
    expect(login).toHaveBeenCalledWith({ email: 'amina@exemple.ma', password: 'motdepasse123', device_token: 'appareil-ancien' })
    expect(window.localStorage.getItem(STORAGE_KEYS.studentDevice)).toBe('appareil-renouvele')
    expect(window.localStorage.getItem(STORAGE_KEYS.adminDevice)).toBe('appareil-admin')
    await networkSettled()
  })

  it('tells the student that another device was signed out', async () => {
    await submit(ok(session(1)))
    expect(await screen.findByText(/Un autre appareil a été déconnecté/)).toBeInTheDocument()
  })

  it('returns to the student page the guard came from, never elsewhere', async () => {
    const back = await submit(ok(session()), '/student/login?redirect=%2Fstudent%2Fcourse%2F7%3Fvideo%3D102')
    await waitFor(() => expect(back.pathname()).toBe('/student/course/7'))
    expect(back.search()).toContain('video=102')
    await networkSettled()
  })

  it.each(['https://exemple.com/student', '/admin/dashboard', '/student/login'])('ignores %s as a destination', async (target) => {
    const { pathname } = await submit(ok(session()), `/student/login?redirect=${encodeURIComponent(target)}`)
    await waitFor(() => expect(pathname()).toBe('/student/dashboard'))
  })

  it('says why the student was signed out', async () => {
    server.use(handlers({}))
    await openLogin('/student/login?reason=device')
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signedOutByAnotherDevice)
  })

  it('sends a signed-in student on to the dashboard', async () => {
    storeStudentToken()
    server.use(handlers({ 'student.verify': () => ok({ valid: true, user: STUDENT }), 'student.myCourses': () => ok([]) }))
    const { pathname } = renderAt('/student/login')
    expect(await screen.findByRole('heading', { name: 'Mes cours', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/dashboard')
  })

  it('leads to the forgotten-password page', async () => {
    server.use(handlers({}))
    const { user, pathname } = await openLogin()
    await user.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }))
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié ?', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/forgot-password')
  })

  it('leads a newcomer to the sign-up page', async () => {
    server.use(handlers({}))
    const { user, pathname } = await openLogin()
    await user.click(screen.getByRole('link', { name: 'Créer un compte' }))
    expect(await screen.findByRole('heading', { name: 'Créer mon compte étudiant', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/register')
  })

  it('shows no Google button when no client id is configured', async () => {
    server.use(handlers({}))
    await openLogin()
    expect(screen.queryByRole('button', { name: 'Se connecter avec Google' })).not.toBeInTheDocument()
  })

  describe('with Google configured', () => {
    afterEach(() => vi.unstubAllEnvs())

    it('sends the Google credential and signs the student in (client id given to the build)', async () => {
      vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-id.apps.googleusercontent.com')
      const googleLogin = vi.fn(() => ok(session()))
      server.use(handlers({ 'student.googleLogin': googleLogin, 'student.myCourses': () => ok([]), 'drive.googleAccount': () => ok({ google_email: 'nadia@gmail.com', verified_at: null }) }))
      const { user, pathname } = await openLogin()
      await user.click(await screen.findByRole('button', { name: 'Se connecter avec Google' }))
      await waitFor(() => expect(pathname()).toBe('/student/dashboard'))
      expect(googleLogin).toHaveBeenCalledWith({ credential: 'jeton-google-de-test' })
      expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBe('jeton-etudiant-neuf')
    })

    it.each([
      ['Google sans identifiant', STUDENT_SPACE_MESSAGES.googleFailed],
      ['Google en échec', STUDENT_SPACE_MESSAGES.googleFailed],
    ])('reports %s (client id from the server settings)', async (button, message) => {
      server.use(handlers({}, siteSettings({ google_client_id: 'client-id.apps.googleusercontent.com' })))
      const { user } = await openLogin()
      await user.click(await screen.findByRole('button', { name: button }))
      expect(await screen.findByRole('alert')).toHaveTextContent(message)
    })

    it('shows the server’s reason when it refuses the Google account', async () => {
      vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-id.apps.googleusercontent.com')
      server.use(handlers({ 'student.googleLogin': () => fail(401, STUDENT_SPACE_MESSAGES.googleEmailUnverified) }))
      const { user } = await openLogin()
      await user.click(await screen.findByRole('button', { name: 'Se connecter avec Google' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_SPACE_MESSAGES.googleEmailUnverified)
    })
  })
})
