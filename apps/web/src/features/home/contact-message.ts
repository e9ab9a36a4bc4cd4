/** The contact form's draft (SPEC §3: not stored, sent through WhatsApp). */
export interface ContactDraft {
  firstName: string
  lastName: string
  email: string
  message: string
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>

export const CONTACT_MESSAGES = {
  firstName: 'Veuillez saisir votre prénom',
  lastName: 'Veuillez saisir votre nom',
  email: 'Veuillez saisir votre adresse email',
  emailInvalid: 'Adresse email invalide (exemple : nom@domaine.ma)',
  message: 'Veuillez écrire votre message',
  opened: 'WhatsApp s’ouvre dans un nouvel onglet avec votre message : il ne reste plus qu’à l’envoyer.',
  noNumber: 'Le numéro WhatsApp n’est pas encore chargé. Réessayez dans un instant.',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** SPEC §5: the four fields are required, the email must look like one. */
export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {}
  if (!draft.firstName.trim()) errors.firstName = CONTACT_MESSAGES.firstName
  if (!draft.lastName.trim()) errors.lastName = CONTACT_MESSAGES.lastName
  if (!draft.email.trim()) errors.email = CONTACT_MESSAGES.email
  else if (!EMAIL.test(draft.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid
  if (!draft.message.trim()) errors.message = CONTACT_MESSAGES.message
  return errors
}

/** The prefilled WhatsApp text: who writes, how to answer by email, and what they ask. */
export function contactMessage(draft: ContactDraft): string {
  return [
    `Bonjour, je m’appelle ${draft.firstName.trim()} ${draft.lastName.trim()}.`,
    `Email : ${draft.email.trim()}`,
    '',
    draft.message.trim(),
  ].join('\n')
}
