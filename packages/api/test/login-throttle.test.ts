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

  it('gives back both steps of a sign-in with a second factor, so the owner’s sign-ins never fill it', async () => {
    const t = throttle()
    const owner = { account: 'admin:cible@example.ma', ip: '192.0.2.7' }
    for (let signIn = 0; signIn < BOUND; signIn++) {
      expect(await t.begin(owner)).toBe(0) // the password
      expect(await t.begin(owner)).toBe(0) // the code
      await t.succeeded(owner, 2)
    }
    // the whole bound is still there for the window: the owner's own sign-ins took none of it
    expect(await allowedWithin(t, BOUND)).toBe(BOUND / 2)
  })

  it('still lets the bound through over an hour, so it is a lock, not a ban', async () => {
    const t = throttle()
    expect(await allowedWithin(t, BOUND)).toBe(BOUND / 2)
    vi.setSystemTime(new Date('2026-11-24T09:30:00Z'))
    expect(await allowedWithin(t, BOUND)).toBe(BOUND / 2)
  })
})

// DESIGN §15: the account-wide bound counts unknown devices only; a known device has its own lock.
describe('known devices', () => {
  const MAX = 3
  const throttle = () => createLoginThrottle(memoryCounters, { maxFailures: MAX, lockMinutes: 15, accountMaxFailuresPerHour: 4 })
  const account = 'admin:cible@example.ma'
  let ipCounter = 0
  const stranger = () => ({ account, ip: `10.1.0.${(ipCounter += 1)}` })
  const device = (id: string) => ({ account, ip: `10.2.0.${(ipCounter += 1)}`, device: id })
  // the bound of 4 an hour is 2 per fixed window: two strangers' failures lock the account
  const lockAccount = async (t: ReturnType<typeof throttle>) => {
    for (let i = 0; i < 2; i++) expect(await t.begin(stranger())).toBe(0)
  }

  it('lets a known device through while strangers have locked the account', async () => {
    const t = throttle()
    await lockAccount(t)
    expect(await t.begin(stranger())).toBe(15)
    expect(await t.begin(device('phone'))).toBe(0)
  })

  it('keeps a known device’s failures out of the account’s count', async () => {
    const t = throttle()
    for (const id of ['a', 'b', 'c', 'd']) for (let i = 0; i < MAX; i++) expect(await t.begin(device(id))).toBe(0)
    expect(await t.begin(stranger())).toBe(0)
  })

  it('locks a device after its own failures, whatever its address, and only that device', async () => {
    const t = throttle()
    for (let i = 0; i < MAX; i++) expect(await t.begin(device('stolen'))).toBe(0)
    expect(await t.begin(device('stolen'))).toBe(15)
    expect(await t.begin(device('laptop'))).toBe(0)
    expect(await t.begin(stranger())).toBe(0)
  })

  it('forgets a device’s failures after its success, and on a super admin’s unlock', async () => {
    const t = throttle()
    for (let i = 0; i < MAX - 1; i++) await t.begin(device('phone'))
    await t.succeeded(device('phone'))
    for (let i = 0; i < MAX; i++) expect(await t.begin(device('phone'))).toBe(0)
    expect(await t.begin(device('phone'))).toBe(15)
    await t.unlock('ADMIN:Cible@example.ma')
    expect(await t.begin(device('phone'))).toBe(0)
  })
})
