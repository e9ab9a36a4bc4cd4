import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { type CounterFactory, isOverLimit } from '../limits/counters.ts'

/** One sign-in attempt: the account (`admin:<email>`, `student:<email>`) and the IP it comes from. */
export interface SignInAttempt {
  account: string
  ip: string
  /** The id of a valid device token for this account (auth/device-token.ts), checked by the caller. */
  device?: string | undefined
}

/**
 * Sign-in attempts (ASVS V2.2.1). Counted per (account, IP) pair, so a stranger's bad passwords
 * lock only the stranger's pair, never the owner signing in from elsewhere; and per account, so a
 * password cannot be guessed from many IPs, with a bound (≤ 100 an hour) a stranger needs a
 * hundred tries to reach. An attempt is counted before its password is checked, so parallel
 * attempts (a batch, many connections) cannot outrun the count; a success takes it back.
 *
 * The account-wide bound counts unknown devices only (DESIGN §15, OWASP « device cookies »): an
 * attempt with a device token of that account is counted against that device alone, locked
 * after as many failures as a pair, and never counted into nor stopped by the account's lock.
 * Strangers' failures lock the strangers; the owner signs in from their usual browser.
 */
export interface LoginThrottle {
  /** Counts the attempt; minutes the pair or the account is locked for (the attempt must stop), or 0. */
  begin(attempt: SignInAttempt): Promise<number>
  /**
   * The attempt signed in: forgets the pair's failures and gives the account back the `steps` it
   * counted (a sign-in with a second factor counted its password and its code).
   */
  succeeded(attempt: SignInAttempt, steps?: number): Promise<void>
  /** Super admin: lifts every lock on the account, from every IP and every device. */
  unlock(account: string): Promise<void>
}

export interface LockoutRules {
  /** Failures of one (account, IP) pair, or of one device of the account, before it is locked. */
  maxFailures: number
  lockMinutes: number
  /** Failures of one account, from any IP, that no sliding hour may exceed (half in each fixed hour). */
  accountMaxFailuresPerHour: number
}

// Unlocking bumps the account's generation, which is part of every pair's and device's key: every
// pair and device of that account starts afresh at once, in memory and in Redis alike, without listing them.
const NEVER_EXPIRES = 0

export function createLoginThrottle(counters: CounterFactory, rules: LockoutRules): LoginThrottle {
  const lockSeconds = rules.lockMinutes * 60
  // past `points` attempts in the window, rate-limiter-flexible refuses and holds the key `blockSeconds`
  const pairs = counters({ name: 'lockout:pair', points: rules.maxFailures, seconds: lockSeconds, blockSeconds: lockSeconds })
  // The window is fixed (it starts at the first failure), so a sliding hour can straddle two of
  // them: half the bound in each keeps any sliding hour within it (ASVS V2.2.1: at most 100).
  const perWindow = Math.max(1, Math.floor(rules.accountMaxFailuresPerHour / 2))
  const devices = counters({ name: 'lockout:device', points: rules.maxFailures, seconds: lockSeconds, blockSeconds: lockSeconds })
  const accounts = counters({ name: 'lockout:account', points: perWindow, seconds: 3600, blockSeconds: lockSeconds })
  const generations = counters({ name: 'lockout:generation', points: Number.MAX_SAFE_INTEGER, seconds: NEVER_EXPIRES })

  const pairKey = async ({ account, ip }: SignInAttempt) => {
    const generation = (await generations.get(account))?.consumedPoints ?? 0
    return `${account}|${generation}|${ip}`
  }
  // a device's own count, whatever IP it signs in from (its own counter: no pair key can match it)
  const deviceKey = (attempt: SignInAttempt, device: string) => pairKey({ account: attempt.account, ip: `device:${device}` })

  const throttle: LoginThrottle = {
    async begin(attempt) {
      if (attempt.device) return minutes(await devices.consume(await deviceKey(attempt, attempt.device)).then(noWait, lockedMs))
      // a locked pair stops here: hammering it does not count towards locking the owner's account
      const pairWait = await pairs.consume(await pairKey(attempt)).then(noWait, lockedMs)
      const wait = pairWait || (await accounts.consume(attempt.account).then(noWait, lockedMs))
      return minutes(wait)
    },
    async succeeded(attempt, steps = 1) {
      if (attempt.device) await devices.delete(await deviceKey(attempt, attempt.device))
      else await Promise.all([pairs.delete(await pairKey(attempt)), accounts.reward(attempt.account, steps)])
    },
    async unlock(account) {
      await Promise.all([generations.penalty(account), accounts.delete(account)])
    },
  }
  return normalized(unavailableOnStoreError(throttle))
}

const noWait = () => 0
const minutes = (ms: number) => Math.ceil(ms / 60_000)

/** A refusal is the lock (how long it lasts); an Error is the store failing. */
function lockedMs(rejection: unknown): number {
  if (!isOverLimit(rejection)) throw rejection
  return Math.max(1, rejection.msBeforeNext)
}

/**
 * When the store (Redis) cannot answer, sign-in answers 503 in French (docs/decisions.md): the
 * lockout is what stops a password being guessed from many IPs, so it does not silently switch off.
 */
function unavailableOnStoreError(throttle: LoginThrottle): LoginThrottle {
  const answered = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      call(...args).catch((cause: unknown) => {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable, cause })
      })
  return { begin: answered(throttle.begin), succeeded: answered(throttle.succeeded), unlock: answered(throttle.unlock) }
}

function normalized(throttle: LoginThrottle): LoginThrottle {
  const account = (value: string) => value.trim().toLowerCase()
  const attempt = (value: SignInAttempt) => ({ account: account(value.account), ip: value.ip, device: value.device })
  return {
    begin: (value) => throttle.begin(attempt(value)),
    succeeded: (value, steps) => throttle.succeeded(attempt(value), steps),
    unlock: (value) => throttle.unlock(account(value)),
  }
}
