import { MESSAGES, NOTIFICATION_MESSAGES, STORAGE_KEYS, STUDENT_MESSAGES, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled, server } from '../msw-server.ts'
import { fail, networkError, type Outcome, ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'
import { makeAnnouncement } from '../announcements/fixtures.ts'
import { noExams, noNotifications, noSessions, renderAt, siteSettings, STUDENT, storeStudentToken } from '../students/fixtures.tsx'

const signedUp = { message: VERIFICATION_MESSAGES.linkSent('amina@exemple.ma'), email: 'amina@exemple.ma' }

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

/** The server's 400 that names a field (`errors[0].path`), as the tRPC adapter sends it. */
function refusalAt(field: string, message: string) {
  return http.post('*/trpc/student.register', ({ request }) => {
    const envelope = { error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'student.register', errors: [{ path: [field], message }] } } }
    return HttpResponse.json(new URL(request.url).searchParams.get('batch') === '1' ? [envelope] : envelope, { status: 400 })
  })
}

async function openRegister() {
  const app = renderAt('/student/register')
  await screen.findByRole('heading', { name: 'Créer mon compte étudiant', level: 1 })
  return app
}

async function fill(user: Awaited<ReturnType<typeof openRegister>>['user'], options: { consent?: boolean } = {}) {
  await user.type(screen.getByLabelText(/^Nom complet/), 'Amina El Idrissi')
  await user.type(screen.getByLabelText(/^Email/), 'Amina@Exemple.ma')
  await user.type(screen.getByLabelText(/^Numéro WhatsApp/), '06 12 34 56 78')
  await user.type(screen.getByLabelText(/^Établissement/), 'ENSA Tanger')
  await user.selectOptions(screen.getByLabelText(/^Niveau/), 'Intermédiaire')
  await user.type(screen.getByLabelText('Mot de passe'), 'mot-de-passe-solide')
  if (options.consent) await user.click(screen.getByLabelText(/J’accepte de recevoir des messages WhatsApp/))
}

async function submitWith(answer: Outcome | (() => Outcome), options: { consent?: boolean } = {}) {
  const register = vi.fn(typeof answer === 'function' ? answer : () => answer)
  server.use(handlers({ 'student.register': register }))
  const app = await openRegister()
  await fill(app.user, options)
  await app.user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
  return { ...app, register }
}

