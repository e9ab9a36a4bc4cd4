/**
 * Counts failed sign-ins per account so a password cannot be guessed from many IPs
 * (the per-IP limit is the HTTP layer's, @fastify/rate-limit). In memory by default;
 * in Redis (redisLoginThrottle) when several app instances run (DESIGN §8).
 */
export interface LoginThrottle {
  /** Minutes left before the account may try again, or 0. */
  lockedFor(account: string): Promise<number>
  recordFailure(account: string): Promise<void>
  reset(account: string): Promise<void>
}

interface Entry {
  failures: number
  windowStart: number
  lockedUntil: number
}

export function memoryLoginThrottle(options: { maxFailures: number; lockMinutes: number; now?: () => number }): LoginThrottle {
  const entries = new Map<string, Entry>()
  const now = options.now ?? Date.now
  const windowMs = options.lockMinutes * 60_000
  const keyOf = (account: string) => account.trim().toLowerCase()

  return {
    async lockedFor(account) {
      const entry = entries.get(keyOf(account))
      const left = entry ? entry.lockedUntil - now() : 0
      return left > 0 ? Math.ceil(left / 60_000) : 0
    },
    async recordFailure(account) {
      const key = keyOf(account)
      const at = now()
      const entry = entries.get(key)
      const current = entry && at - entry.windowStart < windowMs ? entry : { failures: 0, windowStart: at, lockedUntil: 0 }
      current.failures += 1
      if (current.failures >= options.maxFailures) current.lockedUntil = at + windowMs
      entries.set(key, current)
      if (entries.size > 50_000) pruneExpired(entries, at, windowMs)
    },
    async reset(account) {
      entries.delete(keyOf(account))
    },
  }
}

function pruneExpired(entries: Map<string, Entry>, at: number, windowMs: number) {
  for (const [key, entry] of entries) {
    if (entry.lockedUntil < at && at - entry.windowStart >= windowMs) entries.delete(key)
  }
}
