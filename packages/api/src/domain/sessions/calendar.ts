import { createHmac, timingSafeEqual } from 'node:crypto'
import { SESSION_MESSAGES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { notFound } from '../../errors.ts'

// The private calendar feed (DESIGN §12): `/api/calendar/{token}.ics`. The token is derived from
// the student's id and `calendar_version` with the server's secret, so nothing secret is stored
// and « Nouveau lien » (version + 1) kills every copy of the old one at once.

const mac = (secret: string, studentId: number, version: number) =>
  createHmac('sha256', secret).update(`calendar-feed:${studentId}:${version}`).digest('base64url').slice(0, 32)

export const calendarToken = (secret: string, studentId: number, version: number) => `${studentId}-${mac(secret, studentId, version)}`

export function calendarUrls(publicUrl: string, token: string) {
  const url = `${publicUrl}/api/calendar/${token}.ics`
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') }
}

export async function myCalendar(db: Database, secret: string, publicUrl: string, studentId: number) {
  const { calendar_version } = await db.selectFrom('students').select('calendar_version').where('id', '=', studentId).executeTakeFirstOrThrow()
  return calendarUrls(publicUrl, calendarToken(secret, studentId, calendar_version))
}

export async function renewCalendar(db: Database, secret: string, publicUrl: string, studentId: number) {
  const { calendar_version } = await db
    .updateTable('students')
    .set((eb) => ({ calendar_version: eb('calendar_version', '+', 1) }))
    .where('id', '=', studentId)
    .returning('calendar_version')
    .executeTakeFirstOrThrow()
  return { message: SESSION_MESSAGES.calendarRenewed, ...calendarUrls(publicUrl, calendarToken(secret, studentId, calendar_version)) }
}

/** The student a feed token names; a revoked, forged or malformed one → the same 404. */
export async function studentOfCalendarToken(db: Database, secret: string, token: string): Promise<{ id: number; name: string }> {
  const match = /^(\d{1,10})-([\w-]{32})$/.exec(token)
  const id = Number(match?.[1])
  if (!match?.[2] || !Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(SESSION_MESSAGES.calendarNotFound)
  const student = await db.selectFrom('students').select(['id', 'name', 'calendar_version']).where('id', '=', id).executeTakeFirst()
  const given = Buffer.from(match[2])
  const expected = Buffer.from(mac(secret, id, student?.calendar_version ?? 0))
  if (!student || !timingSafeEqual(given, expected)) throw notFound(SESSION_MESSAGES.calendarNotFound)
  return { id: student.id, name: student.name }
}
