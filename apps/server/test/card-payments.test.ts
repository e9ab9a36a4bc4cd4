import { CARD_MESSAGES, PAYMENT_MESSAGES, type PaymentRequest } from '@tutorat/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../src/config.ts'
import { adminHeaders, createAdmin, createTestApp, makeCourse, testConfig, type TestApp } from './helpers.ts'
import { fakeYouCanPay, type FakeTransaction, signBody, webhookBody, YCP_API, YCP_ENV, YCP_PRIVATE_KEY } from './fake-youcanpay.ts'
import { accessesOf, newStudent, notificationsOf, openRequest, overdue, pdfText, sellFormation, sendProof, type TestStudent, validate } from './payments-helpers.ts'

// DESIGN §18, cards through YouCan Pay, against msw standing in for its API: the token for the
// request's own amount, and the webhook that grants only what the transactions API confirms,
// exactly once, whatever the order, the replays or the forgeries.

type Headers = Record<string, string>
const ycp = fakeYouCanPay()
const server = setupServer(...ycp.handlers)
let t: TestApp
let root: Headers
let formationId: number
let transactionCount = 0

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  t = await createTestApp({ ...YCP_ENV, PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  formationId = await sellFormation(t, root, (await makeCourse(t.app, root, 'Thermodynamique')).id)
})
afterEach(() => {
  ycp.state.outage = 'none'
  server.resetHandlers()
})
afterAll(async () => {
  server.close()
  await t.close()
})

