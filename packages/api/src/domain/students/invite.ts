import { createHash, randomBytes } from 'node:crypto'
import { STUDENT_CONTROL_MESSAGES, STUDENT_MESSAGES, type studentInviteInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import type { ApiSettings } from '../../settings.ts'
import { DAY_MS } from '../access-rules.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import { notifyStudent } from '../notifications/outbox.ts'
import type { Actor } from '../ownership.ts'
import { loadVisibleStudent, withControlledStudent } from './control.ts'
import { enrolByEmail } from './enrol.ts'
import { normaliseOptionalPhone } from './phone.ts'

/** An admin's invite (set-password) link, or the student's own password-reset link. */
export type LinkPurpose = 'invite' | 'reset'

const LINKS: Record<LinkPurpose, { validityMs: number; page: string }> = {
  invite: { validityMs: 14 * DAY_MS, page: 'set-password' },
  reset: { validityMs: 30 * 60_000, page: 'reset-password' },
}

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A one-time link to choose a password; only its hash is stored. One live link per student,
 * whatever its purpose: every older one dies here (and all of them when a password is set, by the
 * trigger of migration 0008). The student's row lock serialises two requests for one student.
 * Run it in a transaction; callers have checked who may ask (an admin who controls the account,
 * or the owner of the email address for a reset).
 */
export async function createInviteLink(db: Database, settings: ApiSettings, studentId: number, purpose: LinkPurpose, createdBy: number | null) {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await db.selectFrom('students').select('id').where('id', '=', studentId).forUpdate().execute()
  await db.updateTable('student_invites').set({ used_at: now.toISOString() }).where('student_id', '=', studentId).where('used_at', 'is', null).execute()
  const { id } = await db
    .insertInto('student_invites')
    .values({
      student_id: studentId,
      token_hash: hashInviteToken(token),
      created_by: createdBy,
      purpose,
      expires_at: new Date(now.getTime() + LINKS[purpose].validityMs).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, token, url: `${settings.publicUrl}/student/${LINKS[purpose].page}/${token}` }
}

/** An admin's invite: the link, and its email (and WhatsApp) in the outbox, in the caller's transaction. */
export async function sendInvite(trx: Database, settings: ApiSettings, student: { id: number; name: string }, createdBy: number, courseTitle: string | null) {
  const link = await createInviteLink(trx, settings, student.id, 'invite', createdBy)
  await notifyStudent(trx, settings.jwtSecret, {
    studentId: student.id,
    template: 'student_invite',
    params: { name: student.name, course_title: courseTitle },
    secret: link.token,
    eventKey: `student_invite:${link.id}`,
  })
  return link.url
}

const whatsappShare = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`

/**
 * Invites a student to one of the actor's courses, by email. A new account is created for the
 * actor, who gets its set-password link, and the link is sent to the student (email, WhatsApp
 * with their consent); an existing account is only enrolled (DESIGN §4):
 * nothing of it changes and no link is returned, whoever asks.
 */
export async function inviteStudent(db: Database, settings: ApiSettings, actor: Actor, input: z.output<typeof studentInviteInput>) {
  const course = await loadOwnedCourse(db, actor, input.course_id)
  const { course_id, access_type, duration_days, ...fields } = input
  const account = { ...fields, phone: normaliseOptionalPhone(fields.phone) ?? null }
  const result = await db.transaction().execute(async (trx) => {
    const student = await enrolByEmail(trx, settings.jwtSecret, actor, account, { course_id, access_type, duration_days }, (created) => !created)
    const url = student.created ? await sendInvite(trx, settings, { id: student.id, name: account.name }, actor.id, course.title) : null
    return { ...student, url }
  })
  const student = await loadVisibleStudent(db, actor, result.id)
  const text = (url: string) => `Bonjour ${student.name}, votre accès au cours « ${course.title} » est prêt. Choisissez votre mot de passe ici : ${url}`
  return {
    student,
    already_existed: !result.created,
    set_password_url: result.url,
    whatsapp_url: result.url ? whatsappShare(text(result.url)) : null,
    message: STUDENT_MESSAGES.invited,
  }
}

/** A fresh set-password link for an account the actor controls, sent to the student too; older links stop working. */
export async function issueInviteLink(db: Database, settings: ApiSettings, actor: Actor, id: number) {
  const { student, url } = await withControlledStudent(db, actor, id, 'link', async (trx, student) => ({
    student,
    url: await sendInvite(trx, settings, student, actor.id, null),
  }))
  return {
    set_password_url: url,
    whatsapp_url: whatsappShare(`Bonjour ${student.name}, choisissez votre mot de passe ici : ${url}`),
    message: STUDENT_CONTROL_MESSAGES.linkCreated,
  }
}
