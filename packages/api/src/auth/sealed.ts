import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// Keys derived from JWT_SECRET (HKDF-SHA256, one label per use) so no second secret has to be
// configured; a database copy alone reveals neither a TOTP secret nor a link waiting in the outbox.
// The salt predates the second use (two-factor sign-in was first): changing it would orphan sealed rows.
const SALT = 'tutorat/admin-two-factor'

export function deriveKey(jwtSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, SALT, label, 32))
}

const VERSION = 'v1'

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url); `context` is authenticated too. */
export function seal(jwtSecret: string, label: string, context: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', deriveKey(jwtSecret, label), iv)
  cipher.setAAD(Buffer.from(context))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** The plain text, or undefined when it was not sealed with this key and context (changed JWT_SECRET). */
export function unseal(jwtSecret: string, label: string, context: string, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(jwtSecret, label), Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}
