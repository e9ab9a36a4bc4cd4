import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { badRequestAt } from '../../errors.ts'

// WhatsApp numbers are stored in E.164 (+212612345678): what the Cloud API expects, and one
// spelling per number whatever the student typed (06…, 00212…, 212…, spaces, dashes). The `max`
// metadata knows which numbers are mobiles: a Moroccan landline (05…) cannot receive WhatsApp.

const WHATSAPP_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])

/** The E.164 form of a mobile number (Moroccan by default), or undefined when it is not one. */
export function toE164(typed: string): string | undefined {
  const number = parsePhoneNumberFromString(typed, 'MA')
  if (!number?.isValid() || !WHATSAPP_TYPES.has(number.getType() ?? '')) return undefined
  return number.number
}

/** `toE164`, or a French 400 naming the field. */
export function normalisePhone(typed: string, field = 'phone'): string {
  const e164 = toE164(typed)
  if (!e164) throw badRequestAt(field, NOTIFICATION_MESSAGES.invalidPhone)
  return e164
}

/** For optional phones (admin forms): absent stays absent, empty becomes null, anything else must be a mobile number. */
export function normaliseOptionalPhone(typed: string | null | undefined): string | null | undefined {
  if (typed === undefined || typed === null) return typed
  return typed.trim() === '' ? null : normalisePhone(typed)
}

/**
 * Accounts an admin creates (form, invite, import): a number they typed came from the student's
 * WhatsApp conversation with the business, and that is the opt-in, as migration 0010 decided for
 * the accounts that existed before it.
 */
export const consentOfAdminTypedPhone = (phone: string | null) => Boolean(phone)
