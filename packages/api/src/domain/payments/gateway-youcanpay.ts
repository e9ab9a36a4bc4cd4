import { createHmac, timingSafeEqual } from 'node:crypto'
import type { CardTransactionStatus } from '@tutorat/contracts'
import { type CheckoutRequest, type GatewayTransaction, GatewayUnavailableError, type PaymentGateway, type WebhookNotice } from './gateway.ts'

// YouCan Pay's REST API (the decisions file names the sources): `POST {api}/tokenize` with the
// private key → `{token: {id}}`; the hosted form at `{site}/payment-form/{token}`; `GET
// {api}/transactions/{id}?pri_key=…`; webhooks signed in `X-Youcanpay-Signature` with the hex
// HMAC-SHA256 of the body under the private key.

export interface YouCanPayOptions {
  privateKey: string
  /** `https://youcanpay.com/api` in production, `https://youcanpay.com/sandbox/api` in the sandbox */
  apiUrl: string
  timeoutMs?: number
}

/** Status 1 is a paid transaction (the SDKs and the WooCommerce plugin); 0 still pending; anything else failed. */
const statusOf = (code: unknown): CardTransactionStatus => (Number(code) === 1 ? 'paid' : Number(code) === 0 ? 'pending' : 'failed')

/**
 * The SDK's flat transaction (`GET {api}/transactions/{id}?pri_key=…`) gives a decimal string in
 * dirhams (« 1200.00 »). Without its decimal point an amount could be dirhams or centimes — a
 * hundredfold either way — so it reads as unknown (never equal to a request: no grant).
 */
function centimesOfDecimal(amount: unknown): number | null {
  if (typeof amount !== 'string' || !/^\d{1,7}\.\d{1,2}$/.test(amount.trim())) return null
  return Math.round(Number(amount.trim()) * 100)
}

/** The documented Transaction object nests `amount.amount`, an integer string in minor units (« 10000 »). */
function centimesOfMinor(amount: unknown): number | null {
  const text = typeof amount === 'string' ? amount.trim() : ''
  return /^\d{1,9}$/.test(text) ? Number(text) : null
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The SDK's answer carries `amount` and `currency` flat; the documented object nests them under `amount`. */
function toTransaction(body: Record<string, unknown>): GatewayTransaction {
  const nested = isObject(body.amount) ? body.amount : undefined
  return {
    id: text(body.id),
    orderId: text(body.order_id),
    status: statusOf(body.status),
    amountCentimes: nested ? centimesOfMinor(nested.amount) : centimesOfDecimal(body.amount),
    currency: text(nested ? nested.currency : body.currency).toUpperCase(),
  }
}

/** The object itself, whatever wraps it: `transaction` in some answers, `data` in the documented one. */
const unwrap = (body: Record<string, unknown>) => (isObject(body.transaction) ? body.transaction : isObject(body.data) ? body.data : body)

export function youCanPayGateway({ privateKey, apiUrl, timeoutMs = 10_000 }: YouCanPayOptions): PaymentGateway {
  const api = apiUrl.replace(/\/+$/, '')

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response
    try {
      response = await fetch(`${api}/${path}`, { ...init, headers: { accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(timeoutMs) })
    } catch (cause) {
      throw new GatewayUnavailableError('YouCan Pay unreachable', { cause })
    }
    if (response.status >= 500) throw new GatewayUnavailableError(`YouCan Pay answered ${response.status}`)
    return response
  }

  async function json(response: Response): Promise<Record<string, unknown>> {
    const body: unknown = await response.json().catch(() => null)
    if (!isObject(body)) throw new GatewayUnavailableError(`YouCan Pay answered ${response.status} without a JSON object`)
    return body
  }

  return {
    name: 'youcanpay',

    async checkout(request: CheckoutRequest) {
      const response = await call('tokenize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pri_key: privateKey,
          order_id: request.orderId,
          amount: request.amountCentimes,
          currency: request.currency,
          success_url: request.successUrl,
          error_url: request.errorUrl,
          customer_ip: request.customerIp,
        }),
      })
      const body = await json(response)
      const token = isObject(body.token) ? text(body.token.id) : ''
      // a refusal (4xx: a wrong key, a refused field) is ours to fix, but the student still pays by transfer
      if (!response.ok || !token) throw new GatewayUnavailableError(`YouCan Pay refused the token (${response.status}): ${text(body.message)}`)
      // the hosted form lives beside the API: …/api → …/payment-form/{token} (…/sandbox/api → …/sandbox/payment-form/…)
      const site = api.replace(/\/api$/, '')
      return { redirectUrl: `${site}/payment-form/${encodeURIComponent(token)}` }
    },

    verifySignature(rawBody, signature) {
      if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false
      const expected = createHmac('sha256', privateKey).update(rawBody).digest()
      return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'))
    },

    readNotice(rawBody): WebhookNotice | null {
      let body: unknown
      try {
        body = JSON.parse(rawBody.toString('utf8'))
      } catch {
        return null
      }
      if (!isObject(body)) return null
      const payload = isObject(body.payload) ? body.payload : {}
      const transaction = isObject(payload.transaction) ? payload.transaction : {}
      return { event: text(body.event_name), transactionId: text(transaction.id) || null }
    },

    async fetchTransaction(id) {
      const response = await call(`transactions/${encodeURIComponent(id)}?${new URLSearchParams({ pri_key: privateKey })}`)
      if (response.status === 404) return null
      const body = await json(response)
      if (!response.ok) throw new GatewayUnavailableError(`YouCan Pay answered ${response.status} for a transaction`)
      return toTransaction(unwrap(body))
    },
  }
}
