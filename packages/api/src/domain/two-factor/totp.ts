import type { Database } from '@tutorat/db'
import { generateSecret, generateURI, verify } from 'otplib'
import { claimTimeStep, findTwoFactor } from './store.ts'
import { decryptSecret } from './keys.ts'

/** ±1 step of 30 s: a phone whose clock is a little off still signs in. */
const DRIFT_SECONDS = 30

export const newTotpSecret = () => generateSecret()

export function otpauthUrl(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret })
}

export interface TotpCheck {
  db: Database
  jwtSecret: string
  adminId: number
  code: string
  /** Enrolment checks the pending secret; everything else only an enabled one. */
  pending?: boolean
}

/**
 * True when `code` is the admin's current TOTP code (±1 step) and its time step is later than
 * the last one accepted: a code already used, or an older one, is refused (replay).
 */
export async function checkTotp({ db, jwtSecret, adminId, code, pending = false }: TotpCheck): Promise<boolean> {
  const row = await findTwoFactor(db, adminId)
  if (!row || Boolean(row.enabled_at) === pending) return false
  const secret = decryptSecret(jwtSecret, adminId, row.secret_ciphertext)
  if (!secret) return false
  const result = await verify({ secret, token: code, epochTolerance: DRIFT_SECONDS, afterTimeStep: row.last_time_step ?? undefined })
  if (!result.valid || !('timeStep' in result)) return false
  return claimTimeStep(db, adminId, result.timeStep)
}
