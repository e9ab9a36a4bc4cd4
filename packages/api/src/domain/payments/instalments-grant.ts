import { INSTALMENT_MESSAGES, moroccoToday } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { conflict } from '../../errors.ts'
import { DAY_MS, expiryFrom, isValid } from '../access-rules.ts'
import { syncStudentGrants } from '../drive/ledger.ts'
import { insertPartRequest } from './instalments.ts'
import { pauseAt } from './instalments-schedule.ts'

// DESIGN §18: validating a part opens (or resumes) the access until the next part's due date +
// the grace days; the last part to the formation's normal length, counted from where the plan's
// access began (a running access when part 1 was paid: after it, as a comptant payment extends it).

export interface PaidPart {
  plan_id: number | null
  part_number: number | null
  student_id: number
  course_id: number
}

/** What the access type becomes (the broader of the running one and the sold one), from review.ts. */
export type GrantTerms = { access_type: string; modules: string[] }

const later = (a: string | null, b: string | null) => (a === null || b === null ? null : Date.parse(a) >= Date.parse(b) ? a : b)

/** Where the access ends once `paid` parts are validated: the next part's grace, or the full length. */
function accessEnd(plan: { parts_count: number; starts_on: string; grace_days: number; duration_days: number; access_from: string }, paid: number) {
  if (paid < plan.parts_count) return pauseAt(plan.starts_on, paid + 1, plan.grace_days).toISOString()
  return expiryFrom(plan.duration_days, Date.parse(plan.access_from))
}

async function lockPlan(trx: Database, planId: number) {
  return trx.selectFrom('instalment_plans').selectAll().where('id', '=', planId).forUpdate().executeTakeFirstOrThrow()
}

/**
 * The access for a validated part, in the validation's transaction (the request's row lock makes it
 * once). The end never moves back: a longer running access stays as it is.
 */
export async function grantInstalmentPart(trx: Database, request: PaidPart & { plan_id: number }, terms: GrantTerms, adminId: number | null, at: Date) {
  const plan = await lockPlan(trx, request.plan_id)
  // parts are paid in order, each once (a stale duplicate request of a paid part is refused)
  if (request.part_number !== plan.paid_parts + 1) throw conflict(INSTALMENT_MESSAGES.partPaid)
  const current = await trx
    .selectFrom('accesses')
    .select(['id', 'is_active', 'expires_at', 'access_type', 'modules'])
    .where('student_id', '=', request.student_id)
    .where('course_id', '=', request.course_id)
    .forUpdate()
    .executeTakeFirst()
  const running = current && isValid(current, at.getTime()) ? current.expires_at : at.toISOString()
  const started = plan.starts_on === null
  const starts_on = plan.starts_on ?? moroccoToday(at)
  // a running access unlimited (null) stays unlimited: the plan adds nothing to it
  const access_from = plan.access_from ?? running ?? at.toISOString()
  const paid = plan.paid_parts + 1
  const end = accessEnd({ ...plan, starts_on, access_from }, paid)
  const expires_at = current && isValid(current, at.getTime()) ? later(current.expires_at, end) : end
  const values = {
    ...terms,
    is_active: true,
    expires_at,
    duration_days: expires_at === null ? 0 : Math.max(0, Math.round((Date.parse(expires_at) - at.getTime()) / DAY_MS)),
    updated_at: at.toISOString(),
  }
  const id = current
    ? (await trx.updateTable('accesses').set(values).where('id', '=', current.id).returning('id').executeTakeFirstOrThrow()).id
    : (await trx.insertInto('accesses').values({ ...values, student_id: request.student_id, course_id: request.course_id, granted_by: adminId }).returning('id').executeTakeFirstOrThrow()).id
  await syncStudentGrants(trx, request.student_id)

  const stillShort = expires_at !== null && Date.parse(expires_at) <= at.getTime()
  const status = paid === plan.parts_count ? 'soldee' : stillShort ? 'en_pause' : 'en_cours'
  await trx
    .updateTable('instalment_plans')
    .set({ paid_parts: paid, starts_on, access_from, status, paused_part: status === 'en_pause' ? paid + 1 : null, updated_at: at.toISOString() })
    .where('id', '=', plan.id)
    .execute()
  return { id, extended: Boolean(current), firstPart: !started }
}

/** After the validated part's row is `validee`: the next part's request, payable from now on. */
export async function openNextPart(trx: Database, planId: number) {
  const plan = await trx.selectFrom('instalment_plans').select(['paid_parts', 'parts_count']).where('id', '=', planId).executeTakeFirstOrThrow()
  if (plan.paid_parts >= plan.parts_count) return null
  return insertPartRequest(trx, planId, plan.paid_parts + 1, 'system')
}
