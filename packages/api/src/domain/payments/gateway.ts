import type { CardGateway, CardTransactionStatus } from '@tutorat/contracts'

// DESIGN §18, cards: what the platform asks of a card gateway. YouCan Pay is the one
// implementation (gateway-youcanpay.ts); a second (CMI's « 3D Pay Hosting ») would fit the same.

export interface CheckoutRequest {
  /** the request's reference (`TM-7K3Q9P`), the gateway's `order_id` */
  orderId: string
  /** from the server's request, never the client's */
  amountCentimes: number
  currency: string
  successUrl: string
  errorUrl: string
  customerIp: string
}

/** A transaction as the gateway's own API describes it, fetched before anything is granted. */
export interface GatewayTransaction {
  id: string
  orderId: string
  status: CardTransactionStatus
  /** null when the gateway's amount could not be read: never equal to a request's */
  amountCentimes: number | null
  currency: string
}

/** What a signed webhook names; the rest of its body is not trusted. */
export interface WebhookNotice {
  event: string
  transactionId: string | null
}

/** The gateway did not answer, or answered 5xx: the student may pay by transfer, the webhook is retried. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GatewayUnavailableError'
  }
}

export interface PaymentGateway {
  readonly name: CardGateway
  /** A payment token for the request, and the hosted payment form to send the student to. */
  checkout(request: CheckoutRequest): Promise<{ redirectUrl: string }>
  /** True only when `signature` is the gateway's signature of these exact bytes. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean
  /** The notice a (verified) webhook body carries; null when it is not a JSON object. */
  readNotice(rawBody: Buffer): WebhookNotice | null
  /** The transaction from the gateway's API; null when the gateway does not know it. */
  fetchTransaction(id: string): Promise<GatewayTransaction | null>
}
