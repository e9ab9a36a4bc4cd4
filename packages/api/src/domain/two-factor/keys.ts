import { createHmac } from 'node:crypto'
import { deriveKey, seal, unseal } from '../../auth/sealed.ts'

/** The TOTP secret sealed for one admin (their id is authenticated with it). */
export const encryptSecret = (jwtSecret: string, adminId: number, plain: string) => seal(jwtSecret, 'totp-secret', String(adminId), plain)

/** The plain secret, or undefined when the row was not sealed with this key (changed JWT_SECRET). */
export const decryptSecret = (jwtSecret: string, adminId: number, sealed: string) => unseal(jwtSecret, 'totp-secret', String(adminId), sealed)

/** Keyed hash of a recovery code: looked up by equality, useless without the server's key. */
export function hashRecoveryCode(jwtSecret: string, code: string): string {
  return createHmac('sha256', deriveKey(jwtSecret, 'recovery-code')).update(code).digest('base64url')
}
