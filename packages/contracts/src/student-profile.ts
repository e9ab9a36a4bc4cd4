import { z } from 'zod'
import { optionalText } from './courses.ts'
import { tooLong } from './messages.ts'
import { deviceSchema, email, studentCreateInput } from './students.ts'

// Issue 29: « Mon profil » (/student/profile). What a student may change of their own account:
// the fields the admin's student form has (same rules), the school, the address (re-verified)
// and their signed-in devices. Never their accesses, status or anything else.

export const PROFILE_MESSAGES = {
  saved: 'Informations enregistrées.',
  /** the number is the one WhatsApp messages go to: removing it silently would send nothing */
  phoneNeededForWhatsapp: 'Ce numéro reçoit vos messages WhatsApp : désactivez d’abord WhatsApp dans vos notifications pour le retirer.',
  emailLinkSent: (address: string) =>
    `Nous avons envoyé un lien de confirmation à ${address}. Votre adresse changera quand vous l’ouvrirez (valable 24 heures).`,
  sameEmail: 'C’est déjà votre adresse.',
  currentPasswordRequired: 'Saisissez votre mot de passe actuel.',
  deviceNotFound: 'Appareil introuvable.',
  deviceInvalid: 'Identifiant d’appareil invalide.',
  deviceSignedOut: 'Appareil déconnecté.',
  othersSignedOut: (count: number) =>
    count === 0 ? 'Aucun autre appareil n’était connecté.' : count === 1 ? '1 autre appareil a été déconnecté.' : `${count} autres appareils ont été déconnectés.`,
} as const

/** The student's own account as the profile page shows it. */
export const studentProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** a new address waiting for its link (the account keeps `email` until it is opened) */
  pending_email: z.string().nullable(),
  phone: z.string().nullable(),
  school: z.string().nullable(),
  level: z.string().nullable(),
  /** Google-only accounts have none: they change their address without one */
  has_password: z.boolean(),
})
export type StudentProfile = z.infer<typeof studentProfileSchema>

const adminFields = studentCreateInput.shape
export const updateProfileInput = z.object({
  name: adminFields.name,
  phone: adminFields.phone,
  school: optionalText(120),
  level: adminFields.level,
})
export type UpdateProfileInput = z.input<typeof updateProfileInput>

/** A verified student's new address: re-verified by a link; the current password when the account has one. */
export const requestEmailChangeInput = z.object({
  email,
  current_password: z.string().max(256, tooLong('Le mot de passe actuel', 256)).optional(),
})

/** A device as its student sees it: the admin's view of it, and whether it is the one asking. */
export const studentDeviceSchema = deviceSchema.omit({ last_seen_at: true }).extend({
  /** the device this very request comes from (« Cet appareil ») */
  current: z.boolean(),
})
export type StudentDevice = z.infer<typeof studentDeviceSchema>

export const signOutDeviceInput = z.object({ id: z.uuid({ error: PROFILE_MESSAGES.deviceInvalid }) })
export const signedOutOutput = z.object({ message: z.string(), signed_out: z.number().int() })
