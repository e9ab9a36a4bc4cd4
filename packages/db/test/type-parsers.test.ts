import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { timestamptzToIso } from '../src/create-db.ts'

/** PostgreSQL's text output of a timestamptz in a UTC session (trailing zeros of the fraction dropped). */
function postgresText(date: Date, micros: number) {
  const fraction = String(date.getUTCMilliseconds() * 1000 + micros).padStart(6, '0').replace(/0+$/, '')
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}${fraction ? `.${fraction}` : ''}+00`
}

describe('timestamptzToIso', () => {
  it('gives what new Date(text).toISOString() gives, for any UTC timestamp', () => {
    const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true })
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 999 }), (date, micros) => {
        const text = postgresText(date, micros)
        expect(timestamptzToIso(text)).toBe(new Date(text).toISOString())
      }),
    )
  })

  it('falls back to Date for other forms', () => {
    expect(timestamptzToIso('2026-11-22 18:32:49.5+01')).toBe('2026-11-22T17:32:49.500Z')
  })
})
