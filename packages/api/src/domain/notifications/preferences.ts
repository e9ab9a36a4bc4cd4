import { NOTIFICATION_MESSAGES, type NotificationPreferences, type notificationPreferencesInput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { badRequestAt } from '../../errors.ts'
import { normaliseOptionalPhone } from '../students/phone.ts'

// The channels a student accepts (DESIGN §10). Essential messages (invite, reset) ignore the
// opt-outs; WhatsApp needs the student's consent and number whatever the message.

const selectPreferences = (db: Database, studentId: number) =>
  db
    .selectFrom('students')
    .select(['email_opt_in', 'whatsapp_opt_in', 'whatsapp_consent', 'phone', 'email_invalid_at', 'phone_invalid_at'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow()

type Row = Awaited<ReturnType<typeof selectPreferences>>

const toPreferences = ({ email_invalid_at, phone_invalid_at, phone, ...row }: Row): NotificationPreferences => ({
  ...row,
  phone: phone || null,
  email_invalid: email_invalid_at !== null,
  phone_invalid: phone_invalid_at !== null,
})

export async function myPreferences(db: Database, studentId: number): Promise<NotificationPreferences> {
  return toPreferences(await selectPreferences(db, studentId))
}

/**
 * `phone` absent keeps the number, null or empty removes it. Consent without a number, or WhatsApp
 * switched on without consent, is refused rather than saved as a choice that would send nothing.
 */
export async function updatePreferences(db: Database, studentId: number, input: z.output<typeof notificationPreferencesInput>) {
  const typed = normaliseOptionalPhone(input.phone)
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('students').select(['phone', 'whatsapp_opt_in']).where('id', '=', studentId).forUpdate().executeTakeFirstOrThrow()
    const phone = typed === undefined ? current.phone || null : typed
    const switchedOn = input.whatsapp_opt_in && !current.whatsapp_opt_in
    if ((input.whatsapp_consent || switchedOn) && !(input.whatsapp_consent && phone)) {
      throw badRequestAt(input.whatsapp_consent ? 'phone' : 'whatsapp_consent', NOTIFICATION_MESSAGES.whatsappNeedsConsent)
    }
    const { phone: _typed, ...choices } = input
    await trx
      .updateTable('students')
      .set({
        ...choices,
        phone,
        // a corrected number is worth trying again: the bounce mark was the old one's
        ...(phone === current.phone ? {} : { phone_invalid_at: null }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', studentId)
      .execute()
    return { ...toPreferences(await selectPreferences(trx, studentId)), message: NOTIFICATION_MESSAGES.preferencesSaved }
  })
}
