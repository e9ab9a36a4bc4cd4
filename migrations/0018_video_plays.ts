import { type Kysely, sql } from 'kysely'

// Issue 27 item 5 (DESIGN §16 « Playing », « Leak tracing »): every view of a video is a row, tied to
// the student, the video and the device session that played it, with a short code the watermark
// shows. The same rows are the watch history. One active play per student (one stream per account)
// is kept by the procedure, under a lock on the student's row; `ended_reason` says why a play ended
// (`replaced`: another play of the account started). A play that stopped beating is over without a
// write: its age is read from `last_seen_at`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_plays')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (c) => c.references('student_sessions.id').onDelete('set null'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_reason', 'text')
    .addUniqueConstraint('video_plays_code_key', ['code'])
    .addCheckConstraint('video_plays_ended_reason', sql`(ended_at is null) = (ended_reason is null)`)
    .addCheckConstraint('video_plays_position', sql`position_seconds >= 0`)
    .execute()
  await sql`create index video_plays_active_idx on video_plays (student_id) where ended_at is null`.execute(db)
  await db.schema.createIndex('video_plays_student_idx').on('video_plays').columns(['student_id', 'started_at desc']).execute()
  await db.schema.createIndex('video_plays_video_idx').on('video_plays').columns(['video_id', 'started_at desc']).execute()
  await db.schema.createIndex('video_plays_session_idx').on('video_plays').column('session_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_plays').execute()
}
