import { moroccoToday } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { sql } from 'kysely'

/** `R-2026-000123` from the year and its counter. */
export const formatReceiptNumber = (year: number, n: number) => `R-${year}-${String(n).padStart(6, '0')}`

/**
 * The next receipt number of the current Moroccan year (DESIGN §18). Called inside the validating
 * transaction: the counter's row lock orders two validations at once, and a rolled-back validation
 * gives its number back with it, so the numbers have no gap and are never given twice.
 */
export async function nextReceiptNumber(trx: Database, now: Date): Promise<string> {
  const year = Number(moroccoToday(now).slice(0, 4))
  const row = await trx
    .insertInto('receipt_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql<number>`receipt_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return formatReceiptNumber(year, row.last_number)
}
