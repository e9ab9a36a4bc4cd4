import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as contracts from '../src/index.ts'

// Issue 13: a field's "required" sentence is never reused for "too long" (zod 4 applies a
// schema-level `error` to every check without its own message), and "too long" is French and
// names the limit on the client too, where zod's French locale is not loaded.

type Leaf = { schema: string; field: string; max: number; object: z.ZodObject }

/** The longest a text field accepts, through optional / default / pipe / union wrappers. */
function maxLengths(schema: z.ZodType): number[] {
  if (schema instanceof z.ZodString) return schema.maxLength === null ? [] : [schema.maxLength]
  const def = schema._zod.def as { innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] }
  if (def.innerType) return maxLengths(def.innerType)
  if (def.in) return maxLengths(def.in)
  if (def.options) return def.options.flatMap(maxLengths)
  return []
}

const leaves: Leaf[] = Object.entries(contracts).flatMap(([name, value]) => {
  if (!(value instanceof z.ZodObject)) return []
  return Object.entries(value.shape as Record<string, z.ZodType>).flatMap(([field, schema]) =>
    maxLengths(schema).map((max) => ({ schema: name, field, max, object: value })),
  )
})

const messagesAt = (object: z.ZodObject, field: string, value: unknown) =>
  (object.safeParse({ [field]: value }).error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message)

describe('"too long" has its own French message on every text field of the contracts', () => {
  it('finds the text fields', () => {
    expect(leaves.length).toBeGreaterThan(60)
    expect(leaves.map((leaf) => `${leaf.schema}.${leaf.field}`)).toContain('courseInput.title')
  })

  it.each(leaves.map((leaf) => [`${leaf.schema}.${leaf.field} (${leaf.max})`, leaf] as const))('%s', (_label, { object, field, max }) => {
    const [shown, ...others] = messagesAt(object, field, 'a'.repeat(max + 1))
    expect(shown, 'a value past the limit is refused').toBeDefined()
    expect([shown, ...others].join(' | '), 'in French, not zod’s English default').not.toMatch(/too big|expected/i)
    const required = [...messagesAt(object, field, ''), ...messagesAt(object, field, undefined), ...messagesAt(object, field, 42)]
    expect(required, 'never the "required" or "invalid" sentence').not.toContain(shown)
  })
})
