// DESIGN §13: the exams' names, rules and messages, without zod: the student's dashboard and
// lists read them and must not download the schemas for it.

export const QUESTION_TYPES = ['single', 'multiple', 'numeric'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single: 'Choix unique',
  multiple: 'Choix multiples',
  numeric: 'Réponse numérique',
}
export const REVIEW_POLICIES = ['after_submission', 'after_closing', 'never'] as const
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number]
export const REVIEW_POLICY_LABELS: Record<ReviewPolicy, string> = {
  after_submission: 'Dès la copie rendue',
  after_closing: 'À la clôture du concours',
  never: 'Jamais (la note seulement)',
}
export const ATTEMPT_STATUSES = ['en_cours', 'soumise', 'expiree'] as const
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number]
export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  en_cours: 'En cours',
  soumise: 'Rendue',
  expiree: 'Rendue à la fin du temps',
}
/** How an answered question was scored (`vide`: no answer). */
export const ANSWER_OUTCOMES = ['juste', 'partiel', 'faux', 'vide'] as const
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number]

export const EXAM_RULES = {
  maxQuestions: 200,
  minOptions: 2,
  maxOptions: 8,
  maxTimeLimitMinutes: 600,
  maxAttempts: 20,
  maxPoints: 100,
  /** an answer that arrives this long after the deadline is still taken (the network's delay) */
  answerGraceSeconds: 30,
  /** largest CSV a teacher may paste */
  csvMaxChars: 500_000,
  /** DESIGN §19: an exam is 1–6 sections taken in order */
  maxSections: 6,
  /** a draw of more questions than this is refused (a paper holds at most maxQuestions) */
  maxBankPool: 2000,
  /** « S'entraîner sur mes points faibles »: this many bank questions */
  practiceSize: 10,
  /** a topic under this accuracy is a weak one */
  weakBelow: 0.5,
  /** largest GIFT / Aiken / CSV text a teacher may import */
  importMaxChars: 500_000,
  /** questions changed by one bulk tagging */
  bulkTagMax: 500,
} as const

