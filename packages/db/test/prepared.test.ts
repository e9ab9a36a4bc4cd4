import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../src/create-db.ts'
import { type Database, prepared } from '../src/index.ts'
import { createTestDb } from '../src/testing.ts'

// Issue 30: a query compiled once answers what the builder would, for any values, on both databases.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()

  await handle.db
    .insertInto('testimonials')
    .values(Array.from({ length: 12 }, (_, i) => ({ nom: `Élève ${i}`, ecole: i % 2 ? 'ENSA' : 'EMI', comment: `Avis ${i}`, rating: 1 + (i % 5), is_active: i % 3 !== 0 })))
    .execute()
})
afterAll(() => handle.close())

const byBuilder = (db: Database, school: string, minimum: number, limit: number) =>
  db
    .selectFrom('testimonials')
    .select(['id', 'nom', 'rating'])
    .where('is_active', '=', true)
    .where('ecole', '=', school)
    .where('rating', '>=', minimum)
    .orderBy('rating', 'desc')
    .orderBy('id')
    .limit(limit)

describe('a prepared query', () => {
  it('answers like the builder for any values', async () => {
    const compiledOnce = prepared(byBuilder)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('ENSA', 'EMI', 'FST'), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 15 }), async (school, minimum, limit) => {
        expect(await compiledOnce(handle.db, school, minimum, limit)).toEqual(await byBuilder(handle.db, school, minimum, limit).execute())
      }),
      { numRuns: 40 },
    )
  })

  it('refuses a value that does not become a bound parameter, at its first call', async () => {
    const branching = prepared((db: Database, onlyActive: boolean) => {
      const query = db.selectFrom('testimonials').select('id')
      return onlyActive ? query.where('is_active', '=', true) : query
    })
    await expect(branching(handle.db, true)).rejects.toThrow(/value 0 is not a bound parameter/)
  })
})
