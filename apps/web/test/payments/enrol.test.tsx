import { PAYMENT_MESSAGES, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { App } from '../../src/app/App.tsx'
import { makeAnnouncement } from '../announcements/fixtures.ts'
import { SETTINGS } from '../home/helpers.tsx'
import { networkSettled, server } from '../msw-server.ts'
import { storeSession } from '../render.tsx'
import { noExams, noNotifications, noSessions, renderAt, renderStudent, STUDENT, storeStudentToken } from '../students/fixtures.tsx'
import { fail, networkError, ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import { makePayment } from './fixtures.ts'

const SOLD = makeAnnouncement({ id: 7, title: 'Préparation CNC', price: null, sellable: true, amount_mad: 1500, duration_days: 90 })
const ASK = makeAnnouncement({ id: 8, title: 'Stage intensif Analyse 1' })
const REQUEST = makePayment({ id: 5 })

/** A signed-in student whose « S'inscrire » the server answers with `create`. */
function signedInWith(answer: () => Outcome) {
  storeStudentToken()
  const create = vi.fn(answer)
  server.use(
    trpcHandlers({ 'student.verify': () => ok({ valid: true, user: STUDENT }), 'site.settings': () => ok(SETTINGS), 'payments.create': create, 'notifications.mine': noNotifications, 'sessions.mine': noSessions, 'exams.available': noExams, 'exams.myAttempts': noExams }),
  )
  return create
}

const cardOf = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement)
const enrolLink = /^S’inscrire/

describe('« S’inscrire »', () => {
  it('shows on the cards of formations sold online only, beside the WhatsApp button', async () => {
    server.use(trpcHandlers({ 'announcements.list': () => ok([SOLD, ASK]), 'site.settings': () => ok(SETTINGS) }))
    renderAt('/courses')
    const sold = await cardOf('Préparation CNC')
    expect(sold.getByRole('link', { name: enrolLink })).toHaveAttribute('href', '/student/enrol/7')
    // paid through « S’inscrire » (its reference): WhatsApp is for questions, never for booking (issue 29)
    expect(await sold.findByRole('link', { name: /^Poser une question sur WhatsApp/ })).toBeInTheDocument()
    expect(sold.queryByRole('link', { name: /Réserver sur WhatsApp/ })).not.toBeInTheDocument()
    const asked = await cardOf('Stage intensif Analyse 1')
    expect(asked.queryByRole('link', { name: enrolLink })).not.toBeInTheDocument()
    expect(await asked.findByRole('link', { name: /Réserver sur WhatsApp/ })).toBeInTheDocument()
  })

  it.each([
    ['sold online', SOLD, true],
    ['not sold online', ASK, false],
  ])('on the formation’s own page: %s', async (_case, formation, shown) => {
    server.use(trpcHandlers({ 'announcements.get': () => ok(formation), 'site.settings': () => ok(SETTINGS) }))
    renderAt(`/formations/${formation.id}`)
    await screen.findByRole('heading', { level: 1, name: formation.title })
    expect(await screen.findByRole('link', { name: shown ? /^Poser une question sur WhatsApp/ : /Réserver sur WhatsApp/ })).toBeInTheDocument()
    const link = screen.queryByRole('link', { name: enrolLink })
    if (shown) expect(link).toHaveAttribute('href', `/student/enrol/${formation.id}`)
    else expect(link).not.toBeInTheDocument()
  })
})

describe('a visitor who signs up from /courses', () => {
  it('goes through the sign-in page, signs up, opens the mailed link, and lands on the request of that formation', async () => {
    const create = vi.fn(() => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST }))
    server.use(
      trpcHandlers({
        'announcements.list': () => ok([SOLD]),
        // the sign-up page names the formation it continues to
        'announcements.get': () => ok(SOLD),
        'site.settings': () => ok(SETTINGS),
        'student.register': () => ok({ message: VERIFICATION_MESSAGES.linkSent('amina@exemple.ma'), email: 'amina@exemple.ma' }),
        'student.verifyEmail': () => ok({ access_token: 'jeton-inscription', token_type: 'bearer', user: STUDENT, signed_out_devices: 0, message: VERIFICATION_MESSAGES.verified }),
        'payments.create': create,
        'payments.get': () => ok(REQUEST),
        'notifications.mine': noNotifications,
        'sessions.mine': noSessions,
        'exams.available': noExams,
        'exams.myAttempts': noExams,
      }),
    )
    const { user, pathname, search, history } = renderAt('/courses')
    await user.click((await cardOf('Préparation CNC')).getByRole('link', { name: enrolLink }))

    await screen.findByRole('heading', { name: 'Espace étudiant' })
    expect(pathname()).toBe('/student/login')
    const signUp = screen.getByRole('link', { name: 'Créer un compte' })
    expect(decodeURIComponent(signUp.getAttribute('href') ?? '')).toBe('/student/register?redirect=/student/enrol/7')
    await user.click(signUp)

    await screen.findByRole('heading', { name: 'Créer mon compte étudiant' })
    expect(decodeURIComponent(search())).toContain('redirect=/student/enrol/7')
    // the subtitle says what the account is for: this formation, then the reference and the proof
    expect(await screen.findByText(/^Créez votre compte pour réserver votre place à « Préparation CNC »/)).toBeInTheDocument()
    // back to the sign-in, the way back is kept too
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href') ?? '')).toBe('/student/login?redirect=/student/enrol/7')
    await user.type(screen.getByLabelText(/^Nom complet/), 'Amina El Idrissi')
    await user.type(screen.getByLabelText(/^Email/), 'amina@exemple.ma')
    await user.type(screen.getByLabelText(/^Numéro WhatsApp/), '06 12 34 56 78')
    await user.type(screen.getByLabelText(/^Établissement/), 'ENSA Tanger')
    await user.selectOptions(screen.getByLabelText(/^Niveau/), 'Intermédiaire')
    await user.type(screen.getByLabelText('Mot de passe'), 'mot-de-passe-solide')
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    await screen.findByRole('heading', { name: 'Confirmez votre adresse' })
    // the link of the mail, opened on this phone
    history.push('/student/verify-email/jeton-du-mail')

    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/payments/5')
    expect(create).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith({ announcement_id: 7 })
    expect(screen.getAllByText('TM-7K3Q9P').length).toBeGreaterThan(0)
    expect(await screen.findByText(SETTINGS.bank.rib)).toBeInTheDocument()
  })

  it('sends a student already signed in from the sign-up page straight on to the enrolment', async () => {
    const create = signedInWith(() => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST }))
    const { pathname } = renderAt('/student/register?redirect=%2Fstudent%2Fenrol%2F7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/payments/5')
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('never follows a redirect out of the student space after sign-up', async () => {
    storeStudentToken()
    server.use(trpcHandlers({ 'student.verify': () => ok({ valid: true, user: STUDENT }), 'student.myCourses': () => ok([]), 'site.settings': () => ok(SETTINGS), 'notifications.mine': noNotifications, 'sessions.mine': noSessions, 'exams.available': noExams, 'exams.myAttempts': noExams }))
    const { pathname } = renderAt('/student/register?redirect=https%3A%2F%2Fexemple.com')
    expect(await screen.findByRole('heading', { name: 'Mes cours', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/dashboard')
  })
})

describe('/student/enrol/{formationId}', () => {
  it('asks for one request even when React runs effects twice, and shows it', async () => {
    const create = signedInWith(() => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST }))
    const history = createMemoryHistory({ initialEntries: ['/student/enrol/7'] })
    render(
      <StrictMode>
        <App history={history} />
      </StrictMode>,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(await screen.findByText(PAYMENT_MESSAGES.requestCreated)).toBeInTheDocument()
    expect(history.location.pathname).toBe('/student/payments/5')
    expect(create).toHaveBeenCalledTimes(1)
    // the enrol step is replaced: « back » does not ask for a request again
    expect(history.length).toBe(1)
  })

  it('says when the request already existed, and shows that one', async () => {
    renderStudent('/student/enrol/7', { 'payments.create': () => ok({ created: false, message: PAYMENT_MESSAGES.requestExisting, payment: REQUEST }), 'site.settings': () => ok(SETTINGS) })
    expect(await screen.findByText(PAYMENT_MESSAGES.requestExisting)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
  })

  it.each([
    ['a formation gone', fail(404, PAYMENT_MESSAGES.formationNotFound), PAYMENT_MESSAGES.formationNotFound],
    ['a formation no longer sold online', fail(400, PAYMENT_MESSAGES.formationNotSellable), PAYMENT_MESSAGES.formationNotSellable],
  ])('explains %s, with the way back to the formations', async (_case, answer: Outcome, message) => {
    const { pathname } = renderStudent('/student/enrol/7', { 'payments.create': () => answer })
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/courses')
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument()
    expect(pathname()).toBe('/student/enrol/7')
  })

  it('offers to try again when the network fails', async () => {
    let answer: Outcome = networkError()
    const create = vi.fn(() => answer)
    const { user } = renderStudent('/student/enrol/7', { 'payments.create': create, 'site.settings': () => ok(SETTINGS) })
    const retry = await screen.findByRole('button', { name: 'Réessayer' })
    answer = ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST })
    await user.click(retry)
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
  })

  it('does not ask the server for a formation id that cannot exist', async () => {
    const create = vi.fn(() => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST }))
    renderStudent('/student/enrol/abc', { 'payments.create': create })
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.formationNotFound)
    await networkSettled()
    expect(create).not.toHaveBeenCalled()
  })
})

describe('the enrolment’s identity', () => {
  it('sends the student’s own token, never an admin’s', async () => {
    storeSession('jeton-admin')
    const tokens: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('payments.create')) tokens.push(request.headers.get('authorization'))
    })
    renderStudent('/student/enrol/7', { 'payments.create': () => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST }), 'site.settings': () => ok(SETTINGS) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(tokens).toEqual(['Bearer jeton-etudiant'])
    await networkSettled()
  })
})
