import { APPLICATION_STATUS_LABELS, type APPLICATION_STATUSES, dirhams, type NotificationTemplate, SESSION_RULES, studentJoinPath } from '@tutorat/contracts'

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** A part of an instalment plan coming due (DESIGN §18). */
export interface InstalmentMessageParams {
  name: string
  formation_title: string
  part_number: number
  parts_count: number
  amount_mad: number
  reference: string
  due_on: string
  pauses_on: string
  payment_id: number
}

/** Every message about a live session: never its Meet link, only what leads to the join page. */
export interface SessionMessageParams {
  name: string
  session_id: number
  title: string
  starts_at: string
  course_id: number | null
  course_title: string | null
}

// Every message the platform sends, in French, for every channel. The WhatsApp names and
// parameters are the templates submitted to Meta (docs/whatsapp-templates.md lists the same).

export interface TemplateParams {
  access_granted: { name: string; course_title: string; course_id: number; expires_at: string | null }
  access_expiring: { name: string; course_title: string; course_id: number; expires_at: string }
  access_expires_today: { name: string; course_title: string; course_id: number; expires_at: string }
  student_invite: { name: string; course_title: string | null }
  password_reset: { name: string }
  email_verification: { name: string }
  account_exists: { name: string }
  application_status: { name: string; offer_title: string; status: ApplicationStatus }
  payment_validated: { name: string; reference: string; amount_mad: number; course_title: string; course_id: number; expires_at: string | null; payment_id: number }
  /** `new_proof_until`: the refusal lets the student add a proof to the same request until then (absent in messages queued before issue 29) */
  payment_refused: { name: string; reference: string; formation_title: string; reason: string; payment_id: number; new_proof_until?: string | null }
  payment_deadline: { name: string; reference: string; formation_title: string; amount_mad: number; deadline_at: string; payment_id: number }
  /** `due_on`, `pauses_on`: Casablanca days (YYYY-MM-DD); `pauses_on` is the first day without access if unpaid */
  instalment_due_soon: InstalmentMessageParams
  instalment_due_today: InstalmentMessageParams
  session_scheduled: SessionMessageParams
  session_changed: SessionMessageParams
  session_cancelled: SessionMessageParams
  session_reminder_day_before: SessionMessageParams
  session_reminder_hour: SessionMessageParams
  session_recording: SessionMessageParams
}

/** What a message says, whatever carries it. */
export interface RenderedMessage {
  /** the email's subject and the in-app title */
  title: string
  /** paragraphs of the email and of the in-app body */
  lines: string[]
  /** where the message leads: a path of the site (the secret link's token appended, if any) */
  action: { label: string; path: string } | null
  /** null for a message that goes by email only (`emailOnly`) */
  whatsapp: { name: string; body: string[] } | null
}

export interface TemplateSpec<T extends NotificationTemplate> {
  /** sent whatever the student's opt-outs (they cannot act without it) */
  essential: boolean
  /** shown in the student's list in the app */
  inApp: boolean
  /** about the mailbox itself (a link that proves it): never by WhatsApp, whatever the student typed as a number */
  emailOnly?: true
  /** `secret`: the one-time token of a link (invite, reset), never stored in clear */
  render(params: TemplateParams[T], secret?: string): RenderedMessage
}

const casablancaDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', day: 'numeric', month: 'long', year: 'numeric' })
const casablancaTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', hour: '2-digit', minute: '2-digit' })
export const frenchDate = (iso: string) => casablancaDate.format(new Date(iso))
/** A Casablanca day (YYYY-MM-DD) as « 2 décembre 2026 »: noon UTC falls on that day in Casablanca, at UTC+0 or UTC+1 */
const calendarDay = (day: string) => frenchDate(`${day}T12:00:00Z`)
const casablancaDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const frenchTime = (iso: string) => casablancaTime.format(new Date(iso)).replace(':', ' h ')
/** « mardi 5 mai 2026 à 18 h 00 » in Casablanca */
const sessionWhen = (iso: string) => `${casablancaDay.format(new Date(iso))} à ${frenchTime(iso)}`
const sessionName = (p: SessionMessageParams) => (p.course_title ? `« ${p.title} » (${p.course_title})` : `« ${p.title} »`)
const joinOpens = `Le bouton « Rejoindre » s’ouvre ${SESSION_RULES.joinOpensMinutesBefore} minutes avant le début, dans votre espace.`

