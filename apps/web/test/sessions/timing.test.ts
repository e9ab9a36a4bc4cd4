import { describe, expect, it } from 'vitest'
import { splitByTime } from '../../src/features/sessions/CourseSessions.tsx'
import { sessionDateTime, sessionDuration } from '../../src/features/sessions/format.ts'
import { canJoin, countdownLabel, isAhead, sessionPhase, timeUntil } from '../../src/features/sessions/timing.ts'
import { makeSession } from './fixtures.ts'

const NOW = Date.parse('2026-03-10T17:00:00.000Z')
const MINUTE = 60_000
// starts at NOW + 60 min, opens at NOW + 45 min, ends at NOW + 150 min
const SESSION = makeSession(1, 60, {}, NOW)
const at = (minutes: number) => NOW + minutes * MINUTE

describe('the join window', () => {
  it('opens 15 minutes before the start, to the millisecond', () => {
    expect(sessionPhase(SESSION, at(45) - 1)).toBe('upcoming')
    expect(canJoin(SESSION, at(45) - 1)).toBe(false)
    expect(sessionPhase(SESSION, at(45))).toBe('open')
    expect(canJoin(SESSION, at(45))).toBe(true)
  })

  it('stays open while the session runs, and closes at its end', () => {
    expect(sessionPhase(SESSION, at(60))).toBe('live')
    expect(canJoin(SESSION, at(150) - 1)).toBe(true)
    expect(sessionPhase(SESSION, at(150))).toBe('ended')
    expect(canJoin(SESSION, at(150))).toBe(false)
    expect(isAhead(SESSION, at(150))).toBe(false)
  })

  it('never opens for a cancelled session, even inside its slot', () => {
    const cancelled = { ...SESSION, status: 'annulee' as const }
    for (const minute of [0, 50, 70]) {
      expect(sessionPhase(cancelled, at(minute))).toBe('cancelled')
      expect(canJoin(cancelled, at(minute))).toBe(false)
      expect(countdownLabel(cancelled, at(minute))).toBeNull()
    }
    expect(isAhead(cancelled, NOW)).toBe(false)
  })
})

describe('the countdown', () => {
  it('counts hours and minutes, rounded up to the minute', () => {
    expect(countdownLabel(SESSION, NOW)).toBe('Commence dans 1 h 00')
    expect(countdownLabel(SESSION, at(-65) - 30_000)).toBe('Commence dans 2 h 06')
    expect(countdownLabel(SESSION, at(-65))).toBe('Commence dans 2 h 05')
    expect(countdownLabel(SESSION, at(1))).toBe('Commence dans 59 min')
    expect(countdownLabel(SESSION, at(60) - 1)).toBe('Commence dans 1 min')
  })

  it('says « En cours » from the start to the end, then nothing', () => {
    expect(countdownLabel(SESSION, at(60))).toBe('En cours')
    expect(countdownLabel(SESSION, at(150) - 1)).toBe('En cours')
    expect(countdownLabel(SESSION, at(150))).toBeNull()
  })

  it('counts whole days beyond a day', () => {
    expect(timeUntil(24 * 60 * MINUTE)).toBe('1 jour')
    expect(timeUntil(47 * 60 * MINUTE)).toBe('1 jour')
    expect(timeUntil(3 * 24 * 60 * MINUTE + 5 * MINUTE)).toBe('3 jours')
    expect(timeUntil(24 * 60 * MINUTE - MINUTE)).toBe('23 h 59')
  })
})

describe('dates and durations', () => {
  it('writes the Casablanca wall clock the server computed, with the weekday, whatever the phone’s zone', () => {
    expect(sessionDateTime('2026-04-14T18:00')).toBe('Mardi 14 avril à 18:00')
    expect(sessionDateTime('2026-05-05T00:30')).toBe('Mardi 5 mai à 00:30')
    expect(sessionDateTime('2027-02-23T21:15')).toBe('Mardi 23 février à 21:15')
  })

  it('writes durations the French way', () => {
    expect(sessionDuration(45)).toBe('45 min')
    expect(sessionDuration(60)).toBe('1 h')
    expect(sessionDuration(90)).toBe('1 h 30')
    expect(sessionDuration(125)).toBe('2 h 05')
  })
})

describe('a course’s sessions', () => {
  it('puts the ones to come first (soonest first), then the past ones (latest first), without the cancelled past ones', () => {
    const sessions = [
      makeSession(1, 3 * 24 * 60, {}, NOW),
      makeSession(2, 60, {}, NOW),
      makeSession(3, -30, {}, NOW),
      makeSession(4, -3 * 24 * 60, { recording_video_id: 55 }, NOW),
      makeSession(5, -24 * 60, {}, NOW),
      makeSession(6, -2 * 24 * 60, { status: 'annulee' }, NOW),
      makeSession(7, 120, { status: 'annulee' }, NOW),
    ]
    const { upcoming, past } = splitByTime(sessions, NOW)
    expect(upcoming.map((session) => session.id)).toEqual([3, 2, 7, 1])
    expect(past.map((session) => session.id)).toEqual([5, 4])
  })
})
