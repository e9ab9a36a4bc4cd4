import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { Redis } from 'ioredis'
import type { LoginThrottle } from './login-throttle.ts'

// One round trip, atomic across instances: count the failure in a window that starts at the
// first one, and set the lock when the count reaches the maximum (memoryLoginThrottle's rule).
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if failures >= tonumber(ARGV[2]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[1]) end
return failures`

/**
 * The per-account lockout shared by every app instance through Redis. When Redis cannot
 * answer, sign-in answers 503 in French (docs/decisions.md): the lockout is what stops a
 * password being guessed from many IPs, so it does not silently switch off.
 */
export function redisLoginThrottle(
  redis: Redis,
  options: { maxFailures: number; lockMinutes: number; keyPrefix: string },
): LoginThrottle {
  const windowMs = options.lockMinutes * 60_000
  const keysOf = (account: string) => {
    const base = `${options.keyPrefix}login:${account.trim().toLowerCase()}`
    return { failures: `${base}:failures`, lock: `${base}:lock` }
  }
  const answered = <T>(command: Promise<T>) =>
    command.catch((cause: unknown) => Promise.reject(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable, cause })))

  return {
    async lockedFor(account) {
      const left = await answered(redis.pttl(keysOf(account).lock))
      return left > 0 ? Math.ceil(left / 60_000) : 0
    },
    async recordFailure(account) {
      const keys = keysOf(account)
      await answered(redis.eval(RECORD_FAILURE, 2, keys.failures, keys.lock, windowMs, options.maxFailures))
    },
    async reset(account) {
      const keys = keysOf(account)
      await answered(redis.del(keys.failures, keys.lock))
    },
  }
}
