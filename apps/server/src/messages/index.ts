import { createOutboxWorker, type MessageChannels, type Services, type WorkerLog } from '@tutorat/api'
import type { Config } from '../config.ts'
import { type ClosableChannel, logEmailChannel, smtpChannel } from './email.ts'
import { whatsappChannel } from './whatsapp.ts'

export interface ConfiguredChannels extends MessageChannels {
  /** what this instance sends through, for the start-up log */
  summary: string
  close(): Promise<void>
}

/**
 * The channels the configuration gives (README § Configuration). No SMTP_URL: mails go to the log
 * outside production, and nowhere in production (rows stay « aucun canal configuré »).
 */
export function messageChannels(config: Config, log: WorkerLog): ConfiguredChannels {
  const site = { name: config.SITE_NAME, contactEmail: config.SITE_CONTACT_EMAIL }
  const smtp: ClosableChannel | undefined = config.SMTP_URL ? smtpChannel({ url: config.SMTP_URL, from: config.MAIL_FROM, site }) : undefined
  const email = smtp ?? (config.NODE_ENV === 'production' ? undefined : logEmailChannel(log, config.MAIL_FROM, site))
  const whatsapp =
    config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
      ? whatsappChannel({ apiUrl: config.WHATSAPP_API_URL, token: config.WHATSAPP_TOKEN, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID })
      : undefined
  const emailSummary = smtp ? `e-mail par ${smtpHost(config.SMTP_URL)}` : email ? 'e-mails écrits dans le journal (SMTP_URL absent)' : 'pas d’e-mail (SMTP_URL absent)'
  return {
    email,
    whatsapp,
    summary: `${emailSummary}, ${whatsapp ? 'WhatsApp Cloud API' : 'pas de WhatsApp (WHATSAPP_TOKEN absent)'}`,
    close: async () => smtp?.close(),
  }
}

/** The host only: the URL carries the SMTP password. */
const smtpHost = (url: string | undefined) => (url ? (URL.parse(url)?.host ?? 'SMTP') : 'SMTP')

/** Starts this instance's outbox worker (unless MESSAGES_WORKER=0); `stop()` waits for the round in flight. */
export function startMessages(config: Config, services: Services, log: WorkerLog): { stop: () => Promise<void> } {
  if (!config.MESSAGES_WORKER) {
    log.info({}, 'file des messages : pas d’envoi depuis cette instance (MESSAGES_WORKER=0)')
    return { stop: async () => {} }
  }
  const channels = messageChannels(config, log)
  const worker = createOutboxWorker({
    db: services.db,
    jwtSecret: services.settings.jwtSecret,
    publicUrl: services.settings.publicUrl,
    channels,
    log,
  })
  worker.start()
  if (channels.email) log.info({}, `file des messages : ${channels.summary}`)
  else log.warn({}, `file des messages : ${channels.summary}`)
  return {
    stop: async () => {
      await worker.stop()
      await channels.close()
    },
  }
}
