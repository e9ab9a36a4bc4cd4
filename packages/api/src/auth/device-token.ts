import { randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { deriveKey } from './sealed.ts'

// OWASP « device cookies »: a browser that signed in to an account holds this token; its next
// attempts on that account are counted apart from strangers' (login-throttle.ts). Its own key
// (derived from JWT_SECRET) and audience: it can never pass as an access or challenge token,
// nor one of those as it.
const AUDIENCE = 'sign-in-device'
const LABEL = 'sign-in-device-token'
export const DEVICE_TOKEN_TTL = '30d'
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/

const key = (jwtSecret: string) => deriveKey(jwtSecret, LABEL)

export const newDeviceId = () => randomBytes(16).toString('base64url')

/** `account` is the lockout's account (`admin:<email>`, `student:<email>`, normalized). */
export function signDeviceToken(jwtSecret: string, account: string, deviceId: string): Promise<string> {
  return new SignJWT({ dev: deviceId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(DEVICE_TOKEN_TTL)
    .sign(key(jwtSecret))
}

/** The device id of a valid token issued for this very account; undefined for anything else. */
export async function verifyDeviceToken(jwtSecret: string, token: string, account: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(jwtSecret), { algorithms: ['HS256'], audience: AUDIENCE, subject: account, requiredClaims: ['exp', 'iat', 'sub'] })
    return typeof payload.dev === 'string' && DEVICE_ID.test(payload.dev) ? payload.dev : undefined
  } catch {
    return undefined
  }
}
