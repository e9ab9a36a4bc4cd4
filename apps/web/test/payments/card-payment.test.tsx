import { CARD_MESSAGES } from '@tutorat/contracts'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isStudentProcedure } from '../../src/lib/student-procedures.ts'
import { SETTINGS } from '../home/helpers.tsx'
import { renderStudent } from '../students/fixtures.tsx'
import { fail, ok, type Outcome } from '../trpc-mock.ts'
import { makePayment, type Payment } from './fixtures.ts'

// DESIGN §18, the student's side of cards: « Payer par carte » only where offered, the server's
// redirect followed, and the return pages that read the request (they grant nothing).

const PENDING = makePayment({ id: 5 })
const PAID = makePayment({ id: 5, status: 'validee', decided_at: '2026-03-02T14:00:00.000Z', receipt_url: '/api/student/payments/5/receipt' })
const GATEWAY = 'https://youcanpay.com/payment-form/tok-123'
const CARDS = { ...SETTINGS, card_payments: true }

/** jsdom's location cannot be spied on: it is stubbed around `assign`. */
function stubLocation() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  return assign
}

function open(path: string, answers: Payment[], settings = CARDS, start: (input: unknown) => Outcome = () => ok({ redirect_url: GATEWAY })) {
  const get = vi.fn(() => ok(answers[Math.min(get.mock.calls.length - 1, answers.length - 1)]))
  const startCardPayment = vi.fn(start)
  const app = renderStudent(path, { 'payments.get': get, 'site.settings': () => ok(settings), 'payments.startCardPayment': startCardPayment })
  return { ...app, get, startCardPayment }
}

afterEach(() => vi.unstubAllGlobals())

describe('« Payer par carte » on a request waiting for payment', () => {
  it('is not offered when the card gateway is not configured', async () => {
    open('/student/payments/5', [PENDING], SETTINGS)
    expect(await screen.findByRole('heading', { name: 'Faites le virement' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Payer par carte' })).not.toBeInTheDocument()
  })

  it('asks the server for the gateway’s form with the request’s id only, then goes there', async () => {
    const assign = stubLocation()
    const { user, startCardPayment } = open('/student/payments/5', [PENDING])
    await user.click(await screen.findByRole('button', { name: 'Payer par carte' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY))
    expect(startCardPayment).toHaveBeenCalledWith({ id: 5 })
    // sent with the student's token, not the admin's
    expect(isStudentProcedure('payments.startCardPayment')).toBe(true)
  })

  it('says in French when YouCan Pay cannot be reached, and the transfer stays on the page', async () => {
    const assign = stubLocation()
    const { user } = open('/student/payments/5', [PENDING], CARDS, () => fail(503, CARD_MESSAGES.unavailable))
    await user.click(await screen.findByRole('button', { name: 'Payer par carte' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.unavailable)
    expect(screen.getByRole('heading', { name: 'Faites le virement' })).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('the pages YouCan Pay sends the student back to', () => {
  it('success: « Paiement en cours de confirmation… » until the webhook has opened the access', async () => {
    const { get, startCardPayment } = open('/student/payments/5/carte/succes', [PENDING, PENDING, PAID])
    expect(await screen.findByRole('heading', { name: CARD_MESSAGES.confirming })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Paiement validé' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir le cours' })).toBeInTheDocument()
    expect(get.mock.calls.length).toBeGreaterThanOrEqual(3)
    // reading only: nothing was started or sent
    expect(startCardPayment).not.toHaveBeenCalled()
  }, 15_000)

  it('failure: says so, offers to try again by card or to pay by transfer', async () => {
    const assign = stubLocation()
    const { user, startCardPayment } = open('/student/payments/5/carte/echec', [PENDING])
    expect(await screen.findByRole('heading', { name: 'Paiement non abouti' })).toBeInTheDocument()
    expect(screen.getByText(CARD_MESSAGES.failed)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Payer par virement' })).toHaveAttribute('href', '/student/payments/5')
    await user.click(await screen.findByRole('button', { name: 'Réessayer par carte' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY))
    expect(startCardPayment).toHaveBeenCalledWith({ id: 5 })
  })

  it('failure page of a request the webhook has paid after all: the access is shown open', async () => {
    open('/student/payments/5/carte/echec', [PAID])
    expect(await screen.findByRole('heading', { name: 'Paiement validé' })).toBeInTheDocument()
  })

  it('another student’s request answers like a missing one', async () => {
    renderStudent('/student/payments/9/carte/succes', { 'payments.get': () => fail(404, 'Demande de paiement introuvable.'), 'site.settings': () => ok(CARDS) })
    expect(await screen.findByRole('heading', { name: 'Demande de paiement introuvable.' })).toBeInTheDocument()
  })
})
