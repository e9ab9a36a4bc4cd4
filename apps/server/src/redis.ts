import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/**
 * The one Redis connection of an instance (shared rate limits and lockouts, DESIGN §8).
 * Short timeouts and a single retry: when Redis is down a sign-in must get its answer in
 * well under a second (the IP limit fails open, the account lockout answers 503), not hang.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true, // connects on the first command, once watchRedis has a logger on it
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    // a steady, short reconnection delay: a command waiting through an outage is refused
    // after one more attempt, so the delay bounds how long a sign-in waits for its 503
    retryStrategy: () => 200,
  })
}

/** Logs an outage once when it starts and once when it ends, not on every reconnection attempt. */
export function watchRedis(redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>) {
  let down = false
  redis.on('error', (err: Error) => {
    if (down) return
    down = true
    log.warn({ err }, 'Redis unreachable: per-IP limits are not applied, sign-ins answer 503 until it is back')
  })
  redis.on('ready', () => {
    if (!down) return
    down = false
    log.info('Redis reachable again')
  })
}

/** Closes the connection, or drops it when Redis does not answer (shutdown must not wait on it). */
export async function closeRedis(redis: Redis) {
  try {
    await redis.quit()
  } catch {
    redis.disconnect()
  }
}
