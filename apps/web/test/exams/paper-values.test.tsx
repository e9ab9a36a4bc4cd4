import { describe, expect, it } from 'vitest'
import { formatDecimal, parseDecimal, withOption } from '../../src/features/exams/answer-values.ts'
import { clockOffset, formatRemaining, remainingMs, timeAnnouncement } from '../../src/features/exams/clock.ts'

// The paper's pure parts: what a typed number means, how the time left reads, the clock offset.

describe('a typed number', () => {
  it.each([
    ['3,14', 3.14],
    ['3.14', 3.14],
    [' -0,5 ', -0.5],
    [',5', 0.5],
    ['12 000,5', 12000.5],
    ['1e-3', 0.001],
    ['7', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value)
  })

  it.each(['abc', '3,1,4', '3.1.4', '1,2.3', '--1', '0x10', 'Infinity', '1e999', '3 €'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined()
  })

  it('reads an empty field as no answer, and writes numbers back the French way', () => {
    expect(parseDecimal('   ')).toBeNull()
    expect(formatDecimal(3.14)).toBe('3,14')
    expect(formatDecimal(-12000.5)).toBe('-12000,5')
    expect(parseDecimal(formatDecimal(0.125))).toBe(0.125)
  })
})

describe('choosing options', () => {
  it('keeps one option for a single choice, toggles a multiple one in order, and clears when none is left', () => {
    expect(withOption([1], 'single', 2, true)).toEqual([2])
    expect(withOption([2], 'multiple', 0, true)).toEqual([0, 2])
    expect(withOption([0, 2], 'multiple', 0, false)).toEqual([2])
    expect(withOption([2], 'multiple', 2, false)).toBeNull()
  })
})

describe('the clock', () => {
  it('takes the offset from the middle of the request, or from its arrival', () => {
    const server = Date.parse('2026-03-12T13:00:00.000Z')
    expect(clockOffset(new Date(server).toISOString(), server + 10 * 60_000)).toBe(-10 * 60_000)
    expect(clockOffset(new Date(server).toISOString(), server + 400, server - 600)).toBe(100)
    expect(remainingMs(new Date(server + 60_000).toISOString(), -10 * 60_000, server + 10 * 60_000)).toBe(60_000)
  })

  it('writes mm:ss, hh:mm:ss past an hour, rounded up so 00:00 means over', () => {
    expect(formatRemaining(30 * 60_000)).toBe('30:00')
    expect(formatRemaining(59_001)).toBe('01:00')
    expect(formatRemaining(500)).toBe('00:01')
    expect(formatRemaining(-3000)).toBe('00:00')
    expect(formatRemaining(90 * 60_000 + 9000)).toBe('01:30:09')
  })

  it('has something to say only at five minutes, at one, and at the end', () => {
    expect(timeAnnouncement(5 * 60_000 + 1)).toBe('')
    expect(timeAnnouncement(5 * 60_000)).toBe('Attention : il reste moins de 5 minutes.')
    expect(timeAnnouncement(60_000)).toBe('Attention : il reste moins d’une minute.')
    expect(timeAnnouncement(0)).toBe('Le temps est écoulé.')
  })
})
