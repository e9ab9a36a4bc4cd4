// Every sentence a user reads that comes from the server or is shared with it.
// Client-only messages of SPEC §8 live here too so they are written once.

export const MESSAGES = {
  // General (DESIGN §6 status table)
  badRequest: 'Données invalides.',
  invalidCharacters: 'Les données envoyées contiennent des caractères non autorisés.',
  malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
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
} as const
