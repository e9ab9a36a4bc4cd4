import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

// Keys derived from JWT_SECRET (HKDF-SHA256, one label per use) so no second secret has to be
// configured; a database copy alone reveals neither a TOTP secret nor a recovery code.
const SALT = 'tutorat/admin-two-factor'

function deriveKey(jwtSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, SALT, label, 32))
}

const VERSION = 'v1'

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url); the admin id is authenticated too. */
export function encryptSecret(jwtSecret: string, adminId: number, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', deriveKey(jwtSecret, 'totp-secret'), iv)
  cipher.setAAD(Buffer.from(String(adminId)))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** The plain secret, or undefined when the row was not sealed with this key (changed JWT_SECRET). */
export function decryptSecret(jwtSecret: string, adminId: number, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(jwtSecret, 'totp-secret'), Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(String(adminId)))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

/** Keyed hash of a recovery code: looked up by equality, useless without the server's key. */
export function hashRecoveryCode(jwtSecret: string, code: string): string {
  return createHmac('sha256', deriveKey(jwtSecret, 'recovery-code')).update(code).digest('base64url')
}
