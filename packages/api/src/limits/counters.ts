import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

/** One named counter: `points` per `seconds` window; past them, the key is held `blockSeconds` (0: to the window's end). */
export interface CounterRule {
  name: string
  points: number
  seconds: number
  blockSeconds?: number
}

/** Builds counters in one store: this process's memory, or Redis shared by every instance (DESIGN §8). */
export type CounterFactory = (rule: CounterRule) => RateLimiterAbstract

const options = ({ points, seconds, blockSeconds }: CounterRule) => ({ points, duration: seconds, blockDuration: blockSeconds ?? 0 })

export const memoryCounters: CounterFactory = (rule) => new RateLimiterMemory({ keyPrefix: rule.name, ...options(rule) })

export function redisCounters(redis: Redis, keyPrefix: string): CounterFactory {
  return (rule) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `${keyPrefix}${rule.name}`, ...options(rule) })
}

/** rate-limiter-flexible rejects with its result when a key is over its points, with an Error when the store failed. */
export const isOverLimit = (rejection: unknown): rejection is RateLimiterRes => rejection instanceof RateLimiterRes
