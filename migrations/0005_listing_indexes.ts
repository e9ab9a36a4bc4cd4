import type { Kysely } from 'kysely'

// Found by scripts/bench/admin-lists.ts: the courses list (newest first, per owner) sorted
// every course of the admin on each page.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('courses_owner_recent_idx').on('courses').columns(['created_by', 'created_at desc']).execute()
  await db.schema.createIndex('courses_recent_idx').on('courses').column('created_at desc').execute()
  await db.schema.dropIndex('courses_created_by_idx').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('courses_created_by_idx').on('courses').column('created_by').execute()
  await db.schema.dropIndex('courses_recent_idx').execute()
  await db.schema.dropIndex('courses_owner_recent_idx').execute()
}
