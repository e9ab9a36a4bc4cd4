import { z } from 'zod'
import { LEVELS } from './constants.ts'
import { idParam, pagination, requiredText } from './common.ts'
import { optionalText } from './courses.ts'
import { tooLong } from './messages.ts'
import { email, password } from './students.ts'

// DESIGN §10: self sign-up, password reset, and the message outbox (notifications).

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'whatsapp'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
/** `no_channel`: nothing to send it through (no SMTP, no WhatsApp configured): neither sent nor a failure. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'dead', 'no_channel'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

/** Every message the platform sends; the next issues add theirs here. */
export const NOTIFICATION_TEMPLATES = [
  'access_granted',
  'access_expiring',
  'access_expires_today',
  'student_invite',
  'password_reset',
  'email_verification',
  'account_exists',
  'application_status',
  'payment_validated',
  'payment_refused',
  'payment_deadline',
  'instalment_due_soon',
  'instalment_due_today',
  'session_scheduled',
  'session_changed',
  'session_cancelled',
  'session_reminder_day_before',
  'session_reminder_hour',
  'session_recording',
] as const
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number]

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'Application',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
}
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'En échec',
  dead: 'Abandonné',
  no_channel: 'Non envoyé (aucun canal)',
}
export const NOTIFICATION_TEMPLATE_LABELS: Record<NotificationTemplate, string> = {
  access_granted: 'Accès accordé',
  access_expiring: 'Accès expirant dans 3 jours',
  access_expires_today: 'Accès expirant aujourd’hui',
  student_invite: 'Invitation',
  password_reset: 'Réinitialisation du mot de passe',
  email_verification: 'Confirmation de l’adresse e-mail',
  account_exists: 'Inscription avec une adresse déjà utilisée',
  application_status: 'Candidature : statut modifié',
  payment_validated: 'Paiement validé',
  payment_refused: 'Paiement refusé',
  payment_deadline: 'Paiement : délai demain',
  instalment_due_soon: 'Échéance dans 3 jours',
  instalment_due_today: 'Échéance aujourd’hui',
  session_scheduled: 'Séance planifiée',
  session_changed: 'Séance modifiée',
  session_cancelled: 'Séance annulée',
  session_reminder_day_before: 'Séance : rappel la veille',
  session_reminder_hour: 'Séance : rappel une heure avant',
  session_recording: 'Séance : enregistrement disponible',
}

export const NOTIFICATION_MESSAGES = {
  invalidPhone: 'Numéro WhatsApp invalide : ex. 06 12 34 56 78 ou +212 6 12 34 56 78.',
  phoneRequired: 'Le numéro WhatsApp est obligatoire.',
  schoolRequired: 'L’établissement est obligatoire.',
  levelRequired: 'Le niveau est obligatoire.',
  resetSent: 'Si un compte existe avec cet e-mail, un lien de réinitialisation vient d’être envoyé (valable 30 minutes).',
  resetInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  passwordReset: 'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
  preferencesSaved: 'Préférences enregistrées.',
  whatsappNeedsConsent: 'Pour recevoir des messages WhatsApp, donnez votre accord et indiquez votre numéro.',
  unsubscribed: 'Vous ne recevrez plus ces messages par ce canal. Vous pouvez changer d’avis dans « Mes notifications ».',
  unsubscribeInvalid: 'Ce lien de désinscription est invalide.',
  notificationNotFound: 'Message introuvable.',
  retried: 'Le message sera renvoyé dans un instant.',
  retriedAll: (count: number, skipped = 0) =>
    [
      count === 0 ? 'Aucun message en échec à renvoyer.' : `${count} message(s) seront renvoyés dans un instant.`,
      skipped === 0 ? '' : ` ${skipped} message(s) au lien expiré ou déjà utilisé ne sont pas renvoyés : envoyez un nouveau lien.`,
    ].join(''),
  notRetriable: 'Seul un message en échec, abandonné ou non envoyé faute de canal peut être renvoyé.',
  retryBusy: 'Ce message est en cours d’envoi : réessayez dans un instant.',
  linkGone:
    'Ce message contenait un lien à usage unique qui ne fonctionne plus (expiré, déjà utilisé, ou effacé après l’abandon) : envoyez plutôt un nouveau lien (« Nouveau lien » sur la fiche de l’étudiant, ou « Mot de passe oublié ? »).',
  noChannel: 'aucun canal configuré',
} as const

