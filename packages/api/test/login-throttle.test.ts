import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoginThrottle } from '../src/auth/login-throttle.ts'
import { memoryCounters } from '../src/limits/counters.ts'

// ASVS V2.2.1: no more than the bound of failed sign-ins on one account in ANY hour, from any IPs,
// including an hour that straddles two of the counter's fixed windows.
describe('the account-wide bound', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z'), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  const BOUND = 10
  const throttle = () => createLoginThrottle(memoryCounters, { maxFailures: 1000, lockMinutes: 15, accountMaxFailuresPerHour: BOUND })
  let ipCounter = 0
  /** One failure from a fresh IP (a botnet); true when the attempt was allowed to check a password. */
  const tryOnce = async (t: ReturnType<typeof throttle>) => (await t.begin({ account: 'admin:cible@example.ma', ip: `10.0.0.${(ipCounter += 1)}` })) === 0

  async function allowedWithin(t: ReturnType<typeof throttle>, attempts: number) {
    let allowed = 0
    for (let i = 0; i < attempts; i++) if (await tryOnce(t)) allowed += 1
    return allowed
  }

  it('holds across the edge of two fixed windows', async () => {
    const t = throttle()
    await tryOnce(t) // opens the window at 08:00
    vi.setSystemTime(new Date('2026-11-24T08:59:00Z'))
    const late = await allowedWithin(t, BOUND)
    vi.setSystemTime(new Date('2026-11-24T09:16:00Z')) // past the window and past any block
    const early = await allowedWithin(t, BOUND)
    // 08:59 → 09:16 is within one sliding hour
    expect(late + early).toBeLessThanOrEqual(BOUND)
    expect(late + early).toBeGreaterThan(0)
  })

  it('still lets the bound through over an hour, so it is a lock, not a ban', async () => {
    const t = throttle()
    expect(await allowedWithin(t, BOUND)).toBe(BOUND / 2)
    vi.setSystemTime(new Date('2026-11-24T09:30:00Z'))
    expect(await allowedWithin(t, BOUND)).toBe(BOUND / 2)
  })
})
