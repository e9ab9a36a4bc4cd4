import { describe, expect, it } from 'vitest'
import { moroccoDayIn, moroccoToday } from '../src/morocco-day.ts'

// A deadline is a day in Morocco: at 23:30 UTC it is already tomorrow there while Morocco is on
// UTC+1, not during Ramadan (UTC+0). The server's and the tests' clocks may sit in any time zone.
// Dates are from spring 2026, UTC+1 in every tz database: tzdata 2026c (Node 24) has Morocco back
// on UTC+0 for good from 20 September 2026, older data (Node 20) kept UTC+1 (docs/decisions.md).
describe('the Moroccan calendar day', () => {
  it('turns at midnight in Casablanca, not in UTC', () => {
    expect(moroccoToday(new Date('2026-05-22T22:59:00Z'))).toBe('2026-05-22')
    expect(moroccoToday(new Date('2026-05-22T23:30:00Z'))).toBe('2026-05-23')
  })

  it('follows Morocco to UTC+0 during Ramadan', () => {
    expect(moroccoToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01')
  })

  it('counts days from the Moroccan day', () => {
    const lateEvening = Date.parse('2026-05-22T23:30:00Z')
    expect(moroccoDayIn(0, lateEvening)).toBe('2026-05-23')
    expect(moroccoDayIn(-1, lateEvening)).toBe('2026-05-22')
    expect(moroccoDayIn(30, lateEvening)).toBe('2026-06-22')
  })
})
