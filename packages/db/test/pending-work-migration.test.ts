import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../migrations/index.ts'
import type { DbHandle } from '../src/create-db.ts'
import { migrateToLatest } from '../src/migrate.ts'
import { createTestDb, testDatabaseUrl } from '../src/testing.ts'

// Issue 29 (0020): « aucun canal configuré » leaves the failures for a state of its own.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const row = (dedupe_key: string) => handle.db.selectFrom('notifications').select(['status', 'next_attempt_at']).where('dedupe_key', '=', dedupe_key).executeTakeFirstOrThrow()

describe(`0020_pending_work_indexes on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('moves the rows stored as failed for want of a channel to no_channel, and only those', async () => {
    const back = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).migrateTo('0019_exam_review_seen')
    expect(back.error).toBeUndefined()
    const at = new Date().toISOString()
    await handle.db
      .insertInto('notifications')
      .values([
        { channel: 'email', recipient: 'a@example.ma', template: 'access_granted', dedupe_key: 'm:none', status: 'failed', last_error: 'aucun canal configuré', next_attempt_at: null },
        { channel: 'email', recipient: 'b@example.ma', template: 'access_granted', dedupe_key: 'm:smtp', status: 'failed', last_error: '451 boîte pleine', next_attempt_at: at },
      ])
      .execute()
    // before 0020 the state does not exist
    await expect(
      handle.db.insertInto('notifications').values({ channel: 'email', template: 'access_granted', dedupe_key: 'm:early', status: 'no_channel' }).execute(),
    ).rejects.toThrow(/notifications_status_check|check constraint/)

    expect(await migrateToLatest(handle.db)).toContain('↑ 0020_pending_work_indexes')
    expect(await row('m:none')).toEqual({ status: 'no_channel', next_attempt_at: null })
    expect((await row('m:smtp')).status).toBe('failed')
    await expect(
      handle.db.insertInto('notifications').values({ channel: 'email', template: 'access_granted', dedupe_key: 'm:bogus', status: 'skipped' }).execute(),
    ).rejects.toThrow(/notifications_status_check|check constraint/)
  })
})
