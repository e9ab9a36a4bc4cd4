import { PROFILE_MESSAGES, type StudentProfile, type updateProfileInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { badRequestAt } from '../../errors.ts'
import { findSignedInStudent } from '../student-auth/me.ts'
import { normaliseOptionalPhone } from '../students/phone.ts'

/** The student's own account as « Mon profil » shows it. */
export async function myProfile(db: Database, studentId: number): Promise<StudentProfile> {
  const student = await findSignedInStudent(db, studentId)
  if (!student) throw new Error('authenticated student vanished')
  const row = await db.selectFrom('students').select('school').where('id', '=', studentId).executeTakeFirstOrThrow()
  const { name, email, pending_email, phone, level, has_password } = student
  return { name, email, pending_email, phone, school: row.school, level, has_password }
}

/**
 * « Mes informations »: name, phone, school and level, nothing else of the account. The number is
 * stored in E.164 like everywhere; it is the one WhatsApp messages go to, so it cannot be removed
 * while WhatsApp is consented to (the preferences would then send nothing, silently).
 */
export async function updateProfile(db: Database, studentId: number, input: z.output<typeof updateProfileInput>) {
  const phone = normaliseOptionalPhone(input.phone) ?? null
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('students').select(['phone', 'whatsapp_consent']).where('id', '=', studentId).forUpdate().executeTakeFirstOrThrow()
    if (!phone && current.whatsapp_consent) throw badRequestAt('phone', PROFILE_MESSAGES.phoneNeededForWhatsapp)
    await trx
      .updateTable('students')
      .set({
        name: input.name,
        phone,
        school: input.school,
        level: input.level,
        // a corrected number is worth trying again: the bounce mark was the old one's
        ...(phone === current.phone ? {} : { phone_invalid_at: null }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', studentId)
      .execute()
  })
  return { ...(await myProfile(db, studentId)), message: PROFILE_MESSAGES.saved }
}
