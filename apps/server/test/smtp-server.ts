import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** An SMTP reply the test server gives instead of « 250 OK ». */
export interface SmtpReply {
  code: number
  message: string
}

/** What the server does; the test changes it between rounds. */
export interface SmtpBehaviour {
  /** answer RCPT TO for this address */
  rejectRecipient?: ((address: string) => SmtpReply | undefined) | undefined
  /** answer the end of DATA */
  dataReply?: SmtpReply | undefined
  /** wait this long before answering the end of DATA */
  delayMs?: number | undefined
  /** keep the parsed mails (the bench only counts) */
  parse?: boolean | undefined
}

const smtpError = (reply: SmtpReply) => Object.assign(new Error(reply.message), { responseCode: reply.code })

/**
 * A real SMTP server (smtp-server, no TLS, no auth) on a local port (a free one unless `port`),
 * receiving what nodemailer sends and parsing it with mailparser.
 */
export async function startSmtpServer(behaviour: SmtpBehaviour = {}, port = 0) {
  const received: ParsedMail[] = []
  let accepted = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const reply = behaviour.rejectRecipient?.(address.address)
      callback(reply ? smtpError(reply) : null)
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const answer = async () => {
          if (behaviour.dataReply) return callback(smtpError(behaviour.dataReply))
          accepted += 1
          if (behaviour.parse !== false) received.push(await simpleParser(Buffer.concat(chunks)))
          callback(null)
        }
        setTimeout(() => void answer(), behaviour.delayMs ?? 0)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address() as AddressInfo
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    behaviour,
    received,
    /** mails the server answered « 250 » to */
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>

/** The raw value of a header as it travelled (mailparser turns `List-*` headers into objects). */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '')
