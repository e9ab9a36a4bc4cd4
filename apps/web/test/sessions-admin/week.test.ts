import { describe, expect, it } from 'vitest'
import { durationLabel, weekTitle } from '../../src/features/sessions-admin/format.ts'
import { addDays, casablancaDay, dayStart, mondayOf, placeInWeek, thisMonday, weekDays, weekRange } from '../../src/features/sessions-admin/week.ts'

// Casablanca is UTC+1, and UTC+0 during Ramadan (in 2026: from 15 February 03:00 to 22 March 02:00).
const at = (starts_at: string, id = 1) => ({ id, starts_at })

describe('the week view’s calendar (Casablanca)', () => {
  it('finds the Monday of any day, Sunday included, across months and years', () => {
    expect(mondayOf('2026-06-01')).toBe('2026-06-01')
    expect(mondayOf('2026-06-07')).toBe('2026-06-01')
    expect(mondayOf('2026-03-01')).toBe('2026-02-23')
    expect(mondayOf('2027-01-01')).toBe('2026-12-28')
    expect(weekDays('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
  })

  it('takes this week from the day it is in Casablanca, not in UTC', () => {
    // Sunday 7 June 2026 at 23:30 in Casablanca is 22:30 UTC; Monday 00:30 there is Sunday 23:30 UTC
    expect(thisMonday(new Date('2026-06-07T22:30:00Z'))).toBe('2026-06-01')
    expect(thisMonday(new Date('2026-06-07T23:30:00Z'))).toBe('2026-06-08')
  })

  it('starts each day at midnight in Casablanca, with the offset of the season', () => {
    expect(dayStart('2026-06-01')).toBe('2026-05-31T23:00:00.000Z')
    expect(dayStart('2026-03-02')).toBe('2026-03-02T00:00:00.000Z')
    // the week the clock goes forward again: it starts at UTC+0 and ends at UTC+1
    expect(weekRange('2026-03-16')).toEqual({ from: '2026-03-16T00:00:00.000Z', to: '2026-03-22T23:00:00.000Z' })
    expect(weekRange('2026-06-01')).toEqual({ from: '2026-05-31T23:00:00.000Z', to: '2026-06-07T23:00:00.000Z' })
  })

  it('puts a session at 23:30 on a Sunday in Casablanca in that Sunday’s column', () => {
    const summer = at('2026-06-07T22:30:00Z') // Sunday 7 June, 23:30 (UTC+1)
    const ramadan = at('2026-03-01T23:30:00Z') // Sunday 1 March, 23:30 (UTC+0)
    expect(casablancaDay(summer.starts_at)).toBe('2026-06-07')
    expect(casablancaDay(ramadan.starts_at)).toBe('2026-03-01')
    const june = placeInWeek([summer], '2026-06-01')
    expect(june.map(({ day, sessions }) => [day, sessions.length])).toEqual([
      ['2026-06-01', 0],
      ['2026-06-02', 0],
      ['2026-06-03', 0],
      ['2026-06-04', 0],
      ['2026-06-05', 0],
      ['2026-06-06', 0],
      ['2026-06-07', 1],
    ])
    expect(placeInWeek([ramadan], '2026-02-23').at(-1)?.sessions).toEqual([ramadan])
  })

  it('keeps Monday 00:30 in Casablanca (Sunday 23:30 UTC) out of the week before, and sorts each day by time', () => {
    const mondayEarly = at('2026-06-07T23:30:00Z', 2)
    const late = at('2026-06-02T16:00:00Z', 3)
    const early = at('2026-06-02T08:00:00Z', 4)
    const before = placeInWeek([mondayEarly, late, early], '2026-06-01')
    expect(before.flatMap(({ sessions }) => sessions)).toEqual([early, late])
    expect(placeInWeek([mondayEarly], '2026-06-08')[0]?.sessions).toEqual([mondayEarly])
  })

  it('names the week and the durations in French', () => {
    expect(weekTitle('2026-06-01', '2026-06-07')).toBe('Semaine du 1 au 7 juin 2026')
    expect(weekTitle('2026-03-30', '2026-04-05')).toBe('Semaine du 30 mars au 5 avril 2026')
    expect(weekTitle('2026-12-28', '2027-01-03')).toBe('Semaine du 28 décembre 2026 au 3 janvier 2027')
    expect([30, 60, 90, 135].map(durationLabel)).toEqual(['30 min', '1 h', '1 h 30', '2 h 15'])
  })
})
