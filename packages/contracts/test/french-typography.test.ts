import { describe, expect, it } from 'vitest'
import * as contracts from '../src/index.ts'

// Issue 29 (item 13): the contracts' French sentences keep French typography — the typographic
// apostrophe, a space before « ! ? : ; » and inside guillemets. A plain space in the source: Testing
// Library folds a no-break space of the page into a space, not the one of the string it looks for,
// so pages add the narrow no-break space where it matters at render (`frenchTypography`).
// SPEC §8's sentences are used verbatim, typography included: listed here.

const SPEC_VERBATIM = new Set([
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

/** Every string a user may read from the contracts: exported values, walked, functions called with a sample. */
function sentences(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    try {
      return sentences((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => 2)), seen)
    } catch {
      return [] // a schema's helper or a function of something else than text
    }
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return []
  seen.add(value)
  // zod schemas and the like are not copy
  if (Object.getPrototypeOf(value) !== Object.prototype && !Array.isArray(value)) return []
  return Object.values(value).flatMap((inner) => sentences(inner, seen))
}

/** Copy in French: words separated by spaces, not SPEC's verbatim ones. */
const copy = [...new Set(Object.values(contracts).flatMap((value) => sentences(value)))].filter((text) => /\p{L}{2,}.* /u.test(text) && !SPEC_VERBATIM.has(text))

describe('the contracts’ French copy', () => {
  it('has sentences to check (the walk finds the messages)', () => {
    expect(copy).toContain(contracts.PAYMENT_MESSAGES.refusalFinal)
    expect(copy.length).toBeGreaterThan(300)
  })

  it('writes the apostrophe ’, never a straight one between letters', () => {
    expect(copy.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([])
  })

  it('puts a space before « ! ? : ; », never none', () => {
    expect(copy.filter((text) => /[\p{L})][!?;](\s|$)|\p{L}:\s/u.test(text))).toEqual([])
  })

  it('puts a space inside guillemets', () => {
    expect(copy.filter((text) => /«\S|\S»/.test(text))).toEqual([])
  })
})
