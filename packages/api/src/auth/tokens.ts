import { errors, jwtVerify, SignJWT } from 'jose'

export type Role = 'admin' | 'student'

export interface TokenClaims {
  sub: number
  role: Role
  /** The account's token version when the token was issued; bumping it revokes every token. */
  ver: number
  /** Student device session id (device limit). */
  sid?: string | undefined
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' }

const key = (secret: string) => new TextEncoder().encode(secret)

export async function signToken(secret: string, claims: TokenClaims, ttl: string): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.ver, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(key(secret))
}

export async function verifyToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    // a token without `exp` would never end: refused even with a valid signature (issue 13)
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] })
    const sub = Number(payload.sub)
    const { role, ver, sid } = payload
    if (!Number.isInteger(sub) || (role !== 'admin' && role !== 'student') || typeof ver !== 'number')
      return { ok: false, reason: 'invalid' }
    return { ok: true, claims: { sub, role, ver, sid: typeof sid === 'string' ? sid : undefined } }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}
