import { APPLICATION_STATUS_LABELS, type APPLICATION_STATUSES, dirhams, type NotificationTemplate } from '@tutorat/contracts'

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

// Every message the platform sends, in French, for every channel. The WhatsApp names and
// parameters are the templates submitted to Meta (docs/whatsapp-templates.md lists the same).

export interface TemplateParams {
  access_granted: { name: string; course_title: string; course_id: number; expires_at: string | null }
  access_expiring: { name: string; course_title: string; course_id: number; expires_at: string }
  access_expires_today: { name: string; course_title: string; course_id: number; expires_at: string }
  student_invite: { name: string; course_title: string | null }
  password_reset: { name: string }
  application_status: { name: string; offer_title: string; status: ApplicationStatus }
  payment_validated: { name: string; reference: string; amount_mad: number; course_title: string; course_id: number; expires_at: string | null; payment_id: number }
  payment_refused: { name: string; reference: string; formation_title: string; reason: string; payment_id: number }
  payment_deadline: { name: string; reference: string; formation_title: string; amount_mad: number; deadline_at: string; payment_id: number }
}

/** What a message says, whatever carries it. */
export interface RenderedMessage {
  /** the email's subject and the in-app title */
  title: string
  /** paragraphs of the email and of the in-app body */
  lines: string[]
  /** where the message leads: a path of the site (the secret link's token appended, if any) */
  action: { label: string; path: string } | null
  whatsapp: { name: string; body: string[] }
}

export interface TemplateSpec<T extends NotificationTemplate> {
  /** sent whatever the student's opt-outs (they cannot act without it) */
  essential: boolean
  /** shown in the student's list in the app */
  inApp: boolean
  /** `secret`: the one-time token of a link (invite, reset), never stored in clear */
  render(params: TemplateParams[T], secret?: string): RenderedMessage
}

const casablancaDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', day: 'numeric', month: 'long', year: 'numeric' })
const casablancaTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Casablanca', hour: '2-digit', minute: '2-digit' })
export const frenchDate = (iso: string) => casablancaDate.format(new Date(iso))
const frenchTime = (iso: string) => casablancaTime.format(new Date(iso)).replace(':', ' h ')

const coursePath = (id: number) => `/student/course/${id}`
const paymentPath = (id: number) => `/student/payments/${id}`

export const TEMPLATES: { [T in NotificationTemplate]: TemplateSpec<T> } = {
  access_granted: {
    essential: false,
    inApp: true,
    render: (p) => {
      const until = p.expires_at ? `jusqu’au ${frenchDate(p.expires_at)}` : 'sans limite de durée'
      return {
        title: `Accès ouvert : ${p.course_title}`,
        lines: [`Bonjour ${p.name},`, `Votre accès au cours « ${p.course_title} » est ouvert, ${until}. Bon apprentissage !`],
        action: { label: 'Voir le cours', path: coursePath(p.course_id) },
        whatsapp: { name: 'acces_accorde', body: [p.name, p.course_title, until] },
      }
    },
  },
  access_expiring: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Votre accès à « ${p.course_title} » expire dans 3 jours`,
      lines: [
        `Bonjour ${p.name},`,
        `Votre accès au cours « ${p.course_title} » expire le ${frenchDate(p.expires_at)}. Pour le prolonger, contactez-nous sur WhatsApp ou renouvelez votre inscription.`,
      ],
      action: { label: 'Voir le cours', path: coursePath(p.course_id) },
      whatsapp: { name: 'acces_expire_bientot', body: [p.name, p.course_title, frenchDate(p.expires_at)] },
    }),
  },
  access_expires_today: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Votre accès à « ${p.course_title} » expire aujourd’hui`,
      lines: [
        `Bonjour ${p.name},`,
        `Votre accès au cours « ${p.course_title} » expire aujourd’hui à ${frenchTime(p.expires_at)}. Pour le prolonger, contactez-nous sur WhatsApp ou renouvelez votre inscription.`,
      ],
      action: { label: 'Voir le cours', path: coursePath(p.course_id) },
      whatsapp: { name: 'acces_expire_aujourdhui', body: [p.name, p.course_title, frenchTime(p.expires_at)] },
    }),
  },
  student_invite: {
    essential: true,
    inApp: false,
    render: (p, secret) => {
      const what = p.course_title ? `au cours « ${p.course_title} »` : 'à votre espace étudiant'
      return {
        title: 'Votre accès est prêt : choisissez votre mot de passe',
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
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', path: `/student/reset-password/${secret ?? ''}` },
      whatsapp: { name: 'reinitialisation_mot_de_passe', body: [p.name] },
    }),
  },
  application_status: {
    essential: false,
    inApp: false,
    render: (p) => {
      const status = APPLICATION_STATUS_LABELS[p.status]
      return {
        title: `Votre candidature : ${p.offer_title}`,
        lines: [`Bonjour ${p.name},`, `Votre candidature à l’offre « ${p.offer_title} » est passée au statut : ${status}.`],
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
        title: `Paiement validé : ${p.course_title}`,
        lines: [
          `Bonjour ${p.name},`,
          `Votre virement ${p.reference} de ${dirhams(p.amount_mad)} est validé. Votre accès au cours « ${p.course_title} » est ouvert, ${until}.`,
          'Votre reçu de paiement est disponible dans « Mes paiements ».',
        ],
        action: { label: 'Voir le cours', path: coursePath(p.course_id) },
        whatsapp: { name: 'paiement_valide', body: [p.name, p.reference, dirhams(p.amount_mad), p.course_title, until] },
      }
    },
  },
  payment_refused: {
    essential: true,
    inApp: true,
    render: (p) => ({
      title: `Paiement refusé : ${p.reference}`,
      lines: [
        `Bonjour ${p.name},`,
        `Nous n’avons pas pu valider votre paiement ${p.reference} pour « ${p.formation_title} ». Motif : ${p.reason}`,
        'Vos preuves restent enregistrées. Répondez-nous sur WhatsApp ou créez une nouvelle demande depuis la formation.',
      ],
      action: { label: 'Voir ma demande', path: paymentPath(p.payment_id) },
      whatsapp: { name: 'paiement_refuse', body: [p.name, p.reference, p.formation_title, p.reason] },
    }),
  },
  payment_deadline: {
    essential: false,
    inApp: true,
    render: (p) => ({
      title: `Dernier jour demain pour votre virement ${p.reference}`,
      lines: [
        `Bonjour ${p.name},`,
        `Votre demande d’inscription à « ${p.formation_title} » (${dirhams(p.amount_mad)}) attend la preuve de votre virement jusqu’au ${frenchDate(p.deadline_at)} à ${frenchTime(p.deadline_at)}.`,
        'Pensez à écrire la référence sur le virement, puis envoyez la photo du reçu.',
      ],
      action: { label: 'Envoyer ma preuve', path: paymentPath(p.payment_id) },
      whatsapp: { name: 'paiement_echeance_demain', body: [p.name, p.reference, p.formation_title, frenchDate(p.deadline_at)] },
    }),
  },
}

export function renderMessage<T extends NotificationTemplate>(template: T, params: TemplateParams[T], secret?: string): RenderedMessage {
  return TEMPLATES[template].render(params, secret)
}
