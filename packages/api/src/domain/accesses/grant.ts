import type { Database } from '@tutorat/db'
import { DAY_MS, expiryFrom, isExpired } from '../access-rules.ts'
import { syncStudentGrants } from '../drive/ledger.ts'

export interface Grant {
  student_id: number
  course_id: number
  access_type: string
  duration_days: number
  is_active: boolean
  modules: string[]
  granted_by: number | null
}

/**
 * An admin's grant (access form, invite, import): grants an access, or extends the one the student
 * already has for this course
 * (never two rows for one pair): the new duration starts where the current one ends,
 * and unlimited wins. Call it inside a transaction when it is part of a larger change.
 */
export async function grantAccess(db: Database, grant: Grant): Promise<{ id: number; extended: boolean }> {
  const granted = await upsertAccess(db, grant)
  // DESIGN §16: the Drive files it opens, in the same transaction
  await syncStudentGrants(db, grant.student_id)
  return granted
}

async function upsertAccess(db: Database, grant: Grant): Promise<{ id: number; extended: boolean }> {
  const existing = await db
    .selectFrom('accesses')
    .select(['id', 'expires_at', 'is_active'])
    .where('student_id', '=', grant.student_id)
    .where('course_id', '=', grant.course_id)
    .forUpdate()
    .executeTakeFirst()

  if (!existing) {
    const row = await db
      .insertInto('accesses')
      .values({ ...grant, expires_at: expiryFrom(grant.duration_days) })
      .onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    // lost a race with a concurrent grant for the same pair: extend that one instead
    if (!row) return upsertAccess(db, grant)
    return { id: row.id, extended: false }
  }

  const stillRunning = existing.is_active && existing.expires_at !== null && !isExpired(existing)
  const start = stillRunning && existing.expires_at ? Date.parse(existing.expires_at) : Date.now()
  const unlimited = grant.duration_days === 0 || (existing.is_active && existing.expires_at === null)
  await db
    .updateTable('accesses')
    .set({
      access_type: grant.access_type,
      modules: grant.modules,
      is_active: grant.is_active,
      duration_days: unlimited ? 0 : Math.round((start - Date.now()) / DAY_MS) + grant.duration_days,
      expires_at: unlimited ? null : expiryFrom(grant.duration_days, start),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', existing.id)
    .execute()
  return { id: existing.id, extended: true }
}
