import { STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { TRPCError } from '@trpc/server'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import type { Context } from '../../context.ts'
import { rememberGoogleAccount } from '../drive/google-account.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { findStudentByEmail } from '../students/queries.ts'
import { signedIn } from './login.ts'
import { revokeStudentSessions } from './sessions.ts'

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com']
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySet(url: string) {
  let set = keySets.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url))
    keySets.set(url, set)
  }
  return set
}

const unauthorized = (message: string) => new TRPCError({ code: 'UNAUTHORIZED', message })

/**
 * DESIGN §4: verifies a Google ID token (signature against the configured JWKS, issuer,
 * audience, expiry, verified email). A known email signs in; an unknown one becomes a
 * student with no course yet, verified. DESIGN §15: an unverified account is taken over by the
 * Google identity of its address — whoever registered it first loses it.
 */
export async function googleLogin(ctx: Context, credential: string) {
  const { email, name, sub } = await verifyGoogleIdToken(ctx, credential)
  const existing = await findStudentByEmail(ctx.db, email)
  const id = existing?.id ?? (await createGoogleStudent(ctx, { name, email, google_sub: sub }))
  if (!id) throw unauthorized(STUDENT_SPACE_MESSAGES.googleFailed)
  await ctx.db.transaction().execute(async (trx) => {
    await takeOverIfUnverified(trx, id, { name, google_sub: sub })
    await rememberGoogleAccount(trx, id, email)
  })
  return signedIn(ctx, id)
}

/** The ID token's checks (signature, issuer, audience = GOOGLE_CLIENT_ID, expiry) and its verified address. */
export async function verifyGoogleIdToken(ctx: Pick<Context, 'settings'>, credential: string) {
  const { googleClientId, googleJwksUrl } = ctx.settings
  if (!googleClientId) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: STUDENT_SPACE_MESSAGES.googleDisabled })
  let payload
  try {
    ;({ payload } = await jwtVerify(credential, keySet(googleJwksUrl), { issuer: ISSUERS, audience: googleClientId, algorithms: ['RS256'] }))
  } catch {
    throw unauthorized(STUDENT_SPACE_MESSAGES.googleFailed)
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : ''
  if (!email || payload.email_verified !== true) throw unauthorized(STUDENT_SPACE_MESSAGES.googleEmailUnverified)
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 120) : email.split('@')[0] ?? email
  return { email, name, sub: payload.sub ?? null }
}

async function createGoogleStudent(ctx: Context, student: { name: string; email: string; google_sub: string | null }) {
  try {
    return (await ctx.db.insertInto('students').values(student).returning('id').executeTakeFirstOrThrow()).id
  } catch (error) {
    // the same person signing in twice at once: the other request created the row
    if (!isUniqueViolation(error)) throw error
    return (await findStudentByEmail(ctx.db, student.email))?.id
  }
}

/**
 * The address is Google's proof: an unverified account loses its password, every session and
 * every live link (set-password, reset, verification), and becomes verified. What whoever signed
 * up typed goes too: the name becomes Google's, and the phone, school and level (and with the
 * phone the WhatsApp consent) are cleared, so no message of the owner reaches the squatter's
 * phone and nothing of theirs shows in the owner's space. A verified account is left as it is.
 */
async function takeOverIfUnverified(trx: Database, id: number, google: { name: string; google_sub: string | null }) {
  const taken = await trx
    .updateTable('students')
    .set({
      ...google,
      password_hash: null,
      phone: null,
      school: null,
      level: null,
      whatsapp_consent: false,
      phone_invalid_at: null,
      email_verified: true,
      token_version: sql`token_version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('email_verified', '=', false)
    .returning('id')
    .executeTakeFirst()
  if (!taken) return
  await revokeStudentSessions(trx, id, 'google_takeover')
  // verification links die by trigger as the account becomes verified (migration 0015); an
  // invite or reset link is killed here, even on an account that had no password to change
  await trx.updateTable('student_invites').set({ used_at: new Date().toISOString() }).where('student_id', '=', id).where('used_at', 'is', null).execute()
}