describe('/student/register', () => {
  it('signs the student up and says « Confirmez votre adresse » with the address; nothing signed in yet, consent off unless ticked', async () => {
    const { register, pathname } = await submitWith(ok(signedUp))
    expect(await screen.findByRole('heading', { name: 'Confirmez votre adresse', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('amina@exemple.ma')).toBeInTheDocument()
    expect(pathname()).toBe('/student/register')
    expect(register).toHaveBeenCalledWith({
      name: 'Amina El Idrissi',
      email: 'amina@exemple.ma',
      phone: '06 12 34 56 78',
      school: 'ENSA Tanger',
      level: 'Intermédiaire',
      password: 'mot-de-passe-solide',
      whatsapp_consent: false,
      website: null,
    })
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBeNull()
  })

  it('asks the link again for the address, and « Corriger l’adresse » brings the filled form back', async () => {
    const resend = vi.fn(() => ok({ message: VERIFICATION_MESSAGES.resent }))
    server.use(handlers({ 'student.register': () => ok(signedUp), 'student.resendVerification': resend }))
    const { user } = await openRegister()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await user.click(await screen.findByRole('button', { name: 'Renvoyer le lien' }))
    expect(await screen.findByText(VERIFICATION_MESSAGES.resent)).toBeInTheDocument()
    expect(resend).toHaveBeenCalledWith({ email: 'amina@exemple.ma' })
    await user.click(screen.getByRole('button', { name: 'Corriger l’adresse' }))
    const email = await screen.findByLabelText(/^Email/)
    expect(email).toHaveValue('Amina@Exemple.ma')
    await waitFor(() => expect(email).toHaveFocus())
    expect(screen.getByLabelText(/^Nom complet/)).toHaveValue('Amina El Idrissi')
  })

  it('sends the WhatsApp consent when ticked', async () => {
    const { register } = await submitWith(ok(signedUp), { consent: true })
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ whatsapp_consent: true })))
  })

  it('lays the form out for a phone: the number field brings the phone keypad and says how to write it', async () => {
    server.use(handlers({}))
    await openRegister()
    const phone = screen.getByLabelText(/^Numéro WhatsApp/)
    expect(phone).toHaveAttribute('inputmode', 'tel')
    expect(phone).toHaveAccessibleDescription('ex. 06 12 34 56 78')
    expect(screen.getByLabelText(/J’accepte de recevoir des messages WhatsApp/)).not.toBeChecked()
    expect(screen.getByLabelText(/^Établissement/)).toHaveAttribute('list')
    // the honeypot is out of reach of people, keyboards and screen readers
    expect(screen.queryByRole('textbox', { name: /Site web/ })).not.toBeInTheDocument()
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1')
  })

  it('shows and hides the password', async () => {
    server.use(handlers({}))
    const { user } = await openRegister()
    const password = screen.getByLabelText('Mot de passe')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }))
    expect(password).toHaveAttribute('type', 'text')
  })

  it('says what is missing, field by field, without calling the server', async () => {
    const register = vi.fn(() => ok(signedUp))
    server.use(handlers({ 'student.register': register }))
    const { user } = await openRegister()
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByText(NOTIFICATION_MESSAGES.phoneRequired)).toBeInTheDocument()
    expect(screen.getByText(NOTIFICATION_MESSAGES.schoolRequired)).toBeInTheDocument()
    expect(screen.getByText(NOTIFICATION_MESSAGES.levelRequired)).toBeInTheDocument()
    expect(screen.getByText(STUDENT_MESSAGES.passwordMin)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Numéro WhatsApp/)).toHaveAttribute('aria-invalid', 'true')
    expect(register).not.toHaveBeenCalled()
  })

  it('puts the server’s refusal of the number under the number', async () => {
    server.use(handlers({}))
    server.use(refusalAt('phone', NOTIFICATION_MESSAGES.invalidPhone))
    const { user } = await openRegister()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    const phone = screen.getByLabelText(/^Numéro WhatsApp/)
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`ex. 06 12 34 56 78 ${NOTIFICATION_MESSAGES.invalidPhone}`))
    expect(phone).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })


  it.each([
    ['a burst past the limit', fail(429, `${MESSAGES.tooManyRequests} (10 min)`), `${MESSAGES.tooManyRequests} (10 min)`],
    ['a refusal no field explains', fail(400, MESSAGES.badRequest), MESSAGES.badRequest],
    ['a network failure', networkError(), MESSAGES.cannotConnect],
    ['a server fault', fail(500, MESSAGES.internalError), MESSAGES.genericRetry],
  ])('explains %s above the form', async (_case, answer, message) => {
    await submitWith(answer)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(window.localStorage.getItem(STORAGE_KEYS.studentToken)).toBeNull()
  })

  it('leads back to the sign-in', async () => {
    server.use(handlers({}))
    const { user, pathname } = await openRegister()
    await user.click(screen.getByRole('link', { name: 'Se connecter' }))
    await waitFor(() => expect(pathname()).toBe('/student/login'))
    await networkSettled()
  })

  it('says under its title how a formation is bought: « S’inscrire » on it, from Nos Cours, then the reference and the proof (issue 29)', async () => {
    server.use(handlers({}))
    await openRegister()
    const courses = within(screen.getByRole('main')).getByRole('link', { name: 'Nos Cours' })
    expect(courses).toHaveAttribute('href', '/courses')
    const intro = courses.closest('p')?.textContent
    expect(intro).toContain('appuyez sur «\u202fS’inscrire\u202f»')
    expect(intro).toContain('vous recevrez la référence à indiquer sur votre virement, puis vous enverrez la preuve du virement')
    await networkSettled()
  })

  it('coming from a formation’s « S’inscrire », says what happens next for that formation', async () => {
    const get = vi.fn(() => ok(makeAnnouncement({ id: 7, title: 'Préparation CNC', sellable: true, amount_mad: 1500, duration_days: 90 })))
    server.use(handlers({ 'announcements.get': get }))
    renderAt('/student/register?redirect=%2Fstudent%2Fenrol%2F7')
    await screen.findByRole('heading', { name: 'Créer mon compte étudiant', level: 1 })
    // the matcher folds whitespace; the text itself keeps the narrow no-break spaces
    const intro = await screen.findByText(/^Créez votre compte pour réserver votre place à « Préparation CNC » : vous recevrez ensuite la référence/)
    expect(intro.textContent).toContain('à «\u202fPréparation CNC\u202f»\u202f: vous recevrez')
    expect(get).toHaveBeenCalledWith({ id: 7 })
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Nos Cours' })).not.toBeInTheDocument()
    await networkSettled()
  })

  it('sends a signed-in student on to the dashboard', async () => {
    storeStudentToken()
    server.use(handlers({ 'student.verify': () => ok({ valid: true, user: STUDENT }) }))
    const { pathname } = renderAt('/student/register')
    expect(await screen.findByRole('heading', { name: 'Mes cours', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/dashboard')
  })
})
