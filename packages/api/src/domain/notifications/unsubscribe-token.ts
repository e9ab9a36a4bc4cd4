import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../../auth/sealed.ts'

// The link at the foot of a non-essential message: it works without signing in (DESIGN §10),
// names one student and one channel, and cannot be forged without the server's key. It does not
// expire: an unsubscribe link must keep working as long as the mails that carry it.

export type OptOutChannel = 'email' | 'whatsapp'

const mac = (jwtSecret: string, payload: string) => createHmac('sha256', deriveKey(jwtSecret, 'unsubscribe')).update(payload).digest('base64url')

export function unsubscribeToken(jwtSecret: string, studentId: number, channel: OptOutChannel): string {
  const payload = `${studentId}.${channel === 'email' ? 'e' : 'w'}`
  return `${payload}.${mac(jwtSecret, payload)}`
}

export function readUnsubscribeToken(jwtSecret: string, token: string): { studentId: number; channel: OptOutChannel } | undefined {
  const match = /^(\d{1,10})\.([ew])\.([\w-]{43})$/.exec(token)
  if (!match) return undefined
  const [, id, kind, signature] = match
  const expected = Buffer.from(mac(jwtSecret, `${id}.${kind}`))
  const given = Buffer.from(signature ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return { studentId: Number(id), channel: kind === 'e' ? 'email' : 'whatsapp' }
}
