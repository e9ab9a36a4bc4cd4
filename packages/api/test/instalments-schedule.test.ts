import { moroccoToday } from '@tutorat/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, dueOn, isPastGrace, pauseAt, pauseDay } from '../src/domain/payments/instalments-schedule.ts'

// DESIGN §18: part n is due on the day part 1 was validated + 30·(n−1) days, in Casablanca days,
// and the access closes at 00:00 in Casablanca the day after the grace. Morocco has no summer time
// but is not a fixed UTC+1: UTC+0 in Ramadan, and (tzdata 2026c, Node 24) UTC+0 for good from
// 20 September 2026. The properties compare with the calendar the runtime's own time-zone data gives.

const DAY_MS = 86_400_000
// 2024-01-01 … 2030-12-31: leap years, Ramadans, the 2026 change of offset
const anyDay = fc.integer({ min: Date.UTC(2024, 0, 1) / DAY_MS, max: Date.UTC(2030, 11, 31) / DAY_MS }).map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10))
const part = fc.integer({ min: 1, max: 4 })
const grace = fc.integer({ min: 0, max: 30 })
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS

describe('the schedule of a plan', () => {
  it('puts part n exactly 30·(n−1) calendar days after the first validation, any day, any month', () => {
    fc.assert(
      fc.property(anyDay, part, (start, n) => {
        const due = dueOn(start, n)
        expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(daysBetween(start, due)).toBe(30 * (n - 1))
      }),
    )
  })

  it('crosses the ends of months and February as calendar days', () => {
    expect(dueOn('2027-01-31', 2)).toBe('2027-03-02')
    expect(dueOn('2028-01-31', 2)).toBe('2028-03-01') // leap year
    expect(dueOn('2026-12-15', 2)).toBe('2027-01-14')
    expect(dueOn('2026-11-30', 4)).toBe('2027-02-28')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('closes the access at 00:00 in Casablanca the day after the grace, whatever the offset that day', () => {
    fc.assert(
      fc.property(anyDay, part, grace, (start, n, g) => {
        const closes = pauseAt(start, n, g)
        const day = pauseDay(start, n, g)
        expect(daysBetween(dueOn(start, n), day)).toBe(g + 1)
        expect(moroccoToday(closes)).toBe(day)
        expect(moroccoToday(new Date(closes.getTime() - 1))).toBe(addDays(day, -1))
        expect(isPastGrace(start, n, g, new Date(closes.getTime() - 1))).toBe(false)
        expect(isPastGrace(start, n, g, closes)).toBe(true)
      }),
    )
  })

  it('places midnight by the offset of the day: UTC+1 in winter 2026, UTC+0 in Ramadan', () => {
    // part 2 due 2026-01-15, grace 3: paused from 2026-01-19 00:00 Casablanca = 2026-01-18 23:00 UTC
    expect(pauseAt('2025-12-16', 2, 3).toISOString()).toBe('2026-01-18T23:00:00.000Z')
    // Ramadan 2026 (15 February – 22 March): Casablanca is on UTC
    expect(pauseAt('2026-01-29', 2, 3).toISOString()).toBe('2026-03-04T00:00:00.000Z')
  })

  it('counts a part as past its grace only from the first day after it', () => {
    // due 2026-05-10, grace 3: the 13th is still the grace, the 14th is paused
    expect(isPastGrace('2026-04-10', 2, 3, new Date('2026-05-13T22:59:00Z'))).toBe(false)
    expect(isPastGrace('2026-04-10', 2, 3, new Date('2026-05-13T23:00:00Z'))).toBe(true)
  })
})
