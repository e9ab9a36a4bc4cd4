import { jwtVerify, SignJWT } from 'jose'

// The token between the password and the code. Its own audience and no `role` claim: the
// role procedures refuse it (verifyToken wants a role), and it answers only loginTwoFactor.
const AUDIENCE = 'admin-two-factor'
const TTL = '5m'

const key = (secret: string) => new TextEncoder().encode(secret)

export interface ChallengeClaims {
  adminId: number
  /** The admin's token version at the password step: a password change kills the challenge. */
  version: number
  /** The device id of the valid device token the password step was counted against (DESIGN §15). */
  device?: string | undefined
}

export function signChallenge(secret: string, claims: ChallengeClaims): Promise<string> {
  return new SignJWT({ ver: claims.version, purpose: AUDIENCE, ...(claims.device ? { dev: claims.device } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.adminId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(key(secret))
}

export async function verifyChallenge(secret: string, token: string): Promise<ChallengeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp', 'sub'] })
    const adminId = Number(payload.sub)
    if (!Number.isSafeInteger(adminId) || payload.purpose !== AUDIENCE || typeof payload.ver !== 'number') return undefined
    return { adminId, version: payload.ver, device: typeof payload.dev === 'string' ? payload.dev : undefined }
  } catch {
    return undefined
  }
}
