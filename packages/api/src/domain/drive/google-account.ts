import { DRIVE_MESSAGES, type GoogleAccount } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { Context } from '../../context.ts'
import { conflict } from '../../errors.ts'
import { verifyGoogleIdToken } from '../student-auth/google.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { syncStudentGrants } from './ledger.ts'

// DESIGN §16: the Google account a student watches `drive` videos with, proven by Google's ID
// token (« Associer mon compte Google ») or by Google sign-in. One account per student and one
// student per account; a change takes back what the old address was given.

export async function googleAccount(db: Database, studentId: number): Promise<GoogleAccount> {
  const row = await db.selectFrom('students').select(['google_email', 'google_email_verified_at']).where('id', '=', studentId).executeTakeFirstOrThrow()
  return { google_email: row.google_email, verified_at: row.google_email_verified_at }
}

export async function linkGoogleAccount(ctx: Context, studentId: number, credential: string) {
  const { email } = await verifyGoogleIdToken(ctx, credential)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const holder = await trx.selectFrom('students').select('id').where('google_email', '=', email).executeTakeFirst()
      if (holder && holder.id !== studentId) throw conflict(DRIVE_MESSAGES.googleAccountTaken)
      const at = new Date().toISOString()
      await trx.updateTable('students').set({ google_email: email, google_email_verified_at: at, updated_at: at }).where('id', '=', studentId).execute()
      await syncStudentGrants(trx, studentId)
    })
  } catch (error) {
    // two students linking the same account at once: the unique index decides
    if (isUniqueViolation(error)) throw conflict(DRIVE_MESSAGES.googleAccountTaken)
    throw error
  }
  return { ...(await googleAccount(ctx.db, studentId)), message: DRIVE_MESSAGES.googleAccountLinked(email) }
}

export async function unlinkGoogleAccount(db: Database, studentId: number) {
  await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString()
    await trx.updateTable('students').set({ google_email: null, google_email_verified_at: null, updated_at: at }).where('id', '=', studentId).execute()
    await syncStudentGrants(trx, studentId)
  })
  return { ...(await googleAccount(db, studentId)), message: DRIVE_MESSAGES.googleAccountUnlinked }
}

/**
 * Google sign-in proves the address too: it becomes the student's Google account when they have
 * none and no other student holds it (a linked account is never replaced behind their back).
 */
export async function rememberGoogleAccount(trx: Database, studentId: number, email: string) {
  const holder = await trx.selectFrom('students').select('id').where('google_email', '=', email).executeTakeFirst()
  if (holder) return
  const at = new Date().toISOString()
  const set = await trx
    .updateTable('students')
    .set({ google_email: email, google_email_verified_at: at })
    .where('id', '=', studentId)
    .where('google_email', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (set) await syncStudentGrants(trx, studentId)
}
