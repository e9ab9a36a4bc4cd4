import { SESSION_MESSAGES, SESSION_RULES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { TRPCError } from '@trpc/server'
import { jwtVerify, SignJWT } from 'jose'
import { notFound } from '../../errors.ts'
import { casablancaDateTime } from '../../morocco-month.ts'
import { selectSessions, visibleTo } from './queries.ts'

const M = SESSION_MESSAGES
const refused = (message: string) => new TRPCError({ code: 'FORBIDDEN', message })
/**
 * May this student join this session now? 404 when it does not exist; 403 in French when it is
 * cancelled, not theirs (no valid access, a trial on a paid session, someone else's solo), not
 * open yet (15 minutes before the start) or over. Returns the Meet link: the caller redirects.
 */
export async function checkJoin(db: Database, studentId: number, sessionId: number, now: Date): Promise<string> {
  const row = await selectSessions(db).where('s.id', '=', sessionId).where(visibleTo(studentId, now)).executeTakeFirst()
  if (!row) {
    const exists = await db.selectFrom('live_sessions').select('id').where('id', '=', sessionId).executeTakeFirst()
    throw exists ? refused(M.joinNoAccess) : notFound(M.notFound)
  }
  // only to a student who may see it: anyone else learns nothing of its state
  if (row.status === 'annulee') throw refused(M.joinCancelled)
  const opensAt = Date.parse(row.starts_at) - SESSION_RULES.joinOpensMinutesBefore * 60_000
  const endsAt = Date.parse(row.starts_at) + row.duration_minutes * 60_000
  if (now.getTime() < opensAt) throw refused(M.joinTooEarly(casablancaDateTime.format(new Date(opensAt))))
  if (now.getTime() >= endsAt) throw refused(M.joinEnded)
  return row.meet_url
}

/** The join itself: checked, the attendance recorded (first and last time, how many), the Meet link for the redirect. */
export async function joinSession(db: Database, studentId: number, sessionId: number, now = new Date()): Promise<{ url: string }> {
  const url = await checkJoin(db, studentId, sessionId, now)
  await db
    .insertInto('session_attendance')
    .values({ session_id: sessionId, student_id: studentId, first_joined_at: now.toISOString(), last_joined_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['session_id', 'student_id']).doUpdateSet((eb) => ({ last_joined_at: now.toISOString(), joins: eb('session_attendance.joins', '+', 1) })))
    .execute()
  return { url }
}

// A join ticket: the web page cannot send its bearer token through a browser redirect, so it
// trades it for a URL that carries a one-minute signed ticket for this student and this session.
const key = (secret: string) => new TextEncoder().encode(`session-join:${secret}`)

export async function joinTicketUrl(db: Database, secret: string, studentId: number, sessionId: number, now = new Date()) {
  await checkJoin(db, studentId, sessionId, now)
  const ticket = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(studentId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_RULES.joinTicketSeconds}s`)
    .sign(key(secret))
  return { url: `/api/student/sessions/${sessionId}/join?ticket=${encodeURIComponent(ticket)}` }
}

/** The student a ticket names, for this session only; anything else is a 403 in French. */
export async function studentOfTicket(secret: string, ticket: string, sessionId: number): Promise<number> {
  try {
    const { payload } = await jwtVerify(ticket, key(secret), { algorithms: ['HS256'] })
    const studentId = Number(payload.sub)
    if (payload.sid !== sessionId || !Number.isInteger(studentId)) throw new Error('ticket for another session')
    return studentId
  } catch {
    throw refused(M.joinLinkInvalid)
  }
}
