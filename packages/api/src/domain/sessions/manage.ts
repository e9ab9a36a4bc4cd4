import { SESSION_MESSAGES, SESSION_RULES, type sessionCreateInput, type sessionUpdateInput } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { z } from 'zod'
import { badRequestAt, conflict, notFound } from '../../errors.ts'
import { moroccoLocalToInstant } from '../../morocco-month.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'
import { loadVisibleStudent } from '../students/control.ts'
import { notifySessionEvent } from './notify.ts'
import { loadAdminSession, mayManage, selectSessions } from './queries.ts'

const M = SESSION_MESSAGES
const DAY_MS = 86_400_000

/** The start as an instant; in the past or more than a year ahead → 400 on `starts_at_local`. */
function checkedStart(local: string, now: Date): Date {
  const start = moroccoLocalToInstant(local)
  if (start.getTime() < now.getTime()) throw badRequestAt('starts_at_local', M.startInPast)
  if (start.getTime() > now.getTime() + SESSION_RULES.maxDaysAhead * DAY_MS) throw badRequestAt('starts_at_local', M.startTooFar)
  return start
}

/** One student cannot be in two solo sessions at once (cancelled ones do not count). */
async function checkSoloOverlap(db: Database, studentId: number, start: Date, minutes: number, exceptId?: number) {
  let query = db
    .selectFrom('live_sessions')
    .select('title')
    .where('kind', '=', 'solo')
    .where('student_id', '=', studentId)
    .where('status', '=', 'planifiee')
    .where('starts_at', '<', new Date(start.getTime() + minutes * 60_000).toISOString())
    .where(sql<boolean>`starts_at + duration_minutes * interval '1 minute' > ${start.toISOString()}`)
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
  const clash = await query.executeTakeFirst()
  if (clash) throw badRequestAt('starts_at_local', M.soloOverlap(clash.title))
}

export async function createSession(db: Database, jwtSecret: string, actor: Actor, input: z.output<typeof sessionCreateInput>, now = new Date()) {
  const id = await db.transaction().execute((trx) => insertSession(trx, jwtSecret, actor, input, now))
  return { message: M.created, session: await loadAdminSession(db, actor, id) }
}

/** Checks and writes a session and its messages in the caller's transaction (a request turned into a session adds its own writes); returns its id. */
export async function insertSession(trx: Database, jwtSecret: string, actor: Actor, input: z.output<typeof sessionCreateInput>, now: Date): Promise<number> {
  const start = checkedStart(input.starts_at_local, now)
  if (input.course_id) await loadOwnedCourse(trx, actor, input.course_id)
  const studentId = input.kind === 'solo' ? (input.student_id ?? null) : null
  if (studentId !== null) {
    await loadVisibleStudent(trx, actor, studentId)
    await checkSoloOverlap(trx, studentId, start, input.duration_minutes)
  }
  const row = await trx
    .insertInto('live_sessions')
    .values({
      kind: input.kind,
      course_id: input.course_id ?? null,
      student_id: studentId,
      title: input.title,
      description: input.description,
      starts_at: start.toISOString(),
      duration_minutes: input.duration_minutes,
      meet_url: input.meet_url,
      is_free: input.is_free,
      created_by: actor.id,
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow()
  await notifySessionEvent(trx, jwtSecret, row.id, 'session_scheduled', row.updated_at)
  return row.id
}

async function lockManaged(trx: Database, actor: Actor, id: number) {
  const row = await selectSessions(trx).where('s.id', '=', id).forUpdate('s').executeTakeFirst()
  if (!row || !mayManage(actor, row)) throw notFound(M.notFound)
  return row
}

/** A change of time, duration or link tells the students; a new title or description alone does not. */
export async function updateSession(db: Database, jwtSecret: string, actor: Actor, input: z.output<typeof sessionUpdateInput>, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const before = await lockManaged(trx, actor, input.id)
    if (before.status === 'annulee') throw conflict(M.cancelledNoEdit)
    const start = input.starts_at_local === undefined ? new Date(before.starts_at) : checkedStart(input.starts_at_local, now)
    const minutes = input.duration_minutes ?? before.duration_minutes
    if (before.kind === 'solo' && before.student_id !== null) await checkSoloOverlap(trx, before.student_id, start, minutes, before.id)
    const updated_at = new Date().toISOString()
    await trx
      .updateTable('live_sessions')
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.is_free === undefined ? {} : { is_free: input.is_free }),
        ...(input.meet_url === undefined ? {} : { meet_url: input.meet_url }),
        starts_at: start.toISOString(),
        duration_minutes: minutes,
        updated_at,
      })
      .where('id', '=', before.id)
      .execute()
    const moved = start.getTime() !== Date.parse(before.starts_at) || minutes !== before.duration_minutes || (input.meet_url ?? before.meet_url) !== before.meet_url
    if (moved) await notifySessionEvent(trx, jwtSecret, before.id, 'session_changed', updated_at)
  })
  return { message: M.updated, session: await loadAdminSession(db, actor, input.id) }
}

/** Cancelled, not deleted: the students are told, the calendar feeds show it cancelled. */
export async function cancelSession(db: Database, jwtSecret: string, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await lockManaged(trx, actor, id)
    if (before.status === 'annulee') throw conflict(M.alreadyCancelled)
    const updated_at = new Date().toISOString()
    await trx.updateTable('live_sessions').set({ status: 'annulee', cancelled_at: updated_at, updated_at }).where('id', '=', id).execute()
    await notifySessionEvent(trx, jwtSecret, id, 'session_cancelled', updated_at)
  })
  return { message: M.cancelled, session: await loadAdminSession(db, actor, id) }
}

/** Deletion removes a mistake; a session students were told about is cancelled instead (no message here). */
export async function deleteSession(db: Database, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    await lockManaged(trx, actor, id)
    await trx.deleteFrom('live_sessions').where('id', '=', id).execute()
  })
  return { message: M.deleted }
}

