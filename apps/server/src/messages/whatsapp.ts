import { DeliveryError, type DeliveryFailure, type MessageChannel, type OutgoingMessage } from '@tutorat/api'

// WhatsApp Business Cloud API (DESIGN §10): one approved Utility template per message, in French
// (docs/whatsapp-templates.md lists them as submitted to Meta). The Graph API answers an error as
// `{ error: { code, message, error_data: { details } } }`; Meta says to act on `code`, not on titles.

export interface WhatsAppOptions {
  /** e.g. https://graph.facebook.com/v26.0 */
  apiUrl: string
  token: string
  phoneNumberId: string
  timeoutMs?: number
}

/** 131026 not on WhatsApp (or old app, terms not accepted); 131021 the business's own number. */
const UNREACHABLE_NUMBER = new Set([131026, 131021])
/**
 * Throttling and Meta's own hiccups, often answered with HTTP 400: 4 / 80007 / 130429 rate limits,
 * 131048 spam rate limit, 131056 too many messages to this number, 131049 held back by Meta,
 * 131000 / 131016 / 2 « something went wrong », « service unavailable ».
 */
const TRANSIENT_CODES = new Set([2, 4, 80007, 130429, 131048, 131056, 131049, 131000, 131016])
/** 131009 « parameter value is not valid » names the number only sometimes: then the number is at fault. */
const NAMES_THE_NUMBER = /phone|recipient|\bto\b|wa_?id/i

interface GraphError {
  code?: number
  message?: string
  error_data?: { details?: string }
}

export function whatsappChannel(options: WhatsAppOptions): MessageChannel {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/${options.phoneNumberId}/messages`
  const timeoutMs = Math.min(options.timeoutMs ?? 30_000, 30_000)
  return {
    async send(message) {
      const payload = templatePayload(message)
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        const why = error instanceof Error && error.name === 'TimeoutError' ? `pas de réponse en ${timeoutMs / 1000} s` : String(error)
        throw new DeliveryError(`WhatsApp injoignable — ${why}`, 'retry')
      }
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) throw graphDeliveryError(response.status, body)
    },
  }
}

/** Meta refuses line breaks, tabs and runs of more than 4 spaces in a parameter, and empty ones. */
const parameter = (value: string) => ({ type: 'text', text: value.replace(/\s+/g, ' ').trim().slice(0, 500) || '—' })

export function templatePayload(message: OutgoingMessage) {
  const { whatsapp, action } = message.rendered
  // an email-only message (one that proves the mailbox) never gets a WhatsApp row; this is the guard
  if (!whatsapp) throw new DeliveryError('message réservé à l’e-mail : pas de modèle WhatsApp', 'permanent')
  const components: object[] = [{ type: 'body', parameters: whatsapp.body.map(parameter) }]
  // the template's button is `https://<site>/{{1}}`: the suffix is the action's path
  if (action) components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: action.path.replace(/^\/+/, '') }] })
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.recipient.replace(/^\+/, ''),
    type: 'template',
    template: { name: whatsapp.name, language: { code: 'fr' }, components },
  }
}

export function graphFailure(status: number, error: GraphError): DeliveryFailure {
  if (status >= 500 || [401, 403, 408, 429].includes(status)) return 'retry'
  const code = error.code ?? 0
  if (TRANSIENT_CODES.has(code)) return 'retry'
  if (UNREACHABLE_NUMBER.has(code)) return 'invalid_recipient'
  if (code === 131009 && NAMES_THE_NUMBER.test(error.error_data?.details ?? '')) return 'invalid_recipient'
  return 'permanent'
}

const REASONS: Record<DeliveryFailure, string> = {
  invalid_recipient: 'numéro injoignable sur WhatsApp',
  permanent: 'message refusé par WhatsApp',
  retry: 'WhatsApp indisponible',
}

export function graphDeliveryError(status: number, body: unknown): DeliveryError {
  const error: GraphError = (body as { error?: GraphError } | null)?.error ?? {}
  const failure = graphFailure(status, error)
  const said = [error.message, error.error_data?.details].filter(Boolean).join(' — ') || 'sans détail'
  return new DeliveryError(`WhatsApp : ${REASONS[failure]} (HTTP ${status}${error.code ? `, #${error.code}` : ''}) — ${said}`, failure)
}
