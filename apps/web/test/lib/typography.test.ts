import { describe, expect, it } from 'vitest'
import { frenchTypography, NARROW_NBSP } from '../../src/lib/typography.ts'

describe('frenchTypography', () => {
  it('glues ! ? ; : and the guillemets to their word with a narrow no-break space', () => {
    expect(frenchTypography('Une question ? Écrivez-nous ! Étapes : « S’inscrire » ; puis payer')).toBe(
      `Une question${NARROW_NBSP}? Écrivez-nous${NARROW_NBSP}! Étapes${NARROW_NBSP}: «${NARROW_NBSP}S’inscrire${NARROW_NBSP}»${NARROW_NBSP}; puis payer`,
    )
  })

  it('turns a plain apostrophe between letters into a typographic one', () => {
    expect(frenchTypography("S'inscrire à l'école d'ingénieurs")).toBe('S’inscrire à l’école d’ingénieurs')
  })

  it('leaves a colon with no space before it (a URL, an hour) and text already typeset as they are', () => {
    const typeset = `https://exemple.ma à 10:30, déjà prêt${NARROW_NBSP}?`
    expect(frenchTypography(typeset)).toBe(typeset)
    expect(frenchTypography(frenchTypography('Prêt ? « Oui » !'))).toBe(frenchTypography('Prêt ? « Oui » !'))
  })
})
