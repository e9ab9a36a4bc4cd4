import { describe, expect, it } from 'vitest'
import { moroccoMonthStart } from '../src/morocco-month.ts'

describe('the Moroccan month', () => {
  // spring 2026: UTC+1 in every tz database (morocco-day.test.ts says why the autumn is not used)
  it('starts at midnight in Casablanca (UTC+1): 23:00 UTC the evening before', () => {
    expect(moroccoMonthStart(new Date('2026-05-15T12:00:00Z')).toISOString()).toBe('2026-04-30T23:00:00.000Z')
    // 23:30 UTC on 31 May is already 1 June in Morocco
    expect(moroccoMonthStart(new Date('2026-05-31T23:30:00Z')).toISOString()).toBe('2026-05-31T23:00:00.000Z')
    expect(moroccoMonthStart(new Date('2026-05-31T22:30:00Z')).toISOString()).toBe('2026-04-30T23:00:00.000Z')
  })

  it('starts at midnight UTC when the 1st falls during Ramadan (UTC+0)', () => {
    expect(moroccoMonthStart(new Date('2026-03-10T12:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })
})
