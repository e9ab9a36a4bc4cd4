import {
  SESSION_MESSAGES,
  type SessionRequest,
  type sessionRequestInput,
  type sessionRequestListInput,
  type sessionRequestScheduleInput,
  type sessionRequestUpdateInput,
} from '@tutorat/contracts'
import type { Database, DB, Selectable } from '@tutorat/db'
import type { z } from 'zod'
import { forbidden, notFound } from '../../errors.ts'
import type { ApiSettings } from '../../settings.ts'
import { likePattern } from '../courses/queries.ts'
import type { Actor } from '../ownership.ts'
import { findOrCreate } from '../students/enrol.ts'
import { sendInvite } from '../students/invite.ts'
import { normalisePhone } from '../students/phone.ts'
import { findVisibleAccount } from '../students/queries.ts'
import { insertSession } from './manage.ts'
import { loadAdminSession } from './queries.ts'

// DESIGN §12: « Réserver ma séance d'évaluation gratuite » on the public site, and what the
// admins do with it: any admin sees the requests, follows them up, and turns one into a solo
// session for that person (their account made, and invited, when there is none).

const M = SESSION_MESSAGES
// kind and status are checked by the table
const toRequest = (row: Selectable<DB['session_requests']>) => row as SessionRequest

/** A filled honeypot gets the same answer, and nothing is stored. */
export async function submitRequest(db: Database, input: z.output<typeof sessionRequestInput>) {
  if (input.website) return { message: M.requestSent }
  const { website: _honeypot, ...fields } = input
  await db
    .insertInto('session_requests')
    .values({ ...fields, phone: normalisePhone(fields.phone), email: fields.email.toLowerCase() })
    .execute()
  return { message: M.requestSent }
}

export async function listRequests(db: Database, filter: z.output<typeof sessionRequestListInput>) {
  let query = db.selectFrom('session_requests')
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('phone', 'ilike', pattern), eb('school', 'ilike', pattern), eb('subject', 'ilike', pattern)]))
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toRequest), total: Number(count.n) }
}

export async function updateRequest(db: Database, input: z.output<typeof sessionRequestUpdateInput>) {
  const { id, ...changes } = input
  const row = await db
    .updateTable('session_requests')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  if (!row) throw notFound(M.requestNotFound)
  return toRequest(row)
}

/**
 * The request's person gets a solo session: their account is found by email, or made for this
 * admin and invited. Account, invite, session, messages and the request's new state are one
 * transaction: a refused session (overlap, a start in the past…) leaves nothing behind.
 */
export async function scheduleRequest(db: Database, settings: ApiSettings, actor: Actor, input: z.output<typeof sessionRequestScheduleInput>, now = new Date()) {
  const { id, course_id, ...session } = input
  const done = await db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('session_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    if (!request) throw notFound(M.requestNotFound)
    const account = { name: request.name, email: request.email, phone: request.phone, level: request.level }
    const student = await findOrCreate(trx, actor, account)
    if (student.created) {
      await trx.updateTable('students').set({ school: request.school }).where('id', '=', student.id).execute()
      await sendInvite(trx, settings, { id: student.id, name: request.name }, actor.id, null)
    } else if (!(await findVisibleAccount(trx, actor, student.id))) {
      throw forbidden(M.requestAccountHidden)
    }
    const sessionId = await insertSession(trx, settings.jwtSecret, actor, { kind: 'solo', student_id: student.id, course_id: course_id ?? null, ...session }, now)
    const updated = await trx
      .updateTable('session_requests')
      .set({ status: 'planifiee', student_id: student.id, session_id: sessionId, updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { request: toRequest(updated), sessionId, created: student.created }
  })
  return { message: M.requestScheduled, request: done.request, session: await loadAdminSession(db, actor, done.sessionId), student_created: done.created }
}
