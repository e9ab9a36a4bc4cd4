import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { SEAT_STATUSES, seatsTaken } from '../announcements/queries.ts'

const M = PAYMENT_MESSAGES

/**
 * A formation's sale terms as they are now (read on the server: the client names the formation,
 * nothing more). `terms` is undefined when it is not sold online: inactive, without a course or
 * without a price. `lock` share-locks the formation's row for the caller's transaction, so that an
 * admin's edit lands wholly before the read or waits for the caller's commit.
 */
export async function currentSale(db: Database, announcementId: number, lock = false) {
  let query = db
    .selectFrom('announcements as a')
    .leftJoin('courses as c', 'c.id', 'a.course_id')
    .select(['a.title', 'a.is_active', 'a.amount_mad', 'a.access_type', 'a.duration_days', 'c.id as course_id', 'c.title as course_title'])
    .where('a.id', '=', announcementId)
  if (lock) query = query.forShare('a')
  const row = await query.executeTakeFirst()
  if (!row?.is_active) return { active: false }
  const { title, amount_mad, access_type, duration_days, course_id, course_title } = row
  if (course_id === null || course_title === null || amount_mad === null || access_type === null || duration_days === null) return { active: true }
  return { active: true, terms: { formation_title: title, course_id, course_title, amount_mad, access_type, duration_days } }
}

export type SaleTerms = NonNullable<Awaited<ReturnType<typeof currentSale>>['terms']>

/** The terms of a formation sold online, else the French 404 or 400 the student reads. */
export async function sellableFormation(db: Database, announcementId: number, lock = false): Promise<SaleTerms> {
  const sale = await currentSale(db, announcementId, lock)
  if (!sale.active) throw notFound(M.formationNotFound)
  if (!sale.terms) throw badRequest(M.formationNotSellable)
  return sale.terms
}

/** The student's open request (waiting for the transfer or for an admin) for the formation. */
export async function openRequestId(db: Database, studentId: number, announcementId: number) {
  const open = await db
    .selectFrom('payment_requests')
    .select('id')
    .where('student_id', '=', studentId)
    .where('announcement_id', '=', announcementId)
    .where('status', 'in', ['en_attente', 'preuve_envoyee'])
    .executeTakeFirst()
  return open?.id
}

/**
 * A full formation (DESIGN §18: capacity) takes no new student; one who already holds a seat (an
 * open or paid request) may still renew or pay. Inside « Confirmer »'s transaction (`lock`) the
 * formation's row is locked first, so two students cannot both take its last seat.
 */
export async function checkSeat(db: Database, studentId: number, announcementId: number, lock = false) {
  let query = db.selectFrom('announcements').select('capacity').where('id', '=', announcementId)
  if (lock) query = query.forUpdate()
  const row = await query.executeTakeFirst()
  if (!row || row.capacity === null) return
  const taken = (await seatsTaken(db, [announcementId])).get(announcementId) ?? 0
  if (taken < row.capacity) return
  const holdsOne = await db
    .selectFrom('payment_requests')
    .select('id')
    .where('student_id', '=', studentId)
    .where('announcement_id', '=', announcementId)
    .where('status', 'in', [...SEAT_STATUSES])
    .executeTakeFirst()
  if (!holdsOne) throw conflict(CHECKOUT_MESSAGES.formationFull)
}
