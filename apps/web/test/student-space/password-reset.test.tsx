import { MESSAGES, NOTIFICATION_MESSAGES, STORAGE_KEYS, STUDENT_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { fail, networkError, type Outcome, ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'
import { noExams, noNotifications, noSessions, renderAt, siteSettings, STUDENT } from '../students/fixtures.tsx'

const TOKEN = 'jeton-de-reinitialisation-0123456789'
const session = (message: string) => ({ access_token: 'jeton-apres-reinitialisation', token_type: 'bearer', user: STUDENT, signed_out_devices: 0, message })

const handlers = (procedures: Record<string, Procedure>, settings = siteSettings()) =>
  trpcHandlers({ 'site.settings': () => ok(settings), 'student.myCourses': () => ok([]), 'notifications.mine': noNotifications, 'sessions.mine': noSessions, 'exams.available': noExams, 'exams.myAttempts': noExams, ...procedures })

describe('/student/forgot-password', () => {
  async function ask(answer: Outcome, settings = siteSettings()) {
    const request = vi.fn(() => answer)
    server.use(handlers({ 'student.requestPasswordReset': request }, settings))
    const app = renderAt('/student/forgot-password')
    await screen.findByRole('heading', { name: 'Mot de passe oublié ?', level: 1 })
    await app.user.type(screen.getByLabelText('Email'), 'Amina@Exemple.ma')
    await app.user.click(screen.getByRole('button', { name: 'Recevoir le lien' }))
    return { ...app, request }
  }

  it('sends the email and says, whatever it was, that a link is on its way; WhatsApp as a last resort', async () => {
    const { request } = await ask(ok({ message: NOTIFICATION_MESSAGES.resetSent }))
    expect(await screen.findByRole('status')).toHaveTextContent(NOTIFICATION_MESSAGES.resetSent)
    expect(request).toHaveBeenCalledWith({ email: 'amina@exemple.ma' })
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    expect((await screen.findByRole('link', { name: 'Nous écrire sur WhatsApp' })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000\?text=/)
  })

  it('offers to send another link', async () => {
    const { user, request } = await ask(ok({ message: NOTIFICATION_MESSAGES.resetSent }), siteSettings({ whatsapp_number: '' }))
    await user.click(await screen.findByRole('button', { name: 'Renvoyer un lien' }))
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }))
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
  })

  it('asks for a valid email before calling the server', async () => {
    const request = vi.fn(() => ok({ message: NOTIFICATION_MESSAGES.resetSent }))
    server.use(handlers({ 'student.requestPasswordReset': request }))
    const { user } = renderAt('/student/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'pas-un-email')
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }))
    expect(await screen.findByText(STUDENT_MESSAGES.invalidEmail)).toBeInTheDocument()
    expect(request).not.toHaveBeenCalled()
  })

  it.each([
    ['a burst past the limit', fail(429, `${MESSAGES.tooManyRequests} (10 min)`), `${MESSAGES.tooManyRequests} (10 min)`],
    ['a network failure', networkError(), MESSAGES.cannotConnect],
    ['a server fault', fail(500, MESSAGES.internalError), MESSAGES.genericRetry],
  ])('explains %s', async (_case, answer, message) => {
    await ask(answer)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
  })
})

describe('/student/reset-password/$token', () => {
  async function choose(answer: Outcome, password = 'nouveau-mot-de-passe', confirm = password) {
    const reset = vi.fn(() => answer)
    server.use(handlers({ 'student.resetPassword': reset }))
    const app = renderAt(`/student/reset-password/${TOKEN}`)
    await screen.findByRole('heading', { name: 'Nouveau mot de passe', level: 1 })
    await app.user.type(screen.getByLabelText('Nouveau mot de passe'), password)
    await app.user.type(screen.getByLabelText('Confirmez le mot de passe'), confirm)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }))
    return { ...app, reset }
  }

  it('sets the password and signs the student in on their dashboard', async () => {
    const { reset, pathname } = await choose(ok(session(NOTIFICATION_MESSAGES.passwordReset)))
    expect(await screen.findByRole('heading', { name: 'Mes cours', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/dashboard')
    expect(reset).toHaveBeenCalledWith({ token: TOKEN, password: 'nouveau-mot-de-passe' })
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBe('jeton-apres-reinitialisation')
    expect(await screen.findByText(NOTIFICATION_MESSAGES.passwordReset)).toBeInTheDocument()
  })

  it('refuses two different passwords without calling the server', async () => {
    const { reset } = await choose(ok(session(NOTIFICATION_MESSAGES.passwordReset)), 'nouveau-mot-de-passe', 'autre-mot-de-passe')
    expect(await screen.findByText('Les deux mots de passe ne correspondent pas')).toBeInTheDocument()
    expect(reset).not.toHaveBeenCalled()
  })

  it('explains a used or expired link and offers a new one', async () => {
    const { user, pathname } = await choose(fail(400, NOTIFICATION_MESSAGES.resetInvalid))
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.resetInvalid)
    await user.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }))
    await waitFor(() => expect(pathname()).toBe('/student/forgot-password'))
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBeNull()
  })

  it('explains a burst of attempts', async () => {
    await choose(fail(429, `${MESSAGES.tooManyRequests} (1 min)`))
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.tooManyRequests} (1 min)`)
    expect(screen.queryByRole('link', { name: 'Demander un nouveau lien' })).not.toBeInTheDocument()
  })
})

describe('/student/set-password/$token (the invite link, same form)', () => {
  it('sets the password and signs the student in', async () => {
    const setPassword = vi.fn(() => ok({ access_token: 'jeton-invitation', token_type: 'bearer', user: STUDENT, signed_out_devices: 0 }))
    server.use(handlers({ 'student.setPassword': setPassword }))
    const { user, pathname } = renderAt(`/student/set-password/${TOKEN}`)
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'choisi-par-amina')
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'choisi-par-amina')
    await user.click(screen.getByRole('button', { name: 'Enregistrer et accéder à mes cours' }))
    expect(await screen.findByText(STUDENT_SPACE_MESSAGES.passwordSet)).toBeInTheDocument()
    expect(pathname()).toBe('/student/dashboard')
    expect(setPassword).toHaveBeenCalledWith({ token: TOKEN, password: 'choisi-par-amina' })
  })

  it('explains a used link and points to the sign-in', async () => {
    server.use(handlers({ 'student.setPassword': () => fail(400, STUDENT_SPACE_MESSAGES.invalidInvite) }))
    const { user } = renderAt(`/student/set-password/${TOKEN}`)
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'choisi-par-amina')
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'choisi-par-amina')
    await user.click(screen.getByRole('button', { name: 'Enregistrer et accéder à mes cours' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_SPACE_MESSAGES.invalidInvite)
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/student/login')
  })
})
