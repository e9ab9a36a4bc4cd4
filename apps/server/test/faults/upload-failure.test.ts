import type { FileStore } from '@tutorat/api'
import { MESSAGES } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, formBody, PNG_1PX, type TestApp } from '../helpers.ts'
import { apply, createOffer } from '../recruitment-helpers.ts'

let t: TestApp
let root: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_PER_10_MINUTES: '1000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

async function keys(store: FileStore) {
  const found: string[] = []
  for await (const { key } of store.list()) found.push(key)
  return found
}

/** Makes every insert into `table` fail inside the database, after the handler has written its file. */
async function failInserts(table: 'announcements' | 'job_applications') {
  await sql`create or replace function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'panne simulée'; end $$`.execute(t.services.db)
  await sql`create trigger refuse_insert before insert on ${sql.table(table)} for each row execute function refuse_insert()`.execute(t.services.db)
  return () => sql`drop trigger refuse_insert on ${sql.table(table)}`.execute(t.services.db)
}

describe('a failure between the file write and the row insert leaves no file', () => {
  it('an announcement whose insert fails: 500 in French, no row, no image', async () => {
    const restore = await failInserts('announcements')
    try {
      const body = formBody({ title: 'Annonce en panne', description: 'x', price: '1 DH', is_active: 'true' }, { field: 'image', filename: 'a.png', type: 'image/png', bytes: PNG_1PX })
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/announcements/', headers: { ...root, ...body.headers }, payload: body.payload })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ detail: MESSAGES.internalError })
    } finally {
      await restore()
    }
    expect(await t.services.db.selectFrom('announcements').select('id').execute()).toEqual([])
    expect(await keys(t.services.files)).toEqual([])
  })

  it('an application whose insert fails keeps no CV', async () => {
    const offer = await createOffer(t.app, root)
    const restore = await failInserts('job_applications')
    try {
      expect((await apply(t.app, { job_offer_id: offer.id })).statusCode).toBe(500)
    } finally {
      await restore()
    }
    expect(await keys(t.services.privateFiles)).toEqual([])
  })

  it('two sends of the same application at once: the unique index refuses one, only one CV stays', async () => {
    const offer = await createOffer(t.app, root)
    const same = { job_offer_id: offer.id, email: 'double@example.ma' }
    const answers = await Promise.all([apply(t.app, same), apply(t.app, same), apply(t.app, same)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409])
    const rows = await t.services.db.selectFrom('job_applications').select('cv_path').where('job_offer_id', '=', offer.id).execute()
    expect(await keys(t.services.privateFiles)).toEqual(rows.map((row) => row.cv_path))
  })
})
