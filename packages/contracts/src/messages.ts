import { APPLICATION_STATUSES, FREE_COURSE_CATEGORIES, LIMITS } from './constants.ts'

// Every sentence a user reads that comes from the server or is shared with it.
// Client-only messages of SPEC §8 live here too so they are written once. No zod here: a page
// that only shows a message must not download the schemas (~25 kB gzip).

export const MESSAGES = {
  // General (DESIGN §6 status table)
  badRequest: 'Données invalides.',
  invalidCharacters: 'Les données envoyées contiennent des caractères non autorisés.',
  malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
  malformedMultipart: 'Le formulaire envoyé est incomplet ou mal formé.',
  unauthenticated: 'Authentification requise. Veuillez vous connecter.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalidToken: 'Jeton d’authentification invalide.',
  forbidden: 'Accès refusé : vous n’avez pas les droits nécessaires.',
  superAdminOnly: 'Réservé aux super administrateurs.',
  notFound: 'Ressource introuvable.',
  apiNotFound: 'Cette adresse d’API n’existe pas.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non accepté.',
  tooManyRequests: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  serviceUnavailable: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  internalError: 'Une erreur interne est survenue. Veuillez réessayer.',
  invalidId: 'Identifiant invalide',
  // tRPC's own refusals, before any procedure runs (issue 13)
  methodNotAllowed: 'Méthode HTTP non acceptée : une lecture s’appelle en GET, une modification en POST.',
  batchTooLarge: 'Trop d’appels regroupés dans une seule requête (10 au maximum).',
  batchInputNotObject: 'Les paramètres d’un appel groupé doivent être un objet JSON indexé par appel.',

  // Auth (SPEC §5, §8)
  fillAllFields: 'Veuillez remplir tous les champs',
  invalidCredentials: 'Email ou mot de passe incorrect',
  accountDisabled: 'Ce compte est désactivé. Contactez un administrateur.',
  tooManyLoginAttempts: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  cannotConnect: 'Impossible de se connecter',
  genericRetry: 'Une erreur est survenue. Veuillez réessayer.',
  forgotPasswordAdmin: 'Veuillez contacter votre administrateur pour réinitialiser votre mot de passe.',
  signedOutByAnotherDevice:
    'Vous avez été déconnecté : votre compte a été ouvert sur un autre appareil (2 appareils au maximum).',
  invalidEmail: 'Adresse email invalide',
  passwordRequired: 'Le mot de passe est requis',
} as const

/** A text field past its limit (its "required" sentence never says this: issue 13). */
export const tooLong = (label: string, max: number) => `${label} ne doit pas dépasser ${max.toLocaleString('fr-FR')} caractères.`

/** SPEC §8: how the client turns a failed call into a message when the body has no detail. */
export const httpErrorMessage = (status: number) => `HTTP error! status: ${status}`

export const COURSE_MESSAGES = {
  loadError: 'Erreur lors du chargement du cours.',
  saveError: 'Erreur lors de la sauvegarde',
  deleteError: 'Erreur lors de la suppression',
  linkError: 'Erreur lors de la génération du lien',
  deleted: 'Cours supprimé avec succès',
  updated: 'Cours modifié avec succès !',
  created: 'Cours créé avec succès !',
  linkCopied: "Lien d'accès copié !",
  notFound: 'Cours introuvable.',
  notOwner: 'Vous ne pouvez gérer que vos propres cours.',
  imageInvalid: 'Image refusée : formats acceptés JPG, PNG, GIF ou WebP.',
  imageTooLarge: 'Image trop volumineuse (5 Mo au maximum).',
  imageTooManyPixels: 'Image trop grande : 40 mégapixels au maximum (par exemple 8000 × 5000). Réduisez-la puis réessayez.',
  fileMissing: 'Aucun fichier reçu.',
} as const

export const VIDEO_FEEDBACK = {
  addError: "Erreur lors de l'ajout",
  updateError: 'Erreur lors de la modification',
  deleteError: 'Erreur lors de la suppression',
  added: 'Vidéo ajoutée avec succès !',
  updated: 'Vidéo modifiée !',
  deleted: 'Vidéo supprimée',
  notFound: 'Vidéo introuvable.',
  reorderMismatch: 'La liste ne correspond pas aux vidéos de ce module.',
} as const

