import type { Database } from '@tutorat/db'
import { grantAccess } from '../accesses/grant.ts'
import { notifyAccessGranted } from '../accesses/notify.ts'
import type { Actor } from '../ownership.ts'
import { consentOfAdminTypedPhone } from './phone.ts'
import { findStudentByEmail } from './queries.ts'

export interface NewAccount {
  name: string
  email: string
  phone: string | null
  level: string | null
  school?: string | null
}

export interface EnrolTerms {
  course_id: number
  access_type: string
  duration_days: number
}

/**
 * DESIGN §4 *enrol*, by email (invite, CSV import): the existing account is used as it is — its
 * name, phone, level and password are never touched — or a new one is created for this admin.
 * Run it inside a transaction (the course was checked as the actor's). The student's « accès
 * accordé » message is written in it, unless `announce` is false: an account an invite just
 * created is told by the invite itself, which names the course.
 */
export async function enrolByEmail(
  trx: Database,
  jwtSecret: string,
  actor: Actor,
  account: NewAccount,
  terms: EnrolTerms,
  announce: (created: boolean) => boolean = () => true,
) {
  const student = await findOrCreate(trx, actor, account)
  const access = await grantAccess(trx, { student_id: student.id, ...terms, is_active: true, modules: [], granted_by: actor.id })
  if (announce(student.created)) await notifyAccessGranted(trx, jwtSecret, access.id)
  return { ...student, extended: access.extended }
}

export async function findOrCreate(trx: Database, actor: Actor, account: NewAccount) {
  const existing = await findStudentByEmail(trx, account.email)
  if (existing) return { id: existing.id, created: false }
  const row = await trx
    .insertInto('students')
    .values({ ...account, whatsapp_consent: consentOfAdminTypedPhone(account.phone), created_by: actor.id })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  if (row) return { id: row.id, created: true }
  // another request created this email meanwhile: enrol that account, as an existing one
  const raced = await findStudentByEmail(trx, account.email)
  if (!raced) throw new Error('student insert conflicted but no row has this email')
  return { id: raced.id, created: false }
}
