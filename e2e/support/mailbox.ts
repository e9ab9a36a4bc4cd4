import type { ParsedMail } from 'mailparser'
import type { TestSmtpServer } from '../../apps/server/test/smtp-server.ts'

/** The first mail to `to` whose subject matches, once the outbox worker has sent it. */
export async function mailTo(smtp: TestSmtpServer, to: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const mail = smtp.received.find((received) => received.to && JSON.stringify(received.to).includes(to) && subject.test(received.subject ?? ''))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`aucun e-mail « ${subject} » pour ${to} (reçus : ${smtp.received.map((m) => m.subject).join(', ')})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The path of the verification link in the mail to `to` (DESIGN §15), read from its text part as a mailbox shows it. */
export async function verificationPath(smtp: TestSmtpServer, to: string): Promise<string> {
  const mail = await mailTo(smtp, to, /^Confirmez votre adresse/)
  const path = /\/student\/verify-email\/[\w-]+/.exec(mail.text ?? '')?.[0]
  if (!path) throw new Error(`pas de lien de confirmation dans le mail à ${to}`)
  return path
}
