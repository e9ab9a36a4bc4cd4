import { PAYMENT_MESSAGES, type PaymentQuote, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { App } from '../../src/app/App.tsx'
import { makeAnnouncement, makeFormation } from '../announcements/fixtures.ts'
import { SETTINGS } from '../home/helpers.tsx'
import { networkSettled, server } from '../msw-server.ts'
import { storeSession } from '../render.tsx'
import { noExams, noNotifications, noSessions, renderAt, renderStudent, STUDENT, storeStudentToken } from '../students/fixtures.tsx'
import { fail, networkError, ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import { makePayment } from './fixtures.ts'

const SOLD = makeAnnouncement({ id: 7, title: 'Préparation CNC', price: null, sellable: true, amount_mad: 1500, duration_days: 90 })
const ASK = makeAnnouncement({ id: 8, title: 'Stage intensif Analyse 1' })
const REQUEST = makePayment({ id: 5 })
const QUOTE: PaymentQuote = {
  announcement_id: 7,
  formation_title: 'Préparation CNC',
  course_title: 'Analyse 1',
  access_type: 'full',
  duration_days: 90,
  plan: 'comptant',
  plans: ['comptant'],
  methods: ['virement'],
  list_price_mad: 1500,
  discount_mad: 0,
  amount_mad: 1500,
  parts: [{ n: 1, due_after_days: 0, list_amount_mad: 1500, discount_mad: 0, amount_mad: 1500 }],
  coupon: null,
  coupon_error: null,
  running_access: null,
  open_payment_id: null,
}
const quoted = (overrides: Partial<PaymentQuote> = {}) => () => ok({ ...QUOTE, ...overrides })

/** A signed-in student whose « S'inscrire » the server answers with `create`. */
function signedInWith(answer: () => Outcome) {
  storeStudentToken()
  const create = vi.fn(answer)
  server.use(
    trpcHandlers({ 'student.verify': () => ok({ valid: true, user: STUDENT }), 'site.settings': () => ok(SETTINGS), 'payments.quote': quoted(), 'payments.create': create, 'notifications.mine': noNotifications, 'sessions.mine': noSessions, 'exams.available': noExams, 'exams.myAttempts': noExams }),
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
    server.use(trpcHandlers({ 'announcements.get': () => ok(makeFormation(formation)), 'site.settings': () => ok(SETTINGS) }))
    renderAt(`/formations/${formation.id}`)
    await screen.findByRole('heading', { level: 1, name: formation.title })
    expect(await screen.findByRole('link', { name: shown ? /^Poser une question sur WhatsApp/ : /Réserver sur WhatsApp/ })).toBeInTheDocument()
    // the page's own link, and on phones the sticky bar's (DESIGN §18): both to the checkout
    const links = screen.queryAllByRole('link', { name: enrolLink })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(shown ? links.map(() => `/student/enrol/${formation.id}`) : [])
    if (shown) expect(links.length).toBeGreaterThan(0)
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
        'payments.quote': quoted(),
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

    // the summary first: nothing is asked before « Confirmer »
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/payments/5')
    expect(create).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith({ announcement_id: 7, plan: 'comptant', method: 'virement' })
    expect(screen.getAllByText('TM-7K3Q9P').length).toBeGreaterThan(0)
    expect(await screen.findByText(SETTINGS.bank.rib)).toBeInTheDocument()
  })

  it('sends a student already signed in from the sign-up page straight on to the enrolment', async () => {
    const create = signedInWith(() => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST }))
    const { pathname, user } = renderAt('/student/register?redirect=%2Fstudent%2Fenrol%2F7')
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }))
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

