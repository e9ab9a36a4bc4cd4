/**
 * The lists every visitor reads (announcements, testimonials, open job offers, free courses), kept
 * `ttlMs` per input. Any admin mutation empties it (the admin procedure), on every instance when they
 * share Redis, so an admin sees their change at once. Concurrent misses share
 * one query. `ttlMs` 0 turns it off.
 */
export interface PublicCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Empties the cache; with several instances, theirs too (apps/server public-cache-bus.ts). */
  clear(): Promise<void>
}

// inputs come from visitors (a `limit`, a flag): past this many, start again rather than grow
const MAX_ENTRIES = 200

export function createPublicCache(ttlMs: number): PublicCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value as Promise<T>
      if (entries.size >= MAX_ENTRIES) entries.clear()
      const entry = { expires: now + ttlMs, value: load() }
      entries.set(key, entry)
      // a failure is not kept: the next visitor asks the database again
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return entry.value as Promise<T>
    },
    async clear() {
      entries.clear()
    },
  }
}
