import type { NotificationTemplate } from '@tutorat/contracts'
import type { RenderedMessage } from './templates.ts'

/** A message ready to leave: rendered, with absolute links. */
export interface OutgoingMessage {
  id: number
  template: NotificationTemplate
  /** an email address or an E.164 number */
  recipient: string
  rendered: RenderedMessage
  /** the action's absolute address (PUBLIC_URL + path), if the message has one */
  actionUrl: string | null
  /** non-essential messages to a student: where they stop this channel, without signing in */
  unsubscribeUrl: string | null
  /** RFC 8058 one-click: where a mail client POSTs `List-Unsubscribe=One-Click` (the API; the page above takes no POST) */
  oneClickUnsubscribeUrl: string | null
}

/** Email over SMTP, WhatsApp's Cloud API: each throws a DeliveryError when the message did not leave. */
export interface MessageChannel {
  send(message: OutgoingMessage): Promise<void>
}

export interface MessageChannels {
  email?: MessageChannel | undefined
  whatsapp?: MessageChannel | undefined
}

/**
 * Why a delivery failed, as the worker must treat it: `retry` (down, slow, 5xx, rate limited),
 * `permanent` (the provider refused the message itself: a rejected template; retrying cannot help),
 * `invalid_recipient` (a bounced address, a number not on WhatsApp: the channel gets marked).
 */
export type DeliveryFailure = 'retry' | 'permanent' | 'invalid_recipient'

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: DeliveryFailure,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}
