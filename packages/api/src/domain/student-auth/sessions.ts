import type { Database } from '@tutorat/db'
import { signToken } from '../../auth/tokens.ts'
import type { ApiSettings } from '../../settings.ts'

/**
 * Opens a device session and returns its token. Past the device limit the oldest
 * sessions are revoked (their tokens stop working at once, with a clear message).
 */
export async function openStudentSession(
  db: Database,
  settings: ApiSettings,
  student: { id: number; token_version: number },
  device: { ip: string; userAgent?: string | undefined },
) {
  const { sessionId, signedOut } = await db.transaction().execute(async (trx) => {
    const session = await trx
      .insertInto('student_sessions')
      .values({ student_id: student.id, ip: device.ip, user_agent: device.userAgent?.slice(0, 300) ?? null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const active = await trx
      .selectFrom('student_sessions')
      .select('id')
      .where('student_id', '=', student.id)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    const keep = new Set([session.id, ...active.filter((s) => s.id !== session.id).slice(0, settings.maxStudentDevices - 1).map((s) => s.id)])
    const revoke = active.filter((s) => !keep.has(s.id)).map((s) => s.id)
    if (revoke.length > 0) {
      await trx
        .updateTable('student_sessions')
        .set({ revoked_at: new Date().toISOString(), revoked_reason: 'device_limit' })
        .where('id', 'in', revoke)
        .execute()
    }
    return { sessionId: session.id, signedOut: revoke.length }
  })
  const access_token = await signToken(
    settings.jwtSecret,
    { sub: student.id, role: 'student', ver: student.token_version, sid: sessionId },
    settings.studentTokenTtl,
  )
  return { access_token, signedOut }
}

/**
 * Ends every device session of the student (a password chosen by a link, or changed): their
 * tokens stop at once, and the freed device slots let the new sign-in in without signing anyone
 * else out.
 */
export async function revokeStudentSessions(db: Database, studentId: number, reason: 'password_reset' | 'password_change' | 'google_takeover') {
  await db
    .updateTable('student_sessions')
    .set({ revoked_at: new Date().toISOString(), revoked_reason: reason })
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .execute()
}
