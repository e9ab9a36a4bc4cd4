import { createHmac } from 'node:crypto'
import { http, HttpResponse } from 'msw'

// YouCan Pay's HTTP API as msw answers it (nothing leaves the machine): tokenize, the transactions
// API, and webhooks signed as YouCan Pay signs them (hex HMAC-SHA256 of the body, private key).

export const YCP_API = 'https://youcanpay.test/api'
export const YCP_PRIVATE_KEY = 'pri_sandbox_0123456789abcdef'
export const YCP_ENV = { YOUCANPAY_PRIVATE_KEY: YCP_PRIVATE_KEY, YOUCANPAY_PUBLIC_KEY: 'pub_sandbox_0123456789abcdef', YOUCANPAY_API_URL: YCP_API }

export interface FakeTransaction {
  id: string
  order_id: string
  /** 1 paid, 0 pending, -1 failed */
  status: number
  amount: string
  currency: string
}

/** `5xx`: answers 503; `down`: the connection fails. */
export type Outage = 'none' | '5xx' | 'down'

export function fakeYouCanPay() {
  const state = {
    tokenized: [] as Record<string, unknown>[],
    /** the transaction ids asked for, with the key they came with */
    fetched: [] as { id: string; priKey: string | null }[],
    transactions: new Map<string, FakeTransaction>(),
    outage: 'none' as Outage,
  }
  const failure = () => (state.outage === 'down' ? HttpResponse.error() : HttpResponse.json({ message: 'Server Error' }, { status: 503 }))
  const handlers = [
    http.post(`${YCP_API}/tokenize`, async ({ request }) => {
      if (state.outage !== 'none') return failure()
      state.tokenized.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ token: { id: `tok-${state.tokenized.length}` } })
    }),
    http.get(`${YCP_API}/transactions/:id`, ({ params, request }) => {
      if (state.outage !== 'none') return failure()
      const id = String(params.id)
      state.fetched.push({ id, priKey: new URL(request.url).searchParams.get('pri_key') })
      const transaction = state.transactions.get(id)
      if (!transaction) return HttpResponse.json({ success: false, message: 'Transaction introuvable' }, { status: 404 })
      return HttpResponse.json({ ...transaction, created_at: '2026-11-28 10:00:00' })
    }),
  ]
  return { state, handlers }
}

export const signBody = (body: string, key = YCP_PRIVATE_KEY) => createHmac('sha256', key).update(body).digest('hex')

/** A webhook body as YouCan Pay sends it; what it says of the transaction is not believed anyway. */
export const webhookBody = (transaction: Partial<FakeTransaction> & { id: string }, event = 'transaction.paid') =>
  JSON.stringify({
    id: `evt-${Math.random().toString(36).slice(2)}`,
    event_name: event,
    sandbox: true,
    payload: { token: { id: 'tok-1' }, transaction: { status: 1, amount: '1200.00', currency: 'MAD', ...transaction }, metadata: {} },
  })