const student = () => newStudent(t, root)
const startCard = (headers: Headers, input: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/trpc/payments.startCardPayment', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) })

/** A transaction YouCan Pay's API knows, for `request` unless overridden (paid, its amount, MAD). */
function transaction(request: PaymentRequest, overrides: Partial<FakeTransaction> = {}): FakeTransaction {
  transactionCount += 1
  const made = { id: `txn-${transactionCount}-${request.id}`, order_id: request.reference, status: 1, amount: `${request.amount_mad}.00`, currency: 'MAD', ...overrides }
  ycp.state.transactions.set(made.id, made)
  return made
}

function deliver(body: string, signature: string | null = signBody(body), headers: Headers = {}) {
  const signed = signature === null ? {} : { 'x-youcanpay-signature': signature }
  return t.app.inject({ method: 'POST', url: '/api/payments/youcanpay/webhook', headers: { 'content-type': 'application/json', ...signed, ...headers }, payload: body })
}
const notify = (made: FakeTransaction, event = 'transaction.paid') => deliver(webhookBody({ id: made.id }, event))

const requestRow = (id: number) => t.services.db.selectFrom('payment_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const cardRows = (id: number) => t.services.db.selectFrom('card_transactions').selectAll().where('payment_request_id', '=', id).orderBy('id').execute()
const events = (id: number) => t.services.db.selectFrom('payment_events').select(['event', 'actor', 'admin_id']).where('payment_request_id', '=', id).orderBy('id').execute()

async function expectPaidOnce(request: PaymentRequest, buyer: TestStudent) {
  expect((await requestRow(request.id)).status).toBe('validee')
  expect(await accessesOf(t, buyer.id)).toHaveLength(1)
  expect((await events(request.id)).filter((e) => e.event === 'payee_carte')).toEqual([{ event: 'payee_carte', actor: 'system', admin_id: null }])
  expect((await cardRows(request.id)).filter((row) => row.granted_at !== null)).toHaveLength(1)
  expect((await notificationsOf(t, buyer.id)).filter((n) => n.template === 'payment_validated' && n.channel === 'in_app')).toHaveLength(1)
}

async function expectUnpaid(request: PaymentRequest, buyer: TestStudent, status = 'en_attente') {
  expect((await requestRow(request.id)).status).toBe(status)
  expect(await accessesOf(t, buyer.id)).toHaveLength(0)
  expect((await events(request.id)).map((e) => e.event)).not.toContain('payee_carte')
}

describe('« Payer par carte »', () => {
  it('tokenizes the request’s own amount in centimes, MAD, its reference as order_id, the return pages and the private key', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const before = ycp.state.tokenized.length
    // a tampered amount in the body changes nothing: the amount is the server's
    const response = await startCard(buyer.headers, { id: request.id, amount: 1, amount_mad: 1, currency: 'EUR' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().result.data).toEqual({ redirect_url: `https://youcanpay.test/payment-form/tok-${before + 1}` })
    expect(ycp.state.tokenized.at(-1)).toEqual({
      pri_key: YCP_PRIVATE_KEY,
      order_id: request.reference,
      amount: 120_000,
      currency: 'MAD',
      success_url: `${t.config.PUBLIC_URL}/student/payments/${request.id}/carte/succes`,
      error_url: `${t.config.PUBLIC_URL}/student/payments/${request.id}/carte/echec`,
      customer_ip: expect.any(String),
    })
    // starting grants nothing
    await expectUnpaid(request, buyer)
  })

  it('answers another student’s request like a missing one, a visitor 401, and tokenizes nothing', async () => {
    const owner = await student()
    const intruder = await student()
    const request = await openRequest(t, owner, formationId)
    const before = ycp.state.tokenized.length
    const foreign = await startCard(intruder.headers, { id: request.id })
    const missing = await startCard(intruder.headers, { id: 999_999 })
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404])
    expect(foreign.json().error.message).toBe(PAYMENT_MESSAGES.notFound)
    expect(foreign.json().error.message).toBe(missing.json().error.message)
    expect((await startCard({}, { id: request.id })).statusCode).toBe(401)
    expect((await startCard(root, { id: request.id })).statusCode).toBe(403)
    expect(ycp.state.tokenized).toHaveLength(before)
  })

  it('refuses a request that is no longer waiting for payment', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    expect((await sendProof(t, buyer.headers, request.id)).statusCode).toBe(201)
    const proven = await startCard(buyer.headers, { id: request.id })
    expect(proven.statusCode).toBe(409)
    expect(proven.json().error.message).toBe(CARD_MESSAGES.notPayable)
  })

  it.each(['5xx', 'down'] as const)('answers a French 503 when YouCan Pay is %s, and the request stays payable by transfer', async (outage) => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    ycp.state.outage = outage
    const response = await startCard(buyer.headers, { id: request.id })
    expect(response.statusCode).toBe(503)
    expect(response.json().error.message).toBe(CARD_MESSAGES.unavailable)
    expect(response.body).not.toMatch(/youcanpay\.test|stack|Error:/)
    expect((await requestRow(request.id)).status).toBe('en_attente')
    expect((await sendProof(t, buyer.headers, request.id)).statusCode).toBe(201)
  })

  it('takes both keys or neither, and defaults to YouCan Pay’s production API', () => {
    expect(() => testConfig({ YOUCANPAY_PRIVATE_KEY: YCP_PRIVATE_KEY })).toThrow(ConfigError)
    expect(() => testConfig({ YOUCANPAY_PUBLIC_KEY: 'pub_x' })).toThrow(/YOUCANPAY_PRIVATE_KEY et YOUCANPAY_PUBLIC_KEY/)
    expect(testConfig().YOUCANPAY_API_URL).toBe('https://youcanpay.com/api')
  })

  it('is offered only when the keys are set', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json().card_payments).toBe(true)
    const plain = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000' }, { database: t.handle })
    try {
      expect((await plain.app.inject({ url: '/api/site' })).json().card_payments).toBe(false)
      const buyer = await student()
      const request = await openRequest(t, buyer, formationId)
      const refused = await plain.app.inject({ method: 'POST', url: '/trpc/payments.startCardPayment', headers: { ...buyer.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ id: request.id }) })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error.message).toBe(CARD_MESSAGES.disabled)
      const body = webhookBody({ id: transaction(request).id })
      const webhook = await plain.app.inject({ method: 'POST', url: '/api/payments/youcanpay/webhook', headers: { 'content-type': 'application/json', 'x-youcanpay-signature': signBody(body) }, payload: body })
      expect(webhook.statusCode).toBe(404)
      await expectUnpaid(request, buyer)
    } finally {
      await plain.close()
    }
  })
})

