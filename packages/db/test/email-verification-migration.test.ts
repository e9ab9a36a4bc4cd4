import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../migrations/index.ts'
import type { DbHandle } from '../src/create-db.ts'
import { migrateToLatest } from '../src/migrate.ts'
import { createTestDb, testDatabaseUrl } from '../src/testing.ts'

// Migration 0015 (DESIGN §15, issue 26): the accounts of a running site, and the links that die
// with an email change whatever code (or script) changes it.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const migrateTo = async (name: string) => {
  const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).migrateTo(name)
  if (error) throw error
}

describe(`email verification on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('leaves unverified only the self-signed accounts nobody vouched for; no one who paid or was granted a course is locked out', async () => {
    await migrateTo('0014_exams')
    const db = handle.db
    const admin = await db.insertInto('admins').values({ name: 'A', email: 'admin@e.ma', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()
    const course = await db
      .insertInto('courses')
      .values({ title: 'C', subject: 'Physique', level: 'Avancé', access_code: 'PHY-1', created_by: admin.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    const student = async (email: string, extra: { created_by?: number; google_sub?: string } = {}) =>
      (await db.insertInto('students').values({ name: email, email, password_hash: 'h', ...extra }).returning('id').executeTakeFirstOrThrow()).id
    const byAdmin = await student('admin-cree@e.ma', { created_by: admin.id })
    const google = await student('google@e.ma', { google_sub: 'sub-1' })
    const granted = await student('acces@e.ma')
    await db.insertInto('accesses').values({ student_id: granted, course_id: course.id }).execute()
    const redeemed = await student('code@e.ma')
    await db.insertInto('access_redemptions').values({ student_id: redeemed, course_id: course.id, code: 'PHY-1' }).execute()
    const paying = await student('paiement@e.ma')
    await db
      .insertInto('payment_requests')
      .values({
        reference: 'TM-AAAAAA',
        student_id: paying,
        student_name: 'P',
        student_email: 'paiement@e.ma',
        formation_title: 'F',
        course_title: 'T',
        course_id: course.id,
        amount_mad: 100,
        access_type: 'standard',
        duration_days: 30,
        deadline_at: new Date().toISOString(),
      })
      .execute()
    const stranger = await student('inconnu@e.ma')

    await migrateToLatest(db)
    const rows = await db.selectFrom('students').select(['id', 'email_verified']).orderBy('id').execute()
    expect(Object.fromEntries(rows.map((r) => [r.id, r.email_verified]))).toEqual({
      [byAdmin]: true,
      [google]: true,
      [granted]: true,
      [redeemed]: true,
      [paying]: true,
      [stranger]: false,
    })
  })

  it('kills every live link when the email changes, and the verification links when the password changes', async () => {
    const db = handle.db
    const { id } = await db.insertInto('students').values({ name: 'S', email: 'liens@e.ma', email_verified: false }).returning('id').executeTakeFirstOrThrow()
    const live = async () => ({
      invites: (await db.selectFrom('student_invites').select('id').where('student_id', '=', id).where('used_at', 'is', null).execute()).length,
      verifications: (await db.selectFrom('email_verifications').select('id').where('student_id', '=', id).where('used_at', 'is', null).execute()).length,
    })
    const issue = async (n: number) => {
      const expires_at = new Date(Date.now() + 3_600_000).toISOString()
      await db.insertInto('student_invites').values({ student_id: id, token_hash: `invite-${n}`, expires_at }).execute()
      await db.insertInto('email_verifications').values({ student_id: id, email: 'liens@e.ma', token_hash: `verif-${n}`, expires_at }).execute()
    }
    await issue(1)
    await db.updateTable('students').set({ name: 'Autre nom' }).where('id', '=', id).execute()
    expect(await live()).toEqual({ invites: 1, verifications: 1 })
    await db.updateTable('students').set({ email: 'corrige@e.ma' }).where('id', '=', id).execute()
    expect(await live()).toEqual({ invites: 0, verifications: 0 })

    await issue(2)
    await db.updateTable('students').set({ password_hash: 'nouveau' }).where('id', '=', id).execute()
    expect(await live()).toEqual({ invites: 0, verifications: 0 })
  })
})
