import { type Kysely, sql } from 'kysely'

// Issue 26 (DESIGN §15): corrections never between attempts. Hiding them while attempts are left is
// not enough once an admin raises `max_attempts` or moves `closes_at` later: a student who already
// read the correction would get a new attempt. The first time an attempt's correction is served,
// `review_seen_at` is set; a student with one set cannot start another attempt of that exam.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('exam_attempts').addColumn('review_seen_at', 'timestamptz').execute()
  await sql`comment on column exam_attempts.review_seen_at is 'first time this attempt''s correction was served to the student'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('exam_attempts').dropColumn('review_seen_at').execute()
}
