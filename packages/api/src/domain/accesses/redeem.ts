import { REDEMPTION_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { conflict, forbidden } from '../../errors.ts'
import { expiryFrom, isExpired } from '../access-rules.ts'
import { notifyAccessGranted } from './notify.ts'
import { syncStudentGrants } from '../drive/ledger.ts'

/** What a student typed or opened: a course's code, or one of its join links. */
export type Offer = { course_id: number; granted_by: number | null } & ({ code: string } | { link_id: string; access_type: string; duration_days: number })

const STANDARD = { access_type: 'standard', duration_days: 30 }

/** The access row (another transaction's grant lands before or after this one, never between). */
const currentAccess = (trx: Database, studentId: number, courseId: number) =>
  trx
    .selectFrom('accesses')
    .select(['is_active', 'expires_at'])
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .forUpdate()
    .executeTakeFirst()

/** DESIGN §5 revised: an existing access is never changed by a code or a link, whatever its state. */
function answerExisting(access: { is_active: boolean; expires_at: string | null }, courseId: number) {
  if (!access.is_active) throw forbidden(REDEMPTION_MESSAGES.suspended)
  if (isExpired(access)) throw conflict(REDEMPTION_MESSAGES.expired)
  return { course_id: courseId, message: REDEMPTION_MESSAGES.alreadyHasAccess }
}

/** Whether the student ever held an access to the course, even one an admin has since deleted (DESIGN §15). */
async function hadAccess(trx: Database, studentId: number, courseId: number) {
  const row = await trx.selectFrom('access_history').select('student_id').where('student_id', '=', studentId).where('course_id', '=', courseId).executeTakeFirst()
  return row !== undefined
}

class LostRace extends Error {}

/**
 * Grants a `standard` 30-day access (or the link's terms) to a student who never had an access to
 * the course, once per code or link (`access_redemptions`). Never extends, renews, re-activates or
 * upgrades. Retried once when a concurrent grant for the same pair lands between the checks.
 */
export async function redeemOffer(db: Database, jwtSecret: string, studentId: number, offer: Offer) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => redeemOnce(trx, jwtSecret, studentId, offer))
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= 2) throw error
    }
  }
}

async function redeemOnce(trx: Database, jwtSecret: string, studentId: number, offer: Offer) {
  const existing = await currentAccess(trx, studentId, offer.course_id)
  if (existing) return answerExisting(existing, offer.course_id)
  if (await hadAccess(trx, studentId, offer.course_id)) {
    // a simultaneous redemption may have granted it between the two reads: then it is theirs
    const justGranted = await currentAccess(trx, studentId, offer.course_id)
    if (justGranted) return answerExisting(justGranted, offer.course_id)
    // an access the team removed is theirs to give back, not a code's
    throw forbidden(REDEMPTION_MESSAGES.removed)
  }
  if (!(await recordRedemption(trx, studentId, offer))) {
    // the same code or link again, or a simultaneous first use that has just granted the access
    const now = await currentAccess(trx, studentId, offer.course_id)
    if (now) return answerExisting(now, offer.course_id)
    throw conflict(REDEMPTION_MESSAGES.alreadyRedeemed)
  }
  const terms = 'link_id' in offer ? { access_type: offer.access_type, duration_days: offer.duration_days } : STANDARD
  const granted = await trx
    .insertInto('accesses')
    .values({ student_id: studentId, course_id: offer.course_id, ...terms, is_active: true, modules: [], granted_by: offer.granted_by, expires_at: expiryFrom(terms.duration_days) })
    .onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  // an admin's grant landed meanwhile: undo the redemption row and answer from that access
  if (!granted) throw new LostRace()
  if ('link_id' in offer) await trx.updateTable('course_links').set({ use_count: sql`use_count + 1` }).where('id', '=', offer.link_id).execute()
  await notifyAccessGranted(trx, jwtSecret, granted.id)
  await syncStudentGrants(trx, studentId)
  return { course_id: offer.course_id, message: STUDENT_SPACE_MESSAGES.joined }
}

async function recordRedemption(trx: Database, studentId: number, offer: Offer) {
  const source = 'link_id' in offer ? { link_id: offer.link_id } : { code: offer.code }
  const row = await trx
    .insertInto('access_redemptions')
    .values({ student_id: studentId, course_id: offer.course_id, ...source })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
