import { describe, expect, it } from 'vitest'
import * as contracts from '../src/index.ts'
import { SPEC_VERBATIM, TYPOGRAPHY_RULES } from './french-typography-rules.ts'

// Issue 29 (item 13): the contracts' French sentences keep French typography — the typographic
// apostrophe, a space before « ! ? : ; » and inside guillemets. A plain space in the source: Testing
// Library folds a no-break space of the page into a space, not the one of the string it looks for,
// so pages add the narrow no-break space where it matters at render (`frenchTypography`).
// SPEC §8's sentences are used verbatim, typography included: listed in the rules.

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

  it.each(TYPOGRAPHY_RULES)('keeps the rule: $name', (rule) => {
    expect(copy.filter((text) => rule.broken(text))).toEqual([])
  })
})
