import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

export interface LimitStore {
  name: 'memory' | 'redis'
  /** Config overrides that select the store. */
  env: NodeJS.ProcessEnv
}

/**
 * The stores the rate-limit and lockout tests run against: memory always, Redis as well when
 * TEST_REDIS_URL is set (.ci/run sets it). The key prefix names the test file and the run, so
 * files running in parallel, and a run repeated within a window, never share counters.
 */
export function limitStores(testFile: string): LimitStore[] {
  const url = process.env.TEST_REDIS_URL || undefined
  const memory: LimitStore = { name: 'memory', env: {} }
  if (!url) return [memory]
  return [memory, { name: 'redis', env: { REDIS_URL: url, REDIS_KEY_PREFIX: `tutorat-test:${testFile}:${randomUUID().slice(0, 8)}:` } }]
}

/** Deletes the keys limitStores() prefixed, and no others (they would expire anyway). */
export async function deleteTestKeys(url: string, prefix: string) {
  if (!prefix.startsWith('tutorat-test:')) return
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 100 })) {
      if (Array.isArray(keys) && keys.length > 0) await redis.del(...keys.map(String))
    }
  } finally {
    redis.disconnect()
  }
}
