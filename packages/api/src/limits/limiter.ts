import { MESSAGES } from '@tutorat/contracts'
import { type CounterFactory, isOverLimit } from './counters.ts'
import { RateLimitError } from './errors.ts'

/** The named limits of DESIGN §6; each procedure that needs one names it (middleware.ts). */
export type LimitPolicy = 'signIn' | 'publicForm' | 'redeemPerStudent' | 'redeemPerIp' | 'resetPerEmail' | 'paymentPerStudent' | 'examPerStudent' | 'playPerStudent' | 'profilePerStudent'

export type LimitRules = Record<LimitPolicy, { points: number; seconds: number }>

export interface Limiter {
  /** Counts one attempt under `policy` for `key` (an IP, a student); a French 429 past the limit. */
  consume(policy: LimitPolicy, key: string): Promise<void>
  /** Hears about store failures (Redis down): the attempt was let through (docs/decisions.md). */
  onStoreError(listener: (error: unknown) => void): void
}

export function createLimiter(counters: CounterFactory, rules: LimitRules): Limiter {
  const policies = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, counters({ name: `limit:${name}`, ...rule })]),
  ) as Record<LimitPolicy, ReturnType<CounterFactory>>
  const listeners: ((error: unknown) => void)[] = []

  return {
    async consume(policy, key) {
      try {
        await policies[policy].consume(key)
      } catch (rejection) {
        if (isOverLimit(rejection)) throw tooMany(rejection.msBeforeNext)
        // fails open: the lockouts still guard sign-in, and a form must not die with Redis
        for (const listener of listeners) listener(rejection)
      }
    },
    onStoreError(listener) {
      listeners.push(listener)
    },
  }
}

function tooMany(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return new RateLimitError(`${MESSAGES.tooManyRequests} (${minutes} min)`, retryAfterMs)
}
