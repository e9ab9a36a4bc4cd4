import type { PublicCache } from '@tutorat/api'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'

// Several instances (DESIGN §8) each keep their own public-list cache; an admin's change made on one
// must empty all of them, or a reload that lands on another instance shows the old list
// (docs/decisions.md "Several instances read their own writes").
const channelOf = (keyPrefix: string) => `${keyPrefix}public-cache:clear`

/**
 * The instance's cache, whose `clear()` (run after every admin mutation) also tells the other
 * instances through Redis. It returns once Redis has handed the message to every subscriber, so the
 * admin's answer leaves after the news. When Redis fails, this instance is cleared all the same and
 * the others catch up within PUBLIC_CACHE_MS.
 */
export function broadcastingCache(local: PublicCache, redis: Redis, keyPrefix: string): PublicCache {
  const cache: PublicCache = {
    read: (key, load) => local.read(key, load),
    async clear() {
      await local.clear()
      await redis.publish(channelOf(keyPrefix), 'clear').catch(() => undefined)
    },
  }
  localCaches.set(cache, local)
  return cache
}

// A clear heard from the bus empties this instance only: announcing it again would echo between
// the instances (each hears its own message too) and flood Redis with an endless stream of clears.
const localCaches = new WeakMap<PublicCache, PublicCache>()

/** Empties this instance's cache whenever any instance announces a change; stops with the app. */
export function listenForCacheClears(app: FastifyInstance, shared: PublicCache, redis: Redis, keyPrefix: string) {
  const cache = localCaches.get(shared) ?? shared
  const subscriber = redis.duplicate()
  subscriber.on('error', () => undefined) // the shared connection's watcher already logs an outage
  subscriber.on('message', () => void cache.clear())
  // a message missed while disconnected cannot be replayed: start afresh on every (re)subscription
  subscriber.on('ready', () => void cache.clear())
  let closing = false
  let retry: NodeJS.Timeout | undefined
  // not awaited: an instance starts (and serves from its own cache) while Redis is away or slow;
  // a refused first subscription is tried again (ioredis re-subscribes only what once succeeded)
  const subscribe = () => {
    subscriber.subscribe(channelOf(keyPrefix)).catch((error: unknown) => {
      if (closing) return
      warnNotSubscribed(app.log, error)
      retry = setTimeout(subscribe, 1000)
    })
  }
  subscribe()
  app.addHook('onClose', async () => {
    closing = true
    clearTimeout(retry)
    await subscriber.quit().catch(() => subscriber.disconnect())
  })
}

function warnNotSubscribed(log: FastifyBaseLogger, error: unknown) {
  log.warn({ err: error }, 'public-list cache: other instances’ changes will show within PUBLIC_CACHE_MS (Redis unreachable)')
}