describe('/student/enrol/{formationId}: the summary, then « Confirmer »', () => {
  const created = () => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST })

  it('shows what is bought and the server’s price, creates nothing before « Confirmer », once in StrictMode', async () => {
    const create = signedInWith(created)
    const history = createMemoryHistory({ initialEntries: ['/student/enrol/7'] })
    render(
      <StrictMode>
        <App history={history} />
      </StrictMode>,
    )
    const confirm = await screen.findByRole('button', { name: 'Confirmer' })
    expect(screen.getByRole('heading', { level: 2, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(screen.getByText(/Cours : Analyse 1/)).toBeInTheDocument()
    expect(screen.getByText('Prix de la formation').nextSibling).toHaveTextContent('1 500 DH')
    // only the transfer is offered while the server does not offer the card, and no plan without instalments
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByText(/Paiement par virement bancaire/)).toBeInTheDocument()
    await networkSettled()
    expect(create).not.toHaveBeenCalled()
    confirm.click()
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(await screen.findByText(PAYMENT_MESSAGES.requestCreated)).toBeInTheDocument()
    expect(history.location.pathname).toBe('/student/payments/5')
    expect(create).toHaveBeenCalledTimes(1)
    // the summary is replaced: « back » does not come back to « Confirmer »
    expect(history.length).toBe(1)
  })

  it('applies a code through the server, shows the discount, and removes it', async () => {
    const quote = vi.fn((input: unknown) => {
      const code = (input as { coupon_code?: string }).coupon_code
      if (!code) return quoted()()
      return quoted({ coupon: { code: 'RENTREE10', kind: 'percent', value: 10, referral: false }, discount_mad: 150, amount_mad: 1350, parts: [{ n: 1, due_after_days: 0, list_amount_mad: 1500, discount_mad: 150, amount_mad: 1350 }] })()
    })
    const create = vi.fn(created)
    const { user } = renderStudent('/student/enrol/7', { 'payments.quote': quote, 'payments.create': create, 'payments.get': () => ok(REQUEST), 'site.settings': () => ok(SETTINGS) })
    await user.type(await screen.findByLabelText(/^Code promo/), 'rentree10')
    await user.click(screen.getByRole('button', { name: 'Appliquer' }))
    expect(await screen.findByText('Code RENTREE10 appliqué')).toBeInTheDocument()
    expect(screen.getByText('Remise RENTREE10 (10 %)').nextSibling).toHaveTextContent('− 150 DH')
    expect(quote).toHaveBeenCalledWith(expect.objectContaining({ announcement_id: 7, coupon_code: 'rentree10' }))

    await user.click(screen.getByRole('button', { name: 'Retirer le code RENTREE10' }))
    expect(await screen.findByLabelText(/^Code promo/)).toHaveValue('')
    expect(screen.queryByText(/^Remise/)).not.toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Code promo/), 'rentree10')
    await user.click(screen.getByRole('button', { name: 'Appliquer' }))
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }))
    await waitFor(() => expect(create).toHaveBeenCalledWith({ announcement_id: 7, plan: 'comptant', method: 'virement', coupon_code: 'RENTREE10' }))
  })

  it('says inline why a code does not apply, the price unchanged, and sends no code with « Confirmer »', async () => {
    const create = vi.fn(created)
    const { user } = renderStudent('/student/enrol/7', {
      'payments.quote': (input) => quoted((input as { coupon_code?: string }).coupon_code ? { coupon_error: 'Ce code promo a expiré.' } : {})(),
      'payments.create': create,
      'payments.get': () => ok(REQUEST),
      'site.settings': () => ok(SETTINGS),
    })
    const field = await screen.findByLabelText(/^Code promo/)
    await user.type(field, 'VIEUX')
    await user.click(screen.getByRole('button', { name: 'Appliquer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code promo a expiré.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(within(screen.getByRole('region', { name: 'Prix' })).getByText('Total').nextSibling).toHaveTextContent('1 500 DH')
    await user.click(screen.getByRole('button', { name: 'Confirmer' }))
    await waitFor(() => expect(create).toHaveBeenCalledWith({ announcement_id: 7, plan: 'comptant', method: 'virement' }))
  })

  it('offers the plan in parts and the card only when the server does', async () => {
    const parts = [
      { n: 1, due_after_days: 0, list_amount_mad: 500, discount_mad: 0, amount_mad: 500 },
      { n: 2, due_after_days: 30, list_amount_mad: 500, discount_mad: 0, amount_mad: 500 },
      { n: 3, due_after_days: 60, list_amount_mad: 600, discount_mad: 0, amount_mad: 600 },
    ]
    const create = vi.fn(created)
    const { user } = renderStudent('/student/enrol/7', {
      'payments.quote': (input) =>
        quoted({ plans: ['comptant', 'echeances'], methods: ['virement', 'carte'], ...((input as { plan: string }).plan === 'echeances' ? { plan: 'echeances', parts, list_price_mad: 1600, amount_mad: 1600 } : {}) })(),
      'payments.create': create,
      'payments.get': () => ok(REQUEST),
      'site.settings': () => ok(SETTINGS),
    })
    await user.click(await screen.findByRole('radio', { name: /^En plusieurs fois/ }))
    const schedule = await screen.findByRole('list', { name: 'Échéancier' })
    expect(within(schedule).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1re échéance · à la confirmation500 DH',
      '2e échéance · 30 jours après la 1re500 DH',
      '3e échéance · 60 jours après la 1re600 DH',
    ])
    expect(screen.getByText('À payer maintenant')).toHaveTextContent('500 DH')
    expect(screen.getByRole('radio', { name: /^Carte bancaire/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirmer' }))
    await waitFor(() => expect(create).toHaveBeenCalledWith({ announcement_id: 7, plan: 'echeances', method: 'virement' }))
  })

  it('announces a running access and the day this payment takes it to', async () => {
    renderStudent('/student/enrol/7', { 'payments.quote': quoted({ running_access: { expires_at: '2026-12-20T10:00:00.000Z', extended_until: '2027-03-20T10:00:00.000Z' } }), 'site.settings': () => ok(SETTINGS) })
    expect(await screen.findByText('Vous avez déjà accès jusqu’au 20/12/2026 ; ce paiement prolongera votre accès jusqu’au 20/03/2027.')).toBeInTheDocument()
  })

  it('says when a request is already open, with the way to it', async () => {
    renderStudent('/student/enrol/7', { 'payments.quote': quoted({ open_payment_id: 5 }), 'site.settings': () => ok(SETTINGS) })
    expect(await screen.findByText(PAYMENT_MESSAGES.requestExisting)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir ma demande' })).toHaveAttribute('href', '/student/payments/5')
  })

  it('shows a refused confirmation inline and asks the summary again', async () => {
    const quote = vi.fn(quoted())
    const { user } = renderStudent('/student/enrol/7', { 'payments.quote': quote, 'payments.create': () => fail(400, 'Ce code promo a atteint son nombre maximal d’utilisations.'), 'site.settings': () => ok(SETTINGS) })
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code promo a atteint son nombre maximal d’utilisations.')
    await waitFor(() => expect(quote.mock.calls.length).toBeGreaterThan(1))
  })

  it.each([
    ['a formation gone', fail(404, PAYMENT_MESSAGES.formationNotFound), PAYMENT_MESSAGES.formationNotFound],
    ['a formation no longer sold online', fail(400, PAYMENT_MESSAGES.formationNotSellable), PAYMENT_MESSAGES.formationNotSellable],
  ])('explains %s, with the way back to the formations', async (_case, answer: Outcome, message) => {
    const { pathname } = renderStudent('/student/enrol/7', { 'payments.quote': () => answer })
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/courses')
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument()
    expect(pathname()).toBe('/student/enrol/7')
  })

  it('offers to try again when the network fails', async () => {
    let answer: Outcome = networkError()
    const quote = vi.fn(() => answer)
    const { user } = renderStudent('/student/enrol/7', { 'payments.quote': quote, 'site.settings': () => ok(SETTINGS) })
    const retry = await screen.findByRole('button', { name: 'Réessayer' })
    answer = ok(QUOTE)
    await user.click(retry)
    expect(await screen.findByRole('button', { name: 'Confirmer' })).toBeInTheDocument()
  })

  it('does not ask the server for a formation id that cannot exist', async () => {
    const quote = vi.fn(quoted())
    renderStudent('/student/enrol/abc', { 'payments.quote': quote })
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.formationNotFound)
    await networkSettled()
    expect(quote).not.toHaveBeenCalled()
  })
})

describe('the enrolment’s identity', () => {
  it('sends the student’s own token, never an admin’s', async () => {
    storeSession('jeton-admin')
    const tokens: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('payments.create') || request.url.includes('payments.quote')) tokens.push(request.headers.get('authorization'))
    })
    const { user } = renderStudent('/student/enrol/7', { 'payments.quote': quoted(), 'payments.create': () => ok({ created: true, message: PAYMENT_MESSAGES.requestCreated, payment: REQUEST }), 'site.settings': () => ok(SETTINGS) })
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(new Set(tokens)).toEqual(new Set(['Bearer jeton-etudiant']))
    expect(tokens.length).toBeGreaterThanOrEqual(2)
    await networkSettled()
  })
})
