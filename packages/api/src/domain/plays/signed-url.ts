import { createHmac, timingSafeEqual } from 'node:crypto'
import { HOSTED_VIDEO_MESSAGES as M } from '@tutorat/contracts'
import { deriveKey } from '../../auth/sealed.ts'
import { forbidden } from '../../errors.ts'

// A video's bytes are reached through an address signed for one subject (a student's play, a
// formation's free preview) and a few minutes: the `<video>` element sends no token, so the
// signature is the credential. Each use has its own key (label), so one's signature opens nothing else.

export interface StreamKeys {
  jwtSecret: string
  ttlSeconds: number
}

export interface SignedRequest {
  exp?: string | undefined
  sig?: string | undefined
}

export function urlSigner(label: string) {
  // every Range request of every player checks a signature: the key is derived once per secret
  let derived: { secret: string; key: Buffer } | undefined
  const key = (jwtSecret: string) => {
    if (derived?.secret !== jwtSecret) derived = { secret: jwtSecret, key: deriveKey(jwtSecret, label) }
    return derived.key
  }
  const mac = (jwtSecret: string, subject: string, expires: number) => createHmac('sha256', key(jwtSecret)).update(`${subject}.${expires}`).digest('base64url')

  return {
    /** The query (`exp`, `sig`) that opens `subject` until the TTL, and when it stops. */
    sign(keys: StreamKeys, subject: string, now = Date.now()) {
      const expires = Math.floor(now / 1000) + keys.ttlSeconds
      const query = new URLSearchParams({ exp: String(expires), sig: mac(keys.jwtSecret, subject, expires) })
      return { query: query.toString(), expiresAt: new Date(expires * 1000).toISOString() }
    },
    /** The signature is this subject's, for this expiry, and not past it (403 otherwise, before any lookup); its expiry in seconds. */
    check(jwtSecret: string, subject: string, request: SignedRequest, now = Date.now()): number {
      const expires = /^\d{1,12}$/.test(request.exp ?? '') ? Number(request.exp) : Number.NaN
      const given = Buffer.from(request.sig ?? '')
      const expected = Buffer.from(Number.isNaN(expires) ? '' : mac(jwtSecret, subject, expires))
      if (Number.isNaN(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(M.streamInvalid)
      if (expires * 1000 <= now) throw forbidden(M.streamExpired)
      return expires
    },
  }
}
