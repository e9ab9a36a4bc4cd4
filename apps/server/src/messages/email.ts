import { DeliveryError, type DeliveryFailure, type MessageChannel, type OutgoingMessage, type WorkerLog } from '@tutorat/api'
import type { NodemailerError, Transporter } from 'nodemailer'
import { composeEmail, type EmailSite } from './email-body.ts'

// Email over SMTP (DESIGN §10). A small pool of connections: the worker sends a round of messages
// at once, and a new TLS session per mail would cost more than the mail.

export interface SmtpOptions {
  url: string
  from: string
  site: EmailSite
  /** the longest a mail may take, from the pool's queue to the server's « 250 »; at most 30 s */
  timeoutMs?: number
  maxConnections?: number
}

export interface ClosableChannel extends MessageChannel {
  close(): Promise<void>
}

/** 550 no such mailbox, 551 not local, 553 mailbox name not allowed: the address itself is wrong. */
const RECIPIENT_REJECTED = new Set([550, 551, 553])

export function smtpChannel(options: SmtpOptions): ClosableChannel {
  const timeoutMs = Math.min(options.timeoutMs ?? 30_000, 30_000)
  // nodemailer loads with the first mail: an instance that sends none keeps its memory
  let transport: Promise<Transporter> | undefined
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.url,
        pool: true,
        maxConnections: options.maxConnections ?? 5,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      }),
    ))
  return {
    async send(message) {
      const smtp = await connect()
      try {
        await smtp.sendMail({ ...envelope(message, options), signal: AbortSignal.timeout(timeoutMs) })
      } catch (error) {
        throw smtpDeliveryError(error)
      }
    },
    async close() {
      ;(await transport)?.close()
    },
  }
}

function envelope(message: OutgoingMessage, options: Pick<SmtpOptions, 'from' | 'site'>) {
  // RFC 8058: a mail client may unsubscribe with one POST, without opening anything
  const headers: Record<string, string> = message.oneClickUnsubscribeUrl
    ? { 'List-Unsubscribe': `<${message.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {}
  return { from: options.from, to: message.recipient, headers, ...composeEmail(message, options.site) }
}

/** What the worker should do with a failed mail: nodemailer tells the SMTP command and reply code. */
export function smtpFailure(error: unknown): DeliveryFailure {
  const failure = error as Partial<NodemailerError>
  if (failure.code === 'EENVELOPE') {
    if (failure.command === 'RCPT TO' && RECIPIENT_REJECTED.has(failure.responseCode ?? 0)) return 'invalid_recipient'
    // a full mailbox empties: RFC 5321 §4.5.3.1.10 has clients read 552 to RCPT as temporary
    if (failure.command === 'RCPT TO' && failure.responseCode === 552) return 'retry'
    // refused before any connection: an address nodemailer cannot even write in the envelope
    if (failure.command === 'API' && /recipient/i.test(failure.message ?? '')) return 'invalid_recipient'
  }
  // wrong credentials are the operator's to fix, within the day the row keeps being retried
  if (failure.code === 'EAUTH' || failure.code === 'ENOAUTH') return 'retry'
  return failure.permanent === true ? 'permanent' : 'retry'
}

const REASONS: Record<DeliveryFailure, string> = {
  invalid_recipient: 'adresse refusée par le serveur de messagerie',
  permanent: 'message refusé par le serveur de messagerie',
  retry: 'serveur de messagerie indisponible',
}

export function smtpDeliveryError(error: unknown): DeliveryError {
  const failure = smtpFailure(error)
  const detail = error as Partial<NodemailerError>
  const said = detail.response ?? detail.message ?? String(error)
  const code = detail.code ? ` [${detail.code}]` : ''
  return new DeliveryError(`E-mail : ${REASONS[failure]}${code} — ${said}`, failure)
}

/**
 * No SMTP_URL outside production: the mail goes to the log, link included, so `npm start` shows
 * the whole flow (a development mail backend). Never in production: it would log live links.
 */
export function logEmailChannel(log: WorkerLog, from: string, site: EmailSite): MessageChannel {
  return {
    async send(message) {
      const mail = composeEmail(message, site)
      log.info({ from, to: message.recipient, subject: mail.subject }, `e-mail non envoyé (SMTP_URL absent) à ${message.recipient} : « ${mail.subject} »\n${mail.text}`)
    },
  }
}
