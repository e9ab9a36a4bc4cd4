// The French words of the offline features (PDFs kept on the phone, the offline page, the install offer).

export const OFFLINE_MESSAGES = {
  unsupported: 'Votre navigateur ne permet pas d’enregistrer des fichiers hors ligne.',
  quota: 'Plus assez de place sur ce téléphone : retirez un PDF enregistré puis réessayez.',
  network: 'Le PDF n’a pas pu être téléchargé. Vérifiez votre connexion puis réessayez.',
  notFound: 'Ce PDF n’est plus en ligne : il n’a pas pu être enregistré.',
  notPdf: 'Le fichier reçu n’est pas un PDF : il n’a pas été enregistré. Vérifiez votre connexion puis réessayez.',
  saveFailed: 'Le PDF n’a pas pu être enregistré sur ce téléphone. Réessayez.',
  removeFailed: 'Le PDF n’a pas pu être retiré de ce téléphone. Réessayez.',
  listFailed: 'Les PDF enregistrés sur ce téléphone n’ont pas pu être lus.',
  saved: 'Enregistré sur ce téléphone.',
  removed: 'Retiré de ce téléphone.',
} as const