// Public-site messages live here, away from the zod schemas, so visitors' pages import them without zod.
export const TESTIMONIAL_MESSAGES = {
  fillRequired: 'Veuillez remplir tous les champs obligatoires',
  published: 'Témoignage publié avec succès !',
  savedLocally: 'Témoignage ajouté ! (Sauvegarde locale en attendant le serveur)',
  received: 'Merci ! Votre témoignage a bien été envoyé avec succès : il sera publié après validation.',
  notFound: 'Témoignage introuvable.',
  updated: 'Témoignage modifié avec succès !',
  deleted: 'Témoignage supprimé avec succès',
  statusChanged: 'Statut modifié avec succès !',
  ratingRange: 'La note doit être comprise entre 1 et 5',
} as const

export const ANNOUNCEMENT_MESSAGES = {
  empty: 'Aucune formation disponible',
  loading: 'Chargement des annonces...',
  notFound: 'Annonce introuvable.',
  created: 'Annonce créée avec succès !',
  updated: 'Annonce modifiée avec succès !',
  deleted: 'Annonce supprimée avec succès',
  toggled: 'Statut modifié avec succès !',
  titleRequired: 'Le titre est requis',
  imageInvalid: 'Image refusée : formats acceptés JPG, PNG, GIF ou WebP.',
  imageTooLarge: 'Image trop volumineuse (5 Mo au maximum).',
  formationNotFound: 'Formation introuvable.',
  saleCourseRequired: 'Choisissez le cours vendu par cette formation',
  saleCourseUnknown: 'Ce cours n’existe pas (ou plus) : choisissez-en un autre',
  saleAmountRequired: 'Indiquez le montant en dirhams',
  saleAmountInvalid: 'Le montant doit être un nombre entier de dirhams',
  saleAmountMin: 'Le montant doit être supérieur à 0 DH',
  saleAmountMax: 'Le montant ne peut pas dépasser 1 000 000 DH',
  saleAccessTypeRequired: 'Choisissez le type d’accès',
  saleDurationRequired: 'Indiquez la durée en jours (0 = illimitée)',
} as const

export const STUDENT_SPACE_MESSAGES = {
  noAccess: "Vous n’avez pas accès à ce cours.",
  expired: 'Votre accès à ce cours a expiré. Contactez-nous sur WhatsApp pour le renouveler.',
  invalidCode: "Code d’accès invalide.",
  invalidLink: "Ce lien d’accès est invalide ou a expiré.",
  invalidInvite: 'Ce lien a déjà été utilisé ou a expiré. Demandez-en un nouveau à votre administrateur.',
  joined: 'Accès au cours activé !',
  passwordSet: 'Mot de passe enregistré. Bienvenue !',
  passwordChanged: 'Mot de passe modifié.',
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
  forgotPassword: 'Contactez votre administrateur sur WhatsApp pour réinitialiser votre mot de passe.',
  googleFailed: 'Connexion Google impossible. Réessayez ou utilisez votre mot de passe.',
  googleEmailUnverified: "Votre adresse Google n’est pas vérifiée.",
  googleDisabled: "La connexion Google n’est pas configurée sur cette plateforme.",
  // a hint on the login page, never an answer: sign-in does not tell which accounts have no password
  noPasswordYet: 'Pas encore de mot de passe ? Utilisez le lien reçu de votre administrateur ou la connexion Google.',
} as const

export const ACCESS_MESSAGES = {
  loadError: 'Erreur lors du chargement des accès',
  notFound: 'Accès introuvable...',
  granted: 'Accès accordé avec succès!',
  created: 'Accès créé...',
  updated: 'Accès modifié avec succès!',
  createError: "Erreur lors de la création de l'accès",
  genericError: 'Une erreur est survenue',
  deleted: 'Accès supprimé avec succès',
  studentRequired: 'Veuillez choisir un étudiant',
  courseRequired: 'Veuillez choisir un cours',
  extended: 'Cet étudiant avait déjà un accès à ce cours : il a été prolongé.',
  unlimited: 'Illimité',
  active: 'Actif',
  inactive: 'Inactif',
} as const

