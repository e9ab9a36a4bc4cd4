// Sentences of the student space that only the client says (the server's are in @tutorat/contracts).

export const STUDENT_UI = {
  otherDevicesSignedOut: (count: number) =>
    count > 1
      ? `Connexion réussie. ${count} autres appareils ont été déconnectés : un compte est utilisable sur 2 appareils au maximum.`
      : 'Connexion réussie. Un autre appareil a été déconnecté : un compte est utilisable sur 2 appareils au maximum.',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas',
  progressError: 'Impossible d’enregistrer votre progression. Vérifiez votre connexion et réessayez.',
  coursesLoadError: 'Impossible de charger vos cours. Vérifiez votre connexion et réessayez.',
  coursesOffline: 'Vous êtes hors ligne',
  coursesStale: 'Vos cours n’ont pas pu être actualisés',
  coursesStaleHint: 'Voici vos cours tels qu’ils étaient au dernier chargement ; les vidéos ont besoin d’une connexion.',
  courseLoadError: 'Impossible de charger ce cours. Vérifiez votre connexion et réessayez.',
  lockedTitle: 'Contenu réservé',
  lockedText: 'Cette vidéo ne fait pas partie de votre accès actuel.',
  renewLabel: 'Renouveler sur WhatsApp',
  unlockLabel: 'Débloquer sur WhatsApp',
  contactAdmin: 'Contactez votre administrateur pour le renouveler.',
} as const

/** The protected player (DESIGN §16). */
export const PLAYER_UI = {
  starting: 'Préparation de la vidéo…',
  resumeHere: 'Reprendre ici',
  stoppedTitle: 'Lecture arrêtée',
  startError: 'Impossible de lancer la vidéo. Vérifiez votre connexion et réessayez.',
  fullscreen: 'Plein écran',
  exitFullscreen: 'Quitter le plein écran',
  frameTitle: (title: string) => `Vidéo : ${title}`,
  openInDrive: 'Ouvrir dans Google Drive',
  /** where a frame cannot carry Google's cookies (Safari, every iPhone browser) */
  driveFrameBlocked: 'Sur iPhone et avec Safari, Google refuse souvent d’afficher la vidéo ici (« Cookie Access Failed ») : ouvrez-la dans Google Drive, où votre compte Google y donne accès.',
  driveFrameHint: 'La vidéo ne s’affiche pas ? Ouvrez-la dans Google Drive avec votre compte Google.',
  /** hosted videos (DESIGN §17) */
  resumeAt: (clock: string) => `Reprendre à ${clock}`,
  fromStart: 'Depuis le début',
  resumeQuestion: 'Vous aviez commencé cette vidéo.',
  nextVideo: (title: string) => `Vidéo suivante : ${title}`,
  watchAgain: 'Revoir la vidéo',
  streamError: 'La vidéo ne peut pas être lue pour le moment. Vérifiez votre connexion et réessayez.',
  playerLabel: (title: string) => `Lecteur vidéo : ${title}`,
} as const
