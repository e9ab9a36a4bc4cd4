import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { Context } from '../context.ts'
import { requireClaims } from './authenticate.ts'

const unauthorized = (message: string) => new TRPCError({ code: 'UNAUTHORIZED', message })

/**
 * The signed-in student. A student token is bound to a device session: a session
 * revoked by the device limit, or a bumped token version, ends the token at once.
 */
export async function authenticateStudent(ctx: Context) {
  const claims = await requireClaims(ctx, 'student')
  if (!claims.sid) throw unauthorized(MESSAGES.invalidToken)
  const row = await ctx.db
    .selectFrom('students')
    .innerJoin('student_sessions', 'student_sessions.student_id', 'students.id')
    .select([
      'students.id',
      'students.name',
      'students.email',
      'students.phone',
      'students.level',
      'students.created_at',
      'students.email_verified',
      'students.token_version',
      'student_sessions.id as session_id',
      'student_sessions.revoked_reason',
      'student_sessions.revoked_at',
    ])
    .where('students.id', '=', claims.sub)
    .where('student_sessions.id', '=', claims.sid)
    .executeTakeFirst()
  if (!row || row.token_version !== claims.ver) throw unauthorized(MESSAGES.sessionExpired)
  if (row.revoked_at) {
    throw unauthorized(row.revoked_reason === 'device_limit' ? MESSAGES.signedOutByAnotherDevice : MESSAGES.sessionExpired)
  }
  const { token_version: _v, revoked_reason: _r, revoked_at: _a, ...student } = row
  return student
}

export type AuthenticatedStudent = Awaited<ReturnType<typeof authenticateStudent>>