export const ADMIN_MESSAGES = {
  created: 'Administrateur créé avec succès !',
  updated: 'Administrateur modifié avec succès !',
  deleted: 'Administrateur supprimé avec succès !',
  statusChanged: 'Statut modifié avec succès !',
  statusError: 'Erreur lors de la modification du statut',
  notFound: 'Administrateur introuvable.',
  nameRequired: 'Le nom est requis',
  emailRequired: "L’email est requis",
  invalidEmail: 'Adresse email invalide',
  passwordMin: `Le mot de passe doit contenir au moins ${LIMITS.adminPasswordMin} caractères`,
  duplicateEmail: 'Un administrateur utilise déjà cette adresse email.',
  notYourself: 'Vous ne pouvez pas désactiver ou supprimer votre propre compte.',
  lastSuperAdmin: 'Il doit toujours rester au moins un super administrateur actif.',
  currentPasswordRequired: 'Saisissez votre mot de passe actuel pour changer votre email ou votre mot de passe.',
  currentPasswordWrong: 'Mot de passe actuel incorrect.',
  profileUpdated: 'Profil mis à jour avec succès !',
  signInUnlocked: 'Connexion débloquée : cette adresse peut de nouveau se connecter.',
  ownsCourses: (count: number) => `Cet administrateur possède ${count} cours : ils vous seront transférés.`,
} as const

export const FREE_COURSE_MESSAGES = {
  notFound: 'Ressource introuvable.',
  created: 'Ressource ajoutée avec succès !',
  updated: 'Ressource modifiée avec succès !',
  deleted: 'Ressource supprimée avec succès',
  titleRequired: 'Le titre est requis',
  categoryInvalid: 'Catégorie invalide',
  contentRequired: 'Ajoutez un fichier PDF ou un lien externe.',
  pdfInvalid: 'Seuls les fichiers PDF sont acceptés.',
  pdfTooLarge: 'Fichier trop volumineux (25 Mo au maximum).',
  urlInvalid: 'Lien externe invalide',
} as const

export const RECRUITMENT_MESSAGES = {
  // job offers
  offerNotFound: "Offre d’emploi introuvable.",
  offerCreated: 'Offre publiée avec succès !',
  offerUpdated: 'Offre modifiée avec succès !',
  offerDeleted: 'Offre supprimée avec succès',
  offerDeletedWithApplications: (count: number) =>
    `Offre supprimée avec succès, ainsi que ${count} candidature${count > 1 ? 's' : ''} et ${count > 1 ? 'leurs' : 'son'} CV.`,
  offerToggled: 'Statut modifié avec succès !',
  offerClosed: "Cette offre n’est plus disponible : les candidatures sont closes.",
  offerExpired: (deadline: string) => `La date limite de candidature (${deadline}) est dépassée.`,
  titleRequired: 'Le titre est requis',
  companyRequired: "Le nom de l’entreprise est requis",
  locationRequired: 'La ville est requise',
  descriptionRequired: 'La description est requise',
  contractTypeInvalid: 'Type de contrat invalide',
  deadlineInvalid: 'Date limite invalide (format AAAA-MM-JJ)',
  noOffers: "Aucune offre d’emploi pour le moment",

  // applications
  applicationNotFound: 'Candidature introuvable.',
  applicationSent: 'Votre candidature a bien été envoyée ! Nous vous contacterons rapidement.',
  applicationUpdated: 'Statut de la candidature modifié',
  applicationDeleted: 'Candidature supprimée avec succès',
  duplicateApplication: 'Vous avez déjà postulé à cette offre avec cette adresse email.',
  offerRequired: 'Veuillez choisir une offre',
  fullNameRequired: 'Le nom complet est requis',
  phoneInvalid: 'Numéro de téléphone invalide',
  statusInvalid: 'Statut invalide',
  cvMissing: 'Veuillez joindre votre CV.',
  cvInvalid: 'CV refusé : formats acceptés PDF, DOC ou DOCX.',
  cvTooLarge: 'CV trop volumineux (10 Mo au maximum).',
  cvFileMissing: 'Le fichier de ce CV est introuvable.',
  // SPEC §8
  cvDownloadError: 'Erreur lors du téléchargement du CV',
  exportError: "Erreur lors de l'export des candidatures",
} as const

export const STUDENT_MESSAGES = {
  loadError: 'Erreur lors du chargement des étudiants',
  invited: 'Étudiant invité avec succès!',
  inviteError: "Erreur lors de l'invitation de l'étudiant",
  created: 'Étudiant créé avec succès !',
  updated: 'Étudiant modifié avec succès !',
  deleted: 'Étudiant supprimé avec succès',
  notFound: 'Étudiant introuvable...',
  duplicateEmail: 'Un étudiant utilise déjà cette adresse email.',
  /** to a regular admin, whether or not they see the account (DESIGN §4 "See": no oracle) */
  emailUnavailable:
    'Cette adresse email ne peut pas être utilisée ici. Pour donner accès à votre cours à un élève qui a peut-être déjà un compte, utilisez « Inviter » avec son adresse : son compte restera inchangé.',
  nameRequired: 'Le nom est requis',
  emailRequired: "L’email est requis",
  invalidEmail: 'Adresse email invalide',
  courseRequired: 'Veuillez choisir un cours',
  passwordMin: 'Le mot de passe doit contenir au moins 8 caractères',
  devicesReset: 'Appareils déconnectés',
} as const

