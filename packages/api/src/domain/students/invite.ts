import { createHash, randomBytes } from 'node:crypto'
import { STUDENT_CONTROL_MESSAGES, STUDENT_MESSAGES, type studentInviteInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import type { ApiSettings } from '../../settings.ts'
import { DAY_MS } from '../access-rules.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'
import { loadVisibleStudent, withControlledStudent } from './control.ts'
import { enrolByEmail } from './enrol.ts'

const INVITE_VALIDITY_DAYS = 14

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A one-time set-password link; only its hash is stored. One live link per student: every older
 * one dies here (and all of them when a password is set, by the trigger of migration 0008).
 * Callers have checked that the actor controls the account.
 */
export async function createInviteLink(db: Database, settings: ApiSettings, studentId: number, createdBy: number | null) {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await db.updateTable('student_invites').set({ used_at: now.toISOString() }).where('student_id', '=', studentId).where('used_at', 'is', null).execute()
  await db
    .insertInto('student_invites')
    .values({
      student_id: studentId,
      token_hash: hashInviteToken(token),
      created_by: createdBy,
      expires_at: new Date(now.getTime() + INVITE_VALIDITY_DAYS * DAY_MS).toISOString(),
    })
    .execute()
  return `${settings.publicUrl}/student/set-password/${token}`
}

const whatsappShare = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`

/**
 * Invites a student to one of the actor's courses, by email. A new account is created for the
 * actor, who gets its set-password link; an existing account is only enrolled (DESIGN §4):
 * nothing of it changes and no link is returned, whoever asks.
 */
export async function inviteStudent(db: Database, settings: ApiSettings, actor: Actor, input: z.output<typeof studentInviteInput>) {
  const course = await loadOwnedCourse(db, actor, input.course_id)
  const { course_id, access_type, duration_days, ...account } = input
  const result = await db.transaction().execute(async (trx) => {
    const student = await enrolByEmail(trx, actor, account, { course_id, access_type, duration_days })
    const url = student.created ? await createInviteLink(trx, settings, student.id, actor.id) : null
    return { ...student, url }
  })
  const student = await loadVisibleStudent(db, actor, result.id)
  const text = (url: string) => `Bonjour ${student.name}, votre accès au cours « ${course.title} » est prêt. Choisissez votre mot de passe ici : ${url}`
  return {
    student,
    already_existed: !result.created,
    set_password_url: result.url,
    whatsapp_url: result.url ? whatsappShare(text(result.url)) : null,
    message: STUDENT_MESSAGES.invited,
  }
}

/** A fresh set-password (or reset) link for an account the actor controls; older links stop working. */
export async function issueInviteLink(db: Database, settings: ApiSettings, actor: Actor, id: number) {
  const { student, url } = await withControlledStudent(db, actor, id, 'link', async (trx, student) => ({
    student,
    url: await createInviteLink(trx, settings, id, actor.id),
  }))
  return {
    set_password_url: url,
    whatsapp_url: whatsappShare(`Bonjour ${student.name}, choisissez votre mot de passe ici : ${url}`),
    message: STUDENT_CONTROL_MESSAGES.linkCreated,
  }
}
