import { createOutboxWorker, type MessageChannel, type OutgoingMessage } from '@tutorat/api'
import type { TestApp } from './helpers.ts'

export interface SentMessage {
  channel: 'email' | 'whatsapp'
  message: OutgoingMessage
}

const quiet = { info: () => {}, warn: () => {} }

/**
 * The real outbox worker over the test app's database, with channels that only record what they
 * were given: what a student "received", and the links in it (`message.actionUrl`).
 */
export function recordingOutbox(t: TestApp) {
  const sent: SentMessage[] = []
  const recorder = (channel: SentMessage['channel']): MessageChannel => ({
    send: async (message) => {
      sent.push({ channel, message })
    },
  })
  const worker = createOutboxWorker({
    db: t.services.db,
    jwtSecret: t.services.settings.jwtSecret,
    publicUrl: t.services.settings.publicUrl,
    channels: { email: recorder('email'), whatsapp: recorder('whatsapp') },
    log: quiet,
  })
  return {
    sent,
    /** Delivers everything due; returns what this call sent to `recipient` (an email or E.164 number), or all of it. */
    async deliver(recipient?: string): Promise<SentMessage[]> {
      const before = sent.length
      await worker.drain()
      return sent.slice(before).filter((s) => recipient === undefined || s.message.recipient === recipient)
    },
  }
}

/** The token at the end of a link the platform sent (`…/student/reset-password/<token>`). */
export function tokenOf(url: string | null | undefined): string {
  const token = url?.split('/').pop()
  if (!token) throw new Error(`no link in this message: ${String(url)}`)
  return token
}

/** The outbox rows written for a student (what the event queued, before any delivery). */
export function outboxRows(t: TestApp, studentId: number) {
  return t.services.db
    .selectFrom('notifications')
    .select(['id', 'channel', 'recipient', 'template', 'status', 'params'])
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute()
}