/** DESIGN §15: self sign-up verifies the address; no answer tells whether an address has an account. */
export const VERIFICATION_MESSAGES = {
  linkSent: (email: string) => `Nous vous avons envoyé un lien de confirmation à ${email}. Ouvrez-le pour accéder à votre espace (valable 24 heures).`,
  verifyInvalid: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
  verified: 'Adresse confirmée. Bienvenue !',
  resent: 'Si cette adresse attend une confirmation, un nouveau lien vient d’être envoyé (valable 24 heures).',
  unverified: 'Confirmez votre adresse e-mail pour accéder à votre espace.',
  alreadyVerified: 'Votre adresse est déjà confirmée. Pour la changer, contactez-nous.',
} as const

/** Moroccan formats are normalised to E.164 by the server (libphonenumber-js); here only bounded. */
export const phoneText = z.string({ error: NOTIFICATION_MESSAGES.phoneRequired }).trim().min(1, NOTIFICATION_MESSAGES.phoneRequired).max(30, tooLong('Le numéro', 30))

export const studentRegisterInput = z.object({
  name: requiredText('Le nom est obligatoire.', 120, 'Le nom'),
  email,
  phone: phoneText,
  school: requiredText(NOTIFICATION_MESSAGES.schoolRequired, 120, 'L’établissement'),
  level: z.enum(LEVELS, { error: NOTIFICATION_MESSAGES.levelRequired }),
  password,
  whatsapp_consent: z.boolean().default(false),
  /** Honeypot: people leave it empty; a filled one gets the same answer and no account. */
  website: optionalText(200),
})
export type StudentRegisterInput = z.input<typeof studentRegisterInput>

/** The same answer for a new and a taken address: no token, no id. */
export const studentRegisterOutput = z.object({ message: z.string(), email: z.string() })
export const verifyEmailInput = z.object({ token: z.string().min(10).max(500, tooLong('Le lien', 500)) })
export const resendVerificationInput = z.object({ email })
export const changeEmailInput = z.object({ email })

export const passwordResetInput = z.object({ email })
export const passwordResetConfirmInput = z.object({ token: z.string().min(10).max(500, tooLong('Le lien', 500)), password })
export const messageOutput = z.object({ message: z.string() })

export const notificationPreferencesSchema = z.object({
  email_opt_in: z.boolean(),
  whatsapp_opt_in: z.boolean(),
  whatsapp_consent: z.boolean(),
  /** E.164, or null when the student gave none */
  phone: z.string().nullable(),
  email_invalid: z.boolean(),
  phone_invalid: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>
export const notificationPreferencesInput = z.object({
  email_opt_in: z.boolean(),
  whatsapp_opt_in: z.boolean(),
  whatsapp_consent: z.boolean(),
  phone: z.string().trim().max(30, tooLong('Le numéro', 30)).nullish(),
})

export const unsubscribeInput = z.object({ token: z.string().min(10).max(1000, tooLong('Le lien', 1000)) })
export const unsubscribeOutput = z.object({ message: z.string(), channel: z.enum(['email', 'whatsapp']) })

/** A message in the student's list (in the app): rendered by the server, in French. */
export const studentNotificationSchema = z.object({
  id: z.number().int(),
  template: z.enum(NOTIFICATION_TEMPLATES),
  title: z.string(),
  body: z.string(),
  /** where the message leads inside the site (a path), if anywhere */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
})
export type StudentNotification = z.infer<typeof studentNotificationSchema>
export const studentNotificationsOutput = z.object({ items: z.array(studentNotificationSchema), unread: z.number().int(), total: z.number().int() })
export const markReadInput = z.object({ ids: z.array(idParam).max(100).optional() })
export const markReadOutput = z.object({ unread: z.number().int() })
export const preferencesSavedOutput = notificationPreferencesSchema.extend({ message: z.string() })

/** The back office's log (super admins). */
export const notificationLogInput = pagination.extend({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  template: z.enum(NOTIFICATION_TEMPLATES).optional(),
  recipient: z.string().trim().max(254, tooLong('Le destinataire', 254)).optional(),
})
export const notificationLogEntrySchema = z.object({
  id: z.number().int(),
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string().nullable(),
  template: z.enum(NOTIFICATION_TEMPLATES),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
})
export type NotificationLogEntry = z.infer<typeof notificationLogEntrySchema>
export const notificationLogOutput = z.object({
  items: z.array(notificationLogEntrySchema),
  /** exact up to 10,000; past it `total_capped` and the log says « plus de 10 000 messages » */
  total: z.number().int(),
  total_capped: z.boolean(),
  counts: z.object({ pending: z.number().int(), failed: z.number().int(), dead: z.number().int(), no_channel: z.number().int() }),
})
export type NotificationLogOutput = z.infer<typeof notificationLogOutput>
export const notificationIdInput = z.object({ id: idParam })
export const retryFailedOutput = z.object({ message: z.string(), count: z.number().int() })
