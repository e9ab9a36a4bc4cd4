import { EXAM_RULES } from '@tutorat/contracts'

// DESIGN §19: every sentence the GIFT and Aiken imports send back, each tied to a line of the file
// by the caller (`{ line, message }`). French, as the teacher reads them.

const R = EXAM_RULES

export const FORMAT_MESSAGES = {
  empty: 'Le fichier ne contient aucune question.',
  tooManyQuestions: `Un import compte au plus ${R.maxQuestions} questions : découpez le fichier.`,
  // GIFT: structure
  titleUnclosed: 'Titre non refermé : un titre s’écrit entre « :: » et « :: ».',
  braceUnclosed: 'Accolade « { » jamais refermée : les réponses s’écrivent entre « { » et « } ».',
  braceUnopened: 'Accolade « } » sans accolade « { » ouvrante (écrivez « \\} » pour une accolade du texte, par exemple en LaTeX).',
  braceTwice:
    'Plusieurs blocs de réponses « { … } » dans la même question : échappez les accolades de l’énoncé (« \\{ » et « \\} », par exemple « $\\frac\\{a\\}\\{b\\}$ »), ou séparez les questions par une ligne vide.',
  noAnswers: 'Texte sans réponses entre accolades : les descriptions ne sont pas importées (une question a ses réponses entre « { » et « } »).',
  essay: 'Question ouverte (« {} ») : ce type n’est pas pris en charge, seulement le choix unique, le choix multiple, vrai/faux et le numérique.',
  matching: 'Question d’appariement (« = … -> … ») : ce type n’est pas pris en charge.',
  shortAnswer: 'Question à réponse courte (« {=…} » sans « ~ ») : ce type n’est pas pris en charge, ajoutez des options fausses « ~ ».',
  unknownType: 'Type de question inconnu : chaque réponse commence par « = » (juste) ou « ~ » (fausse), ou « # » pour une réponse numérique.',
  noRightAnswer: 'Aucune bonne réponse : marquez-la par « = », ou donnez un poids positif « ~%50% » à chaque bonne réponse.',
  singleTwoRight: 'Plusieurs réponses « = » : une question à choix unique a une seule bonne réponse ; pour plusieurs, pondérez-les « ~%50% ».',
  singleWeighted: 'Crédit partiel sur une question à choix unique (« = » avec « ~%n% ») : non pris en charge ; écrivez toutes les réponses « ~%n% » pour un choix multiple pondéré.',
  weightInvalid: 'Poids illisible : un poids s’écrit « %50% », entre −100 et 100.',
  weightsTotal: (total: number) => `Les poids positifs totalisent ${total} % : ils doivent totaliser 100 %.`,
  optionEmpty: 'Une option est vide.',
  tooFewOptions: `Une question à choix compte au moins ${R.minOptions} options.`,
  tooManyOptions: (count: number) => `${count} options : une question compte au plus ${R.maxOptions} options.`,
  numericNoNumber: 'Réponse numérique sans nombre : écrivez par exemple « {#3.14:0.01} » ou « {#1..5} ».',
  numericRange: 'Intervalle numérique inversé : dans « {#min..max} », min ne dépasse pas max.',
  numericTolerance: 'La tolérance d’une réponse numérique est un nombre positif ou nul.',
  numericPartial: 'Réponse numérique à crédit partiel (« =%50%… ») : non prise en charge ; gardez une seule réponse juste.',
  numericTwoRight: 'Plusieurs réponses numériques justes différentes : gardez-en une seule (« valeur:tolérance » ou « min..max »).',
  // GIFT: tags in comments (`// [tag:difficulty:3]`)
  tagDifficulty: 'Étiquette « difficulty » : un entier de 1 à 5.',
  tagYear: 'Étiquette « year » : une année de 1950 à 2100.',
  tagPoints: `Étiquette « points » : un nombre de 0,25 à ${R.maxPoints}.`,
  tagScoring: 'Étiquette « scoring » : seule la valeur « all-or-nothing » est reconnue.',
  tagScoringSingle: 'Étiquette « scoring:all-or-nothing » sur une question qui n’est pas à choix multiple pondéré.',
  // Aiken
  aikenNoStatement: 'Option sans énoncé : une question Aiken commence par son énoncé, puis les options « A) » ou « A. ».',
  aikenNoAnswer: 'Ligne « ANSWER: » manquante : une question Aiken se termine par « ANSWER: » suivi de la lettre de la bonne réponse.',
  aikenAnswerWithoutOptions: 'Ligne « ANSWER: » sans options au-dessus : écrivez les options « A) », « B) »… avant la réponse.',
  aikenAnswerUnreadable: 'Réponse illisible : « ANSWER: » est suivi de la lettre d’une option (« ANSWER: B »).',
  aikenAnswerUnknown: (letter: string) => `La réponse « ${letter} » ne désigne aucune option de la question.`,
  aikenOrder: (expected: string) => `Options dans le désordre : l’option suivante devait être « ${expected}) ».`,
  aikenTextAfterOptions: 'Texte après les options : une question Aiken a son énoncé avant les options (une ligne vide sépare deux questions).',
} as const
