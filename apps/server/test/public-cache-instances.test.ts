import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'
import { limitStores } from './limit-stores.ts'

// Issue "Several instances read their own writes": two instances behind a proxy over one database,
// each serving the public lists from its own memory for a long time (60 s here). An admin's change made
// on the first must show on the second at once when they share Redis (REDIS_URL): without Redis,
// instances share nothing and each keeps its list until PUBLIC_CACHE_MS ends (README).
describe.each(limitStores('public-cache-instances'))('two instances, public-list cache ($name)', (store) => {
  const shared = store.name === 'redis'
  const env = { PUBLIC_CACHE_MS: '60000', ...store.env }
  let first: TestApp
  let second: TestApp
  let root: Record<string, string>
  beforeAll(async () => {
    first = await createTestApp(env)
    second = await createTestApp(env, { database: first.handle })
    root = await adminHeaders(first.app, await createAdmin(first.services, { superAdmin: true }))
    if (shared) await bothSubscribed(first.config.REDIS_URL ?? '', `${first.config.REDIS_KEY_PREFIX}public-cache:clear`)
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const announcementTitles = async (on: TestApp) =>
    (await on.app.inject({ url: '/api/announcements/?active_only=true' })).json<{ title: string }[]>().map((a) => a.title)
  const testimonialNames = async (on: TestApp) =>
    (await on.app.inject({ url: '/api/testimonials/active' })).json<{ nom: string }[]>().map((t) => t.nom)

  /** What the second instance shows right after the admin's change on the first (with Redis: polled for up to 2 s, against a 60 s cache). */
  async function seenOnSecond<T>(read: () => Promise<T>, expected: T) {
    if (!shared) return expect(await read()).toEqual(expected)
    await vi.waitFor(async () => expect(await read()).toEqual(expected), { timeout: 2000, interval: 20 })
  }

  it(`${shared ? 'shows' : 'does not show'} a hidden announcement's removal on the other instance at once`, async () => {
    const { id } = await first.services.db
      .insertInto('announcements')
      .values({ title: 'Stage intensif ENSA', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await announcementTitles(second)).toContain('Stage intensif ENSA') // cached on the second now
    const hidden = await first.app.inject({ method: 'PUT', url: `/api/admin/announcements/${id}/toggle`, headers: root })
    expect(hidden.statusCode).toBe(200)
    const titles = shared ? [] : ['Stage intensif ENSA']
    await seenOnSecond(() => announcementTitles(second), titles)
  })

  it(`${shared ? 'shows' : 'does not show'} an activated testimonial on the other instance at once`, async () => {
    const { id } = await first.services.db
      .insertInto('testimonials')
      .values({ nom: 'Yassine', ecole: 'ENSAM Meknès', comment: 'Séances très claires', rating: 5, is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await testimonialNames(second)).not.toContain('Yassine')
    const activated = await first.app.inject({ method: 'PUT', url: `/api/admin/testimonials/${id}/toggle-status`, headers: root })
    expect(activated.statusCode).toBe(200)
    await seenOnSecond(async () => (await testimonialNames(second)).includes('Yassine'), shared)
  })

  it.runIf(shared)('announces one change once: a clear heard from the bus is not announced again (no echo between instances)', async () => {
    const channel = `${first.config.REDIS_KEY_PREFIX}public-cache:clear`
    const listener = new Redis(first.config.REDIS_URL ?? '')
    let heard = 0
    listener.on('message', () => void (heard += 1))
    try {
      await listener.subscribe(channel)
      const { id } = await first.services.db.insertInto('announcements').values({ title: 'Écho', is_active: true }).returning('id').executeTakeFirstOrThrow()
      expect((await first.app.inject({ method: 'PUT', url: `/api/admin/announcements/${id}/toggle`, headers: root })).statusCode).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(heard).toBe(1)
    } finally {
      listener.disconnect()
    }
  })
})

/** Instances subscribe in the background (a start never waits on Redis): wait until both listen. */
async function bothSubscribed(url: string, channel: string) {
  const redis = new Redis(url)
  try {
    await vi.waitFor(async () => expect(await redis.pubsub('NUMSUB', channel)).toEqual([channel, 2]), { timeout: 10_000, interval: 20 })
  } finally {
    redis.disconnect()
  }
}
