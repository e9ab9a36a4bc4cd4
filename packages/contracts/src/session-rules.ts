// DESIGN §12: the live sessions' names, rules and messages, without zod: the student's pages read
// them (the dashboard's « Rejoindre ») and must not download the schemas for it.

export const SESSION_KINDS = ['groupe', 'solo'] as const
export type SessionKind = (typeof SESSION_KINDS)[number]
export const SESSION_STATUSES = ['planifiee', 'annulee'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]
export const SESSION_KIND_LABELS: Record<SessionKind, string> = { groupe: 'Groupe', solo: 'Solo' }
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = { planifiee: 'Planifiée', annulee: 'Annulée' }

export const SESSION_RULES = {
  /** « Rejoindre » opens this long before the start, and stays open until the end */
  joinOpensMinutesBefore: 15,
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  /** no session planned further ahead than this */
  maxDaysAhead: 366,
  /** the module recordings become videos of */
  recordingsModule: 'Enregistrements des séances',
  /** the join ticket the web page trades for the redirect */
  joinTicketSeconds: 60,
} as const

export const SESSION_MESSAGES = {
  notFound: 'Séance introuvable.',
  meetUrlInvalid: 'Lien Google Meet invalide : il doit être de la forme https://meet.google.com/abc-defg-hij.',
  startRequired: 'La date et l’heure de début sont obligatoires.',
  startInvalid: 'Date et heure invalides (AAAA-MM-JJTHH:MM, heure de Casablanca).',
  startInPast: 'La séance ne peut pas commencer dans le passé.',
  startTooFar: 'La séance ne peut pas être planifiée à plus d’un an.',
  durationInvalid: 'La durée doit être comprise entre 15 minutes et 8 heures.',
  courseRequired: 'Choisissez le cours de la séance de groupe.',
  studentRequired: 'Choisissez l’étudiant de la séance solo.',
  soloOverlap: (title: string) => `Cet étudiant a déjà une séance solo à ce moment-là : « ${title} ».`,
  cancelled: 'Séance annulée : les étudiants sont prévenus.',
  alreadyCancelled: 'Cette séance est déjà annulée.',
  cancelledNoEdit: 'Une séance annulée ne peut plus être modifiée.',
  created: 'Séance planifiée : les étudiants sont prévenus.',
  updated: 'Séance modifiée.',
  deleted: 'Séance supprimée.',
  recordingSaved: 'Enregistrement ajouté au cours : les étudiants sont prévenus.',
  recordingNeedsCourse: 'Liez la séance à un cours pour y ajouter son enregistrement.',
  recordingBeforeEnd: 'L’enregistrement s’ajoute une fois la séance terminée.',
  joinCancelled: 'Cette séance a été annulée.',
  joinNoAccess: 'Vous n’avez pas accès à cette séance. Contactez-nous sur WhatsApp pour vous inscrire.',
  joinTooEarly: (opensAt: string) => `La séance n’est pas encore ouverte : vous pourrez la rejoindre à partir de ${opensAt}.`,
  joinEnded: 'Cette séance est terminée.',
  joinLinkInvalid: 'Ce lien pour rejoindre la séance a expiré : rouvrez la séance depuis votre espace.',
  calendarNotFound: 'Calendrier introuvable.',
  calendarRenewed: 'Nouveau lien de calendrier créé : l’ancien ne fonctionne plus.',
  requestSent: 'Demande envoyée ! Nous vous contactons sur WhatsApp pour fixer votre séance.',
  requestNotFound: 'Demande introuvable.',
  requestScheduled: 'Séance solo planifiée pour cette demande : l’étudiant est prévenu.',
  requestAccountHidden: 'Un compte existe déjà avec cet e-mail, suivi par un autre administrateur : demandez à un super administrateur de planifier cette séance.',
  subjectRequired: 'Indiquez la matière.',
} as const
