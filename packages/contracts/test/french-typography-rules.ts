// Issue 29 (item 13): the rules of French typography the copy keeps, shared by the contracts' test
// (every exported string) and the sources' test (`apps/server/test/french-typography-sources.test.ts`).
// A plain space or U+202F both pass: pages add the narrow no-break space at render
// (`frenchTypography`), the messages the platform sends carry it in the source.

/** SPEC §8's sentences, used verbatim, typography included. */
export const SPEC_VERBATIM: ReadonlySet<string> = new Set([
  'HTTP error! status: 2',
  'Cours modifié avec succès !',
  'Cours créé avec succès !',
  "Lien d'accès copié !",
  "Erreur lors de l'ajout",
  'Vidéo ajoutée avec succès !',
  'Vidéo modifiée !',
  'Témoignage publié avec succès !',
  'Témoignage ajouté ! (Sauvegarde locale en attendant le serveur)',
  'Statut modifié avec succès !',
  'Accès accordé avec succès!',
  'Accès modifié avec succès!',
  "Erreur lors de la création de l'accès",
  'Administrateur créé avec succès !',
  'Administrateur modifié avec succès !',
  'Administrateur supprimé avec succès !',
  "Erreur lors de l'export des candidatures",
  'Étudiant invité avec succès!',
  "Erreur lors de l'invitation de l'étudiant",
])

export interface TypographyRule {
  name: string
  /** True when the text breaks the rule. */
  broken: (text: string) => boolean
}

export const TYPOGRAPHY_RULES: readonly TypographyRule[] = [
  { name: 'apostrophe ’, never a straight one between letters', broken: (text) => /\p{L}'\p{L}/u.test(text) },
  { name: 'a space before « ! ? : ; »', broken: (text) => /[\p{L})][!?;](\s|$)|\p{L}:\s/u.test(text) },
  { name: 'a space inside guillemets', broken: (text) => /«\S|\S»/.test(text) },
]

/** The messages the platform sends (e-mail, WhatsApp, in-app) are not rendered by a page: they carry U+202F themselves. */
export const SENT_MESSAGE_RULE: TypographyRule = {
  name: 'U+202F, not a plain space, before « ! ? : ; » and inside « » (a message sent)',
  broken: (text) => /[ \u00a0][!?:;»]|«[ \u00a0]/.test(text),
}

/** The names of the rules the text breaks, none for SPEC's verbatim sentences. */
export function typographyFaults(text: string, sent = false): string[] {
  if (SPEC_VERBATIM.has(text)) return []
  const rules = sent ? [...TYPOGRAPHY_RULES, SENT_MESSAGE_RULE] : TYPOGRAPHY_RULES
  return rules.filter((rule) => rule.broken(text)).map((rule) => rule.name)
}
