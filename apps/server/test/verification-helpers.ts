import type { FastifyInstance } from 'fastify'
import { type recordingOutbox, tokenOf } from './outbox-helpers.ts'

type Outbox = ReturnType<typeof recordingOutbox>

/** The token of the last verification link the outbox worker mailed to `email` (as a mailbox would read it). */
export async function mailedVerificationToken(outbox: Outbox, email: string): Promise<string> {
  await outbox.deliver()
  const mails = outbox.sent.filter((s) => s.channel === 'email' && s.message.recipient === email && s.message.template === 'email_verification')
  return tokenOf(mails.at(-1)?.message.actionUrl)
}

/** Opens the link mailed to `email`: the address is confirmed and the student signed in (their token). */
export async function verifyByMail(app: FastifyInstance, outbox: Outbox, email: string): Promise<string> {
  const token = await mailedVerificationToken(outbox, email)
  const response = await app.inject({ method: 'POST', url: '/api/student/verify-email', payload: { token } })
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.statusCode} ${response.body}`)
  return response.json<{ access_token: string }>().access_token
}
