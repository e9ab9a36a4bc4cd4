import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

// A stand-in for YouCan Pay on 127.0.0.1 (nothing leaves the machine): its API (tokenize,
// transactions) and its hosted payment form, whose « Payer » sends the signed webhook to the
// platform a moment later (so the return page has to wait for it) and sends the browser back.

export const YCP_KEYS = { YOUCANPAY_PRIVATE_KEY: 'pri_e2e_0123456789', YOUCANPAY_PUBLIC_KEY: 'pub_e2e_0123456789' }

interface Checkout {
  order_id: string
  amount: number
  currency: string
  success_url: string
  error_url: string
}

const read = async (request: IncomingMessage) => {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return body
}

export async function startFakeYouCanPay(webhookDelayMs = 1500) {
  const checkouts = new Map<string, Checkout>()
  const transactions = new Map<string, { id: string; order_id: string; status: number; amount: string; currency: string }>()
  let platform = ''
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (request.method === 'POST' && url.pathname === '/api/tokenize') {
      const token = `tok-${checkouts.size + 1}`
      checkouts.set(token, JSON.parse(await read(request)) as Checkout)
      return send(200, { token: { id: token } })
    }
    const transaction = /^\/api\/transactions\/(.+)$/.exec(url.pathname)
    if (request.method === 'GET' && transaction) {
      const found = transactions.get(decodeURIComponent(transaction[1] ?? ''))
      return found ? send(200, found) : send(404, { success: false, message: 'introuvable' })
    }
    const form = /^\/payment-form\/([^/]+)(\/pay)?$/.exec(url.pathname)
    const checkout = form ? checkouts.get(form[1] ?? '') : undefined
    if (!form || !checkout) return send(404, 'introuvable', 'text/plain')
    if (request.method === 'GET') {
      const amount = (checkout.amount / 100).toFixed(2)
      return send(200, `<!doctype html><html lang="fr"><title>YouCan Pay</title><main><h1>YouCan Pay (test)</h1><p>${amount} ${checkout.currency} — commande ${checkout.order_id}</p><form method="post" action="${url.pathname}/pay"><button>Payer ${amount} ${checkout.currency}</button></form></main></html>`, 'text/html; charset=utf-8')
    }
    const id = `txn-${transactions.size + 1}`
    transactions.set(id, { id, order_id: checkout.order_id, status: 1, amount: (checkout.amount / 100).toFixed(2), currency: checkout.currency })
    const body = JSON.stringify({ id: `evt-${id}`, event_name: 'transaction.paid', sandbox: true, payload: { transaction: { id } } })
    setTimeout(() => {
      void fetch(`${platform}/api/payments/youcanpay/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-youcanpay-signature': createHmac('sha256', YCP_KEYS.YOUCANPAY_PRIVATE_KEY).update(body).digest('hex') },
        body,
      })
    }, webhookDelayMs)
    response.writeHead(303, { location: `${checkout.success_url}?transaction_id=${id}` })
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    apiUrl: `${url}/api`,
    checkouts,
    /** where the webhooks go: the platform's address, known once it listens */
    setPlatform: (base: string) => {
      platform = base
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