export const VIDEO_MESSAGES = {
  invalidDriveUrl: 'URL Google Drive invalide',
  titleAndUrlRequired: 'Titre et URL Drive requis',
  invalidPdfUrl: 'URL du PDF invalide',
  orderMin: "L’ordre doit être supérieur ou égal à 0",
} as const

export const FREE_COURSE_CATEGORY_LABELS: Record<(typeof FREE_COURSE_CATEGORIES)[number], string> = {
  cours: 'Cours',
  td: 'Travaux dirigés',
  examen: 'Examens corrigés',
  concours: 'Préparation aux concours',
}

export const APPLICATION_STATUS_LABELS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  en_attente: 'En attente',
  examinee: 'Examinée',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
}

/** Two-factor sign-in for admins (TOTP + recovery codes; issue 13). */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Saisissez le code de votre application d’authentification.',
  codeFormat: 'Le code doit contenir 6 chiffres, ou être un code de secours.',
  codeTooLong: 'Ce code est trop long.',
  invalidCode: 'Code incorrect ou déjà utilisé. Réessayez avec le code affiché maintenant.',
  challengeExpired: 'Votre connexion a expiré. Saisissez à nouveau votre email et votre mot de passe.',
  alreadyEnabled: 'La double authentification est déjà activée sur votre compte.',
  notStarted: 'Commencez par afficher un nouveau QR code.',
  notEnabled: 'La double authentification n’est pas activée sur ce compte.',
  enabled: 'Double authentification activée. Gardez vos codes de secours en lieu sûr.',
  disabled: 'Double authentification désactivée.',
  codesRegenerated: 'Nouveaux codes de secours créés : les anciens ne fonctionnent plus.',
  setupRequired:
    'Activez la double authentification pour continuer : elle est obligatoire pour les super administrateurs (Mon profil › Double authentification).',
  resetDone: 'La double authentification de cet administrateur a été réinitialisée : il se reconnecte avec son seul mot de passe.',
  resetNotYourself: 'Pour votre propre compte, désactivez la double authentification depuis « Mon profil » (mot de passe et code).',
  currentPasswordRequired: 'Saisissez votre mot de passe actuel.',
  currentPasswordWrong: 'Mot de passe actuel incorrect.',
} as const

/** Who controls a student account (DESIGN §4 revised; issue 13): why an admin may see it but not change it. */
export const STUDENT_CONTROL_MESSAGES = {
  notes: {
    noAdmin: "Cet étudiant a créé son compte lui-même (ou avec Google) : seul un super administrateur peut modifier son compte.",
    otherAdmin: "Ce compte a été créé par un autre administrateur : vous pouvez inscrire l’étudiant à vos cours, pas modifier son compte.",
    shared: "Cet étudiant suit aussi les cours d’autres administrateurs : seul un super administrateur peut modifier son compte.",
  },
  refusals: {
    edit: 'Vous ne pouvez pas modifier cet étudiant.',
    password: 'Vous ne pouvez pas changer le mot de passe de cet étudiant.',
    devices: 'Vous ne pouvez pas gérer les appareils de cet étudiant.',
    delete: "Cet étudiant n’est pas associé à vos seuls cours : vous ne pouvez pas le supprimer.",
    link: 'Vous ne pouvez pas créer de lien de mot de passe pour cet étudiant.',
  },
  linkCreated: 'Nouveau lien créé : les liens envoyés avant ne fonctionnent plus.',
} as const

/** What typing a course code or opening a join link answers (DESIGN §5 revised; issue 13). */
export const REDEMPTION_MESSAGES = {
  alreadyHasAccess: 'Vous avez déjà accès à ce cours : rien n’a changé.',
  suspended: "Votre accès à ce cours est suspendu : contactez l’équipe pour en savoir plus.",
  expired: "Votre accès à ce cours a expiré : un code ou un lien ne le renouvelle pas. Contactez l’équipe sur WhatsApp pour le renouveler.",
  alreadyRedeemed: "Vous avez déjà utilisé ce code (ou ce lien) pour ce cours. Contactez l’équipe pour retrouver votre accès.",
  removed: "Votre accès à ce cours a été retiré : un code ou un lien ne le rouvre pas. Contactez l’équipe pour en savoir plus.",
} as const