describe('the YouCan Pay webhook', () => {
  it('grants once a signed webhook whose transaction the API confirms: system actor, « payé par carte » on the receipt', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const made = transaction(request)
    const response = await notify(made)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ detail: CARD_MESSAGES.webhookReceived })
    expect(ycp.state.fetched.at(-1)).toEqual({ id: made.id, priKey: YCP_PRIVATE_KEY })
    await expectPaidOnce(request, buyer)
    const [access] = await accessesOf(t, buyer.id)
    expect(access).toMatchObject({ access_type: 'standard', duration_days: 30, is_active: true })
    expect(await cardRows(request.id)).toMatchObject([{ gateway: 'youcanpay', transaction_id: made.id, status: 'paid', amount_centimes: 120_000, currency: 'MAD', note: null }])

    const receipt = await t.app.inject({ url: `/api/student/payments/${request.id}/receipt`, headers: buyer.headers })
    expect(receipt.statusCode).toBe(200)
    const { text } = await pdfText(receipt.rawPayload)
    expect(text).toContain('Payé par carte')
    expect(text).not.toContain('Date du virement')
    const mine = (await t.app.inject({ url: `/api/student/payments/${request.id}`, headers: buyer.headers })).json<PaymentRequest>()
    expect(mine.history.at(-1)).toMatchObject({ event: 'payee_carte', actor: 'system' })
    // an admin's validation afterwards finds it done
    expect((await validate(t, root, request.id)).statusCode).toBe(409)
  })

  it('refuses unsigned, wrongly signed and tampered webhooks with 401 before asking YouCan Pay anything', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const made = transaction(request)
    const body = webhookBody({ id: made.id })
    const fetched = ycp.state.fetched.length
    const attempts = [
      await deliver(body, null),
      await deliver(body, ''),
      await deliver(body, 'not-hex'),
      await deliver(body, signBody(body, 'pri_another_merchant_key')),
      await deliver(body.replace('1200.00', '12.00'), signBody(body)),
      await deliver(body, signBody(body).toUpperCase().slice(0, 63)),
      // a token says nothing to a webhook
      await deliver(body, null, root),
    ]
    for (const response of attempts) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: CARD_MESSAGES.webhookUnsigned })
    }
    expect(ycp.state.fetched).toHaveLength(fetched)
    expect(await cardRows(request.id)).toHaveLength(0)
    await expectUnpaid(request, buyer)
  })

  it('believes the API, not the body: a « paid » webhook for a failed or pending transaction grants nothing', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const failed = transaction(request, { status: -1 })
    const pending = transaction(request, { status: 0 })
    expect((await deliver(webhookBody({ id: failed.id, status: 1 }))).statusCode).toBe(200)
    expect((await deliver(webhookBody({ id: pending.id, status: 1 }))).statusCode).toBe(200)
    expect((await cardRows(request.id)).map((row) => row.status)).toEqual(['failed', 'pending'])
    await expectUnpaid(request, buyer)
  })

  it('failure then success, out of order and late replays: exactly one grant', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const declined = transaction(request, { status: -1 })
    const paid = transaction(request)
    expect((await notify(declined, 'transaction.failed')).statusCode).toBe(200)
    await expectUnpaid(request, buyer)
    expect((await notify(paid)).statusCode).toBe(200)
    const receiptNumber = (await requestRow(request.id)).receipt_number
    // the failure delivered again after the success, then the success again
    expect((await notify(declined, 'transaction.failed')).statusCode).toBe(200)
    expect((await notify(paid)).statusCode).toBe(200)
    await expectPaidOnce(request, buyer)
    expect((await requestRow(request.id)).receipt_number).toBe(receiptNumber)
    expect(await cardRows(request.id)).toHaveLength(2)
  })

  it('a success first and a failure arriving late leave the access open', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const paid = transaction(request)
    const declined = transaction(request, { status: -1 })
    await notify(paid)
    await notify(declined, 'transaction.failed')
    await expectPaidOnce(request, buyer)
  })

  it('duplicates of one delivery grant once', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const body = webhookBody({ id: transaction(request).id })
    for (let i = 0; i < 3; i += 1) expect((await deliver(body)).statusCode).toBe(200)
    await expectPaidOnce(request, buyer)
    expect(await cardRows(request.id)).toHaveLength(1)
  })

  it.each([
    ['a smaller amount', { amount: '12.00' }],
    ['an amount in centimes read as dirhams', { amount: '120000' }],
    ['an unreadable amount', { amount: 'douze cents' }],
    ['another currency', { currency: 'EUR' }],
  ])('grants nothing for %s, and notes why', async (_label, overrides) => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    expect((await notify(transaction(request, overrides))).statusCode).toBe(200)
    await expectUnpaid(request, buyer)
    const [row] = await cardRows(request.id)
    expect(row).toMatchObject({ status: 'paid', granted_at: null })
    expect(row?.note).toMatch(/montant ou devise/)
  })

  it('reads the documented Transaction object too: `data`, `amount.amount` in centimes; an amount without its decimals is unknown', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const documented = (id: string, amount: string) => ({ data: { object: 'transaction', id, status: 1, order_id: request.reference, amount: { amount, currency: 'MAD', localized: '…' } } })
    const answers: Record<string, Record<string, unknown>> = {
      'txn-doc-12dh': documented('txn-doc-12dh', '1200'), // 12 DH in centimes: not the request's 1 200 DH
      'txn-flat-bare': { id: 'txn-flat-bare', order_id: request.reference, status: 1, amount: '1200', currency: 'MAD' }, // dirhams or centimes?
      'txn-flat-number': { id: 'txn-flat-number', order_id: request.reference, status: 1, amount: 1200, currency: 'MAD' },
      'txn-doc-paid': documented('txn-doc-paid', String(request.amount_mad * 100)),
    }
    server.use(http.get(`${YCP_API}/transactions/:id`, ({ params }) => (answers[String(params.id)] ? HttpResponse.json(answers[String(params.id)]) : undefined)))
    for (const id of ['txn-doc-12dh', 'txn-flat-bare', 'txn-flat-number']) expect((await deliver(webhookBody({ id }))).statusCode).toBe(200)
    await expectUnpaid(request, buyer)
    expect((await cardRows(request.id)).map((row) => [row.transaction_id, row.amount_centimes, row.note?.slice(0, 18)])).toEqual([
      ['txn-doc-12dh', 1200, 'montant ou devise '],
      ['txn-flat-bare', 0, 'montant ou devise '],
      ['txn-flat-number', 0, 'montant ou devise '],
    ])
    await deliver(webhookBody({ id: 'txn-doc-paid' }))
    await expectPaidOnce(request, buyer)
  })

  it('records nothing for an unknown order, an unknown transaction or an event without one', async () => {
    const before = await t.services.db.selectFrom('card_transactions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    const stranger = { id: 'txn-stranger', order_id: 'TM-INCONNU', status: 1, amount: '1200.00', currency: 'MAD' }
    ycp.state.transactions.set(stranger.id, stranger)
    expect((await notify(stranger)).statusCode).toBe(200)
    expect((await deliver(webhookBody({ id: 'txn-never-made' }))).statusCode).toBe(200)
    const noTransaction = JSON.stringify({ id: 'evt-x', event_name: 'customer.created', payload: {} })
    expect((await deliver(noTransaction)).statusCode).toBe(200)
    const after = await t.services.db.selectFrom('card_transactions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('answers 400 in French to a signed body that is not JSON', async () => {
    const response = await deliver('pas du json')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: CARD_MESSAGES.webhookInvalid })
  })

  it.each(['5xx', 'down'] as const)('answers 503 while YouCan Pay is %s (so it delivers again), and the retry grants', async (outage) => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const made = transaction(request)
    ycp.state.outage = outage
    const refused = await notify(made)
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ detail: CARD_MESSAGES.unavailable })
    await expectUnpaid(request, buyer)
    ycp.state.outage = 'none'
    expect((await notify(made)).statusCode).toBe(200)
    await expectPaidOnce(request, buyer)
  })

  it('the return page grants nothing; the webhook may come before or after the student returns', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const made = transaction(request)
    const fetched = ycp.state.fetched.length
    for (const page of ['succes', 'echec']) await t.app.inject({ url: `/student/payments/${request.id}/carte/${page}?transaction_id=${made.id}`, headers: buyer.headers })
    // what the return page polls
    const polled = await t.app.inject({ url: `/api/student/payments/${request.id}`, headers: buyer.headers })
    expect(polled.json<PaymentRequest>().status).toBe('en_attente')
    expect(ycp.state.fetched).toHaveLength(fetched)
    await expectUnpaid(request, buyer)
    // the webhook, whenever it comes, is what grants
    await notify(made)
    await expectPaidOnce(request, buyer)
  })

  it('still grants a card payment confirmed after the transfer deadline lapsed, or after a proof was sent', async () => {
    const late = await student()
    const lapsed = await openRequest(t, late, formationId)
    await overdue(t, lapsed.id)
    expect((await t.app.inject({ url: `/api/student/payments/${lapsed.id}`, headers: late.headers })).json().status).toBe('expiree')
    await notify(transaction(lapsed))
    await expectPaidOnce(lapsed, late)

    const both = await student()
    const proven = await openRequest(t, both, formationId)
    await sendProof(t, both.headers, proven.id)
    await notify(transaction(proven))
    await expectPaidOnce(proven, both)
  })

  it('opens nothing on a cancelled request, and notes the payment for the team', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    expect((await t.app.inject({ method: 'POST', url: `/api/student/payments/${request.id}/cancel`, headers: buyer.headers })).statusCode).toBe(200)
    await notify(transaction(request))
    await expectUnpaid(request, buyer, 'annulee')
    expect((await cardRows(request.id))[0]?.note).toMatch(/annulee/)
  })

  it('opens nothing for a student deleted since, and still acknowledges the webhook', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/students/${buyer.id}`, headers: root })).statusCode).toBe(200)
    expect((await notify(transaction(request))).statusCode).toBe(200)
    expect((await requestRow(request.id)).status).toBe('en_attente')
    expect((await cardRows(request.id))[0]?.note).toMatch(/supprimé/)
  })

  it('ten identical webhooks at once grant exactly one access', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const body = webhookBody({ id: transaction(request).id })
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(body)))
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    await expectPaidOnce(request, buyer)
    expect(await cardRows(request.id)).toHaveLength(1)
  })

  it('two different paid transactions for one request open one access; the second is noted', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const [first, second] = [transaction(request), transaction(request)]
    await Promise.all([notify(first), notify(second)])
    await expectPaidOnce(request, buyer)
    expect((await cardRows(request.id)).filter((row) => row.granted_at === null).map((row) => row.note)).toEqual([expect.stringMatching(/validee/)])
  })
})

describe('« À rembourser »: paid card transactions that opened nothing', () => {
  type Refund = { id: number; transaction_id: string; reference: string; amount_centimes: number; note: string | null; refunded_at: string | null; refunded_by_name: string | null }
  const refunds = async (query = '') => {
    const response = await t.app.inject({ url: `/api/admin/payments/card-refunds?limit=100${query}`, headers: root })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ items: Refund[]; total: number }>()
  }
  const markRefunded = (id: number | string, headers = root) => t.app.inject({ method: 'PUT', url: `/api/admin/payments/card-refunds/${id}/refunded`, headers })

  it('lists a mismatched or unwanted payment with its note, never a granted or failed one, and marks it refunded once: who, when', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const wrong = transaction(request, { amount: '12.00' })
    const failed = transaction(request, { status: -1 })
    const good = transaction(request)
    for (const made of [wrong, failed, good]) expect((await notify(made)).statusCode).toBe(200)
    const late = transaction(request) // a second payment once the access is open
    await notify(late)

    const open = await refunds()
    const mine = open.items.filter((item) => item.reference === request.reference)
    expect(mine.map((item) => item.transaction_id)).toEqual([wrong.id, late.id])
    expect(mine[0]).toMatchObject({ amount_centimes: 1200, refunded_at: null, refunded_by_name: null, note: expect.stringMatching(/montant ou devise/) })
    expect(open.total).toBe(open.items.length)

    const [first] = mine
    if (!first) throw new Error('no refund listed')
    const done = await markRefunded(first.id)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({ message: 'Transaction marquée remboursée.', refund: { id: first.id, refunded_by_name: expect.stringMatching(/^Admin \d+$/) } })
    expect(Date.now() - Date.parse(done.json().refund.refunded_at)).toBeLessThan(60_000)
    // a second click, or another admin first: 409 in French, the first refund's who and when kept
    const again = await markRefunded(first.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: 'Cette transaction est déjà marquée remboursée.' })
    expect((await refunds()).items.map((item) => item.id)).not.toContain(first.id)
    expect((await refunds('&state=rembourse')).items.find((item) => item.id === first.id)?.refunded_at).toBe(done.json().refund.refunded_at)
  })

  it('answers 404 for a granted, failed or unknown transaction and 400 in French for a bad id or filter', async () => {
    const buyer = await student()
    const request = await openRequest(t, buyer, formationId)
    const [granted, failed] = [transaction(request), transaction(request, { status: -1 })]
    await notify(failed)
    await notify(granted)
    const rows = await cardRows(request.id)
    for (const row of rows) {
      const response = await markRefunded(row.id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Transaction introuvable parmi les paiements par carte à rembourser.' })
    }
    expect((await markRefunded(2_000_000_000)).statusCode).toBe(404)
    expect(rows.map((row) => [row.status, row.granted_at === null])).toEqual([['failed', true], ['paid', false]])
    expect((await t.services.db.selectFrom('card_transactions').select('refunded_at').where('payment_request_id', '=', request.id).execute()).every((row) => row.refunded_at === null)).toBe(true)
    for (const bad of ['abc', '-1', '1.5']) expect((await markRefunded(bad)).statusCode).toBe(400)
    const filter = await t.app.inject({ url: '/api/admin/payments/card-refunds?state=tout', headers: root })
    expect(filter.statusCode).toBe(400)
    expect(filter.json().detail).toMatch(/Filtre inconnu/)
  })
})