const coursePath = (id: number) => `/student/course/${id}`
const paymentPath = (id: number) => `/student/payments/${id}`
const joinAction = (p: SessionMessageParams) => ({ label: 'Voir la séance', path: studentJoinPath(p.session_id) })
const mySessions = { label: 'Voir mes séances', path: '/student/sessions' }

export const TEMPLATES: { [T in NotificationTemplate]: TemplateSpec<T> } = {
  access_granted: {
    essential: false,
    inApp: true,
    render: (p) => {
      const until = p.expires_at ? `jusqu’au ${frenchDate(p.expires_at)}` : 'sans limite de durée'
      return {
        title: `Accès ouvert : ${p.course_title}`,
        lines: [`Bonjour ${p.name},`, `Votre accès au cours « ${p.course_title} » est ouvert, ${until}. Bon apprentissage !`],
        action: { label: 'Voir le cours', path: coursePath(p.course_id) },
        whatsapp: { name: 'acces_accorde', body: [p.name, p.course_title, until] },
      }
    },
  },
  access_expiring: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Votre accès à « ${p.course_title} » expire dans 3 jours`,
      lines: [
        `Bonjour ${p.name},`,
        `Votre accès au cours « ${p.course_title} » expire le ${frenchDate(p.expires_at)}. Pour le prolonger, contactez-nous sur WhatsApp ou renouvelez votre inscription.`,
      ],
      action: { label: 'Voir le cours', path: coursePath(p.course_id) },
      whatsapp: { name: 'acces_expire_bientot', body: [p.name, p.course_title, frenchDate(p.expires_at)] },
    }),
  },
  access_expires_today: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Votre accès à « ${p.course_title} » expire aujourd’hui`,
      lines: [
        `Bonjour ${p.name},`,
        `Votre accès au cours « ${p.course_title} » expire aujourd’hui à ${frenchTime(p.expires_at)}. Pour le prolonger, contactez-nous sur WhatsApp ou renouvelez votre inscription.`,
      ],
      action: { label: 'Voir le cours', path: coursePath(p.course_id) },
      whatsapp: { name: 'acces_expire_aujourdhui', body: [p.name, p.course_title, frenchTime(p.expires_at)] },
    }),
  },
  student_invite: {
    essential: true,
    inApp: false,
    render: (p, secret) => {
      const what = p.course_title ? `au cours « ${p.course_title} »` : 'à votre espace étudiant'
      return {
        title: 'Votre accès est prêt : choisissez votre mot de passe',
        lines: [`Bonjour ${p.name},`, `Votre accès ${what} est prêt. Choisissez votre mot de passe avec le lien ci-dessous (valable 14 jours, une seule fois).`],
        action: { label: 'Choisir mon mot de passe', path: `/student/set-password/${secret ?? ''}` },
        whatsapp: { name: 'invitation_compte', body: [p.name, p.course_title ?? 'votre espace étudiant'] },
      }
    },
  },
  password_reset: {
    essential: true,
    inApp: false,
    render: (p, secret) => ({
      title: 'Réinitialisation de votre mot de passe',
      lines: [
        `Bonjour ${p.name},`,
        'Vous avez demandé à changer votre mot de passe. Le lien ci-dessous est valable 30 minutes et ne sert qu’une fois.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', path: `/student/reset-password/${secret ?? ''}` },
      whatsapp: { name: 'reinitialisation_mot_de_passe', body: [p.name] },
    }),
  },
  email_verification: {
    essential: true,
    inApp: false,
    emailOnly: true,
    render: (p, secret) => ({
      title: 'Confirmez votre adresse e-mail',
      lines: [
        `Bonjour ${p.name},`,
        'Pour accéder à votre espace étudiant, confirmez votre adresse e-mail avec le lien ci-dessous (valable 24 heures, une seule fois).',
        'Si vous n’avez pas créé de compte, ignorez ce message : sans confirmation, personne n’accède à un compte à votre adresse.',
      ],
      action: { label: 'Confirmer mon adresse', path: `/student/verify-email/${secret ?? ''}` },
      whatsapp: null,
    }),
  },
  // no one-time link here: it would replace the account's live link (an admin's invite), which a
  // stranger must not be able to do by typing the address in a form
  account_exists: {
    essential: true,
    inApp: false,
    emailOnly: true,
    render: (p) => ({
      title: 'Quelqu’un a essayé de créer un compte avec votre adresse',
      lines: [
        `Bonjour ${p.name},`,
        'Quelqu’un a essayé de créer un compte avec votre adresse e-mail. Votre compte existe déjà : rien n’a été changé.',
        'Si c’était vous, choisissez un nouveau mot de passe avec le lien ci-dessous (« Mot de passe oublié ? »), ou connectez-vous avec Google. Sinon, ignorez ce message.',
      ],
      action: { label: 'Choisir un mot de passe', path: '/student/forgot-password' },
      whatsapp: null,
    }),
  },
  application_status: {
    essential: false,
    inApp: false,
    render: (p) => {
      const status = APPLICATION_STATUS_LABELS[p.status]
      return {
        title: `Votre candidature : ${p.offer_title}`,
        lines: [`Bonjour ${p.name},`, `Votre candidature à l’offre « ${p.offer_title} » est passée au statut : ${status}.`],
        action: { label: 'Voir les offres', path: '/recruitment' },
        whatsapp: { name: 'candidature_statut', body: [p.name, p.offer_title, status] },
      }
    },
  },
  payment_validated: {
    essential: true,
    inApp: true,
    render: (p) => {
      const until = p.expires_at ? `jusqu’au ${frenchDate(p.expires_at)}` : 'sans limite de durée'
      return {
        title: `Paiement validé : ${p.course_title}`,
        lines: [
          `Bonjour ${p.name},`,
          `Votre virement ${p.reference} de ${dirhams(p.amount_mad)} est validé. Votre accès au cours « ${p.course_title} » est ouvert, ${until}.`,
          'Votre reçu de paiement est disponible dans « Mes paiements ».',
        ],
        action: { label: 'Voir le cours', path: coursePath(p.course_id) },
        whatsapp: { name: 'paiement_valide', body: [p.name, p.reference, dirhams(p.amount_mad), p.course_title, until] },
      }
    },
  },
  payment_refused: {
    essential: true,
    inApp: true,
    render: (p) => {
      const next = p.new_proof_until
        ? `Vous pouvez envoyer une nouvelle preuve pour cette même demande (même référence) jusqu’au ${frenchDate(p.new_proof_until)}.`
        : 'Ce refus est définitif pour cette demande : créez une nouvelle demande depuis la formation.'
      return {
        title: `Paiement refusé : ${p.reference}`,
        lines: [
          `Bonjour ${p.name},`,
          `Nous n’avons pas pu valider votre paiement ${p.reference} pour « ${p.formation_title} ». Motif : ${p.reason}`,
          next,
          'Vos preuves restent enregistrées. Une question ? Répondez-nous sur WhatsApp.',
        ],
        action: { label: p.new_proof_until ? 'Envoyer une nouvelle preuve' : 'Voir ma demande', path: paymentPath(p.payment_id) },
        whatsapp: { name: 'paiement_refuse', body: [p.name, p.reference, p.formation_title, p.reason, next] },
      }
    },
  },
  payment_deadline: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Dernier jour demain pour votre virement ${p.reference}`,
      lines: [
        `Bonjour ${p.name},`,
        `Votre demande d’inscription à « ${p.formation_title} » (${dirhams(p.amount_mad)}) attend la preuve de votre virement jusqu’au ${frenchDate(p.deadline_at)} à ${frenchTime(p.deadline_at)}.`,
        'Pensez à écrire la référence sur le virement, puis envoyez la photo du reçu.',
      ],
      action: { label: 'Envoyer ma preuve', path: paymentPath(p.payment_id) },
      whatsapp: { name: 'paiement_echeance_demain', body: [p.name, p.reference, p.formation_title, frenchDate(p.deadline_at)] },
    }),
  },
  instalment_due_soon: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Échéance ${p.part_number}/${p.parts_count} dans 3 jours : ${p.formation_title}`,
      lines: [
        `Bonjour ${p.name},`,
        `L’échéance ${p.part_number} sur ${p.parts_count} de votre formation « ${p.formation_title} » (${dirhams(p.amount_mad)}) est à payer le ${calendarDay(p.due_on)}.`,
        `Faites le virement avec la référence ${p.reference}, puis envoyez la photo du reçu depuis « Mes paiements ».`,
      ],
      action: { label: 'Payer l’échéance', path: paymentPath(p.payment_id) },
      whatsapp: { name: 'echeance_dans_3_jours', body: [p.name, `${p.part_number}/${p.parts_count}`, p.formation_title, dirhams(p.amount_mad), calendarDay(p.due_on)] },
    }),
  },
  instalment_due_today: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Échéance ${p.part_number}/${p.parts_count} à payer aujourd’hui : ${p.formation_title}`,
      lines: [
        `Bonjour ${p.name},`,
        `L’échéance ${p.part_number} sur ${p.parts_count} de votre formation « ${p.formation_title} » (${dirhams(p.amount_mad)}) est à payer aujourd’hui, avec la référence ${p.reference}.`,
        `Sans paiement, votre accès sera mis en pause le ${calendarDay(p.pauses_on)} ; il rouvre dès la validation de l’échéance.`,
      ],
      action: { label: 'Payer l’échéance', path: paymentPath(p.payment_id) },
      whatsapp: { name: 'echeance_aujourdhui', body: [p.name, `${p.part_number}/${p.parts_count}`, p.formation_title, dirhams(p.amount_mad), calendarDay(p.pauses_on)] },
    }),
  },
  session_scheduled: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Nouvelle séance en direct : ${p.title}`,
      lines: [`Bonjour ${p.name},`, `Une séance en direct sur Google Meet est planifiée : ${sessionName(p)}, le ${sessionWhen(p.starts_at)} (heure du Maroc).`, joinOpens],
      action: joinAction(p),
      whatsapp: { name: 'seance_planifiee', body: [p.name, p.title, sessionWhen(p.starts_at)] },
    }),
  },
  // a student who turned emails off must still learn that their session moved or will not happen
  session_changed: {
    essential: true,
    inApp: true,
    render: (p) => ({
      title: `Séance modifiée : ${p.title}`,
      lines: [`Bonjour ${p.name},`, `La séance ${sessionName(p)} a été modifiée : elle a lieu le ${sessionWhen(p.starts_at)} (heure du Maroc).`, joinOpens],
      action: joinAction(p),
      whatsapp: { name: 'seance_modifiee', body: [p.name, p.title, sessionWhen(p.starts_at)] },
    }),
  },
  session_cancelled: {
    essential: true,
    inApp: true,
    render: (p) => ({
      title: `Séance annulée : ${p.title}`,
      lines: [`Bonjour ${p.name},`, `La séance ${sessionName(p)} prévue le ${sessionWhen(p.starts_at)} (heure du Maroc) est annulée.`, 'Vos prochaines séances sont dans « Mes séances ».'],
      // its join page only says « annulée »: « Mes séances » lists it as such, with what comes next
      action: mySessions,
      whatsapp: { name: 'seance_annulee', body: [p.name, p.title, sessionWhen(p.starts_at)] },
    }),
  },
  session_reminder_day_before: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Demain à ${frenchTime(p.starts_at)} : ${p.title}`,
      lines: [`Bonjour ${p.name},`, `Rappel : la séance ${sessionName(p)} a lieu demain, le ${sessionWhen(p.starts_at)} (heure du Maroc).`, joinOpens],
      action: joinAction(p),
      whatsapp: { name: 'seance_rappel_veille', body: [p.name, p.title, frenchTime(p.starts_at)] },
    }),
  },
  session_reminder_hour: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Bientôt, à ${frenchTime(p.starts_at)} : ${p.title}`,
      lines: [`Bonjour ${p.name},`, `La séance ${sessionName(p)} commence à ${frenchTime(p.starts_at)} (heure du Maroc).`, joinOpens],
      action: joinAction(p),
      whatsapp: { name: 'seance_rappel_heure', body: [p.name, p.title, frenchTime(p.starts_at)] },
    }),
  },
  session_recording: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Enregistrement disponible : ${p.title}`,
      lines: [
        `Bonjour ${p.name},`,
        `L’enregistrement de la séance ${sessionName(p)} du ${frenchDate(p.starts_at)} est disponible dans le module « ${SESSION_RULES.recordingsModule} » du cours.`,
      ],
      action: p.course_id === null ? mySessions : { label: 'Voir le cours', path: coursePath(p.course_id) },
      whatsapp: { name: 'seance_enregistrement', body: [p.name, p.title, frenchDate(p.starts_at)] },
    }),
  },
}

export function renderMessage<T extends NotificationTemplate>(template: T, params: TemplateParams[T], secret?: string): RenderedMessage {
  return TEMPLATES[template].render(params, secret)
}
