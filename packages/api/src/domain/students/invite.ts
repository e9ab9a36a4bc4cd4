import { createHash, randomBytes } from 'node:crypto'
import { STUDENT_MESSAGES, type studentInviteInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import type { ApiSettings } from '../../settings.ts'
import { DAY_MS } from '../access-rules.ts'
import { grantAccess } from '../accesses/grant.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'
import { findStudentByEmail } from './queries.ts'
import { loadVisibleStudent } from './manage.ts'

const INVITE_VALIDITY_DAYS = 14

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A one-time set-password link; only its hash is stored. */
export async function createInviteLink(db: Database, settings: ApiSettings, studentId: number, createdBy: number | null) {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('student_invites')
    .values({
      student_id: studentId,
      token_hash: hashInviteToken(token),
      created_by: createdBy,
      expires_at: new Date(Date.now() + INVITE_VALIDITY_DAYS * DAY_MS).toISOString(),
    })
    .execute()
  return `${settings.publicUrl}/student/set-password/${token}`
}

const whatsappShare = (name: string, courseTitle: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(
    `Bonjour ${name}, votre accès au cours « ${courseTitle} » est prêt. Choisissez votre mot de passe ici : ${url}`,
  )}`

/**
 * Invites a student to a course: creates the student (or finds them by email), grants
 * the access, and returns a set-password link when they have no password yet.
 */
export async function inviteStudent(db: Database, settings: ApiSettings, actor: Actor, input: z.output<typeof studentInviteInput>) {
  const course = await loadOwnedCourse(db, actor, input.course_id)
  const { course_id, access_type, duration_days, ...fields } = input
  const result = await db.transaction().execute(async (trx) => {
    const existing = await findStudentByEmail(trx, fields.email)
    const studentId =
      existing?.id ??
      (await trx.insertInto('students').values({ ...fields, created_by: actor.id }).returning('id').executeTakeFirstOrThrow()).id
    await grantAccess(trx, { student_id: studentId, course_id, access_type, duration_days, is_active: true, modules: [], granted_by: actor.id })
    const needsPassword = !existing?.has_password
    const url = needsPassword ? await createInviteLink(trx, settings, studentId, actor.id) : null
    return { studentId, alreadyExisted: Boolean(existing), url }
  })
  const student = await loadVisibleStudent(db, actor, result.studentId)
  return {
    student,
    already_existed: result.alreadyExisted,
    set_password_url: result.url,
    whatsapp_url: result.url ? whatsappShare(student.name, course.title, result.url) : null,
    message: STUDENT_MESSAGES.invited,
  }
}
