import { type Kysely, sql } from 'kysely'

// Issue 17 (DESIGN §12): live sessions on Google Meet.
// `live_sessions`: a group session belongs to a course (its students with a valid access may
// join; trial accesses only when `is_free`); a solo session has one student, and a course only
// when it is part of one (an evaluation session has none). `meet_url` never leaves the server but
// through the join redirect. `session_attendance`: who joined, first and last time.
// `students.calendar_version`: the private calendar feed's token is derived from it, so revoking
// the feed is one increment. `session_requests`: the public site's evaluation / solo requests.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('groupe', 'solo')`))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes between 15 and 480`))
    .addColumn('meet_url', 'text', (c) => c.notNull())
    .addColumn('is_free', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('planifiee').check(sql`status in ('planifiee', 'annulee')`))
    .addColumn('recording_video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'live_sessions_kind_shape',
      sql`(kind = 'groupe' and course_id is not null and student_id is null) or (kind = 'solo' and student_id is not null)`,
    )
    .execute()
  await sql`create index live_sessions_course_idx on live_sessions (course_id, starts_at)`.execute(db)
  await sql`create index live_sessions_student_idx on live_sessions (student_id, starts_at)`.execute(db)
  await sql`create index live_sessions_starts_idx on live_sessions (starts_at) where status = 'planifiee'`.execute(db)
  await db.schema.createIndex('live_sessions_recording_video_id_idx').on('live_sessions').column('recording_video_id').execute()
  await db.schema.createIndex('live_sessions_created_by_idx').on('live_sessions').column('created_by').execute()

  await db.schema
    .createTable('session_attendance')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('first_joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('joins', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('session_attendance_pkey', ['session_id', 'student_id'])
    .execute()
  await db.schema.createIndex('session_attendance_student_idx').on('session_attendance').column('student_id').execute()

  await db.schema.alterTable('students').addColumn('calendar_version', 'integer', (c) => c.notNull().defaultTo(0)).execute()

  await db.schema
    .createTable('session_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('evaluation').check(sql`kind in ('evaluation', 'solo')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('preferred_times', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('nouvelle').check(sql`status in ('nouvelle', 'contactee', 'planifiee', 'close')`))
    .addColumn('admin_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('session_id', 'integer', (c) => c.references('live_sessions.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index session_requests_list_idx on session_requests (created_at desc, id desc)`.execute(db)
  await db.schema.createIndex('session_requests_student_id_idx').on('session_requests').column('student_id').execute()
  await db.schema.createIndex('session_requests_session_id_idx').on('session_requests').column('session_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_requests').execute()
  await db.schema.alterTable('students').dropColumn('calendar_version').execute()
  await db.schema.dropTable('session_attendance').execute()
  await db.schema.dropTable('live_sessions').execute()
}
