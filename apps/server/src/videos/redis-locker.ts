import { randomUUID } from 'node:crypto'
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server'
import type { Redis } from 'ioredis'

// tus takes a lock per upload for each request on it (a PATCH, a HEAD, the cleanup). Its own locker
// lives in one process: with several instances behind a balancer without affinity, a resume that
// lands on another instance while the first request is still writing would write beside it. This
// one holds the lock in Redis (a key that expires, renewed while held) and asks the holder, on any
// instance, to let go (tus then ends the holder's request), as tus's MemoryLocker does in-process.

export interface RedisLockerOptions {
  keyPrefix: string
  /** how long a lock outlives a holder that died without unlocking */
  ttlMs?: number
  /** how long a request waits for the lock before tus answers its lock timeout */
  acquireTimeoutMs?: number
  /** pause between two tries while another request holds the lock */
  retryMs?: number
}

// deletes or extends the key only while it still holds our token (it may have expired and been taken)
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"

export interface ClosableLocker extends Locker {
  close(): Promise<void>
}

export function redisLocker(redis: Redis, options: RedisLockerOptions): ClosableLocker {
  const ttlMs = options.ttlMs ?? 30_000
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000
  const retryMs = options.retryMs ?? 100
  const keyOf = (id: string) => `${options.keyPrefix}tus-lock:${id}`
  const channel = `${options.keyPrefix}tus-lock:release`
  /** the release callbacks of the locks this instance holds, by upload id */
  const held = new Map<string, RequestRelease>()

  let subscriber: Redis | undefined
  function listen() {
    if (subscriber) return
    subscriber = redis.duplicate()
    subscriber.on('error', () => undefined) // the shared connection's watcher logs an outage
    subscriber.on('message', (_channel: string, id: string) => void held.get(id)?.())
    void subscriber.subscribe(channel).catch(() => undefined)
  }

  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
    })

  function newLock(id: string): Lock {
    const key = keyOf(id)
    const token = randomUUID()
    let renewal: NodeJS.Timeout | undefined
    let release: RequestRelease | undefined
    return {
      async lock(signal, requestRelease) {
        listen()
        const deadline = Date.now() + acquireTimeoutMs
        while (!signal.aborted && Date.now() < deadline) {
          if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK') {
            release = requestRelease
            held.set(id, requestRelease)
            renewal = setInterval(() => void redis.eval(RENEW, 1, key, token, String(ttlMs)).catch(() => undefined), ttlMs / 3)
            renewal.unref()
            return
          }
          // the holder may be on this instance or another: each hears the request
          await redis.publish(channel, id)
          await sleep(retryMs, signal)
        }
        throw ERRORS.ERR_LOCK_TIMEOUT
      },
      async unlock() {
        clearInterval(renewal)
        if (release && held.get(id) === release) held.delete(id)
        await redis.eval(UNLOCK, 1, key, token)
      },
    }
  }

  return {
    newLock,
    async close() {
      await subscriber?.quit().catch(() => subscriber?.disconnect())
    },
  }
}