export const EXAM_MESSAGES = {
  notFound: 'Concours introuvable.',
  attemptNotFound: 'Copie introuvable.',
  questionNotFound: 'Cette question ne fait pas partie de ce concours.',
  titleRequired: 'Le titre est obligatoire.',
  timeLimitInvalid: 'La durée doit être comprise entre 1 et 600 minutes.',
  maxAttemptsInvalid: 'Le nombre de tentatives doit être compris entre 1 et 20.',
  windowInvalid: 'La clôture doit être postérieure à l’ouverture.',
  penaltyInvalid: 'La pénalité doit être comprise entre 0 et 100 points.',
  pointsInvalid: 'Les points d’une question doivent être compris entre 0,25 et 100.',
  statementRequired: 'L’énoncé de la question est obligatoire.',
  optionRequired: 'Une option est vide.',
  optionsCount: 'Une question à choix compte de 2 à 8 options.',
  correctRequired: 'Indiquez la ou les bonnes réponses.',
  singleOneCorrect: 'Une question à choix unique a exactement une bonne réponse.',
  correctOutOfRange: 'Une bonne réponse désigne une option qui n’existe pas.',
  valueRequired: 'Indiquez la valeur attendue de la question numérique.',
  toleranceInvalid: 'La tolérance doit être un nombre positif ou nul.',
  tooManyQuestions: 'Un concours compte au plus 200 questions.',
  duplicateQuestion: 'La même question apparaît deux fois dans la liste.',
  unknownQuestion: 'Une question de la liste n’appartient pas à ce concours.',
  imageInvalid: 'Figure invalide : importez-la depuis l’éditeur.',
  courseNotFound: 'Cours introuvable.',
  publicWithCourse: 'Un concours blanc public ne dépend d’aucun cours : retirez le cours ou décochez « public ».',
  publishWithoutQuestions: 'Ajoutez au moins une question avant de publier.',
  created: 'Concours créé.',
  updated: 'Concours enregistré.',
  questionsSaved: 'Questions enregistrées.',
  questionsSavedNewVersion: 'Questions enregistrées : les copies en cours gardent la version qu’elles ont commencée.',
  deleted: 'Concours supprimé.',
  deleteWithAttempts: 'Ce concours a déjà des copies : dépubliez-le plutôt que de le supprimer.',
  notOpenYet: (opensAt: string) => `Ce concours ouvre le ${opensAt}.`,
  closed: 'Ce concours est clos.',
  noAccess: 'Vous n’avez pas accès à ce concours. Contactez-nous sur WhatsApp pour vous inscrire.',
  noAttemptsLeft: 'Vous avez utilisé toutes vos tentatives pour ce concours.',
  reviewAlreadySeen: 'Vous avez déjà consulté la correction de ce concours : une nouvelle tentative n’est plus possible.',
  attemptSubmitted: 'Cette copie est déjà rendue : la réponse n’est pas enregistrée.',
  attemptExpired: 'Le temps est écoulé : la réponse n’est pas enregistrée.',
  answerInvalid: 'Réponse invalide pour cette question.',
  answerSaved: 'Enregistré',
  submitted: 'Copie rendue.',
  reviewNever: 'La correction de ce concours n’est pas publiée : seule la note est communiquée.',
  reviewAtClosing: 'La correction sera publiée à la clôture du concours.',
  reviewAtClosingOn: (closesAt: string) => `La correction sera publiée à la clôture du concours, le ${closesAt}.`,
  reviewAfterRunning: 'La correction sera publiée quand votre tentative en cours sera rendue.',
  reviewAfterLastAttempt: (left: number, closesAt: string | null) =>
    `La correction sera publiée après votre dernière tentative (il vous en reste ${left})${closesAt ? ` ou à la clôture du concours, le ${closesAt}` : ''}.`,
  csvEmpty: 'Le fichier CSV est vide.',
  csvHeader: 'La première ligne du CSV doit nommer les colonnes (type;enonce;a;b;…;reponse;points;explication).',
  csvTooLarge: 'Le CSV est trop long (500 000 caractères au plus).',
  csvLine: (line: number, message: string) => `Ligne ${line} : ${message}`,
  csvType: 'type inconnu (choix, multiple ou numerique).',
  csvSyntax: 'guillemet non refermé ou mal placé (un champ entre guillemets doit se refermer avant le séparateur).',
  csvAnswer: 'réponse illisible (une lettre, des lettres séparées par des virgules, ou un nombre).',
  weightsCount: 'Indiquez un poids par option.',
  weightsInvalid: 'Un poids est un pourcentage compris entre −100 et 100.',
  sectionsCount: 'Un concours compte de 1 à 6 sections.',
  sectionTitleRequired: 'Le titre de la section est obligatoire.',
  sectionSource: 'Chaque section prend soit des questions choisies, soit un tirage.',
  sectionEmpty: 'Une section doit compter au moins une question.',
  sectionsTooLong: 'La durée totale des sections dépasse 600 minutes.',
  sectionQuestionUnknown: 'Une question choisie n’existe ni dans ce concours ni dans votre banque.',
  sectionQuestionTwice: 'Une question apparaît deux fois dans les sections.',
  drawCountInvalid: 'Un tirage compte de 1 à 200 questions.',
  drawTooLarge: (asked: number, available: number) =>
    `Le tirage demande ${asked} question${asked > 1 ? 's' : ''}, mais le filtre n’en trouve que ${available} dans la banque.`,
  drawOverlap: 'Deux tirages de ce concours puisent dans les mêmes questions : la banque n’en a pas assez pour les deux.',
  sectionsSaved: 'Sections enregistrées.',
  sectionsSavedNewVersion: 'Sections enregistrées : les copies en cours gardent la version qu’elles ont commencée.',
  sectionsLostQuestion: 'Une section utilise une question retirée : modifiez d’abord les sections.',
  sectionClosed: 'Cette section est close : la réponse n’est pas enregistrée.',
  sectionNotOpen: 'Cette question appartient à une section qui n’est pas encore ouverte.',
  nextSectionOpened: 'Section suivante ouverte.',
  lastSectionSubmitted: 'Dernière section terminée : copie rendue.',
  seriesNotFound: 'Série introuvable.',
  seriesTitleRequired: 'Le titre de la série est obligatoire.',
  seriesCreated: 'Série créée.',
  attemptNotScored: 'Cette copie n’est pas encore notée.',
  practiceNoWeak: 'Aucun point faible à travailler sur cette copie : bravo !',
  practiceNoQuestions: 'La banque ne contient pas encore de questions sur vos points faibles.',
  practiceNotFound: 'Entraînement introuvable.',
  practiceDone: 'Cet entraînement est déjà corrigé.',
} as const
