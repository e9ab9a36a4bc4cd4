// Sentences only the client says (the server's are NOTIFICATION_MESSAGES in @tutorat/contracts).

export const NOTIFICATIONS_UI = {
  listLoadError: 'Impossible de charger vos notifications. Vérifiez votre connexion et réessayez.',
  markReadError: 'Impossible de marquer vos notifications comme lues. Réessayez.',
  preferencesLoadError: 'Impossible de charger vos préférences. Vérifiez votre connexion et réessayez.',
  preferencesSaveError: 'Impossible d’enregistrer vos préférences. Vérifiez votre connexion et réessayez.',
  essentialNote:
    'Les messages indispensables (réinitialisation du mot de passe, invitation) sont toujours envoyés, même si vous désactivez un canal.',
  emailInvalid: 'Nos derniers e-mails n’ont pas pu être remis à votre adresse. Vérifiez-la auprès de votre établissement ou de votre administrateur.',
  phoneInvalid: 'Nos derniers messages WhatsApp n’ont pas pu être remis à ce numéro. Corrigez-le puis enregistrez.',
  unsubscribeError: 'Impossible de traiter votre demande pour le moment. Vérifiez votre connexion et réessayez.',
  logLoadError: 'Erreur lors du chargement des notifications.',
  retryError: 'Erreur lors du renvoi',
} as const
