import { STORAGE_KEYS, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { fail, ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'
import { noExams, noNotifications, noSessions, renderAt, siteSettings, STUDENT, type StudentUser, storeStudentToken } from '../students/fixtures.tsx'

// DESIGN §15 in the browser: the mailed link's page, and the student space of a student whose
// address is not confirmed yet (only « Confirmez votre adresse »).

const UNVERIFIED: StudentUser = { ...STUDENT, email_verified: false, pending_email: null }
const signedIn = { access_token: 'jeton-du-lien', token_type: 'bearer', user: STUDENT, signed_out_devices: 0, message: VERIFICATION_MESSAGES.verified }

const handlers = (procedures: Record<string, Procedure>) =>
  trpcHandlers({
    'site.settings': () => ok(siteSettings()),
    'student.myCourses': () => ok([]),
    'notifications.mine': noNotifications,
    'sessions.mine': noSessions,
    'exams.available': noExams,
    'exams.myAttempts': noExams,
    ...procedures,
  })

describe('/student/verify-email/{token}', () => {
  it('confirms the address once, signs the student in and opens the dashboard', async () => {
    const verify = vi.fn(() => ok(signedIn))
    server.use(handlers({ 'student.verifyEmail': verify, 'student.verify': () => ok({ valid: true, user: STUDENT }) }))
    const { pathname } = renderAt('/student/verify-email/jeton-du-mail')
    expect(await screen.findByRole('heading', { name: 'Mes cours', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/dashboard')
    expect(verify).toHaveBeenCalledTimes(1)
    expect(verify).toHaveBeenCalledWith({ token: 'jeton-du-mail' })
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBe('jeton-du-lien')
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeInTheDocument()
  })

  it('says a used or expired link in French and mails a new one to the address typed', async () => {
    const resend = vi.fn(() => ok({ message: VERIFICATION_MESSAGES.resent }))
    server.use(handlers({ 'student.verifyEmail': () => fail(400, VERIFICATION_MESSAGES.verifyInvalid), 'student.resendVerification': resend }))
    const { user, pathname } = renderAt('/student/verify-email/jeton-use')
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.verifyInvalid)
    await user.type(screen.getByLabelText(/^Email/), 'Amina@Exemple.ma')
    await user.click(screen.getByRole('button', { name: 'Recevoir un nouveau lien' }))
    expect(await screen.findByText(VERIFICATION_MESSAGES.resent)).toBeInTheDocument()
    expect(resend).toHaveBeenCalledWith({ email: 'amina@exemple.ma' })
    expect(pathname()).toBe('/student/verify-email/jeton-use')
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBeNull()
  })
})

describe('the student space before the address is confirmed', () => {
  it('shows only « Confirmez votre adresse »: no course, no menu, no bell', async () => {
    storeStudentToken()
    const courses = vi.fn(() => ok([]))
    server.use(handlers({ 'student.verify': () => ok({ valid: true, user: UNVERIFIED }), 'student.myCourses': courses }))
    renderAt('/student/dashboard')
    expect(await screen.findByRole('heading', { name: 'Confirmez votre adresse' })).toBeInTheDocument()
    expect(screen.getByText(STUDENT.email)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Mes cours' })).not.toBeInTheDocument()
    // neither the header's places nor the tab bar (issue 29): the logo and « Déconnexion » only
    expect(screen.queryByRole('navigation', { name: 'Espace étudiant' })).not.toBeInTheDocument()
    const header = screen.getByRole('banner')
    expect(within(header).queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument()
    expect(within(header).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument()
  })

  it('asks the link again, and corrects the address: the screen then names the new one', async () => {
    storeStudentToken()
    let user = UNVERIFIED
    const change = vi.fn((input: unknown) => {
      const { email } = input as { email: string }
      if (email !== user.email) user = { ...user, pending_email: email }
      return ok({ message: VERIFICATION_MESSAGES.linkSent(email), email })
    })
    server.use(handlers({ 'student.verify': () => ok({ valid: true, user }), 'student.changeEmail': change }))
    const app = renderAt('/student/dashboard')
    await app.user.click(await screen.findByRole('button', { name: 'Renvoyer le lien' }))
    expect(await screen.findByText(VERIFICATION_MESSAGES.linkSent(STUDENT.email))).toBeInTheDocument()
    expect(change).toHaveBeenLastCalledWith({ email: STUDENT.email })

    await app.user.click(screen.getByRole('button', { name: 'Corriger l’adresse' }))
    await app.user.type(screen.getByLabelText(/^Adresse e-mail correcte/), 'amina.correcte@exemple.ma')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien à cette adresse' }))
    await waitFor(() => expect(change).toHaveBeenLastCalledWith({ email: 'amina.correcte@exemple.ma' }))
    expect(await screen.findByText('amina.correcte@exemple.ma')).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Adresse e-mail correcte/)).not.toBeInTheDocument()
  })

  it('puts the server’s refusal of a correction above the form (a burst past the limit)', async () => {
    storeStudentToken()
    server.use(handlers({ 'student.verify': () => ok({ valid: true, user: UNVERIFIED }), 'student.changeEmail': () => fail(429, 'Trop de tentatives. Réessayez plus tard. (60 min)') }))
    const app = renderAt('/student/dashboard')
    await app.user.click(await screen.findByRole('button', { name: 'Corriger l’adresse' }))
    await app.user.type(screen.getByLabelText(/^Adresse e-mail correcte/), 'autre@exemple.ma')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien à cette adresse' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('(60 min)')
  })
})
